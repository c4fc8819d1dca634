import { describe, expect, it } from 'vitest';
import { makeItem } from '../../plan/geometry';
import { planFromLink, planToLink } from '../../plan/link';
import type { Opening, Plan, PlanItem } from '../../plan/types';
import { inputsFromQuery, inputsToQuery } from '../query';
import * as engine from './index';
import {
  adjust,
  blockedWaypoints,
  buildPrompt,
  clampWaypoint,
  compute,
  cursorOf,
  defaults,
  furnitureSummary,
  openingsSummary,
  outputs,
  planSize,
  roomOfInputs,
  type Inputs,
} from './index';

const bed = makeItem('bed2', 1, 1)!; // 1.4 × 2 m at (1, 1): plan units 40–96 × 40–120
const desk = makeItem('desk', 9, 0.5)!;
const door: Opening = { kind: 'door', wall: 'bottom', at: 2, width: 0.9, hinge: 'start' };
const plan: Plan = { room: { w: 10, d: 6 }, items: [bed, desk], openings: [door], zones: [] };
const read = (search: string): Inputs => inputsFromQuery(engine, search);

describe('vr-walkthrough: the room', () => {
  it('defaults to the 14 × 8 m room: the 560 × 320 plan, the marker in its middle', () => {
    expect(roomOfInputs(defaults)).toEqual({ w: 14, d: 8 });
    expect(planSize(roomOfInputs(defaults))).toEqual({ width: 560, height: 320 });
    expect(cursorOf(defaults)).toEqual({ x: 280, y: 160 });
    expect(outputs(compute(defaults)).map((o) => o.label)).toEqual(['Waypoints', 'Path length', 'Duration']);
  });
  it('clamps a click into the room given', () => {
    expect(clampWaypoint(900, 900, { w: 20, d: 10 })).toEqual({ x: 800, y: 400 });
    expect(clampWaypoint(900, 900, { w: 3.33, d: 2 })).toEqual({ x: 133, y: 80 });
    expect(clampWaypoint(-4, NaN, { w: 3, d: 3 })).toEqual({ x: 0, y: 0 });
  });
  it('keeps the waypoints, the marker, the furniture and the doors inside a room that shrinks', () => {
    // A walk of the visitor's own (a fourth waypoint added): kept, each waypoint moved inside.
    const big: Inputs = { ...defaults, waypoints: [...defaults.waypoints, { x: 500, y: 300 }], cursor: { x: 500, y: 300 }, items: [makeItem('sofa', 10, 6)!], openings: [{ ...door, wall: 'top', at: 12 }] };
    const small = adjust(big, { ...big, roomWidth: 5, roomDepth: 4 });
    expect(small.waypoints).toEqual([{ x: 40, y: 40 }, { x: 200, y: 120 }, { x: 200, y: 160 }, { x: 200, y: 160 }]);
    expect(small.cursor).toEqual({ x: 200, y: 160 });
    expect(small.items[0]).toMatchObject({ x: 5 - 2.8, y: 4 - 0.96 });
    expect(small.openings[0]).toMatchObject({ at: 5 - 0.9, width: 0.9 });
    // 2–30 m: 1 m is 2 m, feet convert.
    expect(adjust(defaults, { ...defaults, roomWidth: 1 }).roomWidth).toBe(2);
    const feet = adjust(defaults, { ...defaults, units: 'ft' });
    expect(feet.roomWidth).toBeCloseTo(14 / 0.3048, 1);
    expect(feet.waypoints).toEqual(defaults.waypoints);
  });
  it('states a piece that a shrunk room is too small for, in the prompt and in the room’s unit', () => {
    const furnished: Inputs = { ...defaults, items: [makeItem('sofa', 1, 1)!, makeItem('chair', 4, 4)!] };
    expect(engine.tooLargeText(roomOfInputs(furnished), furnished.items as PlanItem[], 'm')).toBe('');
    expect(buildPrompt(furnished, compute(furnished))).not.toContain('does not fit');
    const small = adjust(furnished, { ...furnished, roomWidth: 2, roomDepth: 3 });
    const result = compute(small);
    expect(engine.tooLargeText(result.room, result.items, 'm')).toBe('Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room.');
    expect(engine.tooLargeText(result.room, result.items, 'ft')).toBe('Sofa (9.19 × 3.15 ft) does not fit the 6.56 × 9.84 ft room.');
    expect(buildPrompt(small, result)).toContain('Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room. It stands against the left or top wall');
  });
  it('lays out again a walk the visitor has not placed when the room changes size, instead of pushing it onto the walls', () => {
    // The default walk in a 5 × 4 m room: scaled to it (the clamp put two waypoints on the right wall, one in the corner).
    const width = adjust(defaults, { ...defaults, roomWidth: 5 });
    const small = adjust(width, { ...width, roomDepth: 4 });
    expect(small.waypoints).toEqual([{ x: 14, y: 20 }, { x: 79, y: 60 }, { x: 157, y: 90 }]);
    // Width then depth, or both at once: the same walk.
    expect(adjust(defaults, { ...defaults, roomWidth: 5, roomDepth: 4 }).waypoints).toEqual(small.waypoints);
    // And back: the spec's default walk again.
    expect(adjust(small, { ...small, roomWidth: 14, roomDepth: 8 }).waypoints).toEqual(defaults.waypoints);
    // A walk laid out around a plan's furniture is laid out again around it in the new room: none inside a piece.
    const planned = read(`plan=${planToLink(plan)}`);
    const narrower = adjust(planned, { ...planned, roomWidth: 6 });
    expect(narrower.waypoints).not.toEqual(planned.waypoints);
    expect(compute(narrower).blocked).toEqual([]);
    // Units alone change no size: the walk stays as it is.
    expect(adjust(small, { ...small, units: 'ft' }).waypoints).toBe(small.waypoints);
    // A walk the visitor placed is kept (moved inside the room only where it must be).
    const placed = { ...small, waypoints: [...small.waypoints, { x: 100, y: 100 }] };
    expect(adjust(placed, { ...placed, roomWidth: 4 }).waypoints).toEqual([{ x: 14, y: 20 }, { x: 79, y: 60 }, { x: 157, y: 90 }, { x: 100, y: 100 }]);
  });
  it('lays out the default walk for a link’s room of another size that gives no path of its own', () => {
    // As the resize does: the default walk scaled to a 5 × 4 m room (the clamp put two waypoints on its walls).
    const small = read('roomWidth=5&roomDepth=4');
    expect(small.waypoints).toEqual(adjust(defaults, { ...defaults, roomWidth: 5, roomDepth: 4 }).waypoints);
    // A 14 × 8 ft room (4.27 × 2.44 m): three distinct waypoints, none on a wall (the clamp put two in one corner).
    const feet = read('units=ft');
    const size = planSize(roomOfInputs(feet));
    expect(new Set(feet.waypoints.map((p) => `${p.x},${p.y}`)).size).toBe(3);
    for (const p of feet.waypoints) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(size.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(size.height);
    }
    // The default room: the spec's walk; a path= given is kept, clamped into the room.
    expect(read('units=m&roomWidth=14').waypoints).toEqual(defaults.waypoints);
    expect(read('roomWidth=5&roomDepth=4&path=40-40_220-120').waypoints).toEqual([{ x: 40, y: 40 }, { x: 200, y: 120 }]);
  });
  it('gives the same figures at the defaults (10.6 m, 8.9 s; Loop 21.2 m)', () => {
    expect(outputs(compute(defaults)).map((o) => o.text)).toEqual(['3', '10.6 m', '8.9 s']);
    expect(compute({ ...defaults, loop: true }).lengthRounded).toBe(21.2);
  });
});

