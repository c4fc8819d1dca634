import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  DEFAULT_ZONES,
  adjacency,
  adjust,
  buildPrompt,
  clampZonePosition,
  compute,
  defaults,
  moveZone,
  outputs,
  params,
  planMetres,
  planOf,
  setZoneField,
  setZonePrivacy,
  zoneAreaM2,
  zoneParams,
  zonesFromInputs,
} from './index';
import type { Zone } from './index';

const zone = (x: number, y: number, w = 100, h = 100): Zone => ({ id: 'living', label: 'Living', x, y, w, h, privacy: 0 });

describe('zoning-mapper: canvas 560×360 with four zones and default privacy', () => {
  it('has living 0.2, dining 0.4, work 0.7, sleep 0.9 inside the canvas', () => {
    expect([CANVAS_WIDTH_PX, CANVAS_HEIGHT_PX]).toEqual([560, 360]);
    expect(DEFAULT_ZONES.map((z) => [z.id, z.label, z.privacy])).toEqual([
      ['living', 'Living', 0.2],
      ['dining', 'Dining', 0.4],
      ['work', 'Work', 0.7],
      ['sleep', 'Sleep', 0.9],
    ]);
    for (const z of DEFAULT_ZONES) {
      expect(z.x + z.w).toBeLessThanOrEqual(560);
      expect(z.y + z.h).toBeLessThanOrEqual(360);
    }
  });

  // Issue 24: the zones became a list; their controls ({Zone} X/Y, privacy, and now name, W, D) are the tool's own, per zone.
  it('has the room controls, and per zone the contract controls: {Zone} X/Y and {Zone} privacy 0–1 step 0.01', () => {
    expect(params.map((p) => p.label)).toEqual(['Units', 'Room width', 'Room depth']);
    expect(defaults).toMatchObject({ units: 'm', roomWidth: 14, roomDepth: 9 });
    const perZone = defaults.zones.flatMap((z) => zoneParams(z, planOf(defaults)).map((p) => p.label));
    expect(perZone.filter((label) => / [XY]$/.test(label))).toEqual(['Living X', 'Living Y', 'Dining X', 'Dining Y', 'Work X', 'Work Y', 'Sleep X', 'Sleep Y']);
    expect(perZone.filter((label) => label.endsWith('privacy'))).toEqual(['Living privacy', 'Dining privacy', 'Work privacy', 'Sleep privacy']);
    const [x, y, w, d, privacy] = zoneParams(defaults.zones[0]!, planOf(defaults));
    expect(x).toMatchObject({ kind: 'number', min: 0, max: 520 });
    expect(y).toMatchObject({ kind: 'number', min: 0, max: 320 });
    // Up to the room's far walls from the zone's corner (1 m in): 13 × 8 m.
    expect(w).toMatchObject({ kind: 'number', label: 'Living W', unit: 'm', min: 0.5, max: 13, step: 0.1 });
    expect(d).toMatchObject({ kind: 'number', label: 'Living D', unit: 'm', min: 0.5, max: 8, step: 0.1 });
    expect(privacy).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01 });
    expect(defaults.zones.map((z) => z.privacy)).toEqual([0.2, 0.4, 0.7, 0.9]);
  });
});

describe('zoning-mapper: zones are clamped wholly inside the plan (and never beyond the canvas minus 40)', () => {
  it('x in [0, min(520, 560 − w)], y in [0, min(320, 360 − h)]', () => {
    // Without a size, the contract's clamp alone.
    expect(clampZonePosition(600, 400)).toEqual({ x: 520, y: 320 });
    expect(clampZonePosition(-10, -0.5)).toEqual({ x: 0, y: 0 });
    expect(clampZonePosition(NaN, Infinity)).toEqual({ x: 0, y: 0 });
    // Sleep, 140 × 120: x up to 560 − 140 = 420, y up to 360 − 120 = 240.
    expect(clampZonePosition(999, 999, 140, 120)).toEqual({ x: 420, y: 240 });
    expect(moveZone(defaults, 'sleep', 999, 999).zones[3]).toMatchObject({ x: 420, y: 240 });
    // The fields' own bounds stay the contract's (0–520, 0–320); the zone is then kept inside.
    expect(setZoneField(setZoneField(defaults, 'work', 'x', '700'), 'work', 'y', '-20').zones[2]).toMatchObject({ x: 440, y: 0 });
    const [x] = zoneParams(defaults.zones[2]!, planOf(defaults));
    expect(sanitize([x] as never, { x: '700' })).toMatchObject({ x: 520 });
    expect(setZoneField(defaults, 'living', 'x', 'abc')).toBe(defaults);
    const moved = { ...defaults, zones: defaults.zones.map((z) => (z.id === 'work' ? { ...z, x: 520 } : z.id === 'living' ? { ...z, y: 320 } : z)) };
    expect(adjust(defaults, moved).zones.map((z) => [z.x, z.y])).toEqual([[40, 240], [220, 40], [440, 200], [380, 120]]);
    expect(adjust(defaults, defaults)).toBe(defaults);
    const sleep = zonesFromInputs({ ...defaults, zones: defaults.zones.map((z) => (z.id === 'sleep' ? { ...z, x: 900 } : z)) }).find((z) => z.id === 'sleep');
    expect(sleep).toMatchObject({ x: 420, w: 140 });
  });

  it('every zone lies inside the 560 × 360 plan whatever its inputs', () => {
    for (const x of [-50, 0, 300, 519, 520, 9999]) {
      for (const y of [-50, 0, 200, 320, 9999]) {
        const inputs = { ...defaults, zones: defaults.zones.map((z) => ({ ...z, x, y })) };
        for (const z of compute(inputs).zones) {
          expect(z.x).toBeGreaterThanOrEqual(0);
          expect(z.y).toBeGreaterThanOrEqual(0);
          expect(z.x + z.w).toBeLessThanOrEqual(560);
          expect(z.y + z.h).toBeLessThanOrEqual(360);
        }
      }
    }
  });
});

