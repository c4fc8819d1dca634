/**
 * Label placement for drawings: each label takes the first of its candidate places that lies
 * wholly inside the drawing and overlaps no label placed before it (and, if it can, none of the
 * areas it would rather keep clear); failing all of them, the free place nearest its anchor found
 * on a fine grid; failing even that, the place that overlaps least. Greedy, in the order given.
 */
import { clamp } from './clamp';

/** An axis-aligned box: top-left corner and size, drawing units. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A point, drawing units. */
export interface Point {
  x: number;
  y: number;
}

/** One label to place. */
export interface LabelRequest {
  id: string;
  w: number;
  h: number;
  /** Top-left corners to try, best first (each is first moved inside the drawing). */
  candidates: readonly Point[];
  /** Where the label belongs (its box's centre is kept near it when no candidate fits). */
  anchor: Point;
  /** Areas the label would rather not cover (other zones, items); never at the cost of an overlap. */
  avoid?: readonly Box[];
  /**
   * How far (drawing units) a place found off the candidates may be from the anchor's place; with
   * no free place that near, the label is left out (absent from the result) and takes no room from
   * the labels after it. Without it, the search covers the whole drawing and, failing that, takes
   * the place that overlaps least.
   */
  reach?: number;
}

/** The overlap area of two boxes grown by `gap` on every side of the first (0 when apart). */
export function overlapArea(a: Box, b: Box, gap = 0): number {
  const w = Math.min(a.x + a.w + gap, b.x + b.w) - Math.max(a.x - gap, b.x);
  const h = Math.min(a.y + a.h + gap, b.y + b.h) - Math.max(a.y - gap, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Do two boxes overlap, or come closer than `gap`? */
export const boxesOverlap = (a: Box, b: Box, gap = 0): boolean => overlapArea(a, b, gap) > 0;

/** Is `box` wholly inside a `width` × `height` drawing? */
export const insideDrawing = (box: Box, width: number, height: number): boolean =>
  box.x >= 0 && box.y >= 0 && box.x + box.w <= width + 1e-9 && box.y + box.h <= height + 1e-9;

/**
 * Places `requests` in order on a `width` × `height` drawing, around the boxes already `taken`
 * (a scale bar, a legend plate), each at least `gap` from the others. Returns each label's box by
 * id; a label with a `reach` and no free place within it is left out.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  width: number,
  height: number,
  taken: readonly Box[] = [],
  gap = 2,
  gridStep = 4,
): Map<string, Box> {
  const placed: Box[] = [...taken];
  const result = new Map<string, Box>();
  for (const request of requests) {
    const fit = (point: Point): Box => ({
      x: clamp(point.x, 0, Math.max(0, width - request.w)),
      y: clamp(point.y, 0, Math.max(0, height - request.h)),
      w: request.w,
      h: request.h,
    });
    const clashes = (box: Box): number => placed.reduce((sum, other) => sum + overlapArea(box, other, gap), 0);
    const covers = (box: Box): number => (request.avoid ?? []).reduce((sum, other) => sum + overlapArea(box, other), 0);
    const candidates = request.candidates.map(fit);
    let chosen = candidates.find((box) => clashes(box) === 0 && covers(box) === 0) ?? candidates.find((box) => clashes(box) === 0);
    if (!chosen) {
      // Only the boxes the search can meet (with a reach, those near the anchor): each grid point tests these.
      const area = request.reach === undefined ? null : searchArea(request, width, height, gap);
      const near = area ? placed.filter((other) => overlapArea(area, other) > 0) : placed;
      const free = nearestFree(request, width, height, (box) => near.some((other) => overlapArea(box, other, gap) > 0), gridStep);
      if (!free && request.reach !== undefined) continue;
      chosen = free ?? leastClash(request, width, height, clashes, gridStep);
    }
    placed.push(chosen);
    result.set(request.id, chosen);
  }
  return result;
}

/**
 * Every place a label with a reach can take, grown by `gap`: the place nearestFree starts from
 * (the anchor's, moved inside the drawing), `reach` and a grid step's rounding further each way.
 */
function searchArea(request: LabelRequest, width: number, height: number, gap: number): Box {
  const reach = (request.reach ?? 0) + gap + 1;
  const x = clamp(request.anchor.x - request.w / 2, 0, Math.max(0, width - request.w));
  const y = clamp(request.anchor.y - request.h / 2, 0, Math.max(0, height - request.h));
  return { x: x - reach, y: y - reach, w: request.w + 2 * reach, h: request.h + 2 * reach };
}

/**
 * The free place for `request` nearest its anchor, searched ring by ring on a grid of `step` around
 * it (the nearest of the first ring holding any), no further than its `reach`; null when none is free.
 */
function nearestFree(request: LabelRequest, width: number, height: number, clash: (box: Box) => boolean, step: number): Box | null {
  const maxX = width - request.w;
  const maxY = height - request.h;
  if (maxX < 0 || maxY < 0) return null;
  const cx = clamp(request.anchor.x - request.w / 2, 0, maxX);
  const cy = clamp(request.anchor.y - request.h / 2, 0, maxY);
  const reach = request.reach ?? Infinity;
  const rings = Math.ceil(Math.min(Math.max(width, height), reach) / step);
  for (let ring = 0; ring <= rings; ring += 1) {
    let best: Box | null = null;
    let bestDistance = Infinity;
    // The ring's grid points: its top and bottom rows, then its left and right columns.
    const points: [number, number][] = [];
    for (let i = -ring; i <= ring; i += 1) points.push([i, -ring], ...(ring > 0 ? ([[i, ring]] as [number, number][]) : []));
    for (let j = -ring + 1; j <= ring - 1; j += 1) points.push([-ring, j], [ring, j]);
    for (const [i, j] of points) {
      const x = cx + i * step;
      const y = cy + j * step;
      if (x < 0 || y < 0 || x > maxX || y > maxY) continue;
      const distance = Math.hypot(i, j);
      if (distance >= bestDistance || distance * step > reach) continue;
      const box = { x, y, w: request.w, h: request.h };
      if (!clash(box)) {
        best = box;
        bestDistance = distance;
      }
    }
    if (best) return best;
  }
  return null;
}

/** The place on a grid of `step` where `request` overlaps the least (when nowhere is free). */
function leastClash(request: LabelRequest, width: number, height: number, clashes: (box: Box) => number, step: number): Box {
  let least: Box = { x: 0, y: 0, w: request.w, h: request.h };
  let leastArea = Infinity;
  for (let y = 0; y <= height - request.h + 1e-9; y += step) {
    for (let x = 0; x <= width - request.w + 1e-9; x += step) {
      const box = { x, y, w: request.w, h: request.h };
      const area = clashes(box);
      if (area < leastArea) {
        least = box;
        leastArea = area;
      }
    }
  }
  return least;
}

/** A box of `w` × `h` centred on `point`, as a top-left candidate. */
export const centredAt = (point: Point, w: number, h: number): Point => ({ x: point.x - w / 2, y: point.y - h / 2 });

/**
 * Where a `w` × `h` plate (a scale bar) goes on a `width` × `height` drawing: the corner that
 * covers the least of `boxes`, bottom-left first on a tie.
 */
export function leastCoveredCorner(boxes: readonly Box[], w: number, h: number, width: number, height: number): Box {
  const corners: Box[] = [
    { x: 0, y: height - h, w, h },
    { x: width - w, y: height - h, w, h },
    { x: 0, y: 0, w, h },
    { x: width - w, y: 0, w, h },
  ];
  const covered = (corner: Box) => boxes.reduce((sum, box) => sum + overlapArea(corner, box), 0);
  return corners.reduce((best, corner) => (covered(corner) < covered(best) ? corner : best));
}
