import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  ACCESSIBLE_ROUTE_M,
  MIN_PASSAGE_M,
  PLAN_SCALE,
  meetsAccessibleWidth,
  narrowestPassage,
  passageName,
  passageVerdict,
  passages,
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  DEFAULT_FURNITURE,
  DEFAULT_SOFA,
  DEFAULT_TABLE,
  FLOW_PARTICLES,
  MAX_SPEED_X_PX,
  MAX_SPEED_Y_PX,
  buildPrompt,
  clampItem,
  clearance,
  compute,
  createFlow,
  defaults,
  insideAny,
  moveItem,
  outputs,
  params,
  stepFlow,
} from './index';
import type { FlowState, FurnitureItem } from './index';

const W = CANVAS_WIDTH_PX;
const H = CANVAS_HEIGHT_PX;

/** Strictly inside (edges are outside), with the items' exact (float64) coordinates. */
const countInside = (state: FlowState, items: readonly FurnitureItem[]): number => {
  let n = 0;
  for (let i = 0; i < state.count; i += 1) if (insideAny(items, state.x[i]!, state.y[i]!) >= 0) n += 1;
  return n;
};

const expectInvariants = (state: FlowState, items: readonly FurnitureItem[]): void => {
  for (let i = 0; i < state.count; i += 1) {
    const x = state.x[i]!;
    const y = state.y[i]!;
    if (!(x >= 0 && x <= W && y >= 0 && y <= H)) throw new Error(`particle ${i} out of bounds at (${x}, ${y})`);
    if (!(Math.abs(state.vx[i]!) <= MAX_SPEED_X_PX && Math.abs(state.vy[i]!) <= MAX_SPEED_Y_PX)) {
      throw new Error(`particle ${i} over the caps: (${state.vx[i]}, ${state.vy[i]})`);
    }
  }
  expect(countInside(state, items)).toBe(0);
};

describe('flow-pattern: canvas 560×360 and furniture defaults', () => {
  it('has the spec canvas and items', () => {
    expect([W, H]).toEqual([560, 360]);
    expect(DEFAULT_SOFA).toMatchObject({ id: 'sofa', x: 60, y: 120, w: 140, h: 48 });
    expect(DEFAULT_TABLE).toMatchObject({ id: 'table', x: 220, y: 70, w: 90, h: 60 });
    expect(DEFAULT_FURNITURE).toEqual([DEFAULT_SOFA, DEFAULT_TABLE]);
    // Issue 24: the furniture is a list (the Sofa X … fields are the tool's own controls, one pair per item).
    expect(defaults.items.map(({ kind, x, y, w, h }) => ({ kind, x, y, w, h }))).toEqual([
      { kind: 'sofa', x: 60, y: 120, w: 140, h: 48 },
      { kind: 'table', x: 220, y: 70, w: 90, h: 60 },
    ]);
    expect(compute(defaults).items.map((item) => item.label)).toEqual(['Sofa', 'Table']);
    expect([compute(defaults).widthPx, compute(defaults).heightPx]).toEqual([560, 360]);
  });

  it('has the room controls; the item fields are bounded like the drag', () => {
    expect(params.map((p) => p.label)).toEqual(['Units', 'Room width', 'Room depth']);
    expect(sanitize(params, { roomWidth: 'abc' })).toMatchObject({ units: 'm', roomWidth: 11.2, roomDepth: 7.2 });
    const moved = moveItem(moveItem(defaults, 'sofa', 999, -5), 'table', NaN, 20);
    expect(compute(moved).items.map((item) => [item.x, item.y])).toEqual([[420, 0], [220, 20]]);
  });
});

