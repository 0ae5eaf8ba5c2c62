import type { CSSProperties } from 'react';

/** A grey placeholder bar (antd's Skeleton.Button and friends); shimmers when `active`. */
export function SkeletonBar({
  width,
  height = 16,
  active = true,
  style,
  ...rest
}: { width?: number | string; height?: number; active?: boolean; style?: CSSProperties } & {
  'data-testid'?: string;
}) {
  return (
    <span
      aria-hidden
      className={active ? 'mm-skeleton mm-skeleton-active' : 'mm-skeleton'}
      style={{ display: 'inline-block', width, height, verticalAlign: 'middle', ...style }}
      {...rest}
    />
  );
}

/** A page's placeholder while its code arrives (antd's `<Skeleton active />`): a title and three lines. */
export function SkeletonParagraph() {
  return (
    <div aria-hidden style={{ display: 'grid', gap: 16, padding: '4px 0' }}>
      <SkeletonBar width="38%" />
      <SkeletonBar width="100%" />
      <SkeletonBar width="100%" />
      <SkeletonBar width="61%" />
    </div>
  );
}

/** A loading spinner with its sentence (antd's Spin with a description). */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      style={{ display: 'grid', justifyItems: 'center', gap: 12, color: 'var(--mm-primary-text-hover)' }}
    >
      <span className="mm-spinner" aria-hidden />
      <span style={{ fontSize: 14 }}>{label}</span>
    </div>
  );
}
