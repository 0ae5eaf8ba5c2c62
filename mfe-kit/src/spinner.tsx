/**
 * A loading ring with an optional line under it: what the shell shows while a remote's code
 * arrives and the admin while a page's chunk does. Plain markup and one keyframe rule instead
 * of antd's Spin, so the antd cut every page loads does not carry Spin for two loading states
 * (docs/frontend.md, "First-load budget").
 */
export function Spinner({ label, description }: { label: string; description?: string }) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
      <style>{'@keyframes mm-spin{to{transform:rotate(360deg)}}'}</style>
      <span
        aria-hidden
        style={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: '3px solid rgba(124,92,255,0.25)',
          borderTopColor: '#7c5cff',
          animation: 'mm-spin 0.8s linear infinite',
        }}
      />
      {description && <span style={{ color: 'rgba(255,255,255,0.65)', fontSize: 14 }}>{description}</span>}
    </div>
  );
}