describe('flow-pattern: a dragged item stays wholly inside its canvas', () => {
  it('clamps x to [0, W − w] and y to [0, H − h]', () => {
    expect(clampItem({ ...DEFAULT_SOFA, x: 500, y: 400 })).toMatchObject({ x: 420, y: 312 });
    expect(clampItem({ ...DEFAULT_TABLE, x: -30, y: -1 })).toMatchObject({ x: 0, y: 0 });
    expect(clampItem({ ...DEFAULT_TABLE, x: NaN, y: Infinity })).toMatchObject({ x: 0, y: 0 });
    expect(clampItem({ ...DEFAULT_TABLE, x: 470, y: 300 })).toMatchObject({ x: 470, y: 300 });
    expect(clampItem({ ...DEFAULT_TABLE, x: 100, y: 100 }, 200, 150)).toMatchObject({ x: 100, y: 90 });
  });
  it('returns the same object when nothing moves', () => {
    const item = { ...DEFAULT_SOFA };
    expect(clampItem(item)).toBe(item);
  });
  it('moveItem and compute apply the clamp', () => {
    expect(moveItem(defaults, 'sofa', 1000, -20).items[0]).toMatchObject({ x: 420, y: 0 });
    expect(moveItem(defaults, 'table', 15.5, 20).items[1]).toMatchObject({ x: 15.5, y: 20 });
    expect(moveItem(defaults, 'lamp', 1, 1)).toBe(defaults);
    const raw = { ...defaults, items: [{ ...defaults.items[0]!, x: -5, y: 999 }, { ...defaults.items[1]!, x: 999, y: -5 }] };
    const [sofa, table] = compute(raw).items;
    expect([sofa!.x, sofa!.y, table!.x, table!.y]).toEqual([0, 312, 470, 0]);
  });
});

describe('flow-pattern: outputs and clearance', () => {
  it('shows Particles = 80', () => {
    expect(FLOW_PARTICLES).toBe(80);
    expect(outputs(compute(defaults))).toEqual([
      { label: 'Particles', text: '80' },
      // Sofa (60–200, 120–168) and table (220–310, 70–130) face each other across x 200–220: 20 px × 2 cm = 0.40 m.
      { label: 'Narrowest passage', text: '0.40 m' },
    ]);
  });

  it('finds the widest path and the narrowest passage of the default layout', () => {
    const { clearance: c } = compute(defaults);
    // Sofa bottom at 168 → 192 px to the bottom wall; the table–sofa gap is 20 px across.
    expect(c.mainPath).toEqual({ between: ['Sofa', 'bottom wall'], gapPx: 192 });
    expect(narrowestPassage(passages(compute(defaults).items))).toMatchObject({ between: ['Sofa', 'Table'], widthPx: 20 });
    expect(c.overlaps).toEqual([]);
  });

  it('the main path is the full height when nothing blocks it, and the chain bottleneck otherwise', () => {
    expect(clearance([]).mainPath.gapPx).toBe(360);
    // A sofa against the top wall, a table 40 px under it and 100 px above the bottom: the best route takes the larger gap.
    const sofa = { ...DEFAULT_SOFA, x: 100, y: 0 };
    const table = { ...DEFAULT_TABLE, x: 120, y: 88, h: 172 };
    const c = clearance([sofa, table]);
    expect(c.mainPath.gapPx).toBe(100);
    expect(c.mainPath.between).toEqual(['Table', 'bottom wall']);
    expect(narrowestPassage(passages([sofa, table]))).toMatchObject({ between: ['Sofa', 'Table'], widthPx: 40 });
  });

  it('measures diagonal gaps and reports overlaps', () => {
    const a = { ...DEFAULT_SOFA, x: 0, y: 0, w: 100, h: 100 };
    const b = { ...DEFAULT_TABLE, x: 130, y: 140, w: 50, h: 50 };
    expect(narrowestPassage(passages([a, b]))).toMatchObject({ between: ['Sofa', 'Table'], widthPx: 50 });
    const overlapping = clearance([{ ...DEFAULT_SOFA }, { ...DEFAULT_TABLE, x: 100, y: 130 }]);
    expect(overlapping.overlaps).toEqual([['Sofa', 'Table']]);
  });

  it('prompt describes the layout in metres, every passage against 0.915 m, and no pixels', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of [
      '11.20 m wide and 7.20 m deep',
      'sofa (2.80 m × 0.96 m)',
      '1.20 m from the left wall',
      'Passages, clear width against 0.915 m',
      '- Sofa – left wall: 1.20 m, wide enough',
      '- Sofa – Table: 0.40 m, too narrow',
      'Narrowest passage: 0.40 m between Sofa and Table.',
      'Widest clear route across the room: 3.84 m',
    ]) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined|\bpx\b|\bcm\b/);
  });
});

