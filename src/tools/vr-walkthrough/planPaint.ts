/**
 * The walkthrough plan's room drawn on a Konva Shape's canvas context: the
 * 1 m grid, the walls with their doors (a gap, the leaf and its swing) and windows (a gap with a
 * thin double line), drawn by the shared drawOpenings, and the furniture (every footprint in one path, names where they fit).
 * Each is one pass over its list, so forty pieces cost one shape, not forty nodes.
 */
import type Konva from 'konva';
import type { Box } from '../../../engine/math/labels';
import { kindName } from '../../../engine/plan/catalogue';
import type { Opening, PlanItem, Room } from '../../../engine/plan/types';
import { GRID_UNITS, UNITS_PER_M } from '../../../engine/tools/vr-walkthrough';
import { drawOpenings } from '../../scene2d/planOpenings';
import { textWidth } from '../../scene2d/textWidth';
import { palette as colour } from '../../ui/palette';
import { FURNITURE_FILL, FURNITURE_LINE } from './tones';
import { legibleCanvasSize } from '../../ui/legible';
import { scaleBarHeight } from '../../ui/ScaleBar';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/**
 * The walls' stroke, canvas units (0.1 m), drawn wholly inside the plan: thick enough for a
 * window's double line (drawOpenings draws it at the wall's two faces) to show both lines.
 */
const WALL_STROKE = 4;
const NO_DOORS: ReadonlySet<number> = new Set();

const u = (metres: number): number => metres * UNITS_PER_M;

/** The 1 m grid over a `width` × `height`-unit plan, in one path. */
export function paintGrid(context: Konva.Context, width: number, height: number): void {
  context.beginPath();
  for (let x = GRID_UNITS; x < width; x += GRID_UNITS) {
    context.moveTo(x, 0);
    context.lineTo(x, height);
  }
  for (let y = GRID_UNITS; y < height; y += GRID_UNITS) {
    context.moveTo(0, y);
    context.lineTo(width, y);
  }
  context.strokeStyle = colour.grid;
  context.lineWidth = 1;
  context.stroke();
}

/**
 * The walls (a WALL_STROKE line whose outer face is the plan's edge) and, with the shared
 * drawOpenings (src/scene2d/planOpenings), their doors (a gap, the leaf open and its swing; warm
 * and heavier for the doors in `flagged`, whose swing holds furniture) and windows.
 */
export function paintWalls(context: Konva.Context, room: Room, openings: readonly Opening[], flagged: ReadonlySet<number> = NO_DOORS): void {
  const inset = WALL_STROKE / 2;
  context.beginPath();
  context.rect(inset, inset, u(room.w) - WALL_STROKE, u(room.d) - WALL_STROKE);
  context.strokeStyle = colour.text;
  context.lineWidth = WALL_STROKE;
  context.stroke();
  if (openings.length === 0) return;
  drawOpenings(context, openings, room, UNITS_PER_M, { flagged, palette: colour, wallThickness: WALL_STROKE, wallInset: inset });
}

/**
 * The scale bar in a strip `stripPx` tall under the plan, drawn in CSS px at the plan's full size
 * (`scale` is the stage's scale over that: 1 on a desktop, about 0.5 on a phone): its labels'
 * size (never under MIN_TEXT_PX on screen) and its top, 6 px under the plan or less where the
 * labels need the room.
 */
export function stripBar(stripPx: number, scale: number): { fontSize: number; y: number } {
  const fontSize = legibleCanvasSize(11, scale);
  return { fontSize, y: Math.min(6, Math.max(2, stripPx - scaleBarHeight(fontSize) - 2)) };
}

/** A piece's name as drawn inside it: its centre, whether it runs up the piece, its size and its box on the plan (plan units). */
export interface FurnitureLabel {
  name: string;
  cx: number;
  cy: number;
  upright: boolean;
  fontSize: number;
  box: Box;
}

/** The room a name keeps from its piece's edges, plan units (2 each side). */
const LABEL_PAD = 4;

/**
 * Each piece's name inside it: at `fontSize` along the piece, or up a narrow one; where neither
 * fits, as large as fits down to `minFontSize` (the smallest legible size, MIN_TEXT_PX on screen);
 * else left off. A name's width grows with its size, so the size that fits is worked out from its
 * width at `fontSize`. Measures text on a canvas: call it in the browser only.
 */
export function furnitureLabels(
  items: readonly PlanItem[],
  fontSize: number,
  minFontSize: number,
  measure: (font: string, text: string) => number = textWidth,
): FurnitureLabel[] {
  return items.flatMap((item) => {
    const name = kindName(item.kind);
    const perSize = measure(`${fontSize}px ${FONT}`, name) / fontSize;
    const [w, d] = [u(item.w), u(item.d)];
    const along = Math.min(fontSize, (w - LABEL_PAD) / perSize, d - LABEL_PAD);
    const up = Math.min(fontSize, (d - LABEL_PAD) / perSize, w - LABEL_PAD);
    const size = Math.max(along, up);
    if (!(size >= minFontSize) || !(perSize > 0)) return [];
    const upright = up > along;
    const [cx, cy] = [u(item.x) + w / 2, u(item.y) + d / 2];
    const [boxW, boxH] = upright ? [size, perSize * size] : [perSize * size, size];
    return [{ name, cx, cy, upright, fontSize: size, box: { x: cx - boxW / 2, y: cy - boxH / 2, w: boxW, h: boxH } }];
  });
}

/** The furniture: every footprint filled and outlined in one path, then the names `labels` places (furnitureLabels). */
export function paintFurniture(context: Konva.Context, items: readonly PlanItem[], labels: readonly FurnitureLabel[]): void {
  if (items.length === 0) return;
  context.beginPath();
  for (const item of items) context.rect(u(item.x), u(item.y), u(item.w), u(item.d));
  context.fillStyle = FURNITURE_FILL;
  context.fill();
  context.strokeStyle = FURNITURE_LINE;
  context.lineWidth = 1;
  context.stroke();
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = colour.text;
  for (const label of labels) {
    context.font = `${label.fontSize}px ${FONT}`;
    if (!label.upright) context.fillText(label.name, label.cx, label.cy);
    else {
      context.save();
      context.translate(label.cx, label.cy);
      context.rotate(-Math.PI / 2);
      context.fillText(label.name, 0, 0);
      context.restore();
    }
  }
}
