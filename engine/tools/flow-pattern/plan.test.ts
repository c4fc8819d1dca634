import { describe, expect, it } from 'vitest';
import { planFromLink } from '../../plan/link';
import { inputsFromQuery, inputsToQuery } from '../query';
import * as engine from './index';
import {
  MAX_ITEMS,
  PASSAGES_LISTED_IN_FULL,
  addItem,
  adjust,
  buildPrompt,
  compute,
  createFlow,
  defaults,
  duplicateItem,
  flowPlan,
  itemChangeNames,
  insideAny,
  moveItem,
  passageName,
  removeItem,
  rotateItem,
  splitPassages,
  stepFlow,
  turnedItem,
  type Inputs,
} from './index';

/** `count` pieces added one by one (chairs, beds, sofas … in turn) to the default room. */
function furnished(count: number, base: Inputs = defaults): Inputs {
  const kinds = ['chair', 'armchair', 'bed1', 'coffee', 'night', 'shelf', 'office', 'fridge'];
  let inputs = base;
  for (let k = inputs.items.length; k < count; k += 1) inputs = addItem(inputs, kinds[k % kinds.length]!);
  return inputs;
}

const overlapsOf = (inputs: Inputs) => compute(inputs).clearance.overlaps;

describe('flow-pattern: the furniture list', () => {
  it('adds a catalogue piece in free space, labelled and selected; a custom box with its own size', () => {
    const one = addItem(defaults, 'chair');
    const result = compute(one);
    expect(result.items.map((item) => item.label)).toEqual(['Sofa', 'Table', 'Dining chair']);
    expect(result.selected?.label).toBe('Dining chair');
    // 0.45 × 0.50 m = 22.5 × 25 px, and it overlaps nothing.
    expect(result.items[2]).toMatchObject({ w: 22.5, h: 25, heightM: 0.9, rot: 0 });
    expect(overlapsOf(one)).toEqual([]);
    const two = addItem(one, 'chair');
    expect(compute(two).items.map((item) => item.label).at(-1)).toBe('Dining chair 2');
    const box = compute(addItem(defaults, 'box', { w: 1.5, d: 0.5, h: 2 })).items[2]!;
    expect(box).toMatchObject({ kind: 'box', label: 'Custom box', w: 75, h: 25, heightM: 2 });
    expect(addItem(defaults, 'rocket')).toBe(defaults);
  });

  it('keeps to 40 pieces, overlapping none while there is room', () => {
    const full = furnished(MAX_ITEMS);
    expect(full.items).toHaveLength(40);
    expect(overlapsOf(full)).toEqual([]);
    expect(addItem(full, 'chair')).toBe(full);
    expect(duplicateItem(full, full.items[0]!.id)).toBe(full);
  });

  it('turns a piece a quarter about its centre, kept inside the room', () => {
    const turned = rotateItem(defaults, 'sofa');
    // The sofa's centre (130, 144): 48 × 140 about it.
    expect(turned.items[0]).toMatchObject({ x: 106, y: 74, w: 48, h: 140, rot: 90 });
    expect(turned.selected).toBe('sofa');
    // Against the bottom wall: turned, then moved back inside.
    const low = rotateItem(moveItem(defaults, 'sofa', 0, 312), 'sofa');
    expect(low.items[0]).toMatchObject({ x: 46, y: 220, w: 48, h: 140 });
    let around = defaults;
    for (let k = 0; k < 4; k += 1) around = rotateItem(around, 'sofa');
    expect(around.items[0]).toMatchObject({ x: 60, y: 120, w: 140, h: 48, rot: 0 });
    // The plan shows a turn before the inputs have it with the same box (turnedItem).
    expect(turnedItem({ x: 60, y: 120, w: 140, h: 48 }, 560, 360)).toEqual({ x: 106, y: 74, w: 48, h: 140 });
    expect(turnedItem({ x: 0, y: 312, w: 140, h: 48 }, 560, 360)).toEqual({ x: 46, y: 220, w: 48, h: 140 });
  });

  it('copies a piece beside it and removes one', () => {
    const copied = duplicateItem(defaults, 'table');
    const copy = compute(copied).items[2]!;
    expect(copy).toMatchObject({ kind: 'table', label: 'Table 2', x: 320, y: 70, w: 90, h: 60 });
    expect(copied.selected).toBe(copy.id);
    const removed = removeItem(copied, 'sofa');
    expect(compute(removed).items.map((item) => item.label)).toEqual(['Table', 'Table 2']);
    expect(removed.selected).toBeNull();
    expect(compute(removeItem(removed, removed.items[0]!.id)).items[0]!.label).toBe('Table');
  });

  it('a smaller room moves the pieces inside it; the fields follow', () => {
    const small = adjust(defaults, { ...defaults, roomWidth: 3 });
    expect(compute(small).widthPx).toBe(150);
    expect(small.items.map((item) => [item.x, item.y])).toEqual([[10, 120], [60, 70]]);
    // Out of range: 2–30 m.
    expect(adjust(defaults, { ...defaults, roomWidth: -4, roomDepth: Number.NaN })).toMatchObject({ roomWidth: 2, roomDepth: 7.2 });
    // Feet: the same room.
    const feet = adjust(defaults, { ...defaults, units: 'ft' });
    expect(compute(feet).widthPx).toBeCloseTo(560, 6);
    expect(buildPrompt(feet, compute(feet))).toContain('11.20 m wide and 7.20 m deep (36.75 ft × 23.62 ft; plan view');
  });

  it('the prompt speaks of the room and every piece, turned or not; no NaN', () => {
    const inputs = rotateItem(adjust(addItem(defaults, 'bed2'), { ...addItem(defaults, 'bed2'), roomWidth: 9 }), 'table');
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('The room is 9.00 m wide and 7.20 m deep');
    expect(prompt).toContain('a double bed (1.40 m × 2.00 m)');
    expect(prompt).toContain('a table (1.80 m × 1.20 m)');
    expect(prompt).toContain('turned 90°');
    expect(prompt).toContain('Furniture (3 pieces');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
    const empty = removeItem(removeItem(defaults, 'sofa'), 'table');
    expect(buildPrompt(empty, compute(empty))).toContain('Furniture: none yet.');
  });

  it('lists every passage up to 16; on a fuller plan the narrow ones one by one and the wide ones counted, in the prompt as in the table', () => {
    // The defaults: nine passages, each listed (wide ones included).
    expect(splitPassages(compute(defaults).passages)).toEqual({ listed: compute(defaults).passages, wide: [] });
    const full = furnished(40);
    const { passages: list } = compute(full);
    expect(list.length).toBeGreaterThan(PASSAGES_LISTED_IN_FULL);
    const { listed, wide } = splitPassages(list);
    expect(listed.every((p) => !p.wideEnough)).toBe(true);
    expect(wide.every((p) => p.wideEnough)).toBe(true);
    expect(listed.length + wide.length).toBe(list.length);
    const prompt = buildPrompt(full, compute(full));
    for (const p of listed) expect(prompt).toContain(`- ${passageName(p)}: `);
    const widths = wide.map((p) => p.widthM);
    const range = `${Math.min(...widths).toFixed(2)} m to ${Math.max(...widths).toFixed(2)} m`;
    expect(prompt).toContain(`- ${wide.length} other passages are wide enough (${range})`);
    expect(prompt).not.toContain(', wide enough\n');
    // A roomy plan of many pieces, none narrow: every passage counted together.
    let spread = removeItem(adjust(defaults, { ...defaults, roomWidth: 30, roomDepth: 30 }), 'table');
    for (let k = 0; k < 4; k += 1) spread = addItem(spread, 'night');
    // Set apart on a diagonal (px, 50 px = 1 m): every gap several metres.
    compute(spread).items.forEach((item, k) => (spread = moveItem(spread, item.id, 100 + k * 300, 100 + k * 300)));
    const spreadList = compute(spread).passages;
    expect(spreadList.length).toBeGreaterThan(PASSAGES_LISTED_IN_FULL);
    expect(spreadList.every((p) => p.wideEnough)).toBe(true);
    expect(buildPrompt(spread, compute(spread))).toMatch(new RegExp(`- all ${spreadList.length} passages are wide enough \\(\\d\\.\\d\\d m to \\d+\\.\\d\\d m\\)`));
  });
});

