import { describe, expect, it } from 'vitest';
import { planFromLink, planToLink } from '../../plan/link';
import { inputsFromQuery, inputsToQuery } from '../query';
import * as engine from './index';
import {
  addZone,
  adjust,
  buildPrompt,
  canAddZone,
  canRemoveZone,
  compute,
  defaults,
  freeSpot,
  moveZone,
  outputs,
  query,
  removeZone,
  renameZone,
  resizeZone,
  setZoneField,
  zoneFieldValue,
  uniqueZoneName,
  zoneChangeNames,
  zoneParams,
  planOf,
  type Inputs,
} from './index';

const add = (inputs: Inputs, name: string, widthM = 2, depthM = 2, privacy = 0.5) => addZone(inputs, { name, widthM, depthM, privacy });

/** The defaults with zones added until there are `count`. */
const withZones = (count: number): Inputs => {
  let inputs = defaults;
  while (inputs.zones.length < count) inputs = add(inputs, `Room ${inputs.zones.length + 1}`);
  return inputs;
};

const inside = (inputs: Inputs) => {
  const plan = engine.planOf(inputs);
  for (const z of compute(inputs).zones) {
    expect(z.x).toBeGreaterThanOrEqual(0);
    expect(z.y).toBeGreaterThanOrEqual(0);
    expect(z.x + z.w).toBeLessThanOrEqual(plan.width + 1e-9);
    expect(z.y + z.h).toBeLessThanOrEqual(plan.height + 1e-9);
    expect(z.w).toBeGreaterThanOrEqual(20);
  }
};

