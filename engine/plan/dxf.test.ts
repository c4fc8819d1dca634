import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, kindName } from './catalogue';
import { DXF_LAYERS, planToDxf, wallRuns, WINDOW_DEPTH_M, type DxfPassage, type PlanPoint } from './dxf';
import { makeItem } from './geometry';
import type { Plan, PlanItem } from './types';

/** The parts of dxf-parser's entities the tests read. */
interface Entity {
  type: string;
  layer: string;
  colorIndex?: number;
  vertices?: { x: number; y: number }[];
  shape?: boolean;
  center?: { x: number; y: number };
  radius?: number;
  startAngle?: number;
  endAngle?: number;
  text?: string;
  startPoint?: { x: number; y: number };
  endPoint?: { x: number; y: number };
}

function parse(text: string) {
  const parsed = new DxfParser().parseSync(text);
  if (!parsed) throw new Error('not a DXF');
  return { header: parsed.header as Record<string, unknown>, layers: parsed.tables.layer.layers as Record<string, { color?: number; colorIndex?: number }>, entities: parsed.entities as unknown as Entity[] };
}

const room = { w: 11.2, d: 7.2 };
const MM = 0.001;

function plan(items: PlanItem[] = [makeItem('sofa', 1.2, 2.4)!, makeItem('bed2', 6, 3, 90)!, makeItem('box', 4, 1, 0, { w: 0.6, d: 1.2, h: 0.75 })!]): Plan {
  return {
    room,
    items,
    openings: [
      { kind: 'door', wall: 'left', at: 3, width: 0.9, hinge: 'start' },
      { kind: 'door', wall: 'top', at: 8, width: 0.8, hinge: 'end' },
      { kind: 'window', wall: 'bottom', at: 5.5, width: 2.4, hinge: 'start' },
    ],
    zones: [
      { name: 'Living', x: 1, y: 1, w: 4, d: 3, privacy: 0.2 },
      { name: 'Sleeping', x: 6, y: 1, w: 4.5, d: 5, privacy: 0.9 },
    ],
  };
}

/** An item's corners in DXF coordinates (y up from the room's bottom wall). */
const flippedCorners = (item: PlanItem) => [
  { x: item.x, y: room.d - item.y },
  { x: item.x + item.w, y: room.d - item.y },
  { x: item.x + item.w, y: room.d - item.y - item.d },
  { x: item.x, y: room.d - item.y - item.d },
];

/** True when the polyline's vertices are `corners` (in any starting order and direction) within 1 mm. */
function sameRing(vertices: { x: number; y: number }[], corners: { x: number; y: number }[]): boolean {
  if (vertices.length !== corners.length) return false;
  const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.abs(a.x - b.x) <= MM && Math.abs(a.y - b.y) <= MM;
  return corners.every((corner) => vertices.some((v) => near(v, corner)));
}

/** An arc's start angle and its anticlockwise sweep, whole degrees. */
const sweep = (arc: Entity) => {
  const deg = (radians: number) => Math.round((radians * 180) / Math.PI);
  return { startDeg: deg(arc.startAngle!) % 360, sweepDeg: (deg(arc.endAngle!) - deg(arc.startAngle!) + 360) % 360 };
};

function fortyItems(): PlanItem[] {
  return Array.from({ length: 40 }, (_, i) => {
    const entry = CATALOGUE[i % CATALOGUE.length]!;
    return makeItem(entry.id, 0.3 + (i % 8) * 1.35, 0.3 + Math.floor(i / 8) * 1.35, ([0, 90, 180, 270] as const)[i % 4])!;
  });
}

