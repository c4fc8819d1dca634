/**
 * Where a new piece goes: in free space on the plan (touching no other piece), found on a grid;
 * beside its original for a copy; at the least crowded place when nothing is free. And the
 * pieces' labels: their catalogue names, numbered when repeated ('Dining chair 2'). Any length
 * unit works (a tool's canvas units or metres).
 */
import { kindName } from './catalogue';
import { overlapping, type Footprint, type Point } from './passages';

/** Each item's label: its catalogue name, numbered from the second of the same name in list order. */
export function itemLabels(kinds: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return kinds.map((kind) => {
    const name = kindName(kind);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} ${count}`;
  });
}

/** Most grid positions tried along each side of the room. */
const GRID_STEPS = 80;

/** Area two footprints share. */
const sharedArea = (p: Footprint, q: Footprint): number =>
  Math.max(0, Math.min(p.x + p.w, q.x + q.w) - Math.max(p.x, q.x)) * Math.max(0, Math.min(p.y + p.d, q.y + q.d) - Math.max(p.y, q.y));

const fitsAt = (box: Footprint, others: readonly Footprint[]): boolean => others.every((other) => !overlapping(box, other));

/**
 * A place for a `w` × `d` piece in a `roomW` × `roomD` room among `others`: with `near`, the
 * free grid place nearest to that point, else the first free one scanning rows from the top-left.
 * Grid steps are `step` (or coarser, at most 80 a side, so a large room stays quick) and a place
 * keeps the first of `margins` it can from the others and the walls (then the next, then none).
 * With no free place, the one overlapping the others least. Always wholly inside the room (a piece larger than the room sits at 0).
 */
export function freeSpot(w: number, d: number, others: readonly Footprint[], roomW: number, roomD: number, options: { step: number; margins?: readonly number[]; near?: Point }): Point {
  const spanX = Math.max(0, roomW - w);
  const spanY = Math.max(0, roomD - d);
  const stepX = Math.max(options.step, spanX / GRID_STEPS) || 1;
  const stepY = Math.max(options.step, spanY / GRID_STEPS) || 1;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = 0; x <= spanX + 1e-9; x += stepX) xs.push(Math.min(x, spanX));
  for (let y = 0; y <= spanY + 1e-9; y += stepY) ys.push(Math.min(y, spanY));
  if (xs.at(-1)! < spanX) xs.push(spanX);
  if (ys.at(-1)! < spanY) ys.push(spanY);
  for (const pad of [...(options.margins ?? []).filter((m) => m > 0), 0]) {
    let best: Point | null = null;
    let bestDistance = Infinity;
    for (const y of ys) {
      for (const x of xs) {
        // With the margin, clear of the walls too.
        if (pad > 0 && (x < pad || y < pad || x > spanX - pad || y > spanY - pad)) continue;
        if (!fitsAt({ x: x - pad, y: y - pad, w: w + 2 * pad, d: d + 2 * pad }, others)) continue;
        if (!options.near) return { x, y };
        const distance = Math.hypot(x + w / 2 - options.near.x, y + d / 2 - options.near.y);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = { x, y };
        }
      }
    }
    if (best) return best;
  }
  // Nothing free: the least crowded place.
  let best = { x: 0, y: 0 };
  let least = Infinity;
  for (const y of ys) {
    for (const x of xs) {
      let area = 0;
      for (const other of others) area += sharedArea({ x, y, w, d }, other);
      if (area < least - 1e-9) {
        least = area;
        best = { x, y };
      }
    }
  }
  return best;
}

/**
 * A place for a copy of `source` (index `index` of `boxes`): beside it (right, below, left, above,
 * `gap` apart) where that is inside the room and free, else the free place nearest to it.
 */
export function spotBeside(boxes: readonly Footprint[], index: number, roomW: number, roomD: number, gap: number, step: number): Point {
  const source = boxes[index]!;
  const candidates: Point[] = [
    { x: source.x + source.w + gap, y: source.y },
    { x: source.x, y: source.y + source.d + gap },
    { x: source.x - source.w - gap, y: source.y },
    { x: source.x, y: source.y - source.d - gap },
  ];
  for (const at of candidates) {
    const box = { x: at.x, y: at.y, w: source.w, d: source.d };
    if (at.x >= 0 && at.y >= 0 && at.x + source.w <= roomW + 1e-9 && at.y + source.d <= roomD + 1e-9 && fitsAt(box, boxes)) return at;
  }
  return freeSpot(source.w, source.d, boxes, roomW, roomD, { step, near: { x: source.x + source.w / 2, y: source.y + source.d / 2 } });
}
