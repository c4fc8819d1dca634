import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  MAX_PARTICLE_SPEED_PX,
  PLAN_HEIGHT_PX,
  PLAN_WIDTH_PX,
  ROOM_VOLUME_M3,
  VENTILATION_PARTICLES,
  airflow,
  buildPrompt,
  compute,
  createVentilation,
  defaults,
  effectiveArea,
  openings,
  outputs,
  params,
  particleSpeedPx,
  stepVentilation,
} from './index';
import type { Inputs, VentilationState } from './index';

const run = (inputs: Inputs, steps: number, seed = 1, count?: number): VentilationState => {
  const state = createVentilation({ seed, count });
  for (let step = 0; step < steps; step += 1) stepVentilation(state, 1 / 60, inputs);
  return state;
};

/** Share of particles moving left, averaged over `steps` further steps. */
const leftMovingShare = (state: VentilationState, inputs: Inputs, steps: number): number => {
  let left = 0;
  for (let step = 0; step < steps; step += 1) {
    stepVentilation(state, 1 / 60, inputs);
    for (let i = 0; i < state.count; i += 1) if (state.vx[i]! < 0) left += 1;
  }
  return left / (steps * state.count);
};

const meanSpeed = (state: VentilationState): number => {
  let sum = 0;
  for (let i = 0; i < state.count; i += 1) sum += Math.hypot(state.vx[i]!, state.vy[i]!);
  return sum / state.count;
};

describe('ventilation-flow: Cross or Single mode; inlet and outlet 0.1–1; pressure 0–1', () => {
  it('has the contract controls and bounds', () => {
    expect(params.map((p) => p.label)).toEqual(['Mode', 'Inlet', 'Outlet', 'Pressure']);
    expect(params[0]).toMatchObject({ kind: 'select', default: 'cross' });
    expect(params[0]?.kind === 'select' && params[0].options.map((o) => o.label)).toEqual(['Cross', 'Single']);
    expect(params[1]).toMatchObject({ kind: 'range', min: 0.1, max: 1, step: 0.01, default: 0.5 });
    expect(params[2]).toMatchObject({ kind: 'range', min: 0.1, max: 1, step: 0.01, default: 0.5 });
    expect(params[3]).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01, default: 0.5 });
    expect(defaults).toEqual({ mode: 'cross', inlet: 0.5, outlet: 0.5, pressure: 0.5 });
  });
  it('sanitize clamps the sliders and accepts only listed modes', () => {
    expect(sanitize(params, { mode: 'Sideways', inlet: '0', outlet: '5', pressure: '-1' })).toEqual({
      mode: 'cross',
      inlet: 0.1,
      outlet: 1,
      pressure: 0,
    });
    expect(sanitize(params, { mode: 'single' }).mode).toBe('single');
  });
});