describe('flow-pattern: what undo says', () => {
  it('names moved, turned, added and removed pieces, the same either way', () => {
    expect(itemChangeNames(defaults, moveItem(defaults, 'sofa', 100, 100))).toEqual(['Sofa X', 'Sofa Y']);
    expect(itemChangeNames(defaults, rotateItem(defaults, 'table'))).toEqual(['Table turned']);
    const added = addItem(addItem(defaults, 'chair'), 'chair');
    expect(itemChangeNames(addItem(defaults, 'chair'), added)).toEqual(['Dining chair 2']);
    expect(itemChangeNames(added, addItem(defaults, 'chair'))).toEqual(['Dining chair 2']);
    expect(itemChangeNames(defaults, { ...defaults, selected: 'sofa' })).toBeUndefined();
  });
});

describe('flow-pattern: the plan in a link', () => {
  it('writes plan= in metres and reads it back', () => {
    const inputs = rotateItem(furnished(6), 'table');
    const query = inputsToQuery(engine, inputs);
    const plan = planFromLink(new URLSearchParams(query).get('plan'));
    expect(plan?.room).toEqual({ w: 11.2, d: 7.2 });
    expect(plan?.items[0]).toEqual({ kind: 'sofa', x: 1.2, y: 2.4, w: 2.8, d: 0.96, h: 0.85, rot: 0 });
    const back = inputsFromQuery(engine, query);
    expect(compute(back).items.map(({ label, x, y, w, h, rot }) => ({ label, x, y, w, h, rot }))).toEqual(
      compute(inputs).items.map(({ label, x, y, w, h, rot }) => ({ label, x, y, w, h, rot })),
    );
  });

  it('a 40-piece plan’s query stays under 2,000 characters', () => {
    const full = furnished(MAX_ITEMS);
    const query = inputsToQuery(engine, full);
    expect(query.length).toBeLessThan(2000);
    expect(inputsFromQuery(engine, query).items).toHaveLength(40);
  });

  it('reads the old sofaX, sofaY, tableX, tableY links, clamped like a drag', () => {
    const old = inputsFromQuery(engine, 'sofaX=100&sofaY=999&tableX=abc&tableY=10');
    expect(compute(old).items.map((item) => [item.label, item.x, item.y])).toEqual([['Sofa', 100, 312], ['Table', 220, 10]]);
    // A broken plan= is ignored as a whole.
    expect(inputsFromQuery(engine, 'plan=1*bad').items).toEqual(defaults.items);
  });

  it('a plan link from another tool sets the room (in feet when the link says so)', () => {
    const query = 'units=ft&plan=1*400-300*chair-100-100-1**';
    const inputs = inputsFromQuery(engine, query);
    expect(inputs.units).toBe('ft');
    expect(compute(inputs).room.w).toBeCloseTo(4, 2);
    expect(compute(inputs).items[0]).toMatchObject({ label: 'Dining chair', x: 50, y: 50, w: 25, h: 22.5, rot: 90 });
  });

  it('flowPlan gives the plan in metres with the openings as held', () => {
    const door = { kind: 'door' as const, wall: 'left' as const, at: 1, width: 0.9, hinge: 'start' as const };
    const plan = flowPlan({ ...defaults, openings: [door] });
    expect(plan).toEqual({
      room: { w: 11.2, d: 7.2 },
      items: [
        { kind: 'sofa', x: 1.2, y: 2.4, w: 2.8, d: 0.96, h: 0.85, rot: 0 },
        { kind: 'table', x: 4.4, y: 1.4, w: 1.8, d: 1.2, h: 0.75, rot: 0 },
      ],
      openings: [door],
      zones: [],
    });
  });
});

