export interface TreemapItem {
  id: string;
  weight: number;
}

export interface TreemapTile {
  id: string;
  /** Percentages of the container, so the map scales with its box. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A narrative's tile never shrinks below 1.5% of the map. */
export const MIN_TILE_WEIGHT = 1.5;

/**
 * Lays tiles out by recursive bisection: the items (largest first) are split into two
 * groups of nearly equal weight, and the longer side of the box is cut in that
 * ratio. Every tile's area is proportional to its weight, tiles never overlap and
 * together they fill the box.
 */
export function layoutTreemap(items: TreemapItem[], minWeight = MIN_TILE_WEIGHT): TreemapTile[] {
  const weighted = items
    .map((item) => ({ id: item.id, weight: Math.max(item.weight, minWeight) }))
    .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
  const tiles: TreemapTile[] = [];
  split(weighted, { x: 0, y: 0, width: 100, height: 100 }, tiles);
  return tiles;
}

type Box = Omit<TreemapTile, 'id'>;

function split(items: TreemapItem[], box: Box, out: TreemapTile[]): void {
  if (items.length === 0) return;
  if (items.length === 1) {
    out.push({ id: items[0]!.id, ...box });
    return;
  }
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let cut = 1;
  let left = items[0]!.weight;
  while (cut < items.length - 1 && left + items[cut]!.weight <= total / 2) {
    left += items[cut]!.weight;
    cut += 1;
  }
  const ratio = left / total;
  if (box.width >= box.height) {
    const w = box.width * ratio;
    split(items.slice(0, cut), { ...box, width: w }, out);
    split(items.slice(cut), { ...box, x: box.x + w, width: box.width - w }, out);
  } else {
    const h = box.height * ratio;
    split(items.slice(0, cut), { ...box, height: h }, out);
    split(items.slice(cut), { ...box, y: box.y + h, height: box.height - h }, out);
  }
}
