import type { NarrativeRow } from '@mindmark/mfe-kit/api-contract.ts';
import { formatPercent } from '@mindmark/mfe-kit/format.ts';
import { useMemo } from 'react';
import { changeFor, type Period, shortName } from './narratives.ts';
import { layoutTreemap } from './treemap-layout.ts';

/** Tiles sized by mindshare (at least 1.5%), green when the period's change is positive, red otherwise. */
export function NarrativesTreemap(props: {
  narratives: NarrativeRow[];
  period: Period;
  selected: string | null;
  onSelect: (id: string) => void;
  /** Before the first answer: the map's final area in a placeholder colour. */
  loading?: boolean;
}) {
  const byId = useMemo(() => new Map(props.narratives.map((n) => [n.id, n])), [props.narratives]);
  const tiles = useMemo(
    () => layoutTreemap(props.narratives.map((n) => ({ id: n.id, weight: n.mindsharePercent }))),
    [props.narratives],
  );
  return (
    <section
      aria-label="Narratives treemap"
      aria-busy={props.loading || undefined}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        minHeight: 320,
        borderRadius: 4,
        background: props.loading && tiles.length === 0 ? 'rgba(255,255,255,0.06)' : undefined,
      }}
    >
      {tiles.map((tile) => {
        const n = byId.get(tile.id);
        if (!n) return null;
        const up = changeFor(n, props.period) > 0;
        const selected = props.selected === n.id;
        return (
          <button
            key={tile.id}
            type="button"
            className="mm-tile"
            aria-pressed={selected}
            title={`${n.name}: ${formatPercent(n.mindsharePercent)}`}
            onClick={() => props.onSelect(n.id)}
            style={{
              position: 'absolute',
              left: `${tile.x}%`,
              top: `${tile.y}%`,
              width: `${tile.width}%`,
              height: `${tile.height}%`,
              boxSizing: 'border-box',
              border: selected ? '2px solid #fff' : '1px solid #0b0b12',
              background: up ? '#1f6f3d' : '#8c2a2a',
              color: '#fff',
              padding: 6,
              overflow: 'hidden',
              textAlign: 'left',
              verticalAlign: 'top',
              cursor: 'pointer',
              font: 'inherit',
              fontSize: 12,
              // Each tile is a size container: its labels shorten with "…" or hide when it is small.
              containerType: 'size',
            }}
          >
            <strong className="mm-tile-label">{shortName(n.name)}</strong>
            <span className="mm-tile-label mm-tile-share">{formatPercent(n.mindsharePercent)}</span>
          </button>
        );
      })}
      <style>
        {[
          '.mm-tile:hover{filter:brightness(1.25)}',
          '.mm-tile-label{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
          // Too narrow for three letters and "…": no label (the title and the list still name it).
          '@container (max-width: 44px){.mm-tile-label{display:none}}',
          '@container (max-height: 40px){.mm-tile-share{display:none}}',
          '@container (max-height: 24px){.mm-tile-label{display:none}}',
        ].join('')}
      </style>
    </section>
  );
}