describe('flow-pattern: particles around 40 pieces', () => {
  const full = compute(furnished(MAX_ITEMS));
  const items = full.items;

  it('never end a step inside an item, stay in the room, and reach the exits', () => {
    const state = createFlow({ seed: 4, items, widthPx: full.widthPx, heightPx: full.heightPx });
    let exited = 0;
    for (let step = 0; step < 2000; step += 1) {
      const before = Float32Array.from(state.x);
      stepFlow(state, 1 / 60, { items });
      for (let i = 0; i < state.count; i += 1) {
        if (before[i]! - state.x[i]! > full.widthPx / 2) exited += 1;
        const x = state.x[i]!;
        const y = state.y[i]!;
        if (!(x >= 0 && x <= full.widthPx && y >= 0 && y <= full.heightPx)) throw new Error(`out at ${x}, ${y}`);
        if (insideAny(items, x, y) >= 0) throw new Error(`particle ${i} inside an item at ${x}, ${y}`);
      }
    }
    expect(exited).toBeGreaterThan(50);
  });

  it('follow explicit entries and exits: in through a door at the top, out through one on the right', () => {
    const room = { widthPx: 300, heightPx: 200 };
    const entries = [{ wall: 'top' as const, start: 40, end: 90 }];
    const exits = [{ wall: 'right' as const, start: 120, end: 170 }];
    const state = createFlow({ seed: 8, count: 60, ...room });
    let out = 0;
    let reentered = 0;
    for (let step = 0; step < 3000; step += 1) {
      const bx = Float32Array.from(state.x);
      stepFlow(state, 1 / 60, { items: [], entries, exits });
      for (let i = 0; i < state.count; i += 1) {
        if (bx[i]! > 250 && state.y[i]! === 0) {
          out += 1;
          expect(state.x[i]!).toBeGreaterThanOrEqual(40);
          expect(state.x[i]!).toBeLessThanOrEqual(90);
        }
        if (state.y[i]! === 0 && state.x[i]! >= 40 && state.x[i]! <= 90) reentered += 1;
      }
    }
    expect(out).toBeGreaterThan(30);
    expect(reentered).toBeGreaterThan(30);
  });

  it('a step with 40 items takes well under 1 ms', () => {
    const state = createFlow({ seed: 1, items, widthPx: full.widthPx, heightPx: full.heightPx });
    for (let step = 0; step < 200; step += 1) stepFlow(state, 1 / 60, { items });
    const runs = 500;
    const start = performance.now();
    for (let step = 0; step < runs; step += 1) stepFlow(state, 1 / 60, { items });
    expect((performance.now() - start) / runs).toBeLessThan(1);
  });
});