describe('vr-walkthrough: a plan in the link (plan=)', () => {
  it('reads the room, the furniture and the doors, and writes them back', () => {
    const inputs = read(`plan=${planToLink(plan)}`);
    expect(inputs).toMatchObject({ units: 'm', roomWidth: 10, roomDepth: 6 });
    expect(inputs.items.map((i) => i.kind)).toEqual(['bed2', 'desk']);
    expect(inputs.items[1]).toMatchObject({ x: 10 - 1.4, y: 0.5 });
    expect(inputs.openings).toEqual([door]);
    // No path= with furniture: the default walk scaled to the 10 × 6 m room (400 × 240 units),
    // from 0.5 m inside the door's middle (2.45, 5.5) m, the other waypoints clear of the furniture.
    expect(inputs.waypoints).toEqual([{ x: 98, y: 220 }, { x: 157, y: 90 }, { x: 314, y: 135 }]);
    const query = inputsToQuery(engine, inputs);
    expect(new URLSearchParams(query).get('plan')).toBe(planToLink({ ...plan, items: inputs.items as PlanItem[] }));
    expect(read(query)).toEqual(inputs);
  });
  it('keeps the path and the marker of the same link, clamped into the plan’s room', () => {
    const inputs = read(`path=60-60_900-900&cursor=999-5&plan=${planToLink(plan)}`);
    expect(inputs.waypoints).toEqual([{ x: 60, y: 60 }, { x: 400, y: 240 }]);
    expect(inputs.cursor).toEqual({ x: 400, y: 5 });
  });
  it('gives the plan’s room in feet when the link asks for feet', () => {
    const inputs = read(`units=ft&plan=${planToLink(plan)}`);
    expect(inputs.roomWidth).toBeCloseTo(10 / 0.3048, 6);
    expect(roomOfInputs(inputs).w).toBeCloseTo(10, 9);
  });
  it('ignores a malformed or hostile plan, and old links work as before', () => {
    for (const bad of ['2*1000-600***', '1*abc', '1*1000-600*bed2-<b>-1-0**', `1*1000-600*${'bed2-1-1-0_'.repeat(41)}bed2-1-1-0**`]) {
      const inputs = read(`plan=${encodeURIComponent(bad)}`);
      expect(inputs.items).toEqual([]);
      expect(roomOfInputs(inputs)).toEqual({ w: 14, d: 8 });
    }
    expect(read('path=40-40_220-120_440-180&speedMps=1.2')).toEqual(defaults);
    expect(new URLSearchParams(inputsToQuery(engine, defaults)).has('plan')).toBe(false);
  });
});

