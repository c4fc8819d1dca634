/**
 * The walkthrough plan's room drawn on a Konva Shape's canvas context: the
 * 1 m grid, the walls with their doors (a gap, the leaf and its swing) and windows (a gap with a
 * thin double line), drawn by the shared drawOpenings, and the furniture (every footprint in one path, names where they fit).
 * Each is one pass over its list, so forty pieces cost one shape, not forty nodes.
 */
import type Konva from 'konva';
import { kindName } from '../../../engine/plan/catalogue';
import type { Opening, PlanItem, Room } from '../../../engine/plan/types';
import { GRID_UNITS, UNITS_PER_M } from '../../../engine/tools/vr-walkthrough';
import { drawOpenings } from '../../scene2d/planOpenings';
import { textWidth } from '../../scene2d/textWidth';
import { palette as colour } from '../../ui/palette';
import { FURNITURE_FILL, FURNITURE_LINE } from './tones';

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
 * The furniture: every footprint filled and outlined in one path, then each name inside its
 * piece where it fits at `fontSize` canvas units (along the piece, or up it for a narrow one).
 */
export function paintFurniture(context: Konva.Context, items: readonly PlanItem[], fontSize: number): void {
  if (items.length === 0) return;
  context.beginPath();
  for (const item of items) context.rect(u(item.x), u(item.y), u(item.w), u(item.d));
  context.fillStyle = FURNITURE_FILL;
  context.fill();
  context.strokeStyle = FURNITURE_LINE;
  context.lineWidth = 1;
  context.stroke();
  const font = `${fontSize}px ${FONT}`;
  context.font = font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = colour.text;
  const pad = 4;
  for (const item of items) {
    const name = kindName(item.kind);
    const width = textWidth(font, name) + pad;
    const [w, d] = [u(item.w), u(item.d)];
    const [cx, cy] = [u(item.x) + w / 2, u(item.y) + d / 2];
    if (width <= w && fontSize + pad <= d) context.fillText(name, cx, cy);
    else if (width <= d && fontSize + pad <= w) {
      context.save();
      context.translate(cx, cy);
      context.rotate(-Math.PI / 2);
      context.fillText(name, 0, 0);
      context.restore();
    }
  }
}
