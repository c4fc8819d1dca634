/**
 * Flow Pattern furniture: the canvas, the items' defaults, the drag clamp and the clearance
 * figures a designer reads (the widest path across the room and overlapping items; the passages are ./passages.ts).
 */
import { clamp, finiteOr } from '../../math/clamp';
import type { Rotation } from '../../plan/types';

/** Canvas width and height, px. */
export const CANVAS_WIDTH_PX = 560;
export const CANVAS_HEIGHT_PX = 360;
/** Plan scale: 1 canvas px = 2 cm, so the canvas is an 11.2 × 7.2 m open-plan room. */
export const CM_PER_PX = 2;

/** A furniture item: top-left corner and size in canvas px. */
export interface FurnitureItem {
  id: string;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A piece of the designer's furniture as the inputs hold it: a catalogue kind, placed in canvas px. */
export interface FlowItem {
  /** Unique in the list (for the drawing's nodes), not shown. */
  id: string;
  /** Catalogue id ('sofa', 'chair', …) or 'box' (engine/plan/catalogue.ts). */
  kind: string;
  /** Top-left corner and footprint as turned, px (w along x, h along y). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Height, m. */
  heightM: number;
  rot: Rotation;
}

/** A piece as drawn and measured: with its label ('Dining chair 2'). */
export interface PlacedItem extends FlowItem {
  label: string;
}

/** Sofa at (60, 120), 140 × 48 px (the catalogue's 2.80 × 0.96 m sofa). */
export const DEFAULT_SOFA: Readonly<PlacedItem> = { id: 'sofa', kind: 'sofa', label: 'Sofa', x: 60, y: 120, w: 140, h: 48, heightM: 0.85, rot: 0 };
/** Table at (220, 70), 90 × 60 px (the catalogue's 1.80 × 1.20 m table). */
export const DEFAULT_TABLE: Readonly<PlacedItem> = { id: 'table', kind: 'table', label: 'Table', x: 220, y: 70, w: 90, h: 60, heightM: 0.75, rot: 0 };
/** The spec's furniture, in drawing order. */
export const DEFAULT_FURNITURE: readonly Readonly<PlacedItem>[] = [DEFAULT_SOFA, DEFAULT_TABLE];

/**
 * `item` moved wholly inside a `canvasW` × `canvasH` canvas: x in [0, W − w], y in [0, H − h]
 * (an item larger than the canvas sits at 0). Non-finite coordinates become 0.
 */
export function clampItem<T extends { x: number; y: number; w: number; h: number }>(item: T, canvasW = CANVAS_WIDTH_PX, canvasH = CANVAS_HEIGHT_PX): T {
  const x = clamp(finiteOr(item.x, 0), 0, Math.max(0, canvasW - item.w));
  const y = clamp(finiteOr(item.y, 0), 0, Math.max(0, canvasH - item.h));
  return x === item.x && y === item.y ? item : { ...item, x, y };
}

/** `item` turned a quarter turn about its centre (to the whole px), kept wholly inside the canvas. */
export function turnedItem<T extends { x: number; y: number; w: number; h: number }>(item: T, canvasW = CANVAS_WIDTH_PX, canvasH = CANVAS_HEIGHT_PX): T {
  const x = Math.round(item.x + item.w / 2 - item.h / 2);
  const y = Math.round(item.y + item.h / 2 - item.w / 2);
  return clampItem({ ...item, x, y, w: item.h, h: item.w }, canvasW, canvasH);
}

/** Clear distance between two rectangles in px (0 when they touch or overlap). */
export function rectGapPx(a: FurnitureItem, b: FurnitureItem): number {
  const dx = Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w));
  const dy = Math.max(0, b.y - (a.y + a.h), a.y - (b.y + b.h));
  return Math.hypot(dx, dy);
}

/** One clear gap: what bounds it and how wide it is. */
export interface Gap {
  /** Names of the two sides of the gap ('Sofa', 'Table', 'top wall', …). */
  between: readonly [string, string];
  gapPx: number;
}

/** Clearance of a layout. */
export interface Clearance {
  /**
   * Width of the widest path that crosses the room from the left wall to the right wall, px:
   * the flow's bottleneck. Equals the room height when nothing blocks the way.
   */
  mainPath: Gap;
  /** Pairs of items that overlap. */
  overlaps: readonly (readonly [string, string])[];
}

/**
 * Clearance of `items` in a room `heightPx` tall (from the top wall to the bottom wall); the
 * passages to each wall and between the items are ./passages.ts.
 *
 * The widest left-to-right path is found from its dual: a path of width w gets across unless
 * a chain top wall → items → bottom wall has every link shorter than w. So its width is the
 * smallest, over all such chains, of the chain's largest link (a minimax path from the top wall
 * to the bottom wall), and that largest link is the gap the path squeezes through.
 */
export function clearance(items: readonly FurnitureItem[], heightPx = CANVAS_HEIGHT_PX): Clearance {
  const n = items.length;
  // Nodes: 0 = top wall, 1 = bottom wall, 2.. = items. link[a][b] = clear distance.
  const size = n + 2;
  const link = (a: number, b: number): number => {
    if (a > b) return link(b, a);
    if (a === 0 && b === 1) return heightPx;
    const item = items[b - 2]!;
    if (a === 0) return Math.max(0, item.y);
    if (a === 1) return Math.max(0, heightPx - (item.y + item.h));
    return rectGapPx(items[a - 2]!, item);
  };
  const name = (node: number): string => (node === 0 ? 'top wall' : node === 1 ? 'bottom wall' : items[node - 2]!.label);

  // Minimax Dijkstra from the top wall: best[v] = smallest possible largest link to reach v.
  const best = new Array<number>(size).fill(Infinity);
  const via = new Array<number>(size).fill(-1);
  const done = new Array<boolean>(size).fill(false);
  best[0] = 0;
  for (let round = 0; round < size; round += 1) {
    let u = -1;
    for (let v = 0; v < size; v += 1) if (!done[v] && (u < 0 || best[v]! < best[u]!)) u = v;
    if (u < 0 || u === 1) break;
    done[u] = true;
    for (let v = 0; v < size; v += 1) {
      if (done[v] || v === u) continue;
      const cost = Math.max(best[u]!, link(u, v));
      if (cost < best[v]!) {
        best[v] = cost;
        via[v] = u;
      }
    }
  }
  // The chain's largest link is where the main path pinches.
  let pinchA = 0;
  let pinchB = 1;
  let pinch = -1;
  for (let v = 1; via[v]! >= 0; v = via[v]!) {
    const u = via[v]!;
    const gap = link(u, v);
    if (gap > pinch) {
      pinch = gap;
      pinchA = u;
      pinchB = v;
    }
  }
  const mainPath: Gap = { between: [name(pinchA), name(pinchB)], gapPx: best[1]! };

  const overlaps: (readonly [string, string])[] = [];
  for (let i = 0; i < n; i += 1) {
    const item = items[i]!;
    for (let j = i + 1; j < n; j += 1) {
      const other = items[j]!;
      const overlapX = Math.min(item.x + item.w, other.x + other.w) - Math.max(item.x, other.x);
      const overlapY = Math.min(item.y + item.h, other.y + other.h) - Math.max(item.y, other.y);
      if (overlapX > 0 && overlapY > 0) overlaps.push([item.label, other.label]);
    }
  }
  return { mainPath, overlaps };
}
