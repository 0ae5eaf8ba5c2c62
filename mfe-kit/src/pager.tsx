import { type FormEvent, useId, useState } from 'react';
import { Button } from './ui/button.tsx';

/**
 * The page numbers to offer: the first, the last, and the current page with its
 * neighbours; null marks a gap ("…"). With 101 pages on page 50: 1 … 49 50 51 … 101.
 */
export function pageWindow(page: number, pages: number, neighbours = 1): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - neighbours; p <= page + neighbours; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(p - 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/**
 * Previous, numbered pages (first, last, the current one and its neighbours), Next, and
 * a page number field for long lists, under a server-paged table. antd's Pagination
 * brings Select (24 KB of compressed JavaScript on every first load).
 */
export function Pager(props: {
  page: number;
  pages: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const [jump, setJump] = useState('');
  const jumpId = useId();
  const go = (event: FormEvent) => {
    event.preventDefault();
    const target = Math.trunc(Number(jump));
    if (Number.isFinite(target) && target >= 1 && target <= props.pages) props.onPage(target);
    setJump('');
  };
  return (
    <nav aria-label="Pages">
      <div
        style={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 6,
          flexWrap: 'wrap',
          marginTop: 12,
        }}
      >
        <Button disabled={props.page <= 1 || props.loading} onClick={() => props.onPage(props.page - 1)}>
          Previous
        </Button>
        {pageWindow(props.page, props.pages).map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, fixed by position
            <span key={`gap-${index}`} aria-hidden style={{ opacity: 0.6 }}>
              …
            </span>
          ) : (
            <Button
              key={p}
              type={p === props.page ? 'primary' : 'default'}
              aria-current={p === props.page ? 'page' : undefined}
              aria-label={`Page ${p}`}
              disabled={props.loading && p !== props.page}
              onClick={() => p !== props.page && props.onPage(p)}
            >
              {p}
            </Button>
          ),
        )}
        <Button
          disabled={props.page >= props.pages || props.loading}
          onClick={() => props.onPage(props.page + 1)}
        >
          Next
        </Button>
        {props.pages > 7 && (
          <form onSubmit={go} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <label htmlFor={jumpId} style={{ fontSize: 12, opacity: 0.75 }}>
              Go to page
            </label>
            <input
              id={jumpId}
              type="number"
              inputMode="numeric"
              min={1}
              max={props.pages}
              value={jump}
              onChange={(event) => setJump(event.target.value)}
              style={{
                width: 64,
                height: 32,
                boxSizing: 'border-box',
                padding: '0 8px',
                borderRadius: 6,
                border: '1px solid #424242',
                background: 'transparent',
                color: 'inherit',
                font: 'inherit',
              }}
            />
            <Button htmlType="submit" disabled={!jump}>
              Go
            </Button>
          </form>
        )}
      </div>
      <p aria-live="polite" style={{ textAlign: 'center', margin: '8px 0 0', fontSize: 12, opacity: 0.75 }}>
        Page {props.page} of {props.pages}
      </p>
    </nav>
  );
}