describe('DXF for CAD', () => {
  it('is a DXF with a header in metres, tables, entities and EOF', () => {
    const text = planToDxf(plan());
    // Group code and value pairs, one a line.
    const pairs = text.split(/\r?\n/).map((line) => line.trim());
    const sectionAt = (name: string) => pairs.findIndex((value, i) => value === 'SECTION' && pairs[i - 1] === '0' && pairs[i + 1] === '2' && pairs[i + 2] === name);
    const at = ['HEADER', 'TABLES', 'ENTITIES'].map(sectionAt);
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(pairs.slice(-2)).toEqual(['0', 'EOF']);
    const layerNames = pairs.filter((value, i) => pairs[i - 2] === 'AcDbLayerTableRecord' && pairs[i - 1] === '2' && value !== '0');
    expect(layerNames).toEqual(Object.keys(DXF_LAYERS));
    const { header } = parse(text);
    expect(header.$INSUNITS).toBe(6);
    expect(header.$MEASUREMENT).toBe(1);
    expect(String(header.$ACADVER)).toMatch(/^AC10(1[5-9]|2\d|3\d)$/);
  });

  it('has the seven layers with their colours', () => {
    const { layers } = parse(planToDxf(plan()));
    for (const [name, colour] of Object.entries(DXF_LAYERS)) {
      expect(layers[name], name).toBeDefined();
      expect(layers[name]!.colorIndex, name).toBe(colour);
    }
    expect(Object.keys(DXF_LAYERS)).toEqual(['WALLS', 'OPENINGS', 'FURNITURE', 'ZONES', 'PASSAGES', 'ROUTE', 'LABELS']);
  });

  it('draws every item as a closed 4-vertex LWPOLYLINE on FURNITURE at its corners (y flipped) within 1 mm, and its name at its centre', () => {
    const items = plan().items;
    const { entities } = parse(planToDxf(plan()));
    const outlines = entities.filter((e) => e.type === 'LWPOLYLINE' && e.layer === 'FURNITURE');
    expect(outlines).toHaveLength(items.length);
    for (const item of items) {
      const match = outlines.find((e) => sameRing(e.vertices!, flippedCorners(item)));
      expect(match, item.kind).toBeDefined();
      expect(match!.shape).toBe(true);
      const centre = { x: item.x + item.w / 2, y: room.d - item.y - item.d / 2 };
      const text = entities.find((e) => e.type === 'TEXT' && e.text === kindName(item.kind));
      expect(text?.layer).toBe('LABELS');
      expect(text!.endPoint!.x).toBeCloseTo(centre.x, 3);
      expect(text!.endPoint!.y).toBeCloseTo(centre.y, 3);
    }
  });

  it('puts the sofa at the top left of the plan where it is drawn (not mirrored)', () => {
    const { entities } = parse(planToDxf({ room, items: [makeItem('sofa', 0, 0)!], openings: [], zones: [] }));
    const sofa = entities.find((e) => e.layer === 'FURNITURE')!;
    const ys = sofa.vertices!.map((v) => v.y);
    expect(Math.max(...ys)).toBeCloseTo(7.2, 6);
    expect(Math.min(...ys)).toBeCloseTo(7.2 - 0.96, 6);
  });

  it('draws each door\'s leaf and its quarter swing, radius its width, about its hinge, into the room', () => {
    const { entities } = parse(planToDxf(plan()));
    const arcs = entities.filter((e) => e.type === 'ARC');
    expect(arcs.every((e) => e.layer === 'OPENINGS')).toBe(true);
    expect(arcs).toHaveLength(2);
    // Left wall, 3 m down from the top, hinge at the start (top): hinge (0, 7.2 − 3) = (0, 4.2); it swings into the room (x > 0), down to the jamb.
    const left = arcs.find((e) => Math.abs(e.radius! - 0.9) < MM)!;
    expect(left.center!.x).toBeCloseTo(0, 6);
    expect(left.center!.y).toBeCloseTo(4.2, 6);
    expect(sweep(left)).toEqual({ startDeg: 270, sweepDeg: 90 });
    // Top wall, 8 m from the left, 0.8 m wide, hinge at the end: hinge (8.8, 7.2); it swings down into the room, left to the jamb.
    const top = arcs.find((e) => Math.abs(e.radius! - 0.8) < MM)!;
    expect(top.center!.x).toBeCloseTo(8.8, 6);
    expect(top.center!.y).toBeCloseTo(7.2, 6);
    expect(sweep(top)).toEqual({ startDeg: 180, sweepDeg: 90 });
    const leaves = entities.filter((e) => e.type === 'LINE' && e.layer === 'OPENINGS');
    expect(leaves).toHaveLength(2);
    expect(leaves.some((e) => sameRing(e.vertices!, [{ x: 0, y: 4.2 }, { x: 0.9, y: 4.2 }]))).toBe(true);
    expect(leaves.some((e) => sameRing(e.vertices!, [{ x: 8.8, y: 7.2 }, { x: 8.8, y: 6.4 }]))).toBe(true);
  });

  it('swings every door into the room, on every wall and either hinge', () => {
    for (const wall of ['top', 'right', 'bottom', 'left'] as const) {
      for (const hinge of ['start', 'end'] as const) {
        const { entities } = parse(planToDxf({ room, items: [], openings: [{ kind: 'door', wall, at: 2, width: 1, hinge }], zones: [] }));
        const arc = entities.find((e) => e.type === 'ARC')!;
        const { startDeg, sweepDeg } = sweep(arc);
        expect(sweepDeg, `${wall} ${hinge}`).toBe(90);
        const mid = ((startDeg + 45) * Math.PI) / 180;
        const point = { x: arc.center!.x + Math.cos(mid) * arc.radius!, y: arc.center!.y + Math.sin(mid) * arc.radius! };
        expect(point.x > 0 && point.x < room.w && point.y > 0 && point.y < room.d, `${wall} ${hinge}`).toBe(true);
      }
    }
  });

  it('draws a window as a rectangle in the wall with its glass line', () => {
    const { entities } = parse(planToDxf(plan()));
    const frames = entities.filter((e) => e.type === 'LWPOLYLINE' && e.layer === 'OPENINGS');
    // Bottom wall (DXF y = 0), 5.5–7.9 m from the left, reaching outside the room.
    expect(frames.some((e) => e.shape && sameRing(e.vertices!, [{ x: 5.5, y: 0 }, { x: 7.9, y: 0 }, { x: 7.9, y: -WINDOW_DEPTH_M }, { x: 5.5, y: -WINDOW_DEPTH_M }]))).toBe(true);
    expect(frames.some((e) => !e.shape && sameRing(e.vertices!, [{ x: 5.5, y: -WINDOW_DEPTH_M / 2 }, { x: 7.9, y: -WINDOW_DEPTH_M / 2 }]))).toBe(true);
  });

  it('draws the walls broken at the doors and windows, a closed outline when there are none', () => {
    const closed = parse(planToDxf({ room, items: [], openings: [], zones: [] })).entities.filter((e) => e.layer === 'WALLS');
    expect(closed).toHaveLength(1);
    expect(closed[0]!.shape).toBe(true);
    expect(sameRing(closed[0]!.vertices!, [{ x: 0, y: 0 }, { x: 11.2, y: 0 }, { x: 11.2, y: 7.2 }, { x: 0, y: 7.2 }])).toBe(true);

    const runs = wallRuns(plan());
    expect(runs).toHaveLength(3);
    const walled = runs.reduce((sum, run) => sum + run.points.slice(1).reduce((s, p, i) => s + Math.hypot(p.x - run.points[i]!.x, p.y - run.points[i]!.y), 0), 0);
    expect(walled).toBeCloseTo(2 * (11.2 + 7.2) - 0.9 - 0.8 - 2.4, 6);
    const walls = parse(planToDxf(plan())).entities.filter((e) => e.layer === 'WALLS');
    expect(walls).toHaveLength(3);
    expect(walls.every((e) => e.type === 'LWPOLYLINE' && !e.shape)).toBe(true);
  });

  it('draws each zone\'s rectangle on ZONES and its name on LABELS', () => {
    const { entities } = parse(planToDxf(plan()));
    for (const zone of plan().zones) {
      const corners = flippedCorners({ kind: '', x: zone.x, y: zone.y, w: zone.w, d: zone.d, h: 0, rot: 0 });
      expect(entities.some((e) => e.layer === 'ZONES' && e.type === 'LWPOLYLINE' && e.shape && sameRing(e.vertices!, corners)), zone.name).toBe(true);
      expect(entities.some((e) => e.type === 'TEXT' && e.layer === 'LABELS' && e.text === zone.name)).toBe(true);
    }
  });

  it('draws passages as dimension lines on PASSAGES, a narrow one red, with their text at the middle', () => {
    const passages: DxfPassage[] = [
      { from: { x: 4, y: 2.4 }, to: { x: 4, y: 3.24 }, text: '0.84 m', narrow: true },
      { from: { x: 1.2, y: 3.36 }, to: { x: 1.2, y: 7.2 }, text: '3.84 m', narrow: false },
    ];
    const { entities } = parse(planToDxf(plan(), { passages }));
    const lines = entities.filter((e) => e.layer === 'PASSAGES');
    expect(lines).toHaveLength(2);
    expect(lines.every((e) => e.type === 'LINE')).toBe(true);
    const narrow = lines.find((e) => sameRing(e.vertices!, [{ x: 4, y: 7.2 - 2.4 }, { x: 4, y: 7.2 - 3.24 }]))!;
    expect(narrow.colorIndex).toBe(1);
    const text = entities.find((e) => e.type === 'TEXT' && e.text === '0.84 m')!;
    expect(text.layer).toBe('LABELS');
    expect(text.endPoint!.x).toBeCloseTo(4, 6);
    expect(text.endPoint!.y).toBeCloseTo(7.2 - 2.82, 6);
  });

  describe('a walk (vr-walkthrough)', () => {
    const walk: PlanPoint[] = [
      { x: 1, y: 1 },
      { x: 5.5, y: 3 },
      { x: 11, y: 4.5 },
    ];
    const routeOf = (points: PlanPoint[], closed: boolean) => {
      const { entities } = parse(planToDxf({ room, items: [], openings: [], zones: [] }, { route: { points, closed } }));
      return { entities, onRoute: entities.filter((e) => e.layer === 'ROUTE') };
    };

    it('draws one polyline through the waypoints in order (y flipped), a circle and its number at each', () => {
      const { entities, onRoute } = routeOf(walk, false);
      const [path, ...others] = onRoute.filter((e) => e.type === 'LWPOLYLINE');
      expect(others).toHaveLength(0);
      expect(path!.shape).toBeFalsy();
      expect(path!.vertices!.map((v) => [v.x, v.y])).toEqual(walk.map((p) => [p.x, room.d - p.y]));
      const circles = onRoute.filter((e) => e.type === 'CIRCLE');
      expect(circles).toHaveLength(3);
      walk.forEach((point, i) => {
        expect(circles.some((c) => Math.abs(c.center!.x - point.x) < MM && Math.abs(c.center!.y - (room.d - point.y)) < MM && c.radius! > 0), `circle ${i + 1}`).toBe(true);
        const number = entities.find((e) => e.type === 'TEXT' && e.text === String(i + 1))!;
        expect(number.layer).toBe('LABELS');
        expect(number.endPoint!.x).toBeCloseTo(point.x, 6);
        expect(number.endPoint!.y).toBeCloseTo(room.d - point.y, 6);
      });
    });

    it('closes the polyline when the walk loops back, from three waypoints on', () => {
      expect(routeOf(walk, true).onRoute.find((e) => e.type === 'LWPOLYLINE')!.shape).toBe(true);
      expect(routeOf(walk.slice(0, 2), true).onRoute.find((e) => e.type === 'LWPOLYLINE')!.shape).toBeFalsy();
    });

    it('draws a single waypoint as its circle and number alone, and nothing for no waypoint', () => {
      const one = routeOf(walk.slice(0, 1), false);
      expect(one.onRoute.map((e) => e.type)).toEqual(['CIRCLE']);
      expect(one.entities.some((e) => e.type === 'TEXT' && e.text === '1')).toBe(true);
      expect(routeOf([], true).onRoute).toHaveLength(0);
    });
  });

  it('keeps names plain text: a control character never breaks the file', () => {
    const hostile: Plan = { ...plan(), zones: [{ name: 'Line\nbreak\r\n0\nEOF', x: 1, y: 1, w: 2, d: 2, privacy: 0 }, { name: 'B', x: 4, y: 1, w: 2, d: 2, privacy: 0 }] };
    const { entities } = parse(planToDxf(hostile));
    expect(entities.some((e) => e.type === 'TEXT' && e.text === 'Line break  0 EOF')).toBe(true);
    expect(entities.filter((e) => e.layer === 'ZONES')).toHaveLength(2);
  });

  it('draws a 40-item plan with every outline at its place', () => {
    const items = fortyItems();
    const { entities } = parse(planToDxf({ room: { w: 11.2, d: 7.2 }, items, openings: [], zones: [] }));
    const outlines = entities.filter((e) => e.type === 'LWPOLYLINE' && e.layer === 'FURNITURE');
    expect(outlines).toHaveLength(40);
    items.forEach((item, i) => expect(sameRing(outlines[i]!.vertices!, flippedCorners(item)), `item ${i + 1}`).toBe(true));
    expect(entities.filter((e) => e.type === 'TEXT')).toHaveLength(40);
  });
});