describe('zoning-mapper: zones of your own', () => {
  it('adds a zone in free space, named as typed, sized in m, up to 12', () => {
    const one = add(defaults, 'Studio', 3, 2.5, 0.6);
    const studio = one.zones[4]!;
    expect(studio).toMatchObject({ label: 'Studio', w: 120, h: 100, privacy: 0.6 });
    // Free space: the new zone overlaps none of the four.
    for (const z of defaults.zones) expect(studio.x + studio.w <= z.x || z.x + z.w <= studio.x || studio.y + studio.h <= z.y || z.y + z.h <= studio.y).toBe(true);
    expect(new Set(one.zones.map((z) => z.id)).size).toBe(5);
    const full = withZones(12);
    expect(full.zones).toHaveLength(12);
    expect(canAddZone(full)).toBe(false);
    expect(add(full, 'Thirteenth')).toBe(full);
    inside(full);
  });

  it('places a new zone where it overlaps least when no space is free', () => {
    const plan = { width: 100, height: 100 };
    const zones = [{ id: 'a', label: 'A', x: 0, y: 0, w: 100, h: 60, privacy: 0 }];
    expect(freeSpot(zones, 40, 40, plan)).toEqual({ x: 0, y: 60 });
    expect(freeSpot([{ ...zones[0]!, h: 100 }], 40, 40, plan)).toEqual({ x: 0, y: 0 });
  });

  it('names are plain text, at most 24 characters, never empty, unique regardless of case', () => {
    expect(add(defaults, '').zones[4]!.label).toBe('Zone 5');
    // < and > are left out (a plan file refuses them as markup), control characters become spaces.
    expect(add(defaults, '  <b>Bath</b>\u0007 ').zones[4]!.label).toBe('bBath/b');
    expect(add(defaults, 'Kids\u0085<3 & co').zones[4]!.label).toBe('Kids 3 & co');
    expect(add(defaults, 'living').zones[4]!.label).toBe('living 2');
    expect(add(add(defaults, 'Living'), 'Living').zones.map((z) => z.label).slice(4)).toEqual(['Living 2', 'Living 3']);
    expect(add(defaults, 'x'.repeat(40)).zones[4]!.label).toBe('x'.repeat(24));
    expect(uniqueZoneName('y'.repeat(30), [{ id: 'a', label: 'y'.repeat(24), x: 0, y: 0, w: 40, h: 40, privacy: 0 }], null, 1)).toBe(`${'y'.repeat(22)} 2`);
    const renamed = renameZone(defaults, 'work', 'Studio');
    expect(renamed.zones[2]).toMatchObject({ id: 'work', label: 'Studio', x: 220 });
    expect(renameZone(defaults, 'work', 'Dining').zones[2]!.label).toBe('Dining 2');
    expect(renameZone(defaults, 'work', '').zones[2]!.label).toBe('Zone 3');
    expect(renameZone(defaults, 'work', 'Work')).toBe(defaults);
    expect(outputs(compute(renamed)).map((o) => o.label)).toContain('Dining–Studio adjacency');
  });

  it('resizes by the W and D fields (m, ≥ 0.5 m, inside the room) and by the corner (corner kept)', () => {
    expect(setZoneField(defaults, 'living', 'w', 5).zones[0]).toMatchObject({ x: 40, w: 200 });
    expect(setZoneField(defaults, 'living', 'd', '0.1').zones[0]).toMatchObject({ h: 20 });
    // The corner stays: W reaches the right wall at most (sleep at x 380: 180 px = 4.5 m), so typing a size never moves the zone.
    expect(setZoneField(defaults, 'sleep', 'w', 99).zones[3]).toMatchObject({ x: 380, w: 180 });
    expect(setZoneField(defaults, 'sleep', 'w', 4.24).zones[3]).toMatchObject({ x: 380, w: 168 });
    expect(zoneParams(defaults.zones[3]!, planOf(defaults))[2]).toMatchObject({ label: 'Sleep W', max: 4.5, step: 0.1 });
    // The corner handle keeps the corner: sleep (x 380) grows to the right wall at most.
    expect(resizeZone(defaults, 'sleep', 999, 999, true).zones[3]).toMatchObject({ x: 380, y: 120, w: 180, h: 240 });
    expect(resizeZone(defaults, 'sleep', 1, 1, true).zones[3]).toMatchObject({ w: 20, h: 20 });
    expect(setZoneField(defaults, 'living', 'w', 'NaN')).toBe(defaults);
  });

  it('gives W and D in feet where the room is in feet: 10 typed is 10 ft, not 10 m', () => {
    const feet = adjust(defaults, { ...defaults, units: 'ft' });
    expect(zoneParams(feet.zones[3]!, planOf(feet), 'ft')[2]).toMatchObject({ label: 'Sleep W', unit: 'ft', min: expect.closeTo(1.64, 2), max: expect.closeTo(14.76, 2) });
    expect(zoneFieldValue(feet.zones[0]!, 'w', 'ft')).toBeCloseTo(13.12, 2);
    // 10 ft = 3.048 m = 121.92 px.
    expect(setZoneField(feet, 'living', 'w', 10).zones[0]!.w).toBeCloseTo(121.92, 6);
    expect(setZoneField(feet, 'living', 'd', 0.1).zones[0]!.h).toBeCloseTo(20, 6);
    // In metres, as before.
    expect(setZoneField(defaults, 'living', 'w', 10).zones[0]).toMatchObject({ w: 400 });
  });

  it('removes a zone, two always staying', () => {
    const three = removeZone(defaults, 'dining');
    expect(three.zones.map((z) => z.label)).toEqual(['Living', 'Work', 'Sleep']);
    const two = removeZone(three, 'work');
    expect(canRemoveZone(two)).toBe(false);
    expect(removeZone(two, 'living')).toBe(two);
    expect(outputs(compute(two)).map((o) => o.label)).toEqual(['Living–Sleep adjacency']);
  });

  it('gives every pair: 5 zones make 10 outputs, 12 make 66; the prompt speaks of every zone', () => {
    expect(outputs(compute(withZones(5)))).toHaveLength(10);
    const twelve = compute(withZones(12));
    expect(outputs(twelve)).toHaveLength(66);
    const prompt = buildPrompt(withZones(12), twelve);
    expect(prompt).toContain('floor with twelve zones');
    for (const z of twelve.zones) expect(prompt).toContain(`- ${z.label}: at `);
    for (const pair of twelve.pairs) expect(prompt).toContain(`- ${pair.name} `);
    expect(prompt).toContain('Adjacency of all 66 pairs');
    expect(prompt).toMatch(/Strongest: .+\nWeakest: /);
    expect(prompt).not.toMatch(/NaN|Infinity|undefined|\bpx\b/);
  });

  it('keeps zones wholly inside a room that shrinks, shrinking those larger than it', () => {
    const small = adjust(defaults, { ...defaults, roomWidth: 3, roomDepth: 2 });
    expect(engine.planOf(small)).toEqual({ width: 120, height: 80 });
    expect(small.zones[0]).toMatchObject({ x: 0, y: 0, w: 120, h: 80 });
    expect(small.zones[2]).toMatchObject({ x: 0, y: 0, w: 120, h: 80 });
    inside(small);
    // Feet: the room stays the same size.
    const feet = adjust(defaults, { ...defaults, units: 'ft' });
    expect(feet.zones).toBe(defaults.zones);
    expect(feet.roomWidth).toBeCloseTo(45.93, 2);
    // Hostile room values are clamped (2–30 m).
    inside(adjust(defaults, { ...defaults, roomWidth: -5, roomDepth: Number.NaN }));
  });

  it('names what an undo step changed', () => {
    expect(zoneChangeNames(defaults.zones, setZoneField(defaults, 'sleep', 'privacy', 0.89).zones)).toEqual(['Sleep privacy']);
    expect(zoneChangeNames(defaults.zones, moveZone(defaults, 'work', 215, 200).zones)).toEqual(['Work X']);
    expect(zoneChangeNames(defaults.zones, add(defaults, 'Studio').zones)).toEqual(['Studio']);
    expect(zoneChangeNames(defaults.zones, renameZone(defaults, 'work', 'Den').zones)).toEqual(['Work name']);
    expect(zoneChangeNames(defaults.zones, resizeZone(defaults, 'work', 160, 100).zones)).toEqual(['Work W']);
  });
});

