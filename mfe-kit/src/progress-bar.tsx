/**
 * Paid out against total, as a thin bar with its numbers for screen readers: the pool cards and
 * pool detail of the beta and the admin's pool lists. A plain element, not antd's Progress, which
 * would add to every visitor's first load (docs/frontend.md, admin "Weight").
 */
export function ProgressBar({
  value,
  max,
  label,
  height = 6,
}: {
  value: number;
  max: number;
  label: string;
  height?: number;
}) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      style={{ height, minWidth: 80, background: '#2a2a3a', borderRadius: height / 2, overflow: 'hidden' }}
    >
      <div style={{ width: `${percent}%`, height: '100%', background: '#7c5cff' }} />
    </div>
  );
}