describe('vr-walkthrough: waypoints inside furniture', () => {
  it('flags a waypoint within a footprint, edges included', () => {
    const points = [{ x: 60, y: 60 }, { x: 200, y: 200 }, { x: 96, y: 120 }, { x: 97, y: 120 }];
    expect(blockedWaypoints(points, [bed])).toEqual([
      { index: 0, item: 0, name: 'Double bed' },
      { index: 2, item: 0, name: 'Double bed' },
    ]);
    expect(blockedWaypoints(points, [])).toEqual([]);
    expect(blockedWaypoints([], [bed])).toEqual([]);
  });
  it('reports them in Blocked waypoints and the prompt', () => {
    const inputs: Inputs = { ...read(`plan=${planToLink(plan)}`), waypoints: [{ x: 60, y: 60 }, { x: 200, y: 200 }] };
    const result = compute(inputs);
    expect(outputs(result).at(-1)).toEqual({ label: 'Blocked waypoints', text: '1: waypoint 1 inside Double bed' });
    const prompt = buildPrompt(inputs, result);
    for (const text of ['Plan: 10 × 6 m', 'Furniture (2 pieces', '- Double bed 1.4 × 2 m, 0.5 m high, at (1, 1) m', '- Desk', 'a 0.9 m door in the bottom wall, 2 m from its left end', '1. (1.5 m, 1.5 m), inside Double bed', '1 waypoint stands inside furniture']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined|14 × 8/);
    expect(outputs(compute({ ...inputs, waypoints: [] })).at(-1)).toEqual({ label: 'Blocked waypoints', text: '0' });
  });
  it('summarises the furniture and the openings', () => {
    expect(furnitureSummary([bed, desk, makeItem('chair', 0, 0)!, makeItem('chair', 1, 0)!])).toBe('4 pieces of furniture (Double bed, Desk, 2 × Dining chair)');
    expect(furnitureSummary([])).toBe('');
    expect(openingsSummary([door, { ...door, kind: 'window' }, { ...door, kind: 'window' }])).toBe('1 door and 2 windows');
    expect(openingsSummary([])).toBe('');
  });
});

