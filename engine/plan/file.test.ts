import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { openPlanFile, PLAN_FILE_FORMAT, PLAN_FILE_VERSION, planFromFile, planSummary, planToFile, type PlanFileSource } from './file';
import { makeItem, zoneName } from './geometry';
import type { Plan, PlanItem } from './types';

const room = { w: 11.2, d: 7.2 };

function fullPlan(): Plan {
  return {
    room,
    items: [makeItem('sofa', 1.2, 2.4)!, makeItem('bed2', 6.25, 3.125, 90)!, makeItem('box', 4, 1, 270, { w: 0.6, d: 1.2, h: 0.75 })!],
    openings: [
      { kind: 'door', wall: 'left', at: 3, width: 0.9, hinge: 'start' },
      { kind: 'door', wall: 'bottom', at: 7.5, width: 0.8, hinge: 'end' },
      { kind: 'window', wall: 'top', at: 5.5, width: 2.4, hinge: 'start' },
    ],
    zones: [
      { name: 'Living', x: 1, y: 1, w: 4, d: 3, privacy: 0.2 },
      { name: 'Sleeping', x: 6, y: 1, w: 4.5, d: 5, privacy: 0.9 },
    ],
  };
}

function fortyItems(): PlanItem[] {
  return Array.from({ length: 40 }, (_, i) => {
    const entry = CATALOGUE[i % CATALOGUE.length]!;
    return makeItem(entry.id, (i % 8) * 1.3, Math.floor(i / 8) * 1.3, ([0, 90, 180, 270] as const)[i % 4])!;
  });
}

/** A valid file as an object, to spoil one field at a time. */
const fileObject = (plan: Plan = fullPlan()): Record<string, unknown> => JSON.parse(planToFile(plan, { tool: 'flow-pattern' })) as Record<string, unknown>;
const read = (value: unknown): ReturnType<typeof planFromFile> => planFromFile(typeof value === 'string' ? value : JSON.stringify(value));
const refusal = (value: unknown): string => {
  const result = read(value);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
};
/** A valid file with `patch` applied to its parsed object. */
const spoiled = (patch: (file: Record<string, unknown> & { items: Record<string, unknown>[]; openings: Record<string, unknown>[]; zones: Record<string, unknown>[]; room: Record<string, unknown> }) => void): unknown => {
  const file = fileObject() as Parameters<typeof patch>[0];
  patch(file);
  return file;
};

describe('plan file: writing', () => {
  it('writes the versioned schema in metres, rounded to the millimetre, with names for people', () => {
    const plan: Plan = { ...fullPlan(), items: [{ ...makeItem('sofa', 1.2, 2.4)!, x: 1.23456 }] };
    const file = fileObject(plan);
    expect(file).toMatchObject({ format: PLAN_FILE_FORMAT, version: PLAN_FILE_VERSION, tool: 'flow-pattern', units: 'm', room: { width: 11.2, depth: 7.2 } });
    expect(file.items).toEqual([{ kind: 'sofa', name: 'Sofa', x: 1.235, y: 2.4, width: 2.8, depth: 0.96, height: 0.85, rotation: 0 }]);
    expect(file.openings).toContainEqual({ kind: 'door', wall: 'left', at: 3, width: 0.9, hinge: 'start' });
    expect(file.zones).toContainEqual({ name: 'Living', x: 1, y: 1, width: 4, depth: 3, privacy: 0.2 });
    expect(planToFile(plan, { tool: 'flow-pattern' })).toContain('\n  "format": "promptarc-plan",\n');
  });
});

