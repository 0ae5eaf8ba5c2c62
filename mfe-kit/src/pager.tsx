import { Button, Flex } from 'antd';

/** Previous / Page x of y / Next under a server-paged table (antd's Pagination brings Select: 24 KB). */
export function Pager(props: {
  page: number;
  pages: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <Flex justify="center" align="center" gap={12} style={{ marginTop: 12 }}>
      <Button disabled={props.page <= 1 || props.loading} onClick={() => props.onPage(props.page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {props.page} of {props.pages}
      </span>
      <Button
        disabled={props.page >= props.pages || props.loading}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
      </Button>
    </Flex>
  );
}
