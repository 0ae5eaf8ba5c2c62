/** Paid out against total, as a thin bar with its numbers for screen readers. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      style={{ height: 6, minWidth: 80, background: '#303030', borderRadius: 3, overflow: 'hidden' }}
    >
      <div style={{ width: `${percent}%`, height: '100%', background: '#7c5cff' }} />
    </div>
  );
}