describe('flow-pattern: a selection measures nothing again', () => {
  it('reuses the layout (passages, plan, clearance) when only the selection changes, and measures anew when a piece or the room changes', () => {
    const base = { ...engine.addItem(engine.defaults, 'armchair'), selected: null };
    const first = engine.compute(base);
    const selected = engine.compute({ ...base, selected: base.items[0]!.id });
    expect(selected.selected?.id).toBe(base.items[0]!.id);
    expect(first.selected).toBeNull();
    expect(selected.passages).toBe(first.passages);
    expect(selected.plan).toBe(first.plan);
    const moved = engine.moveItem(base, base.items[0]!.id, base.items[0]!.x + 20, base.items[0]!.y);
    const afterMove = engine.compute(moved);
    expect(afterMove.passages).not.toBe(first.passages);
    expect(afterMove.items[0]!.x).toBe(base.items[0]!.x + 20);
    const wider = engine.compute({ ...moved, roomWidth: moved.roomWidth + 1 });
    expect(wider.room.w).toBe(moved.roomWidth + 1);
    expect(wider.passages).not.toBe(afterMove.passages);
  });
});

describe('flow-pattern: a piece larger than the room', () => {
  it('is flagged and stated, in the caption’s words and the prompt, until it fits turned or in a larger room', () => {
    expect(compute(defaults).tooLarge).toEqual([]);
    expect(buildPrompt(defaults, compute(defaults))).not.toContain('does not fit');
    // A 2 × 3 m room: the 2.80 m sofa runs through the right wall; the table (1.80 × 1.20 m) fits.
    const small = adjust(defaults, { ...defaults, roomWidth: 2, roomDepth: 3 });
    const result = compute(small);
    expect(result.tooLarge).toEqual(['sofa']);
    expect(engine.tooLargeText(result, 'm')).toBe('Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room.');
    expect(buildPrompt(small, result)).toContain('Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room. Suggest a smaller piece, or where it fits turned.');
    // Turned, 0.96 × 2.80 m, it fits.
    const turned = rotateItem(small, 'sofa');
    expect(compute(turned).tooLarge).toEqual([]);
    expect(engine.tooLargeText(compute(turned), 'm')).toBe('');
  });
});

describe('flow-pattern: pieces named in the prompt', () => {
  it('keeps a name’s capitals: a TV unit, not a tv unit', () => {
    const prompt = buildPrompt(addItem(defaults, 'tv'), compute(addItem(defaults, 'tv')));
    expect(prompt).toContain('a TV unit (1.50 m × 0.40 m)');
    expect(prompt).not.toContain('tv unit');
  });
});
