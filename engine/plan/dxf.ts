/**
 * The plan as a DXF drawing for CAD (AutoCAD, LibreCAD, BricsCAD), in metres ($INSUNITS 6),
 * written with @tarikjabiri/dxf (a maintained writer: valid sections, tables and handles), never
 * with hand-written group codes. It pulls the writer in, so the site loads this module only when
 * a visitor asks for a DXF.
 *
 * The plan measures y down from the room's top-left corner; DXF's y is up, so (x, y) is drawn at
 * (x, room depth − y): the drawing reads as the plan does, not mirrored, with the room's
 * bottom-left inside corner at the origin.
 */
import {
  DxfWriter,
  LWPolylineFlags,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
  point2d,
  point3d,
  type vec3_t,
} from '@tarikjabiri/dxf';
import { clamp } from '../math/clamp';
import { kindName } from './catalogue';
import type { Opening, Plan, PlanItem, Room, Wall } from './types';

/** A point in plan view, m (x right, y down from the room's top-left corner). */
export interface PlanPoint {
  x: number;
  y: number;
}

/** A passage measured by a tool: its dimension line, its text ('0.84 m') and whether it is under the clearance. */
export interface DxfPassage {
  from: PlanPoint;
  to: PlanPoint;
  text: string;
  narrow: boolean;
}

/** A walk through the room: its waypoints in order, and whether it loops back to the first. */
export interface DxfRoute {
  points: readonly PlanPoint[];
  closed: boolean;
}

/** What a tool adds to the drawing beyond the plan itself. */
export interface DxfExtras {
  passages?: readonly DxfPassage[];
  route?: DxfRoute;
}

/** The drawing's layers and their AutoCAD Color Index colours. */
export const DXF_LAYERS = {
  WALLS: 7, // white on a dark background, black on paper
  OPENINGS: 4, // cyan
  FURNITURE: 5, // blue
  ZONES: 3, // green
  PASSAGES: 6, // magenta; a narrow passage is drawn red
  ROUTE: 30, // orange
  LABELS: 7,
} as const;
export type DxfLayer = keyof typeof DXF_LAYERS;

/** ACI red: a passage narrower than the clearance. */
const NARROW_COLOUR = 1;
/** A window drawn in the wall: from the inside face, this far out, m. */
export const WINDOW_DEPTH_M = 0.1;

/** Text without control characters (a line break would end the DXF value early). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const plainText = (text: string): string => String(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();

/** The inward unit normal of each wall, plan coordinates. */
const INWARD: Record<Wall, PlanPoint> = { top: { x: 0, y: 1 }, right: { x: -1, y: 0 }, bottom: { x: 0, y: -1 }, left: { x: 1, y: 0 } };

/** The point `s` m along `wall` from its start (left end of top/bottom, top end of left/right), plan coordinates. */
function alongWall(wall: Wall, s: number, room: Room): PlanPoint {
  switch (wall) {
    case 'top':
      return { x: s, y: 0 };
    case 'bottom':
      return { x: s, y: room.d };
    case 'left':
      return { x: 0, y: s };
    case 'right':
      return { x: room.w, y: s };
  }
}

/**
 * Where an opening lies on the room's outline walked clockwise on the plan from the top-left
 * corner (top wall left to right, right wall down, bottom wall right to left, left wall up), m.
 */
function perimeterSpan(opening: Opening, room: Room): [number, number] {
  const { w, d } = room;
  const at = opening.at;
  const end = opening.at + opening.width;
  switch (opening.wall) {
    case 'top':
      return [at, end];
    case 'right':
      return [w + at, w + end];
    case 'bottom':
      return [w + d + (w - end), w + d + (w - at)];
    case 'left':
      return [2 * w + d + (d - end), 2 * w + d + (d - at)];
  }
}

/** The point `t` m along the clockwise outline (see perimeterSpan), plan coordinates; `t` may pass one lap. */
function outlinePoint(t: number, room: Room): PlanPoint {
  const { w, d } = room;
  const lap = 2 * (w + d);
  const s = ((t % lap) + lap) % lap;
  if (s <= w) return { x: s, y: 0 };
  if (s <= w + d) return { x: w, y: s - w };
  if (s <= 2 * w + d) return { x: w - (s - w - d), y: d };
  return { x: 0, y: d - (s - 2 * w - d) };
}