describe('vr-walkthrough: walls with doors and windows', () => {
  const room = { w: 10, d: 6 };
  it('splits a wall into solid stretches and openings', () => {
    const window: Opening = { kind: 'window', wall: 'bottom', at: 5, width: 2, hinge: 'start' };
    expect(engine.wallSpans('bottom', room, [window, door])).toEqual([
      { from: 0, to: 2, opening: null },
      { from: 2, to: 2.9, opening: door },
      { from: 2.9, to: 5, opening: null },
      { from: 5, to: 7, opening: window },
      { from: 7, to: 10, opening: null },
    ]);
    expect(engine.wallSpans('left', room, [door])).toEqual([{ from: 0, to: 6, opening: null }]);
    // Overlapping openings do not overlap on the wall.
    const spans = engine.wallSpans('bottom', room, [door, { ...door, at: 2.5 }]);
    expect(spans.map((s) => [s.from, s.to])).toEqual([[0, 2], [2, 2.9], [2.9, 3.4], [3.4, 10]]);
  });
  it('flags the doors with furniture in their swing (the shared swingConflicts), and only those', () => {
    // The door's swing: the quarter disc of 0.9 m from (2, 6) up into the room.
    const chair = makeItem('chair', 2.2, 5.2)!;
    const inSwing = compute({ ...read(`plan=${planToLink(plan)}`), items: [bed, chair, desk] });
    expect([...inSwing.doorsBlocked]).toEqual([[0, { items: [1], names: ['Dining chair'] }]]);
    expect(compute(read(`plan=${planToLink(plan)}`)).doorsBlocked.size).toBe(0);
    // A window never is; nor is anything without furniture.
    expect(engine.blockedDoors(room, [chair], [{ ...door, kind: 'window' }]).size).toBe(0);
    expect(engine.blockedDoors(room, [], [door]).size).toBe(0);
  });
  it('names an opening by its wall’s start end', () => {
    expect(engine.openingText({ ...door, wall: 'right', at: 1.5 })).toBe('a 0.9 m door in the right wall, 1.5 m from its top end');
  });
});

