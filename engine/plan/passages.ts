/**
 * The passages a person would walk through on a plan with many pieces of furniture, in any
 * length unit (a tool's canvas units or metres): each item to each wall where nothing stands
 * between them across the whole passage, and each pair of items that face each other (or sit
 * corner to corner) with no third item filling the gap between them. Not every n² pair: in a row
 * of chairs only neighbours pair, and an item hidden behind another has no passage to that wall.
 * Overlapping items are listed apart. With 40 items this is ~30,000 box tests: well under 5 ms.
 */
import type { Plan, Wall } from './types';

/** A footprint: top-left corner and size, x to the right and y down (w along x, d along y). */
export interface Footprint {
  x: number;
  y: number;
  w: number;
  d: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One passage between item `a` and a wall or item `b` (indices into the list given). */
export interface RawPassage {
  a: number;
  b: number | Wall;
  /** Clear width (0 when the two touch: closed). */
  width: number;
  /** The dimension line across the passage. */
  from: Point;
  to: Point;
}

const EPS = 1e-9;

/**
 * The point of [lo, hi] where a line across can pass, given the intervals `blocked` taken by
 * other items: the middle of [lo, hi] when it is free, else the middle of the longest free
 * stretch; null when the blocked intervals cover it all. `blocked` is reordered. An empty
 * interval (lo = hi) is never blocked.
 */
export function freeMiddle(lo: number, hi: number, blocked: [number, number][]): number | null {
  const mid = (lo + hi) / 2;
  blocked.sort((p, q) => p[0] - q[0]);
  let cursor = lo;
  let best: [number, number] | null = null;
  let holdsMid = false;
  const free = (start: number, end: number) => {
    if (end - start <= EPS) return;
    if (start < mid && mid < end) holdsMid = true;
    if (!best || end - start > best[1] - best[0]) best = [start, end];
  };
  for (const [start, end] of blocked) {
    if (start > cursor) free(cursor, Math.min(start, hi));
    cursor = Math.max(cursor, end);
    if (cursor >= hi) break;
  }
  if (cursor < hi) free(cursor, hi);
  if (holdsMid) return mid;
  const chosen = best as [number, number] | null;
  return chosen ? (chosen[0] + chosen[1]) / 2 : null;
}

/** Whether the open rectangles (x0, x1) × (y0, y1) and `box` share any area. */
const crosses = (box: Footprint, x0: number, x1: number, y0: number, y1: number): boolean =>
  box.x < x1 - EPS && box.x + box.w > x0 + EPS && box.y < y1 - EPS && box.y + box.d > y0 + EPS;

/** Whether two footprints overlap (share area; touching edges do not). */
export const overlapping = (p: Footprint, q: Footprint): boolean => crosses(p, q.x, q.x + q.w, q.y, q.y + q.d);

/** The other items' extents along one axis where they cross the strip (x0, x1) × (y0, y1). */
function blockers(boxes: readonly Footprint[], skip1: number, skip2: number, x0: number, x1: number, y0: number, y1: number, alongX: boolean): [number, number][] {
  const list: [number, number][] = [];
  for (let k = 0; k < boxes.length; k += 1) {
    if (k === skip1 || k === skip2) continue;
    const o = boxes[k]!;
    if (crosses(o, x0, x1, y0, y1)) list.push(alongX ? [o.x, o.x + o.w] : [o.y, o.y + o.d]);
  }
  return list;
}

/** An item's passage to one wall, or null when other items fill the whole strip between them. */
function wallPassage(boxes: readonly Footprint[], i: number, wall: Wall, roomW: number, roomD: number): RawPassage | null {
  const b = boxes[i]!;
  const right = b.x + b.w;
  const bottom = b.y + b.d;
  if (wall === 'left' || wall === 'right') {
    const [x0, x1] = wall === 'left' ? [0, b.x] : [right, roomW];
    const y = freeMiddle(b.y, bottom, x1 - x0 > EPS ? blockers(boxes, i, -1, x0, x1, b.y, bottom, false) : []);
    if (y === null) return null;
    const width = Math.max(0, x1 - x0);
    return wall === 'left' ? { a: i, b: wall, width, from: { x: 0, y }, to: { x: b.x, y } } : { a: i, b: wall, width, from: { x: right, y }, to: { x: roomW, y } };
  }
  const [y0, y1] = wall === 'top' ? [0, b.y] : [bottom, roomD];
  const x = freeMiddle(b.x, right, y1 - y0 > EPS ? blockers(boxes, i, -1, b.x, right, y0, y1, true) : []);
  if (x === null) return null;
  const width = Math.max(0, y1 - y0);
  return wall === 'top' ? { a: i, b: wall, width, from: { x, y: 0 }, to: { x, y: b.y } } : { a: i, b: wall, width, from: { x, y: bottom }, to: { x, y: roomD } };
}

/** The passage between items i and j, or null when they overlap, only touch at a corner, or a third item fills the gap. */
function pairPassage(boxes: readonly Footprint[], i: number, j: number): RawPassage | null {
  const p = boxes[i]!;
  const q = boxes[j]!;
  const [left, right] = p.x <= q.x ? [p, q] : [q, p];
  const [upper, lower] = p.y <= q.y ? [p, q] : [q, p];
  const gapX = Math.max(p.x - (q.x + q.w), q.x - (p.x + p.w));
  const gapY = Math.max(p.y - (q.y + q.d), q.y - (p.y + p.d));
  if (gapX > 0 && gapY > 0) {
    // Corner to corner: the facing corners.
    const from = { x: left.x + left.w, y: left === upper ? left.y + left.d : left.y };
    const to = { x: right.x, y: right === lower ? right.y : right.y + right.d };
    // Only neighbours: no third item in the band between them across x (over the rows either
    // spans) or across y (over the columns either spans), so a corridor's far corners do not pair.
    const [x0, x1] = [from.x, to.x];
    const [y0, y1] = [Math.min(from.y, to.y), Math.max(from.y, to.y)];
    const spanX0 = Math.min(p.x, q.x);
    const spanX1 = Math.max(p.x + p.w, q.x + q.w);
    const spanY0 = Math.min(p.y, q.y);
    const spanY1 = Math.max(p.y + p.d, q.y + q.d);
    for (let k = 0; k < boxes.length; k += 1) {
      if (k === i || k === j) continue;
      const o = boxes[k]!;
      if (crosses(o, x0, x1, spanY0, spanY1) || crosses(o, spanX0, spanX1, y0, y1)) return null;
    }
    return { a: i, b: j, width: Math.hypot(gapX, gapY), from, to };
  }
  if (gapX >= 0 && gapY < 0) {
    // Side by side: facing across x, over their common rows.
    const lo = Math.max(p.y, q.y);
    const hi = Math.min(p.y + p.d, q.y + q.d);
    const x0 = left.x + left.w;
    const y = freeMiddle(lo, hi, gapX > EPS ? blockers(boxes, i, j, x0, right.x, lo, hi, false) : []);
    return y === null ? null : { a: i, b: j, width: gapX, from: { x: x0, y }, to: { x: right.x, y } };
  }
  if (gapY >= 0 && gapX < 0) {
    const lo = Math.max(p.x, q.x);
    const hi = Math.min(p.x + p.w, q.x + q.w);
    const y0 = upper.y + upper.d;
    const x = freeMiddle(lo, hi, gapY > EPS ? blockers(boxes, i, j, lo, hi, y0, lower.y, true) : []);
    return x === null ? null : { a: i, b: j, width: gapY, from: { x, y: y0 }, to: { x, y: lower.y } };
  }
  return null;
}

/**
 * Every passage of `boxes` in a room `roomW` × `roomD`: for each item its left, right, top and
 * bottom walls (square to the wall), then each pair in list order; see the module's comment.
 * With `only`, just the passages of that item (its walls, and its pairs), in the same order: what
 * changes while that one item is dragged.
 */
export function findPassages(boxes: readonly Footprint[], roomW: number, roomD: number, only?: number): RawPassage[] {
  const list: RawPassage[] = [];
  const mine = (i: number): boolean => only === undefined || i === only;
  for (let i = 0; i < boxes.length; i += 1) {
    if (!mine(i)) continue;
    for (const wall of ['left', 'right', 'top', 'bottom'] as const) {
      const found = wallPassage(boxes, i, wall, roomW, roomD);
      if (found) list.push(found);
    }
  }
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      if (!mine(i) && !mine(j)) continue;
      const found = pairPassage(boxes, i, j);
      if (found) list.push(found);
    }
  }
  return list;
}

/** Pairs of items (indices, i < j) that overlap. */
export function findOverlaps(boxes: readonly Footprint[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < boxes.length; i += 1) for (let j = i + 1; j < boxes.length; j += 1) if (overlapping(boxes[i]!, boxes[j]!)) pairs.push([i, j]);
  return pairs;
}

/** A plan's passages in metres, each side named ('Dining chair 2', 'left wall'), for the file and DXF views. */
export function planPassages(plan: Plan, labels: readonly string[]): { between: [string, string]; widthM: number; from: Point; to: Point }[] {
  return findPassages(plan.items, plan.room.w, plan.room.d).map((p) => ({
    between: [labels[p.a] ?? '', typeof p.b === 'number' ? (labels[p.b] ?? '') : `${p.b} wall`],
    widthM: p.width,
    from: p.from,
    to: p.to,
  }));
}
