/**
 * Where the plan's segment lengths go: beside each segment, clear of its own line, of every
 * waypoint's numbered dot and of the labels placed before it (the shared placeLabels). The
 * middle of the segment, on the left of the direction of travel, is the first choice, as before;
 * a label that would hide under a dot or another label (the dashed loop back of a nearly straight
 * walk passes under the middle waypoints) moves along its segment, or to its other side, and where
 * it can to a place that covers none of the path's other lines either.
 */
import { formatNumber } from '../../math/format';
import { boxesOverlap, placeLabels, type Box, type LabelRequest } from '../../math/labels';
import { unitsToMetres, type Segment, type Waypoint } from './geometry';

/** The room a waypoint's dot takes beyond its radius: the dashed ring of a waypoint inside furniture. */
const DOT_RING = 4;
/** How far a label's nearest edge stays from its own line, plan units. */
const LINE_GAP = 4;
/** Places along a segment to try, as fractions of its length, best first. */
const ALONG = [0.5, 0.35, 0.65, 0.2, 0.8] as const;
/** How far from its segment's middle a label may go when none of those places is free, plan units. */
const REACH = 60;
/**
 * At most this many segments are labelled, in walking order: a walk of more is a scribble whose
 * lengths are read in the description and the prompt, and placing 200 labels took ~125 ms.
 */
export const MAX_LABELS = 40;
/** The grid, plan units, on which a label's free place near its segment is searched when none of its candidates is free. */
const GRID_STEP = 8;
/** The path's lines, as the labels would rather not cover them: a box of LINE_BOX units every LINE_STEP along each segment. */
const LINE_STEP = 6;
const LINE_BOX = 4;

/** Small boxes in cells of CELL units, to find those a box overlaps without testing them all (a long walk has thousands). */
const CELL = 32;
class BoxGrid {
  private readonly cells = new Map<number, Box[]>();
  private static key(cx: number, cy: number): number {
    return cx * 4096 + cy;
  }
  add(box: Box): void {
    const key = BoxGrid.key(Math.floor(box.x / CELL), Math.floor(box.y / CELL));
    const cell = this.cells.get(key);
    if (cell) cell.push(box);
    else this.cells.set(key, [box]);
  }
  /** The boxes that overlap `box` (each box is filed by its top-left corner, and is smaller than a cell). */
  near(box: Box): Box[] {
    const found: Box[] = [];
    for (let cx = Math.floor(box.x / CELL) - 1; cx <= Math.floor((box.x + box.w) / CELL); cx += 1) {
      for (let cy = Math.floor(box.y / CELL) - 1; cy <= Math.floor((box.y + box.h) / CELL); cy += 1) {
        for (const other of this.cells.get(BoxGrid.key(cx, cy)) ?? []) if (boxesOverlap(other, box)) found.push(other);
      }
    }
    return found;
  }
}

/** One segment's length label: its text and its box on the plan (plan units). */
export interface SegmentLabel {
  /** The segment's index in pathSegments' order. */
  index: number;
  text: string;
  box: Box;
}

export interface SegmentLabelOptions {
  /** The labels' font size, plan units (11 at full size, more where the plan is drawn smaller). */
  fontSize: number;
  /** A waypoint dot's radius, plan units. */
  dotRadius: number;
  /** The plan's size, plan units: every label stays on it. */
  plan: { width: number; height: number };
  /** What the labels must not cover either (the furniture's names), plan units. */
  keepOff?: readonly Box[];
}

/** A label's size for `text` at `fontSize` (a width estimated per character, as on the canvas). */
export function segmentLabelSize(text: string, fontSize: number): { w: number; h: number } {
  const grow = fontSize / 11;
  return { w: (text.length * 6.2 + 8) * grow, h: 16 * grow };
}

/**
 * The length labels of the first MAX_LABELS `segments` (pathSegments' order; a segment of length
 * 0 has none), placed around the dots of `points` and off the boxes of `keepOff`. A label with no free place within reach of its segment's middle
 * is left out of the drawing (the lengths are in the description and the prompt too).
 */
export function segmentLabels(segments: readonly Segment[], points: readonly Waypoint[], { fontSize, dotRadius, plan, keepOff = [] }: SegmentLabelOptions): SegmentLabel[] {
  const dot = dotRadius + DOT_RING;
  const dots: Box[] = points.map((point) => ({ x: point.x - dot, y: point.y - dot, w: 2 * dot, h: 2 * dot }));
  const taken = [...dots, ...keepOff];
  // The path's lines, on a walk short enough to label whole (a longer one is a scribble the labels
  // cannot keep off, and sampling it cost ~40 ms at 200 waypoints).
  const lines = new BoxGrid();
  for (const segment of segments.length <= MAX_LABELS ? segments : []) {
    const steps = Math.max(1, Math.ceil(segment.length / LINE_STEP));
    for (let i = 0; i <= steps; i += 1) {
      lines.add({
        x: segment.from.x + ((segment.to.x - segment.from.x) * i) / steps - LINE_BOX / 2,
        y: segment.from.y + ((segment.to.y - segment.from.y) * i) / steps - LINE_BOX / 2,
        w: LINE_BOX,
        h: LINE_BOX,
      });
    }
  }
  const texts = new Map<string, string>();
  const requests: LabelRequest[] = [];
  segments.slice(0, MAX_LABELS).forEach((segment, index) => {
    if (!(segment.length > 0)) return;
    const text = `${formatNumber(unitsToMetres(segment.length), 1)} m`;
    const { w, h } = segmentLabelSize(text, fontSize);
    const dx = (segment.to.x - segment.from.x) / segment.length;
    const dy = (segment.to.y - segment.from.y) / segment.length;
    // The normal on the left of the direction of travel, and the distance along it that keeps the
    // label's box off the line: half the box's extent across the line, and a gap.
    const [nx, ny] = [dy, -dx];
    const off = (Math.abs(nx) * w + Math.abs(ny) * h) / 2 + LINE_GAP;
    const at = (t: number, side: 1 | -1) => ({
      x: segment.from.x + dx * segment.length * t + side * nx * off - w / 2,
      y: segment.from.y + dy * segment.length * t + side * ny * off - h / 2,
    });
    const anchor = { x: (segment.from.x + segment.to.x) / 2 + nx * off, y: (segment.from.y + segment.to.y) / 2 + ny * off };
    const candidates = ALONG.flatMap((t) => [at(t, 1), at(t, -1)]);
    // Only the pieces of line under a candidate count: they are all the avoid list is asked about.
    const avoid = [...new Set(candidates.flatMap((c) => lines.near({ ...c, w, h })))];
    const id = String(index);
    texts.set(id, text);
    requests.push({
      id,
      w,
      h,
      candidates,
      anchor,
      avoid,
      reach: REACH,
    });
  });
  const boxes = placeLabels(requests, plan.width, plan.height, taken, 2, GRID_STEP);
  return requests.flatMap((request) => {
    const box = boxes.get(request.id);
    return box ? [{ index: Number(request.id), text: texts.get(request.id)!, box }] : [];
  });
}