describe('vr-walkthrough: waypoints laid out around the furniture (a plan= without path=)', () => {
  /** The distance, m, from a waypoint (plan units) to the nearest footprint (0 inside one). */
  const clearance = (point: { x: number; y: number }, items: readonly PlanItem[]): number =>
    Math.min(
      ...items.map((it) => {
        const dx = Math.max(it.x - point.x / 40, 0, point.x / 40 - (it.x + it.w));
        const dy = Math.max(it.y - point.y / 40, 0, point.y / 40 - (it.y + it.d));
        return Math.hypot(dx, dy);
      }),
    );
  // The default room full of furniture, with pieces standing on each default waypoint
  // ((1, 1), (5.5, 3) and (11, 4.5) m) and 40 pieces in all.
  const crowded: PlanItem[] = [makeItem('sofa', 0.2, 0.4)!, makeItem('table', 4.8, 2.4)!, makeItem('bed2', 10.3, 3.5)!];
  for (let i = 0; crowded.length < 40; i += 1) crowded.push(makeItem('chair', 0.3 + (i % 12) * 1.1, 6.2 + Math.floor(i / 12) * 0.6 - (i >= 24 ? 5.4 : 0))!);
  const crowdedPlan: Plan = { room: { w: 14, d: 8 }, items: crowded, openings: [], zones: [] };

  it('moves every waypoint out of the furniture, 0.3 m clear of it', () => {
    const inputs = read(`plan=${planToLink(crowdedPlan)}`);
    expect(inputs.items).toHaveLength(40);
    // The three waypoints, with detours round the chairs between them (the segments go around the furniture too).
    expect(inputs.waypoints.length).toBeGreaterThanOrEqual(3);
    expect(inputs.waypoints.length).toBeLessThanOrEqual(engine.MAX_LAID_OUT_WAYPOINTS);
    expect(compute(inputs).blocked).toEqual([]);
    for (const point of inputs.waypoints) expect(clearance(point, inputs.items)).toBeGreaterThanOrEqual(0.3 - 0.02);
    // Each is the nearest such point to its default place: the first just left of the sofa's end would be further.
    expect(blockedWaypoints(defaults.waypoints, inputs.items).map((b) => b.index)).toEqual([0, 1, 2]);
  });
  it('keeps a waypoint that is already clear where the default puts it', () => {
    const clear = engine.walkAroundFurniture(defaults.waypoints, { width: 560, height: 320 }, { w: 14, d: 8 }, [makeItem('desk', 9, 0.5)!], []);
    expect(clear).toEqual(defaults.waypoints);
  });
  it('starts the walk just inside the first door', () => {
    const right: Opening = { kind: 'door', wall: 'right', at: 3, width: 0.8, hinge: 'end' };
    const inputs = read(`plan=${planToLink({ ...crowdedPlan, openings: [{ ...right, kind: 'window', wall: 'top' }, right] })}`);
    // The door's middle is (14, 3.4) m: the walk starts 0.5 m in, at (13.5, 3.4) m.
    expect(inputs.waypoints[0]).toEqual({ x: 540, y: 136 });
    expect(compute(inputs).blocked).toEqual([]);
    // A piece in front of the door: the start moves to the nearest clear point.
    const blocking = [...crowded.slice(0, 39), makeItem('chair', 13.2, 3.1)!];
    const moved = read(`plan=${planToLink({ ...crowdedPlan, items: blocking, openings: [right] })}`);
    expect(compute(moved).blocked).toEqual([]);
    expect(Math.hypot(moved.waypoints[0]!.x / 40 - 13.5, moved.waypoints[0]!.y / 40 - 3.4)).toBeLessThan(1.2);
  });
  it('is deterministic: the same plan gives the same walk', () => {
    const link = `plan=${planToLink({ ...crowdedPlan, openings: [door] })}`;
    expect(read(link).waypoints).toEqual(read(link).waypoints);
    expect(engine.freePointNear({ x: 5.5, y: 3 }, crowdedPlan.room, crowded)).toEqual(engine.freePointNear({ x: 5.5, y: 3 }, crowdedPlan.room, crowded));
  });
  it('keeps a path given exactly, and only flags it', () => {
    const inputs = read(`path=40-40_220-120&plan=${planToLink(crowdedPlan)}`);
    expect(inputs.waypoints).toEqual([{ x: 40, y: 40 }, { x: 220, y: 120 }]);
    expect(compute(inputs).blocked.map((b) => b.name)).toEqual(['Sofa', 'Table']);
    expect(read(`path=&plan=${planToLink(crowdedPlan)}`).waypoints).toEqual([]);
  });
  it('leaves a waypoint where it is (flagged) when the furniture fills the room', () => {
    const full: Plan = { room: { w: 2, d: 2 }, items: [{ kind: 'box', x: 0, y: 0, w: 2, d: 2, h: 1, rot: 0 }], openings: [], zones: [] };
    const inputs = read(`plan=${planToLink(full)}`);
    expect(inputs.waypoints.every((p) => p.x >= 0 && p.x <= 80 && p.y >= 0 && p.y <= 80)).toBe(true);
    expect(compute(inputs).blocked).toHaveLength(3);
  });
});

describe('vr-walkthrough: a change that moves nothing keeps the plan’s lists', () => {
  it('returns the same furniture, openings and waypoints when the room still holds them', () => {
    const inputs: Inputs = { ...defaults, items: [bed, desk], openings: [door] };
    const next = adjust(inputs, { ...inputs, speedMps: 2 });
    expect(next.items).toBe(inputs.items);
    expect(next.openings).toBe(inputs.openings);
    expect(next.waypoints).toBe(inputs.waypoints);
  });
});

