import { useWideLayout } from '@mindmark/mfe-kit/first-screen/viewport.ts';
import { useEffect, useState } from 'react';
import { ROADMAP, type RoadmapNode } from './roadmap-nodes.ts';

/** Rotation speed and size of the landing's orbit (business constants in docs/frontend.md). */
const STEP_DEGREES = 0.3;
const TICK_MS = 50;
const RADIUS = 180;
const SIZE = RADIUS * 2 + 120;

/**
 * The decorative orbiting roadmap of the landing, desktop only: below the large
 * breakpoint it renders nothing (and runs no timer). Clicking a node expands it,
 * highlights its related nodes and stops the rotation; clicking it again, or the
 * centre, lets go. With prefers-reduced-motion the orbit stands still.
 */
export function OrbitRoadmap() {
  // The media query in the browser; the prerendered width in the build's first screen.
  if (!useWideLayout()) return null;
  return <Orbit />;
}

function Orbit() {
  const reducedMotion = usePrefersReducedMotion();
  const [rotation, setRotation] = useState(0);
  const [expanded, setExpanded] = useState<string | null>(null);
  const spinning = !reducedMotion && expanded === null;

  useEffect(() => {
    if (!spinning) return;
    const timer = setInterval(() => setRotation((r) => (r + STEP_DEGREES) % 360), TICK_MS);
    return () => clearInterval(timer);
  }, [spinning]);

  const open = ROADMAP.find((n) => n.id === expanded) ?? null;
  return (
    <div
      data-testid="orbit"
      data-spinning={spinning}
      style={{ position: 'relative', width: SIZE, height: SIZE, flex: 'none' }}
    >
      <div
        aria-hidden
        style={{
          position: 'absolute',
          inset: 60,
          borderRadius: '50%',
          border: '1px dashed rgba(165, 140, 255, 0.35)',
        }}
      />
      <button
        type="button"
        onClick={() => setExpanded(null)}
        aria-label="Mindmark roadmap: let the orbit turn again"
        style={{
          position: 'absolute',
          left: SIZE / 2 - 44,
          top: SIZE / 2 - 44,
          width: 88,
          height: 88,
          borderRadius: '50%',
          border: 'none',
          cursor: 'pointer',
          color: '#fff',
          fontWeight: 700,
          background: 'radial-gradient(circle at 30% 30%, #a58cff, #4b2fd6 70%)',
          boxShadow: '0 0 40px rgba(124, 92, 255, 0.55)',
        }}
      >
        Roadmap
      </button>
      {ROADMAP.map((node, index) => {
        const angle = ((rotation + (index * 360) / ROADMAP.length) * Math.PI) / 180;
        return (
          <OrbitNode
            key={node.id}
            node={node}
            x={SIZE / 2 + RADIUS * Math.cos(angle)}
            y={SIZE / 2 + RADIUS * Math.sin(angle)}
            expanded={expanded === node.id}
            related={open?.related.includes(node.id) ?? false}
            dimmed={open !== null && open.id !== node.id && !open.related.includes(node.id)}
            onToggle={() => setExpanded((current) => (current === node.id ? null : node.id))}
          />
        );
      })}
    </div>
  );
}

function OrbitNode(props: {
  node: RoadmapNode;
  x: number;
  y: number;
  expanded: boolean;
  related: boolean;
  dimmed: boolean;
  onToggle: () => void;
}) {
  const { node, expanded, related } = props;
  const ring = `conic-gradient(#a58cff ${node.energy * 3.6}deg, rgba(255,255,255,0.12) 0deg)`;
  return (
    <div
      style={{
        position: 'absolute',
        left: props.x,
        top: props.y,
        transform: 'translate(-50%, -50%)',
        zIndex: expanded ? 2 : 1,
        opacity: props.dimmed ? 0.45 : 1,
        transition: 'opacity 200ms',
      }}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={`${node.title} (${node.status})`}
        data-related={related}
        onClick={props.onToggle}
        style={{
          display: 'block',
          margin: '0 auto',
          width: expanded ? 52 : 40,
          height: expanded ? 52 : 40,
          padding: 3,
          borderRadius: '50%',
          border: 'none',
          cursor: 'pointer',
          background: ring,
          boxShadow: related || expanded ? '0 0 18px rgba(165, 140, 255, 0.9)' : 'none',
          transition: 'width 200ms, height 200ms',
        }}
      >
        <span
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            borderRadius: '50%',
            background: related ? '#4b2fd6' : '#1c1830',
          }}
        />
      </button>
      <div style={{ textAlign: 'center', fontSize: 12, marginTop: 4, whiteSpace: 'nowrap' }}>
        {node.title}
      </div>
      {expanded && (
        <section
          aria-label={node.title}
          style={{
            position: 'absolute',
            top: '100%',
            left: '50%',
            transform: 'translateX(-50%)',
            marginTop: 8,
            width: 220,
            padding: 12,
            borderRadius: 10,
            background: '#17142a',
            border: '1px solid #3a2f7a',
            fontSize: 13,
            lineHeight: 1.5,
          }}
        >
          <strong style={{ display: 'block' }}>{node.title}</strong>
          <span style={{ fontSize: 11, textTransform: 'uppercase', letterSpacing: 1, color: '#a58cff' }}>
            {node.status === 'live' ? 'Live now' : node.status === 'next' ? 'Next' : 'Later'} · {node.energy}%
          </span>
          <p style={{ margin: '6px 0 0' }}>{node.description}</p>
        </section>
      )}
    </div>
  );
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = globalThis.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