describe('zoning-mapper: the plan in a link', () => {
  const read = (search: string) => inputsFromQuery(engine, search);

  it('writes plan= with the room and the zones in metres, and reads it back (12 zones, custom names)', () => {
    const custom = renameZone(resizeZone(adjust(withZones(12), { ...withZones(12), roomWidth: 16.5 }), 'living', 172, 96), 'dining', 'Kitchen & dining');
    const text = query.write(custom).plan!;
    const plan = planFromLink(text)!;
    expect(plan.room).toEqual({ w: 16.5, d: 9 });
    expect(plan.items).toEqual([]);
    expect(plan.openings).toEqual([]);
    expect(plan.zones[0]).toEqual({ name: 'Living', x: 1, y: 1, w: 4.3, d: 2.4, privacy: 0.2 });
    const back = read(inputsToQuery(engine, custom));
    // Ids are the page's own (a zone keeps its controls while renamed); the link carries the rest.
    const withoutIds = (inputs: Inputs) => ({ ...inputs, zones: inputs.zones.map(({ id: _id, ...zone }) => zone) });
    expect(withoutIds(back)).toEqual(withoutIds(custom));
    expect(back.zones.slice(0, 4).map((z) => z.id)).toEqual(['living', 'zone1', 'work', 'sleep']);
    expect(read('')).toEqual(defaults);
    expect(read(inputsToQuery(engine, defaults))).toEqual(defaults);
  });

  it('hostile names stay text, are cut and made unique; malformed plans are ignored', () => {
    const hostile = planToLink({
      room: { w: 10, d: 8 },
      items: [],
      openings: [],
      zones: [
        { name: '<img src=x onerror=alert(1)>', x: 1, y: 1, w: 2, d: 2, privacy: 0.5 },
        { name: '<IMG SRC=X ONERROR=ALERT(1)>', x: 4, y: 1, w: 2, d: 2, privacy: 0.5 },
        { name: '__proto__', x: 7, y: 1, w: 2, d: 2, privacy: 0.5 },
      ],
    });
    const inputs = read(`plan=${encodeURIComponent(hostile)}`);
    expect(inputs.zones.map((z) => z.label)).toEqual(['img src=x onerror=alert(', 'IMG SRC=X ONERROR=ALER 2', '__proto__']);
    expect(inputs.roomWidth).toBe(10);
    for (const bad of ['1*nope', '2*1000-800***', `1*1000-800***${'a-1-1-1-1-1_'.repeat(13)}`]) expect(read(`plan=${encodeURIComponent(bad)}`)).toEqual(defaults);
  });

  it('a plan without zones (flow-pattern) or with one carries its room in and lays the default zones out for it', () => {
    const flow = planToLink({ room: { w: 11.2, d: 7.2 }, items: [], openings: [], zones: [] });
    const inputs = read(`plan=${flow}`);
    expect(inputs).toMatchObject({ roomWidth: 11.2, roomDepth: 7.2 });
    expect(inputs.zones.map((z) => z.label)).toEqual(['Living', 'Dining', 'Work', 'Sleep']);
    // 11.2 × 7.2 m is 0.8 of the default 14 × 9 m both ways: Sleep (380, 120, 140 × 120 px) at 0.8.
    expect(inputs.zones[3]).toMatchObject({ x: 304, y: 96, w: 112, h: 96 });
    inside(inputs);
    // A 4 × 3.5 m bedroom: clamped, Dining and Work were one rectangle; laid out, no two zones coincide.
    const bedroom = read(`plan=${planToLink({ room: { w: 4, d: 3.5 }, items: [], openings: [], zones: [] })}`);
    inside(bedroom);
    const corners = bedroom.zones.map((z) => `${z.x},${z.y}`);
    expect(new Set(corners).size).toBe(4);
    expect(bedroom.zones.every((z) => z.w >= engine.MIN_ZONE_PX && z.h >= engine.MIN_ZONE_PX)).toBe(true);
    expect(engine.isSampleLayout(bedroom.zones, engine.planOf(bedroom))).toBe(true);
    expect(engine.isSampleLayout(engine.defaults.zones, engine.planOf(engine.defaults))).toBe(true);
    // Zones of the visitor's own stay as they are, kept inside the room.
    const moved = engine.moveZone(engine.defaults, 'sleep', 400, 200);
    expect(engine.isSampleLayout(moved.zones, engine.planOf(moved))).toBe(false);
    const own = engine.zonesOnOpening(moved, { w: 11.2, d: 7.2 }, []);
    expect(own).toBe(moved.zones);
    const one = planToLink({ room: { w: 12, d: 9 }, items: [], openings: [], zones: [{ name: 'Solo', x: 0, y: 0, w: 2, d: 2, privacy: 0 }] });
    expect(read(`plan=${one}`).zones.map((z) => z.label)).toEqual(['Living', 'Dining', 'Work', 'Sleep']);
    // In feet, the room is read into the chosen unit.
    expect(read(`units=ft&plan=${flow}`).roomWidth).toBeCloseTo(36.75, 2);
  });

  it('old links still place the spec zones: livingX, sleepY, workPrivacy', () => {
    const inputs = read('livingX=0&livingY=0&sleepX=9999&workPrivacy=0.33&diningX=abc');
    expect(inputs.zones.map((z) => [z.x, z.y, z.privacy])).toEqual([[0, 0, 0.2], [220, 40, 0.4], [220, 200, 0.33], [420, 120, 0.9]]);
  });
});