/**
 * The walls as runs of the outline between the openings, plan coordinates: one closed ring
 * when there is no opening, else open runs turning the corners they pass.
 */
export function wallRuns(plan: Plan): { closed: boolean; points: PlanPoint[] }[] {
  const { room } = plan;
  const lap = 2 * (room.w + room.d);
  const lapCorners = [0, room.w, room.w + room.d, 2 * room.w + room.d];
  if (plan.openings.length === 0) return [{ closed: true, points: lapCorners.map((c) => outlinePoint(c, room)) }];
  // Runs start after an opening and may pass the lap's start: the corners of two laps.
  const corners = [...lapCorners, ...lapCorners.map((c) => c + lap)];
  const spans = plan.openings
    .map((o) => perimeterSpan(o, room))
    .sort((a, b) => a[0] - b[0])
    .reduce<[number, number][]>((merged, span) => {
      const last = merged[merged.length - 1];
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push([span[0], span[1]]);
      return merged;
    }, []);
  const runs: { closed: boolean; points: PlanPoint[] }[] = [];
  spans.forEach((span, i) => {
    const start = span[1];
    const end = i + 1 < spans.length ? spans[i + 1]![0] : spans[0]![0] + lap;
    if (end - start < 1e-6) return;
    const inside = corners.filter((c) => c > start + 1e-9 && c < end - 1e-9).sort((a, b) => a - b);
    runs.push({ closed: false, points: [start, ...inside, end].map((t) => outlinePoint(t, room)) });
  });
  return runs;
}

/** A door's hinge, its leaf's free end (open, square to the wall) and the closed leaf's far end, plan coordinates. */
export function doorSwing(opening: Opening, room: Room): { hinge: PlanPoint; leafEnd: PlanPoint; jamb: PlanPoint; radius: number } {
  const [hingeAt, jambAt] = opening.hinge === 'end' ? [opening.at + opening.width, opening.at] : [opening.at, opening.at + opening.width];
  const hinge = alongWall(opening.wall, hingeAt, room);
  const jamb = alongWall(opening.wall, jambAt, room);
  const n = INWARD[opening.wall];
  return { hinge, jamb, leafEnd: { x: hinge.x + n.x * opening.width, y: hinge.y + n.y * opening.width }, radius: opening.width };
}

/** The four corners of an item's footprint as placed, plan coordinates, clockwise on the plan from its top-left. */
export const itemCorners = (item: PlanItem): PlanPoint[] => [
  { x: item.x, y: item.y },
  { x: item.x + item.w, y: item.y },
  { x: item.x + item.w, y: item.y + item.d },
  { x: item.x, y: item.y + item.d },
];