describe('vr-walkthrough: the laid-out walk’s segments go around the furniture', () => {
  const m = (p: { x: number; y: number }) => ({ x: p.x / 40, y: p.y / 40 });
  /** The segments of a walk (plan units) that run through or touch a piece's footprint. */
  const crossings = (walk: readonly { x: number; y: number }[], items: readonly PlanItem[]): string[] => {
    const hits: string[] = [];
    for (let i = 1; i < walk.length; i += 1) {
      items.forEach((it, k) => {
        // The footprint grown by a hair, so that touching an edge counts too.
        if (engine.segmentCrossesBox(m(walk[i - 1]!), m(walk[i]!), { x0: it.x - 1e-6, y0: it.y - 1e-6, x1: it.x + it.w + 1e-6, y1: it.y + it.d + 1e-6 })) hits.push(`segment ${i} through piece ${k}`);
      });
    }
    return hits;
  };
  const lay = (p: Plan) => engine.walkAroundFurniture(defaults.waypoints, { width: 560, height: 320 }, p.room, p.items, p.openings);
  const leftDoor: Opening = { kind: 'door', wall: 'left', at: 2, width: 0.9, hinge: 'start' };
  const bedroom: Plan = { room: { w: 10, d: 6 }, items: [makeItem('bed2', 1, 1)!], openings: [leftDoor], zones: [] };
  const box = (x: number, y: number, w: number, d: number): PlanItem => ({ kind: 'box', x, y, w, d, h: 1, rot: 0 });

  it('tells a segment through a box from one along its edge or through its corner', () => {
    const b = { x0: 1, y0: 1, x1: 2, y1: 2 };
    expect(engine.segmentCrossesBox({ x: 0, y: 1.5 }, { x: 3, y: 1.5 }, b)).toBe(true);
    expect(engine.segmentCrossesBox({ x: 0, y: 1 }, { x: 3, y: 1 }, b)).toBe(false);
    expect(engine.segmentCrossesBox({ x: 0, y: 0 }, { x: 1, y: 1 }, b)).toBe(false);
    expect(engine.segmentCrossesBox({ x: 1.5, y: 1.5 }, { x: 1.5, y: 1.5 }, b)).toBe(false);
    expect(engine.segmentCrossesBox({ x: 0, y: 3 }, { x: 3, y: 0 }, b)).toBe(true);
    expect(engine.segmentCrossesBox({ x: 0, y: 1.5 }, { x: 0.9, y: 1.5 }, b)).toBe(false);
  });

  it('walks from a door in the left wall around a double bed, not through it', () => {
    // Straight, the walk from the door, (0.5, 2.45) m, to the middle, (3.9, 2.3) m, would cross the bed (1–2.4 × 1–3 m).
    const placed = lay({ ...bedroom, items: [] });
    expect(crossings(placed, bedroom.items)).not.toEqual([]);
    const walk = lay(bedroom);
    expect(walk[0]).toEqual({ x: 20, y: 98 });
    expect(walk.length).toBeGreaterThan(3);
    expect(walk.length).toBeLessThanOrEqual(engine.MAX_LAID_OUT_WAYPOINTS);
    expect(crossings(walk, bedroom.items)).toEqual([]);
    // It keeps the placed waypoints, in order, with the detour between them, and ends where the walk ended.
    expect(walk.at(-1)).toEqual(placed.at(-1));
    // The detour keeps 0.3 m from the bed: round its corner below (y 3.3 m), the shorter side.
    expect(walk[1]).toEqual({ x: 28, y: 132 });
    // Every point stays in the room, and no waypoint is flagged.
    expect(walk.every((p) => p.x >= 0 && p.x <= 400 && p.y >= 0 && p.y <= 240)).toBe(true);
    expect(blockedWaypoints(walk, bedroom.items)).toEqual([]);
    // Deterministic: the same plan gives the same walk.
    expect(lay(bedroom)).toEqual(walk);
  });

  it('finds the gap in a row of pieces across the room', () => {
    // A row of 1 m boxes across the middle (y 4–4.5 m) with a 1.2 m gap at x 7–8.2 m; the walk starts below it, at a door in the bottom wall.
    const row = [0, 1, 2, 3, 4, 5, 6, 8.2, 9.2].map((x) => box(x, 4, x === 9.2 ? 0.8 : 1, 0.5));
    const p: Plan = { room: { w: 10, d: 6 }, items: row, openings: [{ kind: 'door', wall: 'bottom', at: 2, width: 0.9, hinge: 'start' }], zones: [] };
    const walk = lay(p);
    expect(walk[0]).toEqual({ x: 98, y: 220 });
    expect(crossings(walk, row)).toEqual([]);
    // The way up runs through the gap: some waypoint stands between x 7.3 and 7.9 m.
    expect(walk.some((pt) => pt.x / 40 >= 7.3 - 1e-9 && pt.x / 40 <= 7.9 + 1e-9)).toBe(true);
    expect(walk.length).toBeLessThanOrEqual(engine.MAX_LAID_OUT_WAYPOINTS);
    expect(lay(p)).toEqual(walk);
    // Through the link too: the laid-out walk is the one read.
    expect(read(`plan=${planToLink(p)}`).waypoints).toEqual(walk);
  });

  it('walks around 40 pieces without crossing one', () => {
    const crowded: PlanItem[] = [makeItem('sofa', 0.2, 0.4)!, makeItem('table', 4.8, 2.4)!, makeItem('bed2', 10.3, 3.5)!];
    for (let i = 0; crowded.length < 40; i += 1) crowded.push(makeItem('chair', 0.3 + (i % 12) * 1.1, 6.2 + Math.floor(i / 12) * 0.6 - (i >= 24 ? 5.4 : 0))!);
    for (const openings of [[], [door], [{ ...door, wall: 'right' as const, at: 3 }]]) {
      const p: Plan = { room: { w: 14, d: 8 }, items: crowded, openings, zones: [] };
      const walk = read(`plan=${planToLink(p)}`).waypoints;
      expect(crossings(walk, crowded)).toEqual([]);
      expect(walk.length).toBeLessThanOrEqual(engine.MAX_LAID_OUT_WAYPOINTS);
      expect(read(`plan=${planToLink(p)}`).waypoints).toEqual(walk);
      expect(blockedWaypoints(walk, crowded)).toEqual([]);
    }
  });

  it('leaves out a waypoint the furniture closes in, rather than walking through a piece to it', () => {
    // A furnished 6 × 5 m bedroom (an exploratory pass's plan): the middle waypoint, (2.9, 1.9) m, stands in a pocket between
    // the shelf, a bedside table, the sofa and the table, with no way in 0.15 m clear of them; straight, the walk crossed the sofa.
    const link = '1*600-500*sofa-120-240-0_table-420-140-0_bed2-20-20-0_night-260-100-0_night-180-20-0_wardrobe-260-20-0_desk-380-20-0_office-180-80-0_armchair-20-240-0_shelf-180-160-0*dl-325-90-s_wb-240-120-s*';
    const p = planFromLink(link)!;
    const walk = read(`plan=${link}`).waypoints;
    expect(crossings(walk, p.items)).toEqual([]);
    expect(blockedWaypoints(walk, p.items)).toEqual([]);
    // From the door, round the sofa's far side, to the last waypoint.
    expect(walk[0]).toEqual({ x: 20, y: 148 });
    expect(walk.at(-1)).toEqual({ x: 188, y: 116 });
    expect(walk).not.toContainEqual({ x: 116, y: 76 });
  });

  it('turns no nearer a wall than 0.15 m: a 0.2 m gap between a piece and a wall is no way through', () => {
    const room = { w: 6, d: 4 };
    // A box across the room but for a gap by the top wall: 0.2 m is too narrow to pass (a person turned sideways needs 0.3 m).
    const across = [box(2.5, 0.2, 1, 3.8)];
    expect(engine.detourBetween({ x: 1, y: 2 }, { x: 5, y: 2 }, room, across, 0.15)).toBeNull();
    // 0.35 m is enough: the way turns 0.15 m from the wall and the box.
    const way = engine.detourBetween({ x: 1, y: 2 }, { x: 5, y: 2 }, room, [box(2.5, 0.35, 1, 3.65)], 0.15);
    expect(way).not.toBeNull();
    for (const point of way!) expect(point.y).toBeGreaterThanOrEqual(engine.WALL_CLEARANCE_M - 1e-9);
  });

  it('keeps the straight segment when the furniture closes the way entirely', () => {
    // A wall of boxes across the whole room: no way from the door below it to the middle above it.
    const wall = [box(0, 3.2, 5, 0.5), box(5, 3.2, 5, 0.5)];
    const p: Plan = { room: { w: 10, d: 6 }, items: wall, openings: [{ kind: 'door', wall: 'bottom', at: 2, width: 0.9, hinge: 'start' }], zones: [] };
    expect(engine.detourBetween({ x: 2.45, y: 5.5 }, { x: 3.9, y: 2.3 }, p.room, wall)).toBeNull();
    const walk = lay(p);
    expect(walk).toHaveLength(3);
    expect(crossings(walk, wall)).toEqual(['segment 1 through piece 0']);
  });

  it('says so in How it’s calculated', () => {
    expect(engine.explain.assumptions).toContain('a segment that would cross a piece gets waypoints round it');
    expect(engine.explain.assumptions).toContain('at most 12 waypoints in all');
  });

  it('never changes a path given in the link', () => {
    const inputs = read(`path=20-98_156-90_314-135&plan=${planToLink(bedroom)}`);
    expect(inputs.waypoints).toEqual([{ x: 20, y: 98 }, { x: 156, y: 90 }, { x: 314, y: 135 }]);
  });

  it('gives the results and the prompt of the walk as laid out', () => {
    const inputs = read(`plan=${planToLink(bedroom)}`);
    const result = compute(inputs);
    expect(result.waypointCount).toBe(inputs.waypoints.length);
    let length = 0;
    for (let i = 1; i < inputs.waypoints.length; i += 1) length += Math.hypot(inputs.waypoints[i]!.x - inputs.waypoints[i - 1]!.x, inputs.waypoints[i]!.y - inputs.waypoints[i - 1]!.y) / 40;
    expect(result.lengthM).toBeCloseTo(length, 9);
    expect(result.durationS).toBeCloseTo(length / inputs.speedMps, 9);
    const prompt = buildPrompt(inputs, result);
    expect(prompt).toContain(`Camera path through ${inputs.waypoints.length} waypoints:`);
    expect(prompt).toContain('1. (0.5 m, 2.5 m)');
    expect(prompt).not.toContain('inside Double bed');
  });
});

