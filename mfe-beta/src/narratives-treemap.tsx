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
}) {
  const byId = useMemo(() => new Map(props.narratives.map((n) => [n.id, n])), [props.narratives]);
  const tiles = useMemo(
    () => layoutTreemap(props.narratives.map((n) => ({ id: n.id, weight: n.mindsharePercent }))),
    [props.narratives],
  );
  return (
    <section
      aria-label="Narratives treemap"
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 320 }}
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
            }}
          >
            <strong style={{ display: 'block' }}>{shortName(n.name)}</strong>
            {formatPercent(n.mindsharePercent)}
          </button>
        );
      })}
      <style>{'.mm-tile:hover{filter:brightness(1.25)}'}</style>
    </section>
  );
}