/** Degrees anticlockwise from +x (DXF's convention) of the vector a → b in DXF coordinates, in [0, 360). */
const angleDeg = (a: vec3_t, b: vec3_t): number => ((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI + 360) % 360;

/** The plan (and what a tool adds: its passages, a walk) as a DXF drawing in metres. */
export function planToDxf(plan: Plan, extras?: DxfExtras): string {
  const { room } = plan;
  const at = (p: PlanPoint): vec3_t => point3d(p.x, room.d - p.y, 0);
  const flat = (p: PlanPoint) => point2d(p.x, room.d - p.y);
  const textHeight = clamp(Math.max(room.w, room.d) / 80, 0.1, 0.3);

  const dxf = new DxfWriter();
  dxf.setUnits(Units.Meters);
  dxf.setVariable('$MEASUREMENT', { 70: 1 });
  dxf.setVariable('$EXTMIN', { 10: -WINDOW_DEPTH_M, 20: -WINDOW_DEPTH_M, 30: 0 });
  dxf.setVariable('$EXTMAX', { 10: room.w + WINDOW_DEPTH_M, 20: room.d + WINDOW_DEPTH_M, 30: 0 });
  for (const [name, colour] of Object.entries(DXF_LAYERS)) dxf.addLayer(name, colour);

  const polyline = (points: readonly PlanPoint[], layerName: DxfLayer, closed: boolean, colorNumber?: number) =>
    dxf.addLWPolyline(points.map((p) => ({ point: flat(p) })), { flags: closed ? LWPolylineFlags.Closed : LWPolylineFlags.None, layerName, colorNumber });
  const label = (p: PlanPoint, text: string, height: number, align: 'centre' | 'top-left' = 'centre') => {
    const value = plainText(text);
    if (value === '') return;
    dxf.addText(at(p), height, value, {
      layerName: 'LABELS',
      horizontalAlignment: align === 'centre' ? TextHorizontalAlignment.Center : TextHorizontalAlignment.Left,
      verticalAlignment: align === 'centre' ? TextVerticalAlignment.Middle : TextVerticalAlignment.Top,
      secondAlignmentPoint: at(p),
    });
  };

  for (const run of wallRuns(plan)) polyline(run.points, 'WALLS', run.closed);

  for (const opening of plan.openings) {
    if (opening.kind === 'door') {
      const swing = doorSwing(opening, room);
      dxf.addLine(at(swing.hinge), at(swing.leafEnd), { layerName: 'OPENINGS' });
      // A quarter circle from the closed leaf to the open one; DXF arcs run anticlockwise.
      const closedDeg = angleDeg(at(swing.hinge), at(swing.jamb));
      const openDeg = angleDeg(at(swing.hinge), at(swing.leafEnd));
      const [startDeg, endDeg] = Math.round((openDeg - closedDeg + 360) % 360) === 90 ? [closedDeg, openDeg] : [openDeg, closedDeg];
      dxf.addArc(at(swing.hinge), swing.radius, startDeg, endDeg, { layerName: 'OPENINGS' });
    } else {
      const out = INWARD[opening.wall];
      const a = alongWall(opening.wall, opening.at, room);
      const b = alongWall(opening.wall, opening.at + opening.width, room);
      const shift = (p: PlanPoint, by: number): PlanPoint => ({ x: p.x - out.x * by, y: p.y - out.y * by });
      polyline([a, b, shift(b, WINDOW_DEPTH_M), shift(a, WINDOW_DEPTH_M)], 'OPENINGS', true);
      polyline([shift(a, WINDOW_DEPTH_M / 2), shift(b, WINDOW_DEPTH_M / 2)], 'OPENINGS', false);
    }
  }

  for (const item of plan.items) {
    polyline(itemCorners(item), 'FURNITURE', true);
    label({ x: item.x + item.w / 2, y: item.y + item.d / 2 }, kindName(item.kind), Math.min(textHeight, Math.max(0.05, Math.min(item.w, item.d) / 3)));
  }

  for (const zone of plan.zones) {
    polyline(itemCorners({ kind: '', x: zone.x, y: zone.y, w: zone.w, d: zone.d, h: 0, rot: 0 }), 'ZONES', true);
    label({ x: zone.x + textHeight / 2, y: zone.y + textHeight / 2 }, zone.name, textHeight, 'top-left');
  }

  for (const passage of extras?.passages ?? []) {
    dxf.addLine(at(passage.from), at(passage.to), { layerName: 'PASSAGES', colorNumber: passage.narrow ? NARROW_COLOUR : undefined });
    label({ x: (passage.from.x + passage.to.x) / 2, y: (passage.from.y + passage.to.y) / 2 }, passage.text, textHeight * 0.8);
  }

  // The walk: one polyline through the waypoints (closed when it loops back), each waypoint a
  // circle with its number in it, as the plan shows them.
  const route = extras?.route;
  if (route) {
    const { points } = route;
    if (points.length > 1) polyline(points, 'ROUTE', route.closed && points.length > 2);
    points.forEach((point, index) => {
      dxf.addCircle(at(point), textHeight, { layerName: 'ROUTE' });
      label(point, String(index + 1), textHeight);
    });
  }

  return dxf.stringify();
}