describe('flow-pattern: passages in m against the 0.915 m accessible route width', () => {
  it('is 50 px = 1 m (1 px = 2 cm) and 0.915 m (ADA 2010 §403.5.1: 36 in)', () => {
    expect(PLAN_SCALE.unitsPerMetre).toBe(50);
    expect(ACCESSIBLE_ROUTE_M).toBe(0.915);
  });

  it('measures each item to each wall and the items to each other (hand-computed, default layout)', () => {
    const list = compute(defaults).passages;
    // Sofa 60–200 × 120–168: left 60 px, right 560 − 200 = 360, top 120, bottom 360 − 168 = 192.
    // Table 220–310 × 70–130: left 220, right 250, top 70, bottom 230. Sofa–Table 20 px across x 200–220.
    expect(list.map((p) => [passageName(p), p.widthPx])).toEqual([
      ['Sofa – left wall', 60],
      ['Sofa – right wall', 360],
      ['Sofa – top wall', 120],
      ['Sofa – bottom wall', 192],
      ['Table – left wall', 220],
      ['Table – right wall', 250],
      ['Table – top wall', 70],
      ['Table – bottom wall', 230],
      ['Sofa – Table', 20],
    ]);
    expect(list.map((p) => p.widthM)).toEqual([1.2, 7.2, 2.4, 3.84, 4.4, 5, 1.4, 4.6, 0.4]);
    // The Sofa–Table dimension runs across the gap at the middle of their common rows (y 120–130).
    expect(list[8]).toMatchObject({ from: { x: 200, y: 125 }, to: { x: 220, y: 125 }, wideEnough: false });
    expect(list.filter((p) => !p.wideEnough).map(passageName)).toEqual(['Sofa – Table']);
    expect(compute(defaults).narrowest).toEqual(list[8]);
  });

  it('calls exactly 0.915 m wide enough and anything narrower too narrow', () => {
    // The sofa 45.75 px from the left wall: 45.75 × 2 cm = 91.5 cm = 0.915 m exactly.
    const exact = passages([{ ...DEFAULT_SOFA, x: 45.75, y: 100 }]);
    expect(exact[0]).toMatchObject({ between: ['Sofa', 'left wall'], widthPx: 45.75, wideEnough: true });
    expect(exact[0]!.widthM).toBeCloseTo(0.915, 12);
    expect(passageVerdict(exact[0]!)).toBe('wide enough');
    const under = passages([{ ...DEFAULT_SOFA, x: 45.7, y: 100 }]);
    expect(passageVerdict(under[0]!)).toBe('too narrow');
    expect(meetsAccessibleWidth(0.9144)).toBe(false);
  });

  it('measures items apart both ways corner to corner (a 3-4-5 triangle), and touching items as closed', () => {
    // Sofa 0–140 × 0–48; table at (170, 88): 30 px across and 40 down → 50 px = 1.00 m, corner (140, 48) to (170, 88).
    const [sofa, table] = [{ ...DEFAULT_SOFA, x: 0, y: 0 }, { ...DEFAULT_TABLE, x: 170, y: 88 }];
    const between = passages([sofa, table]).at(-1)!;
    expect(between).toMatchObject({ widthPx: 50, widthM: 1, wideEnough: true, from: { x: 140, y: 48 }, to: { x: 170, y: 88 } });
    // The same with the table below-left of the sofa: from the table's top-right to the sofa's bottom-left.
    const flipped = passages([{ ...DEFAULT_SOFA, x: 200, y: 0 }, { ...DEFAULT_TABLE, x: 80, y: 88 }]).at(-1)!;
    expect(flipped).toMatchObject({ widthPx: 50, from: { x: 170, y: 88 }, to: { x: 200, y: 48 } });
    // The sofa against the left wall: closed, not counted; the narrowest open one is the table's 70 px to the top wall
    // (the sofa, now 0–140, is 80 px from the table).
    const againstWall = compute(moveItem(defaults, 'sofa', 0, 120));
    expect(passageVerdict(againstWall.passages[0]!)).toBe('closed');
    expect(againstWall.narrowest).toMatchObject({ between: ['Table', 'top wall'], widthPx: 70 });
    expect(againstWall.passages.at(-1)!.widthPx).toBe(80);
    expect(narrowestPassage([])).toBeNull();
    expect(outputs({ ...compute(defaults), narrowest: null })[1]).toEqual({ label: 'Narrowest passage', text: 'none open' });
    expect(buildPrompt(defaults, { ...compute(defaults), narrowest: null })).toContain('No passage is open: every piece stands within 0.30 m of the walls and the other pieces.');
  });

  it('a gap under 0.30 m is closed, not too narrow: the two stand together (a chair at its table), and the narrowest open passage is the next', () => {
    // The sofa 0.28 m (14 px) left of the table, then 0.30 m (15 px): closed, then open and too narrow.
    const at = (gapPx: number) => compute(moveItem(defaults, 'sofa', 220 - 140 - gapPx, 70));
    const tight = at(14);
    const gap = tight.passages.find((p) => p.between.join() === 'Sofa,Table')!;
    expect(gap).toMatchObject({ widthM: 0.28, open: false, wideEnough: false });
    expect(passageVerdict(gap)).toBe('closed');
    expect(tight.narrowest?.between).not.toEqual(['Sofa', 'Table']);
    expect(tight.narrowest!.widthM).toBeGreaterThanOrEqual(MIN_PASSAGE_M);
    const open = at(15).passages.find((p) => p.between.join() === 'Sofa,Table')!;
    expect(open).toMatchObject({ widthM: 0.3, open: true, wideEnough: false });
    expect(passageVerdict(open)).toBe('too narrow');
    expect(at(15).narrowest).toMatchObject({ between: ['Sofa', 'Table'], widthM: 0.3 });
    // The defaults keep the spec's sample: the sofa 0.40 m from the table, too narrow, the narrowest.
    expect(compute(defaults).narrowest).toMatchObject({ between: ['Sofa', 'Table'], widthM: 0.4, open: true, wideEnough: false });
  });

  it('an empty room has no passage: none, not 0.00 m, and the prompt does not say the furniture closes them', () => {
    const empty = compute({ ...defaults, items: [] });
    expect(empty.items).toEqual([]);
    expect(outputs(empty)[1]).toEqual({ label: 'Narrowest passage', text: 'none (no furniture)' });
    const prompt = buildPrompt({ ...defaults, items: [] }, empty);
    expect(prompt).toContain('Furniture: none yet.');
    expect(prompt).toContain('- none: the room is empty');
    expect(prompt).not.toContain('No passage is open');
    expect(prompt).not.toContain('Narrowest passage');
  });
});