describe('plan file: reading', () => {
  it('round-trips a full plan (furniture turned, a custom box, doors, a window, zones)', () => {
    const plan = fullPlan();
    expect(read(planToFile(plan, { tool: 'flow-pattern' }))).toEqual({ ok: true, plan });
  });

  it('keeps the units the plan was shown in: "displayUnits" written when given, read back, anything but m or ft refused', () => {
    const plan = fullPlan();
    const inFeet = planToFile(plan, { tool: 'flow-pattern', displayUnits: 'ft' });
    expect(JSON.parse(inFeet)).toMatchObject({ units: 'm', displayUnits: 'ft', room: { width: 11.2, depth: 7.2 } });
    expect(read(inFeet)).toStrictEqual({ ok: true, plan, displayUnits: 'ft' });
    expect(read(planToFile(plan, { tool: 'flow-pattern', displayUnits: 'm' }))).toStrictEqual({ ok: true, plan, displayUnits: 'm' });
    // A file without it (an older one, or one written by hand) says nothing of units.
    expect(Object.keys(fileObject(plan))).not.toContain('displayUnits');
    expect(read(fileObject(plan))).toStrictEqual({ ok: true, plan });
    for (const bad of ['in', 'FT', 1, null, ['ft']]) {
      expect(read({ ...fileObject(plan), displayUnits: bad })).toEqual({ ok: false, message: 'The plan file\'s "displayUnits" must be "m" or "ft".' });
    }
  });

  it('opens every zone name the name field gives (markup and control characters left out there), so a saved plan always opens', () => {
    const typed = ['<b>Bold</b>&amp;', 'Kids <3', 'Tab\there', 'Näherei ☕', '\u0085Hall'];
    const plan: Plan = { ...fullPlan(), zones: typed.map((raw, index) => ({ name: zoneName(raw, `Zone ${index + 1}`), x: index, y: 0, w: 1, d: 1, privacy: 0.5 })) };
    expect(plan.zones.map((zone) => zone.name)).toEqual(['bBold/b&amp;', 'Kids 3', 'Tab here', 'Näherei ☕', 'Hall']);
    expect(read(planToFile(plan, { tool: 'zoning-mapper' }))).toEqual({ ok: true, plan });
  });

  it('round-trips 40 items after rounding to the millimetre', () => {
    const plan: Plan = { room: { w: 12, d: 9 }, items: fortyItems().map((item) => ({ ...item, x: item.x + 0.00049 })), openings: [], zones: [] };
    const mm = (metres: number): number => Math.round(metres * 1000) / 1000;
    const rounded = { ...plan, items: plan.items.map((item) => ({ ...item, x: mm(item.x), y: mm(item.y) })) };
    const result = read(planToFile(plan, { tool: 'flow-pattern' }));
    expect(result).toEqual({ ok: true, plan: rounded });
    expect(planToFile(plan, { tool: 'flow-pattern' }).length).toBeLessThan(12_000);
  });

  it('takes a catalogue piece\'s size from the catalogue, a custom box\'s from the file (as placed)', () => {
    const result = read(spoiled((f) => {
      f.items = [
        { kind: 'sofa', name: 'Big sofa', x: 1, y: 1, width: 9, depth: 9, height: 9, rotation: 90 },
        { kind: 'box', x: 5, y: 1, width: 1.2, depth: 0.6, height: 2, rotation: 90 },
        { kind: 'chair', x: 8, y: 1 },
      ];
    }));
    expect(result.ok && result.plan.items).toEqual([
      { kind: 'sofa', x: 1, y: 1, w: 0.96, d: 2.8, h: 0.85, rot: 90 },
      { kind: 'box', x: 5, y: 1, w: 1.2, d: 0.6, h: 2, rot: 90 },
      { kind: 'chair', x: 8, y: 1, w: 0.45, d: 0.5, h: 0.9, rot: 0 },
    ]);
  });

  it('clamps what lies within bounds but outside the room into it (not an error)', () => {
    const result = read(spoiled((f) => {
      f.room = { width: 5, depth: 4 };
      f.items = [{ kind: 'sofa', x: 900, y: 900, rotation: 0 }];
      f.openings = [{ kind: 'door', wall: 'top', at: 40, width: 3, hinge: 'end' }];
      f.zones = [
        { name: 'A', x: 100, y: 0, width: 40, depth: 2, privacy: 0 },
        { name: 'B', x: 0, y: 0, width: 1, depth: 1, privacy: 1 },
      ];
    }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.items[0]).toMatchObject({ x: 5 - 2.8, y: 4 - 0.96 });
    expect(result.plan.openings[0]).toEqual({ kind: 'door', wall: 'top', at: 4, width: 1, hinge: 'end' });
    expect(result.plan.zones[0]).toMatchObject({ x: 0, w: 5, d: 2 });
  });

  it('reads a plan without zones or openings (a furniture plan), fields left out as empty', () => {
    const result = read({ format: 'promptarc-plan', version: 1, room: { width: 3, depth: 2 } });
    expect(result).toEqual({ ok: true, plan: { room: { w: 3, d: 2 }, items: [], openings: [], zones: [] } });
  });

  it('returns a new plan and touches nothing it was given', () => {
    const text = planToFile(fullPlan(), { tool: 'zoning-mapper' });
    const a = read(text);
    const b = read(text);
    expect(a).toEqual(b);
    expect(a.ok && b.ok && a.plan !== b.plan && a.plan.items !== b.plan.items).toBe(true);
  });
});

describe('plan file: refusals', () => {
  const cases: [string, unknown, string][] = [
    ['a file over 256 KB', `{"format":"promptarc-plan","version":1,"pad":"${'x'.repeat(300 * 1024)}"}`, 'This file is larger than 256 KB: a plan file is much smaller.'],
    ['text that is not JSON', '{"format": "promptarc-plan",', 'This file is not a plan file: it is not valid JSON.'],
    ['an empty file', '', 'This file is not a plan file: it is not valid JSON.'],
    ['an array', '[1, 2, 3]', 'This is not a PromptArc plan file (it is not a JSON object).'],
    ['a number', '42', 'This is not a PromptArc plan file (it is not a JSON object).'],
    ['null', 'null', 'This is not a PromptArc plan file (it is not a JSON object).'],
    ['another format', { format: 'blueprint3d', version: 1 }, 'This is not a PromptArc plan file (no "format": "promptarc-plan").'],
    ['no format', { version: 1, room: { width: 3, depth: 3 } }, 'This is not a PromptArc plan file (no "format": "promptarc-plan").'],
    ['a later version', spoiled((f) => void (f.version = 3)), 'This plan file is version 3; this site reads version 1.'],
    ['a version as text', spoiled((f) => void (f.version = '1')), 'This plan file has no version number ("version": 1).'],
    ['feet', spoiled((f) => void (f.units = 'ft')), 'This plan file\'s lengths must be in metres ("units": "m").'],
    ['markup as the tool', spoiled((f) => void (f.tool = '<script>')), 'The plan file\'s "tool" must be a tool\'s name, such as "flow-pattern".'],
    ['no room', spoiled((f) => void delete (f as Record<string, unknown>).room), 'The plan file has no room ("room": { "width": …, "depth": … }).'],
    ['a room as an array', spoiled((f) => void ((f as Record<string, unknown>).room = [11, 7])), 'The plan file has no room ("room": { "width": …, "depth": … }).'],
    ['a room too narrow', spoiled((f) => void (f.room.width = 1.5)), 'Room width must be a number of metres between 2 and 30.'],
    ['a room too deep', spoiled((f) => void (f.room.depth = 31)), 'Room depth must be a number of metres between 2 and 30.'],
    ['a room width as text', spoiled((f) => void (f.room.width = '11.2')), 'Room width must be a number of metres between 2 and 30.'],
    ['a room width of 1e308', spoiled((f) => void (f.room.width = 1e308)), 'Room width must be a number of metres between 2 and 30.'],
    ['a room width as "NaN"', spoiled((f) => void (f.room.width = 'NaN')), 'Room width must be a number of metres between 2 and 30.'],
    ['a room width as "Infinity"', spoiled((f) => void (f.room.width = 'Infinity')), 'Room width must be a number of metres between 2 and 30.'],
    ['items as an object', spoiled((f) => void ((f as Record<string, unknown>).items = { 0: {} })), '"items" must be a list ([…]).'],
    ['41 items', { ...fileObject(), items: Array.from({ length: 41 }, () => ({ kind: 'chair', x: 0, y: 0, rotation: 0 })) }, 'This plan has 41 pieces of furniture; a plan holds at most 40.'],
    ['13 openings', { ...fileObject(), openings: Array.from({ length: 13 }, () => ({ kind: 'window', wall: 'top', at: 0, width: 1 })) }, 'This plan has 13 doors and windows; a plan holds at most 12.'],
    ['13 zones', { ...fileObject(), zones: Array.from({ length: 13 }, () => ({ name: 'Z', x: 0, y: 0, width: 1, depth: 1, privacy: 0 })) }, 'This plan has 13 zones; a plan holds at most 12.'],
    ['1 zone', spoiled((f) => void f.zones.pop()), 'A zoning plan needs at least 2 zones; this one has 1.'],
    ['an unknown kind', { ...fileObject(), items: [1, 2, 3].map(() => ({ kind: 'sofa', x: 0, y: 0, rotation: 0 })).concat([{ kind: 'helicopter', x: 0, y: 0, rotation: 0 }]) }, 'Item 4 has an unknown kind "helicopter".'],
    ['an item as an array', spoiled((f) => void (f.items[0] = [1, 2] as never)), 'Item 1 must be a record ({ "kind": …, "x": …, "y": … }).'],
    ['an item without a kind', spoiled((f) => void delete f.items[0]!.kind), 'Item 1 has no kind ("kind": "sofa").'],
    ['a rotation of 45', spoiled((f) => void (f.items[1]!.rotation = 45)), 'Item 2\'s rotation must be 0, 90, 180 or 270 degrees.'],
    ['a rotation as text', spoiled((f) => void (f.items[1]!.rotation = '90')), 'Item 2\'s rotation must be 0, 90, 180 or 270 degrees.'],
    ['an x as text', spoiled((f) => void (f.items[0]!.x = '1.2')), 'Item 1\'s x must be a number of metres from 0 to 1000.'],
    ['a negative y', spoiled((f) => void (f.items[0]!.y = -0.5)), 'Item 1\'s y must be a number of metres from 0 to 1000.'],
    ['an x of 1e308', spoiled((f) => void (f.items[0]!.x = 1e308)), 'Item 1\'s x must be a number of metres from 0 to 1000.'],
    ['a huge height', spoiled((f) => void (f.items[0]!.height = 1001)), 'Item 1\'s height must be a number of metres from 0 to 1000.'],
    ['an x as null', spoiled((f) => void (f.items[0]!.x = null)), 'Item 1\'s x must be a number of metres from 0 to 1000.'],
    ['an x as an object', spoiled((f) => void (f.items[0]!.x = { value: 1 })), 'Item 1\'s x must be a number of metres from 0 to 1000.'],
    ['a box without a size', spoiled((f) => void delete f.items[2]!.depth), 'Item 3 is a custom box: it needs a width, a depth and a height.'],
    ['markup in an item name', spoiled((f) => void (f.items[0]!.name = '<img src=x onerror=alert(1)>')), 'Item 1\'s name contains markup or control characters (< > or invisible characters).'],
    ['an unknown wall', spoiled((f) => void (f.openings[0]!.wall = 'ceiling')), 'Opening 1\'s wall must be "top", "right", "bottom" or "left".'],
    ['an unknown opening kind', spoiled((f) => void (f.openings[0]!.kind = 'arch')), 'Opening 1 must be a "door" or a "window".'],
    ['an unknown hinge', spoiled((f) => void (f.openings[1]!.hinge = 'middle')), 'Opening 2\'s hinge must be "start" or "end".'],
    ['a door without a hinge', spoiled((f) => void delete f.openings[0]!.hinge), 'Opening 1 is a door: it needs a hinge ("start" or "end").'],
    ['a negative place along a wall', spoiled((f) => void (f.openings[2]!.at = -1)), 'Opening 3\'s place along the wall ("at") must be a number of metres from 0 to 1000.'],
    ['markup in a zone name', spoiled((f) => void (f.zones[0]!.name = '<b>Living</b>')), 'Zone 1\'s name contains markup or control characters (< > or invisible characters).'],
    ['a control character in a zone name', spoiled((f) => void (f.zones[1]!.name = 'Sleep\u0007ing')), 'Zone 2\'s name contains markup or control characters (< > or invisible characters).'],
    ['a zone name of 25 characters', spoiled((f) => void (f.zones[0]!.name = 'A'.repeat(25))), 'Zone 1\'s name is longer than 24 characters.'],
    ['an empty zone name', spoiled((f) => void (f.zones[0]!.name = '   ')), 'Zone 1\'s name is empty.'],
    ['a zone name as a number', spoiled((f) => void (f.zones[0]!.name = 7)), 'Zone 1\'s name must be text.'],
    ['a privacy of 2', spoiled((f) => void (f.zones[1]!.privacy = 2)), 'Zone 2\'s privacy must be a number from 0 (public) to 1 (private).'],
    ['a zone width of 5000', spoiled((f) => void (f.zones[1]!.width = 5000)), 'Zone 2\'s width must be a number of metres from 0 to 1000.'],
    ['deep nesting', `{"format":"promptarc-plan","version":1,"room":{"width":3,"depth":3},"extra":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'This file nests lists and records deeper than a plan file does.'],
    ['very deep nesting', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'This is not a PromptArc plan file (it is not a JSON object).'],
  ];

  it.each(cases)('refuses %s with a message saying what is wrong', (_, value, message) => {
    expect(refusal(value)).toBe(message);
  });

  it('refuses prototype keys at the top level and inside an item, polluting nothing', () => {
    const top = `{"__proto__": {"polluted": 1}, "format": "promptarc-plan", "version": 1, "room": {"width": 3, "depth": 3}}`;
    expect(refusal(top)).toBe('This file contains the key "__proto__", which a plan file never has.');
    const inItem = planToFile(fullPlan(), { tool: 'flow-pattern' }).replace('"kind": "sofa",', '"kind": "sofa", "__proto__": {"polluted": 1},');
    expect(inItem).toContain('"__proto__"');
    expect(refusal(inItem)).toBe('This file contains the key "__proto__", which a plan file never has.');
    const inRoom = planToFile(fullPlan(), { tool: 'flow-pattern' }).replace('"room": {', '"room": { "constructor": { "prototype": { "polluted": 1 } },');
    expect(refusal(inRoom)).toBe('This file contains the key "constructor", which a plan file never has.');
    const nested = spoiled((f) => void (f.zones[0]!.extra = { prototype: 1 }));
    expect(refusal(nested)).toBe('This file contains the key "prototype", which a plan file never has.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('reads only own properties: an inherited field does not count', () => {
    // Were Object.prototype ever polluted by other code, the reader still would not take its values.
    const noX = read(spoiled((f) => void delete f.items[0]!.x));
    Object.defineProperty(Object.prototype, 'x', { value: 1, configurable: true, writable: true });
    let message: string;
    try {
      const result = read(spoiled((f) => void delete f.items[0]!.x));
      message = result.ok ? 'read' : result.message;
    } finally {
      delete (Object.prototype as { x?: number }).x;
    }
    expect(message).toBe('Item 1\'s x must be a number of metres from 0 to 1000.');
    expect(noX).toEqual({ ok: false, message });
  });

  it('never throws, whatever it is given', () => {
    for (const value of [undefined, null, 12, {}, [], 'undefined', '"text"', 'true', '{"format":null}', '\u0000', '{"a":1}'.repeat(3)]) {
      expect(() => planFromFile(value as unknown as string)).not.toThrow();
      expect(planFromFile(value as unknown as string).ok).toBe(false);
    }
  });
});

describe('plan file: the walk (vr-walkthrough)', () => {
  const walk = { waypoints: [{ x: 1, y: 1 }, { x: 5.5, y: 3.025 }, { x: 11.2, y: 7.2 }], loop: true };

  it('writes and reads back the waypoints in order (m, to the millimetre) and the loop', () => {
    const plan: Plan = { ...fullPlan(), walk: { ...walk, waypoints: [...walk.waypoints, { x: 2.00049, y: 0 }] } };
    const file = JSON.parse(planToFile(plan, { tool: 'vr-walkthrough' })) as { walk: unknown };
    expect(file.walk).toEqual({ waypoints: [...walk.waypoints, { x: 2, y: 0 }], loop: true });
    expect(read(planToFile(plan, { tool: 'vr-walkthrough' }))).toEqual({ ok: true, plan: { ...plan, walk: { ...plan.walk, waypoints: [...walk.waypoints, { x: 2, y: 0 }] } } });
  });

  it('writes none for a plan without one, and reads none from a file without one', () => {
    expect(fileObject()).not.toHaveProperty('walk');
    const result = read(fileObject());
    expect(result.ok && 'walk' in result.plan).toBe(false);
  });

  it('reads an empty walk, a walk without "loop" as not looping, and clamps waypoints into the room', () => {
    expect(read({ ...fileObject(), walk: { waypoints: [] } })).toMatchObject({ ok: true, plan: { walk: { waypoints: [], loop: false } } });
    expect(read({ ...fileObject(), walk: { waypoints: [{ x: 40, y: 900 }], loop: false } })).toMatchObject({ ok: true, plan: { walk: { waypoints: [{ x: 11.2, y: 7.2 }] } } });
  });

  it('refuses a walk that is not one, bad waypoints, more than 200 of them, or a loop that is not true or false', () => {
    expect(refusal({ ...fileObject(), walk: [] })).toBe('The plan\'s walk must be a record ({ "waypoints": […], "loop": false }).');
    expect(refusal({ ...fileObject(), walk: { waypoints: {} } })).toBe('"waypoints" must be a list ([…]).');
    expect(refusal({ ...fileObject(), walk: { waypoints: [3] } })).toBe('Waypoint 1 must be a record ({ "x": …, "y": … }).');
    expect(refusal({ ...fileObject(), walk: { waypoints: [{ x: 1, y: 1 }, { x: '2', y: 1 }] } })).toBe('Waypoint 2\'s x must be a number of metres from 0 to 1000.');
    expect(refusal({ ...fileObject(), walk: { waypoints: [{ x: 1, y: -1 }] } })).toBe('Waypoint 1\'s y must be a number of metres from 0 to 1000.');
    expect(refusal({ ...fileObject(), walk: { waypoints: Array.from({ length: 201 }, () => ({ x: 1, y: 1 })) } })).toBe('This plan has 201 waypoints in its walk; a plan holds at most 200.');
    expect(refusal({ ...fileObject(), walk: { waypoints: [], loop: 'yes' } })).toBe('The walk\'s "loop" must be true or false.');
    expect(refusal(planToFile({ ...fullPlan(), walk }, { tool: 'vr-walkthrough' }).replace('"loop": true', '"loop": true, "__proto__": { "polluted": 1 }'))).toBe('This file contains the key "__proto__", which a plan file never has.');
  });
});

describe('plan file: opening a file', () => {
  const source = (name: string, text: string, size = text.length): PlanFileSource & { reads: number } => {
    const file = { name, size, reads: 0, text: async () => { file.reads += 1; return text; } };
    return file;
  };

  it('says what it opened: pieces, doors, windows and zones', async () => {
    const opened = await openPlanFile(source('office-plan.json', planToFile(fullPlan(), { tool: 'flow-pattern' })));
    expect(opened).toStrictEqual({ ok: true, plan: fullPlan(), message: 'Opened office-plan.json: 3 pieces, 2 doors, 1 window, 2 zones.' });
    const inFeet = await openPlanFile(source('office-plan.json', planToFile(fullPlan(), { tool: 'flow-pattern', displayUnits: 'ft' })));
    expect(inFeet).toStrictEqual({ ok: true, plan: fullPlan(), displayUnits: 'ft', message: 'Opened office-plan.json: 3 pieces, 2 doors, 1 window, 2 zones.' });
    expect(planSummary({ room, items: [makeItem('sofa', 0, 0)!], openings: [], zones: [] })).toBe('1 piece');
    expect(planSummary({ room, items: [], openings: [], zones: [] })).toBe('no furniture');
  });

  it('refuses a file over 256 KB from its size, without reading it', async () => {
    const file = source('huge.json', '{}', 300 * 1024);
    expect(await openPlanFile(file)).toEqual({ ok: false, message: 'Could not open huge.json: This file is larger than 256 KB: a plan file is much smaller.' });
    expect(file.reads).toBe(0);
  });

  it('names the file in a refusal, its name kept plain', async () => {
    expect(await openPlanFile(source('evil.json', '{"__proto__": 1}'))).toEqual({ ok: false, message: 'Could not open evil.json: This file contains the key "__proto__", which a plan file never has.' });
    const opened = await openPlanFile(source(`a\nb${'c'.repeat(100)}.json`, 'nope'));
    expect(opened.message.startsWith(`Could not open ab${'c'.repeat(57)}…: This file is not a plan file`)).toBe(true);
  });

  it('refuses a file that cannot be read', async () => {
    const broken: PlanFileSource = { name: 'gone.json', size: 10, text: () => Promise.reject(new Error('NotReadableError')) };
    expect(await openPlanFile(broken)).toEqual({ ok: false, message: 'Could not open gone.json: The file could not be read.' });
  });
});
