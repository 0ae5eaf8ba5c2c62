import { useWideLayout } from '@mindmark/mfe-kit/first-screen/viewport.ts';
import { type CSSProperties, useEffect, useState } from 'react';
import { ROADMAP, type RoadmapNode } from './roadmap-nodes.ts';

/** Rotation speed and size of the landing's orbit (business constants in docs/frontend.md). */
const STEP_DEGREES = 0.3;
const TICK_MS = 50;
const RADIUS = 180;
const SIZE = RADIUS * 2 + 120;

/**
 * The orbit turns by a CSS animation, not by React state: a timer re-rendered the whole orbit
 * 20 times a second, which kept an idle landing busy (docs/frontend.md, landing). `steps()`
 * keeps the same 0.3° every 50 ms, so a node holds still between steps and can be clicked.
 * The nodes turn back by the same animation so their labels stay upright. The server's static
 * copy of the landing (`.mm-first-wide`) does not turn: it is replaced at rotation 0.
 */
const TURN_STEPS = 360 / STEP_DEGREES;
const TURN = `${(TURN_STEPS * TICK_MS) / 1000}s steps(${TURN_STEPS}) infinite`;
const ORBIT_CSS = [
  '@keyframes mm-orbit-turn{to{transform:rotate(360deg)}}',
  '@keyframes mm-orbit-upright{to{transform:rotate(-360deg)}}',
  '.mm-first-wide .mm-orbit-turning,.mm-first .mm-orbit-turning{animation:none!important}',
].join('');

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
  const [expanded, setExpanded] = useState<string | null>(null);
  const spinning = !reducedMotion && expanded === null;
  // Paused, not removed, when a node opens: the orbit stops where it is and goes on from there.
  const turning = (name: string): CSSProperties =>
    reducedMotion
      ? {}
      : { animation: `${name} ${TURN}`, animationPlayState: spinning ? 'running' : 'paused' };

  const open = ROADMAP.find((n) => n.id === expanded) ?? null;
  return (
    <div
      data-testid="orbit"
      data-spinning={spinning}
      style={{ position: 'relative', width: SIZE, height: SIZE, flex: 'none' }}
    >
      <style>{ORBIT_CSS}</style>
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
      <div
        className="mm-orbit-turning"
        style={{ position: 'absolute', inset: 0, ...turning('mm-orbit-turn') }}
      >
        {ROADMAP.map((node, index) => {
          const angle = (index * 2 * Math.PI) / ROADMAP.length;
          return (
            <OrbitNode
              key={node.id}
              node={node}
              x={SIZE / 2 + RADIUS * Math.cos(angle)}
              y={SIZE / 2 + RADIUS * Math.sin(angle)}
              upright={turning('mm-orbit-upright')}
              expanded={expanded === node.id}
              related={open?.related.includes(node.id) ?? false}
              dimmed={open !== null && open.id !== node.id && !open.related.includes(node.id)}
              onToggle={() => setExpanded((current) => (current === node.id ? null : node.id))}
            />
          );
        })}
      </div>
    </div>
  );
}

function OrbitNode(props: {
  node: RoadmapNode;
  x: number;
  y: number;
  /** The counter-turn that keeps the node's label and card upright on the turning orbit. */
  upright: CSSProperties;
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
      <div style={props.upright}>
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
              {node.status === 'live' ? 'Live now' : node.status === 'next' ? 'Next' : 'Later'} ·{' '}
              {node.energy}%
            </span>
            <p style={{ margin: '6px 0 0' }}>{node.description}</p>
          </section>
        )}
      </div>
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
