/**
 * The walkthrough plan's room drawn on a canvas context (a Konva Shape's, or a plain 2D one): the
 * 1 m grid, the walls with their doors (a gap, the leaf and its swing) and windows (a gap with a
 * thin double line), and the furniture (every footprint in one path, names where they fit).
 * Each is one pass over its list, so forty pieces cost one shape, not forty nodes.
 */
import { kindName } from '../../../engine/plan/catalogue';
import { WALLS, type Opening, type PlanItem, type Room } from '../../../engine/plan/types';
import { GRID_UNITS, UNITS_PER_M, doorSwing, wallFrame, wallSpans } from '../../../engine/tools/vr-walkthrough';
import { palette as colour } from '../../ui/palette';
import { FURNITURE_FILL, FURNITURE_LINE } from './tones';

/** What of a 2D context the plan uses (Konva's context has the same). */
export interface PlanContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, radius: number, start: number, end: number, anticlockwise?: boolean): void;
  rect(x: number, y: number, w: number, h: number): void;
  fill(): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): TextMetrics;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  setLineDash(segments: number[]): void;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The walls' stroke, canvas units (drawn 1 unit in from the edge, like the plan's old frame). */
const WALL_STROKE = 2;
/** A window's double line: its two lines' distance into the room from the wall's face, canvas units. */
const WINDOW_DEPTH = 5;

const u = (metres: number): number => metres * UNITS_PER_M;

/** The 1 m grid over a `width` × `height`-unit plan, in one path. */
export function paintGrid(context: PlanContext, width: number, height: number): void {
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

/** The walls (their face 1 unit inside the plan's edge), gaps at the openings; each door's leaf open and its swing; each window's double line. */
export function paintWalls(context: PlanContext, room: Room, openings: readonly Opening[]): void {
  const inset = WALL_STROKE / 2;
  const solid: [number, number, number, number][] = [];
  const windows: [number, number, number, number][] = [];
  for (const wall of WALLS) {
    const frame = wallFrame(wall, room);
    // The wall's line, `inset` units into the room from its face.
    const at = (s: number, into: number): [number, number] => [
      u(frame.x + frame.along.x * s) + frame.inward.x * into,
      u(frame.y + frame.along.y * s) + frame.inward.y * into,
    ];
    for (const span of wallSpans(wall, room, openings)) {
      if (span.opening === null) solid.push([...at(span.from, inset), ...at(span.to, inset)]);
      else if (span.opening.kind === 'window') {
        windows.push([...at(span.from, 0.5), ...at(span.to, 0.5)], [...at(span.from, WINDOW_DEPTH), ...at(span.to, WINDOW_DEPTH)]);
      }
    }
  }
  context.beginPath();
  for (const [x1, y1, x2, y2] of solid) {
    context.moveTo(x1, y1);
    context.lineTo(x2, y2);
  }
  context.strokeStyle = colour.text;
  context.lineWidth = WALL_STROKE;
  context.stroke();
  if (windows.length > 0) {
    context.beginPath();
    for (const [x1, y1, x2, y2] of windows) {
      context.moveTo(x1, y1);
      context.lineTo(x2, y2);
    }
    context.lineWidth = 1;
    context.stroke();
  }
  const doors = openings.filter((o) => o.kind === 'door');
  if (doors.length === 0) return;
  // The leaves, open into the room.
  context.beginPath();
  for (const door of doors) {
    const swing = doorSwing(door, room);
    context.moveTo(u(swing.x), u(swing.y));
    context.lineTo(u(swing.x) + Math.cos(swing.openRad) * u(swing.radius), u(swing.y) + Math.sin(swing.openRad) * u(swing.radius));
  }
  context.lineWidth = 1.5;
  context.stroke();
  // The swings: a quarter arc from the leaf shut to the leaf open.
  context.beginPath();
  for (const door of doors) {
    const swing = doorSwing(door, room);
    const turn = Math.atan2(Math.sin(swing.openRad - swing.shutRad), Math.cos(swing.openRad - swing.shutRad));
    const x = u(swing.x) + Math.cos(swing.shutRad) * u(swing.radius);
    const y = u(swing.y) + Math.sin(swing.shutRad) * u(swing.radius);
    context.moveTo(x, y);
    context.arc(u(swing.x), u(swing.y), u(swing.radius), swing.shutRad, swing.openRad, turn < 0);
  }
  context.strokeStyle = colour.textMuted;
  context.lineWidth = 1;
  context.setLineDash([4, 3]);
  context.stroke();
  context.setLineDash([]);
}

/**
 * The furniture: every footprint filled and outlined in one path, then each name inside its
 * piece where it fits at `fontSize` canvas units (along the piece, or up it for a narrow one).
 */
export function paintFurniture(context: PlanContext, items: readonly PlanItem[], fontSize: number): void {
  if (items.length === 0) return;
  context.beginPath();
  for (const item of items) context.rect(u(item.x), u(item.y), u(item.w), u(item.d));
  context.fillStyle = FURNITURE_FILL;
  context.fill();
  context.strokeStyle = FURNITURE_LINE;
  context.lineWidth = 1;
  context.stroke();
  context.font = `${fontSize}px ${FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = colour.text;
  const pad = 4;
  for (const item of items) {
    const name = kindName(item.kind);
    const width = context.measureText(name).width + pad;
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