describe('ventilation-flow: air changes per hour', () => {
  it('uses openings in series, the orifice equation and a 54.4 m³ room', () => {
    expect(ROOM_VOLUME_M3).toBeCloseTo(54.432, 10);
    expect(effectiveArea(0.5, 0.5)).toBeCloseTo(0.5 / Math.SQRT2, 12);
    expect(effectiveArea(1, 0)).toBe(0);
    const flow = airflow(defaults);
    expect(flow.pressurePa).toBe(5);
    expect(flow.openingSpeedMps).toBeCloseTo(Math.sqrt(10 / 1.2), 12);
    expect(flow.flowM3s).toBeCloseTo(0.61 * (0.5 / Math.SQRT2) * Math.sqrt(10 / 1.2), 12);
    expect(flow.airChangesPerHour).toBeCloseTo((flow.flowM3s * 3600) / 54.432, 12);
  });

  it('gives 41.2 for the defaults and 10.3 single-sided (a quarter)', () => {
    expect(compute(defaults).airChangesRounded).toBe(41.2);
    expect(compute({ ...defaults, mode: 'single' }).airChangesRounded).toBe(10.3);
    expect(outputs(compute(defaults))).toEqual([
      { label: 'Particles', text: '130' },
      { label: 'Air changes per hour', text: '41.2' },
    ]);
  });

  it('rises with the inlet, the outlet and the pressure, in both modes', () => {
    const grid = [0.1, 0.25, 0.5, 0.75, 1];
    for (const mode of ['cross', 'single'] as const) {
      for (const a of grid) {
        for (const b of grid) {
          const at = (inlet: number, outlet: number, pressure: number) => compute({ mode, inlet, outlet, pressure }).airChangesPerHour;
          for (let k = 1; k < grid.length; k += 1) {
            expect(at(grid[k]!, a, b)).toBeGreaterThan(at(grid[k - 1]!, a, b));
            expect(at(a, grid[k]!, b)).toBeGreaterThan(at(a, grid[k - 1]!, b));
            expect(at(a, b, grid[k]!)).toBeGreaterThan(at(a, b, grid[k - 1]!));
          }
        }
      }
    }
  });

  it('single-sided is always well below cross', () => {
    for (const inlet of [0.1, 0.5, 1]) {
      for (const pressure of [0.1, 0.5, 1]) {
        const cross = compute({ mode: 'cross', inlet, outlet: 0.6, pressure }).airChangesPerHour;
        expect(compute({ mode: 'single', inlet, outlet: 0.6, pressure }).airChangesPerHour).toBeCloseTo(cross / 4, 10);
      }
    }
  });

  it('is 0 at pressure 0 (no stack effect) and never NaN', () => {
    expect(compute({ ...defaults, pressure: 0 }).airChangesPerHour).toBe(0);
    expect(outputs(compute({ ...defaults, pressure: 0 }))[1]).toEqual({ label: 'Air changes per hour', text: '0.0' });
    const broken = compute({ mode: 'cross', inlet: NaN, outlet: Infinity, pressure: NaN });
    expect(Number.isFinite(broken.airChangesPerHour)).toBe(true);
  });

  it('prompt states the mode, openings and the estimate', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['Cross ventilation', '0.50 m²', '5.6 × 3.6 m', 'Air changes per hour: 41.2']) expect(prompt).toContain(text);
    const single = { ...defaults, mode: 'single' as const };
    expect(buildPrompt(single, compute(single))).toContain('Single-sided ventilation');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('ventilation-flow: openings', () => {
  it('cross: inlet on the left wall, outlet on the opposite wall, sized by area', () => {
    const { inlet, outlet } = openings({ ...defaults, outlet: 1 }, 360);
    expect(inlet).toEqual({ wall: 'left', y0: 108, y1: 252 });
    expect(outlet).toEqual({ wall: 'right', y0: 36, y1: 324 });
  });
  it('single: both on the left wall, inlet above the outlet', () => {
    const { inlet, outlet } = openings({ ...defaults, mode: 'single' }, 360);
    expect(inlet.wall).toBe('left');
    expect(outlet.wall).toBe('left');
    expect(inlet.y1).toBeLessThanOrEqual(outlet.y0);
    expect(inlet.y1 - inlet.y0).toBeCloseTo(72, 10);
  });
});

describe('ventilation-flow: 130 particles (seeded, typed arrays)', () => {
  it('creates 130 by default and any N', () => {
    expect(VENTILATION_PARTICLES).toBe(130);
    const state = createVentilation({ seed: 1 });
    expect(state.count).toBe(130);
    expect(state.x).toBeInstanceOf(Float32Array);
    expect(createVentilation({ seed: 1, count: 5000 }).count).toBe(5000);
    expect(createVentilation({ seed: 1, count: 0 }).count).toBe(0);
  });

  it('stay inside the room over many steps, in both modes and at any setting', () => {
    const settings: Inputs[] = [
      defaults,
      { mode: 'single', inlet: 1, outlet: 1, pressure: 1 },
      { mode: 'single', inlet: 0.1, outlet: 1, pressure: 0.05 },
      { mode: 'cross', inlet: 1, outlet: 0.1, pressure: 1 },
      { mode: 'cross', inlet: 0.3, outlet: 0.3, pressure: 0 },
    ];
    const state = createVentilation({ seed: 4, count: 500 });
    for (const inputs of settings) {
      for (let step = 0; step < 600; step += 1) {
        stepVentilation(state, step % 7 === 0 ? 0.1 : 1 / 60, inputs);
        let ok = true;
        for (let i = 0; i < state.count; i += 1) {
          const x = state.x[i]!;
          const y = state.y[i]!;
          if (!(x >= 0 && x <= PLAN_WIDTH_PX && y >= 0 && y <= PLAN_HEIGHT_PX && Number.isFinite(state.vx[i]!) && Number.isFinite(state.vy[i]!))) ok = false;
        }
        expect(ok).toBe(true);
      }
    }
  });

  it('repeat exactly for the same seed', () => {
    const a = run({ ...defaults, mode: 'single' }, 400, 9);
    const b = run({ ...defaults, mode: 'single' }, 400, 9);
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    expect(Array.from(a.vy)).toEqual(Array.from(b.vy));
    expect(Array.from(run(defaults, 400, 10).x)).not.toEqual(Array.from(a.x));
  });

  it('cross sweeps the room left to right; single loops back to the same wall', () => {
    const cross = run(defaults, 600);
    const single = run({ ...defaults, mode: 'single' }, 600);
    expect(leftMovingShare(cross, defaults, 300)).toBeLessThan(0.02);
    const singleShare = leftMovingShare(single, { ...defaults, mode: 'single' }, 300);
    expect(singleShare).toBeGreaterThan(0.3);
    expect(singleShare).toBeLessThan(0.7);
    // Cross reaches the far wall; the single-sided loop stays in the half of the room near its wall.
    const reach = (state: VentilationState) => state.x.reduce((max, x) => Math.max(max, x), 0);
    expect(reach(cross)).toBeGreaterThan(0.9 * PLAN_WIDTH_PX);
    expect(reach(single)).toBeLessThan(0.75 * PLAN_WIDTH_PX);
  });

  it('move faster with more pressure and bigger openings, and nearly stop at pressure 0', () => {
    expect(particleSpeedPx({ mode: 'cross', inlet: 1, outlet: 1, pressure: 1 })).toBeCloseTo(MAX_PARTICLE_SPEED_PX, 12);
    expect(particleSpeedPx(defaults)).toBeGreaterThan(particleSpeedPx({ ...defaults, mode: 'single' }));
    expect(particleSpeedPx({ ...defaults, inlet: 1 })).toBeGreaterThan(particleSpeedPx(defaults));
    expect(particleSpeedPx({ ...defaults, pressure: 0 })).toBe(0);
    const calm = run({ ...defaults, pressure: 0.1 }, 400);
    const windy = run({ ...defaults, pressure: 1 }, 400);
    expect(meanSpeed(windy)).toBeGreaterThan(meanSpeed(calm) * 1.5);
    expect(meanSpeed(run({ ...defaults, pressure: 0 }, 400))).toBeLessThan(0.2);
  });

  it('a step of 0 s moves nothing', () => {
    const state = createVentilation({ seed: 2 });
    const x = Array.from(state.x);
    stepVentilation(state, 0, defaults);
    stepVentilation(state, NaN, defaults);
    expect(Array.from(state.x)).toEqual(x);
  });
});