describe('flow-pattern: particles (seeded, typed arrays)', () => {
  const items = DEFAULT_FURNITURE;

  it('creates 80 particles by default and any N on request', () => {
    const state = createFlow({ seed: 1, items });
    expect(state.count).toBe(80);
    expect(state.x).toBeInstanceOf(Float32Array);
    expect(state.vy).toBeInstanceOf(Float32Array);
    expect(createFlow({ seed: 1, count: 0 }).count).toBe(0);
    expect(createFlow({ seed: 1, count: 1000 }).x).toHaveLength(1000);
    expect(createFlow({ seed: 1, count: 2.7 }).count).toBe(2);
    expectInvariants(state, items);
  });

  it('stay in the canvas, under the per-frame caps and never inside furniture over many steps', () => {
    const state = createFlow({ seed: 7, items });
    const dts = [1 / 60, 1 / 30, 0.1, 1 / 144, 5, 0.05];
    for (let step = 0; step < 3000; step += 1) {
      stepFlow(state, dts[step % dts.length]!, { items });
      expectInvariants(state, items);
    }
  });

  it('never end a step inside an item that is being dragged over them', () => {
    const state = createFlow({ seed: 3, count: 400, items });
    for (let step = 0; step < 1500; step += 1) {
      const sofa = clampItem({ ...DEFAULT_SOFA, x: 60 + ((step * 3) % 400), y: 120 + Math.round(80 * Math.sin(step / 40)) });
      const table = clampItem({ ...DEFAULT_TABLE, x: 470 - ((step * 2) % 470), y: (step * 5) % 300 });
      stepFlow(state, 1 / 60, { items: [sofa, table] });
      expectInvariants(state, [sofa, table]);
    }
  });

  it('are pushed out of overlapping items and items against the walls', () => {
    const layouts: FurnitureItem[][] = [
      [{ ...DEFAULT_SOFA, x: 200, y: 150 }, { ...DEFAULT_TABLE, x: 250, y: 140 }],
      [{ ...DEFAULT_SOFA, x: 0, y: 0 }, { ...DEFAULT_TABLE, x: 0, y: 300 }],
      [{ ...DEFAULT_SOFA, x: 420, y: 312 }, { ...DEFAULT_TABLE, x: 0.3, y: 149.7 }],
    ];
    for (const layout of layouts) {
      const state = createFlow({ seed: 11, count: 1000 });
      for (let step = 0; step < 300; step += 1) {
        stepFlow(state, 1 / 60, { items: layout });
        expectInvariants(state, layout);
      }
    }
  });

  it('repeat exactly for the same seed, and differ for another seed', () => {
    const run = (seed: number): FlowState => {
      const state = createFlow({ seed, items });
      for (let step = 0; step < 500; step += 1) stepFlow(state, step % 2 ? 1 / 60 : 1 / 50, { items });
      return state;
    };
    const a = run(42);
    const b = run(42);
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.vx)).toEqual(Array.from(b.vx));
    expect(Array.from(a.vy)).toEqual(Array.from(b.vy));
    expect(Array.from(run(43).x)).not.toEqual(Array.from(a.x));
  });

  it('stream from left to right and around the furniture', () => {
    const state = createFlow({ seed: 5, items });
    let wrapped = 0;
    let meanVx = 0;
    let deflected = 0;
    for (let step = 0; step < 1200; step += 1) {
      const before = Float32Array.from(state.x);
      stepFlow(state, 1 / 60, { items });
      for (let i = 0; i < state.count; i += 1) {
        if (before[i]! - state.x[i]! > W / 2) wrapped += 1;
        meanVx += state.vx[i]!;
        // Just ahead of the sofa, within its height band: the flow turns up or down.
        if (state.x[i]! > 20 && state.x[i]! < 58 && state.y[i]! > 124 && state.y[i]! < 164 && Math.abs(state.vy[i]!) > 0.3) deflected += 1;
      }
    }
    meanVx /= 1200 * state.count;
    expect(meanVx).toBeGreaterThan(1);
    expect(wrapped).toBeGreaterThan(200);
    expect(deflected).toBeGreaterThan(50);
  });

  it('a step of 0 (or NaN) s moves nothing; dt is clamped to 0.1 s', () => {
    const state = createFlow({ seed: 9, items });
    const x = Array.from(state.x);
    stepFlow(state, 0, { items });
    stepFlow(state, NaN, { items });
    stepFlow(state, -1, { items });
    expect(Array.from(state.x)).toEqual(x);
    const a = createFlow({ seed: 2, items });
    const b = createFlow({ seed: 2, items });
    stepFlow(a, 0.1, { items });
    stepFlow(b, 30, { items });
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
  });
});