describe('zoning-mapper: the plan in metres (40 px = 1 m)', () => {
  it('gives zone areas in m² and centre distances in m', () => {
    // Living 160 × 120 px = 4 × 3 m = 12 m²; dining 3 × 2.5 m = 7.5 m²; sleep 3.5 × 3 m = 10.5 m².
    expect(DEFAULT_ZONES.map(zoneAreaM2)).toEqual([12, 7.5, 7.5, 10.5]);
    expect(planMetres(560)).toBe(14);
    // Dining–Work: centres 160 px apart = 4 m.
    expect(compute(defaults).pairs[3]!.distanceM).toBe(4);
  });

  it('speaks of metres in the prompt, never of pixels', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    expect(prompt).toContain('Plan: a 14.0 m × 9.0 m floor');
    expect(prompt).toContain('- Living: at 1.0 m across and 1.0 m down, 4.0 × 3.0 m, 12.0 m²');
    expect(prompt).toContain('Dining–Work 60 % (centres 4.0 m apart)');
    expect(prompt).toContain('0 % = 10.0 m or more apart');
    expect(prompt).not.toMatch(/\bpx\b|units/);
  });
});

describe('zoning-mapper: adjacency = 100 − centre distance / 400 · 100, clamped 0–100', () => {
  it('for known positions', () => {
    expect(adjacency(zone(0, 0), zone(0, 0))).toBe(100);
    expect(adjacency(zone(0, 0), zone(200, 0))).toBe(50);
    expect(adjacency(zone(0, 0), zone(120, 160))).toBe(50);
    expect(adjacency(zone(0, 0), zone(300, 0))).toBe(25);
    expect(adjacency(zone(0, 0), zone(400, 0))).toBe(0);
    expect(adjacency(zone(0, 0), zone(450, 300))).toBe(0);
    // Centres, not corners: a 60 × 60 zone at (20, 20) has its centre at (50, 50), as does a 100 × 100 at (0, 0).
    expect(adjacency(zone(0, 0), zone(20, 20, 60, 60))).toBe(100);
  });

  it('gives the six pairs of the default plan, whole per cent, en dash names', () => {
    expect(outputs(compute(defaults))).toEqual([
      { label: 'Living–Dining adjacency', text: '60 %' },
      { label: 'Living–Work adjacency', text: '45 %' },
      { label: 'Living–Sleep adjacency', text: '15 %' },
      { label: 'Dining–Work adjacency', text: '60 %' },
      { label: 'Dining–Sleep adjacency', text: '52 %' },
      { label: 'Work–Sleep adjacency', text: '54 %' },
    ]);
    const pairs = compute(defaults).pairs;
    expect(pairs[3]).toMatchObject({ distancePx: 160, adjacencyPct: 60 });
    expect(pairs[0]!.adjacencyPct).toBeCloseTo(100 - (Math.hypot(160, 10) / 400) * 100, 12);
  });

  it('follows a dragged zone', () => {
    // Sleep centred on living's centre (120, 100): its corner at (50, 40).
    const r = compute(moveZone(defaults, 'sleep', 50, 40));
    expect(r.pairs.find((p) => p.name === 'Living–Sleep')?.adjacencyPct).toBe(100);
  });
});

describe('zoning-mapper: privacy conflicts', () => {
  it('flags neighbours (≥ 50 %) whose privacy differs by 0.4 or more', () => {
    expect(compute(defaults).conflicts.map((p) => p.name)).toEqual(['Dining–Sleep']);
    const nextToLiving = compute(setZonePrivacy(moveZone(defaults, 'sleep', 40, 180), 'dining', 0.55));
    expect(nextToLiving.conflicts.map((p) => p.name)).toEqual(['Living–Sleep']);
    expect(compute(setZonePrivacy(defaults, 'dining', 0.55)).conflicts).toEqual([]);
  });

  it('prompt gives the gradient, adjacency and conflicts', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    expect(prompt).toContain('Living 0.20 (low) → Dining 0.40 (moderate) → Work 0.70 (high) → Sleep 0.90 (very high)');
    expect(prompt).toContain('Living–Dining 60 %');
    expect(prompt).toContain('- Dining–Sleep: 52 % adjacent, privacy 0.40 vs 0.90');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
});