describe('vr-walkthrough: a plan file opened', () => {
  const bed = makeItem('bed2', 0.6, 0.6)!; // over the first default waypoint (1, 1 m)
  const plan: Plan = { room: { w: 10, d: 6 }, items: [bed], openings: [{ kind: 'door', wall: 'left', at: 2, width: 0.9, hinge: 'start' }], zones: [] };

  it('brings its room (in the inputs’ unit), furniture and openings, and lays the default walk out around the furniture', () => {
    const change = engine.openedPlan(engine.defaults, plan);
    expect(change).toMatchObject({ roomWidth: 10, roomDepth: 6, items: [bed], openings: plan.openings });
    const inputs = engine.adjust(engine.defaults, { ...engine.defaults, ...change });
    expect(inputs.waypoints.length).toBeGreaterThanOrEqual(3);
    expect(engine.blockedWaypoints(inputs.waypoints, inputs.items)).toEqual([]);
    const feet = engine.openedPlan({ ...engine.defaults, units: 'ft' }, plan);
    expect(feet.roomWidth).toBeCloseTo(10 / 0.3048, 9);
  });

  it('keeps a walk the visitor placed (flagging what stands in furniture)', () => {
    const own = { ...engine.defaults, waypoints: [{ x: 40, y: 40 }, { x: 300, y: 200 }] };
    const change = engine.openedPlan(own, plan);
    expect(change.waypoints).toBeUndefined();
    const inputs = engine.adjust(own, { ...own, ...change });
    expect(inputs.waypoints).toEqual(own.waypoints);
    expect(engine.blockedWaypoints(inputs.waypoints, inputs.items).map((b) => b.index)).toEqual([0]);
  });

  it('brings back the walk a file saved here holds: its waypoints (to the plan unit, in the room) and Loop path', () => {
    const own = { ...engine.defaults, waypoints: [{ x: 40, y: 40 }, { x: 300, y: 200 }] };
    const walk = { waypoints: [{ x: 2, y: 1.5 }, { x: 5.013, y: 3 }, { x: 9.5, y: 4 }], loop: true };
    const change = engine.openedPlan(own, { ...plan, walk });
    expect(change.waypoints).toEqual([{ x: 80, y: 60 }, { x: 201, y: 120 }, { x: 380, y: 160 }]);
    expect(change.loop).toBe(true);
    const inputs = engine.adjust(own, { ...own, ...change });
    expect(inputs.waypoints).toEqual(change.waypoints);
    expect(inputs.loop).toBe(true);
    // An empty walk saved is an empty walk opened (not the default one laid out anew).
    expect(engine.openedPlan(engine.defaults, { ...plan, walk: { waypoints: [], loop: false } })).toMatchObject({ waypoints: [], loop: false });
  });
});
