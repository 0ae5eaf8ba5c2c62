import type { CSSProperties, HTMLAttributes } from 'react';

/**
 * A flex box with antd Flex's props (vertical, gap, wrap, align, justify), as a plain `<div>`:
 * the public pages' first screens carry no antd (docs/frontend.md, "antd off the first load").
 */
export function Flex({
  vertical,
  gap,
  wrap,
  align,
  justify,
  style,
  ...rest
}: HTMLAttributes<HTMLDivElement> & {
  vertical?: boolean;
  gap?: number;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  'data-testid'?: string;
}) {
  return (
    <div
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        flexWrap: wrap ? 'wrap' : undefined,
        gap,
        alignItems: align,
        justifyContent: justify,
        ...style,
      }}
    />
  );
}
