import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  DIAGRAM_SAMPLES,
  RATIO_SHOWN_MAX,
  SECTIONS,
  buildPrompt,
  compute,
  defaults,
  explain,
  guardBeam,
  momentAtKNm,
  outputs,
  params,
  pointLoadDeflection,
  ratioCheck,
  sectionOf,
  shearAtKN,
  shearMomentSamples,
  shearOutline,
  spanRatio,
} from './index';
import type { Inputs } from './index';

describe('Controls: Beam length 2–12 m, Load 0–30 kN step 0.5, Load position', () => {
  it('have the contract labels and spec bounds and defaults', () => {
    expect(params.map((p) => p.label)).toEqual(['Beam length', 'Load', 'Load position', 'Section']);
    expect(params[0]).toMatchObject({ kind: 'range', min: 2, max: 12, default: 6, unit: 'm' });
    expect(params[1]).toMatchObject({ kind: 'range', min: 0, max: 30, step: 0.5, default: 8, unit: 'kN' });
    expect(params[2]).toMatchObject({ kind: 'range', min: 0, default: 3, step: 0.1, maxFrom: 'lengthM' });
  });
  it('sanitize clamps and snaps raw input', () => {
    expect(sanitize(params, { lengthM: '50', loadKN: '-4', positionM: 'abc', section: '<b>' })).toEqual({ lengthM: 12, loadKN: 0, positionM: 3, section: 'ipe-200' });
    expect(sanitize(params, { loadKN: '7.3' }).loadKN).toBe(7.5);
    expect(sanitize(params, { lengthM: '0.5' }).lengthM).toBe(2);
  });
});

describe('Load position is capped to the beam length', () => {
  it('by sanitize, when the position or the length changes', () => {
    expect(sanitize(params, { lengthM: 6, positionM: 9 }).positionM).toBe(6);
    expect(sanitize(params, { lengthM: 4 }, { ...defaults, lengthM: 10, loadKN: 8, positionM: 8 }).positionM).toBe(4);
  });
  it('by compute, whatever it is given', () => {
    const r = compute({ ...defaults, lengthM: 6, loadKN: 8, positionM: 9 });
    expect(r.positionM).toBe(6);
    expect(r.leftReactionKN).toBe(0);
    expect(r.rightReactionKN).toBe(8);
    expect(r.maxMomentKNm).toBe(0);
    expect(compute({ ...defaults, lengthM: 6, loadKN: 8, positionM: -2 }).positionM).toBe(0);
  });
});

describe('Beam length at least 1; load at least 0', () => {
  it('compute guards a span below 1 m and a negative load', () => {
    expect(guardBeam({ lengthM: 0, loadKN: -5, positionM: 3 })).toEqual({ lengthM: 1, loadKN: 0, positionM: 1 });
    expect(guardBeam({ lengthM: NaN, loadKN: NaN, positionM: NaN })).toEqual({ lengthM: 1, loadKN: 0, positionM: 0 });
    const r = compute({ ...defaults, lengthM: 0, loadKN: 8, positionM: 0.5 });
    expect(r.leftReactionKN + r.rightReactionKN).toBeCloseTo(8, 12);
    expect(r.maxMomentKNm).toBeCloseTo(2, 12);
  });
});

describe('Reactions: left = P·(L−a)/L, right = P·a/L; max moment = P·a·(L−a)/L', () => {
  it('gives 4.00 kN, 4.00 kN, 12.00 kN·m for the defaults', () => {
    expect(defaults).toEqual({ lengthM: 6, loadKN: 8, positionM: 3, section: 'ipe-200' });
    const r = compute(defaults);
    expect([r.leftReactionKN, r.rightReactionKN, r.maxMomentKNm]).toEqual([4, 4, 12]);
    expect(outputs(r)).toEqual([
      { label: 'Left reaction', text: '4.00 kN' },
      { label: 'Right reaction', text: '4.00 kN' },
      { label: 'Max moment', text: '12.00 kN·m' },
      { label: 'Max deflection', text: '8.82 mm' },
      { label: 'Span/deflection', text: '680 — passes L/360' },
    ]);
  });
  it('handles an eccentric load', () => {
    const r = compute({ ...defaults, lengthM: 10, loadKN: 20, positionM: 2 });
    expect(r.leftReactionKN).toBe(16);
    expect(r.rightReactionKN).toBe(4);
    expect(r.maxMomentKNm).toBe(32);
    expect(r.maxShearKN).toBe(16);
  });
  it('reactions always sum to the load', () => {
    for (const a of [0, 0.1, 2.5, 5.9, 6]) {
      const r = compute({ ...defaults, lengthM: 6, loadKN: 13.5, positionM: a });
      expect(r.leftReactionKN + r.rightReactionKN).toBeCloseTo(13.5, 12);
    }
  });
  it('a zero load gives zero everywhere', () => {
    const r = compute({ ...defaults, lengthM: 6, loadKN: 0, positionM: 3 });
    expect([r.leftReactionKN, r.rightReactionKN, r.maxMomentKNm]).toEqual([0, 0, 0]);
  });
});

describe('The diagram uses 60 samples', () => {
  const inputs: Inputs = { ...defaults, lengthM: 6, loadKN: 8, positionM: 2 };
  const samples = shearMomentSamples(inputs);

  it('has 60 samples from x = 0 to x = L', () => {
    expect(DIAGRAM_SAMPLES).toBe(60);
    expect(samples).toHaveLength(60);
    expect(samples[0]?.xM).toBe(0);
    expect(samples[59]?.xM).toBe(6);
    for (let i = 1; i < samples.length; i += 1) expect(samples[i]!.xM - samples[i - 1]!.xM).toBeCloseTo(6 / 59, 12);
  });
  it('has zero moment at both supports', () => {
    expect(samples[0]?.momentKNm).toBe(0);
    expect(samples[59]?.momentKNm).toBeCloseTo(0, 12);
  });
  it('peaks the moment at x = a with the max moment', () => {
    expect(momentAtKNm(inputs, 2)).toBeCloseTo(compute(inputs).maxMomentKNm, 12);
    const peak = samples.reduce((best, s) => (s.momentKNm > best.momentKNm ? s : best));
    expect(Math.abs(peak.xM - 2)).toBeLessThanOrEqual(6 / 59);
    for (const s of samples) expect(s.momentKNm).toBeLessThanOrEqual(compute(inputs).maxMomentKNm + 1e-12);
  });
  it('jumps the shear by P at x = a: left reaction before, minus the right reaction after', () => {
    const { leftReactionKN, rightReactionKN } = compute(inputs);
    for (const s of samples) expect(s.shearKN).toBeCloseTo(s.xM < 2 ? leftReactionKN : -rightReactionKN, 12);
    expect(shearAtKN(inputs, 1.999)).toBeCloseTo(leftReactionKN, 12);
    expect(shearAtKN(inputs, 2)).toBeCloseTo(-rightReactionKN, 12);
  });
  it('accepts another sample count and never fewer than 2', () => {
    expect(shearMomentSamples(inputs, 11)).toHaveLength(11);
    expect(shearMomentSamples(inputs, 0)).toHaveLength(2);
    expect(shearMomentSamples(inputs, NaN)).toHaveLength(60);
  });
});

describe('Sections: E and I from published tables', () => {
  it('lists C24, GL24h and steel sections with their E (GPa) and I (cm⁴)', () => {
    // C24 E0,mean 11 kN/mm² (EN 338), GL24h 11.5 kN/mm² (EN 14080), steel 210 kN/mm² (EN 1993-1-1).
    // Timber I = b·h³/12: 47·200³/12 = 31 333 333 mm⁴ = 3133.3 cm⁴; 75·225³/12 = 7119.1 cm⁴; 90·270³/12 = 14 762.25 cm⁴.
    // Steel Iy from the makers' tables: IPE 200 1943, IPE 240 3892 (ArcelorMittal), UKB 203×133×25 2340 cm⁴ (SCI P363).
    const table = Object.fromEntries(SECTIONS.map((s) => [s.id, [s.eGPa, Number(s.iCm4.toFixed(2))]]));
    expect(table).toEqual({
      'c24-47x200': [11, 3133.33],
      'c24-75x225': [11, 7119.14],
      'gl24h-90x270': [11.5, 14762.25],
      'ipe-200': [210, 1943],
      'ukb-203x133x25': [210, 2340],
      'ipe-240': [210, 3892],
    });
    expect(params[3]).toMatchObject({ kind: 'select', default: 'ipe-200' });
    expect(sectionOf('nonsense').id).toBe('ipe-200');
  });
  it('shows E and I in How it’s calculated', () => {
    expect(explain.formula).toContain('Steel IPE 200: E = 210.0 GPa, I = 1943 cm⁴');
    expect(explain.formula).toContain('C24 timber 47 × 200 mm: E = 11.0 GPa, I = 3133 cm⁴');
  });
});

describe('Max deflection: P·b·(L² − b²)^{3/2} / (9·√3·E·I·L), b the shorter segment', () => {
  it('is P·L³/(48·E·I) at mid-span for a central load (defaults, IPE 200)', () => {
    // 8000 N × 6³ m³ / (48 × 210e9 Pa × 1943e-8 m⁴) = 1 728 000 / 195 854 400 = 0.0088229 m = 8.82 mm.
    const r = compute(defaults);
    expect(r.deflectionMm).toBeCloseTo(8.8229, 3);
    expect(r.deflectionAtM).toBeCloseTo(3, 12);
    // 6 / 0.0088229 = 680.05 → 680, over 360: passes.
    expect(r.spanRatio).toBeCloseTo(680.05, 1);
    expect(r.ratioShown).toBe(680);
    expect(r.passes).toBe(true);
    expect(r.limitMm).toBeCloseTo(16.667, 3);
  });
  it('a central load on C24 47 × 200 fails: 104.45 mm, L/57', () => {
    // EI = 11e9 × 3133.33e-8 = 344 666.7 N·m²; 1 728 000 / (48 × 344 666.7) = 0.104448 m; 6 / 0.104448 = 57.4.
    const r = compute({ ...defaults, section: 'c24-47x200' });
    expect(r.deflectionMm).toBeCloseTo(104.448, 2);
    expect(outputs(r).slice(3)).toEqual([
      { label: 'Max deflection', text: '104.45 mm' },
      { label: 'Span/deflection', text: '57 — fails L/360' },
    ]);
  });
  it('an off-centre load: 20 kN at 2 m on a 10 m IPE 240 gives 29.53 mm at 4.34 m, L/338', () => {
    // b = 2: 20 000 × 2 × 96^{3/2} / (9√3 × 210e9 × 3892e-8 × 10) = 37 624 164 / 1 274 075 758 = 0.029530 m.
    // AISC case 8 with a = 8, b = 2: P·a·b·(a + 2b)·√(3a(a + 2b)) / (27·E·I·L) gives the same 0.029530 m.
    // Where: √((100 − 4)/3) = 5.657 m from the right support (the longer segment's end), 4.343 m from the left.
    const r = compute({ lengthM: 10, loadKN: 20, positionM: 2, section: 'ipe-240' });
    expect(r.deflectionMm).toBeCloseTo(29.530, 2);
    expect(r.deflectionAtM).toBeCloseTo(10 - Math.sqrt(32), 12);
    expect(r.ratioShown).toBe(338);
    expect(r.passes).toBe(false);
    // The mirror image deflects as much, at the mirrored point.
    const mirror = compute({ lengthM: 10, loadKN: 20, positionM: 8, section: 'ipe-240' });
    expect(mirror.deflectionMm).toBeCloseTo(r.deflectionMm, 9);
    expect(mirror.deflectionAtM).toBeCloseTo(Math.sqrt(32), 12);
  });
  it('agrees with the central formula at b = L/2 and is 0 with the load on a support or no load (limits)', () => {
    const EI = 210e9 * 1943e-8;
    expect(pointLoadDeflection(1000, 5, 2.5, 210e9, 1943e-8).maxM).toBeCloseTo((1000 * 125) / (48 * EI), 15);
    expect(pointLoadDeflection(1000, 5, 0, 210e9, 1943e-8).maxM).toBe(0);
    expect(pointLoadDeflection(1000, 5, 5, 210e9, 1943e-8).maxM).toBe(0);
    const none = compute({ ...defaults, loadKN: 0 });
    expect(none.deflectionMm).toBe(0);
    expect(outputs(none).slice(3)).toEqual([
      { label: 'Max deflection', text: '0.00 mm' },
      { label: 'Span/deflection', text: `${RATIO_SHOWN_MAX}+ — passes L/360` },
    ]);
  });
  it('the largest deflection is the largest of the elastic curve (checked against the curve by integration)', () => {
    // Elastic curve of the left segment (x ≤ a): y = P·b·x·(L² − b² − x²)/(6·E·I·L), b = L − a (Roark).
    const [P, L, a, EI] = [1000, 7, 5, 1e6];
    const b = L - a;
    const curve = (x: number) => (x <= a ? (P * b * x * (L * L - b * b - x * x)) / (6 * EI * L) : (P * a * (L - x) * (L * L - a * a - (L - x) ** 2)) / (6 * EI * L));
    let max = 0;
    for (let i = 0; i <= 70_000; i += 1) max = Math.max(max, curve((i * L) / 70_000));
    expect(pointLoadDeflection(P, L, a, EI, 1).maxM).toBeCloseTo(max, 12);
  });
});

describe('Span/deflection: L/δ rounded down, passes at L/360', () => {
  it('passes exactly at L/360 and fails just under (the limit)', () => {
    // A central load that deflects exactly L/360 on C24 47 × 200 over 4 m: P = 48·E·I/(360·L²) = 2872.2 N.
    const EI = 11e9 * 3133.3333333e-8;
    const P = (48 * EI) / (360 * 16);
    const deflection = pointLoadDeflection(P, 4, 2, 11e9, 3133.3333333e-8).maxM;
    expect(deflection * 1e3).toBeCloseTo(4000 / 360, 9);
    expect(ratioCheck(spanRatio(4, deflection))).toEqual({ shown: 360, passes: true });
    expect(ratioCheck(spanRatio(4, deflection * 1.001))).toEqual({ shown: 359, passes: false });
    expect(ratioCheck(359.999)).toEqual({ shown: 359, passes: false });
  });
  it('caps the ratio at 100 000 for no deflection', () => {
    expect(spanRatio(6, 0)).toBe(RATIO_SHOWN_MAX);
    expect(spanRatio(6, 1e-9)).toBe(RATIO_SHOWN_MAX);
  });
});

describe('The shear outline steps vertically at the load', () => {
  it('holds two points at x = a: the left reaction, then left − P', () => {
    const inputs: Inputs = { ...defaults, lengthM: 6, loadKN: 8, positionM: 2 };
    const outline = shearOutline(inputs);
    const at = outline.filter((p) => p.xM === 2);
    expect(at.map((p) => p.shearKN)).toEqual([compute(inputs).leftReactionKN, compute(inputs).leftReactionKN - 8]);
    // Every sample away from the load is kept, so x never goes backwards.
    expect(outline.length).toBe(shearMomentSamples(inputs).filter((s) => s.xM !== 2).length + 2);
    for (let i = 1; i < outline.length; i += 1) expect(outline[i]!.xM).toBeGreaterThanOrEqual(outline[i - 1]!.xM);
  });
  it('steps at a support when the load stands on it', () => {
    const outline = shearOutline({ ...defaults, positionM: 0 });
    expect(outline[0]).toEqual({ xM: 0, shearKN: 8 });
    expect(outline[1]).toEqual({ xM: 0, shearKN: 0 });
  });
});

describe('Prompt (Beam Prompt)', () => {
  it('states the span, load, position, reactions and moment', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['spans 6.00 m', '8.00 kN', 'at 3.00 m from the left support', 'Left reaction: 4.00 kN', 'Right reaction: 4.00 kN', '12.00 kN·m']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).toContain('Steel IPE 200 (E = 210.0 GPa, I = 1943 cm⁴)');
    expect(prompt).toContain('Maximum deflection: 8.82 mm at 3.00 m from the left support (limit L/360 = 16.7 mm)');
    expect(prompt).toContain('Span/deflection: 680 — passes L/360');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('asks for a stiffer section when L/360 fails', () => {
    const inputs: Inputs = { ...defaults, section: 'c24-47x200' };
    expect(buildPrompt(inputs, compute(inputs))).toContain('propose a stiffer section that meets L/360');
  });
  it('uses the capped position', () => {
    const inputs: Inputs = { ...defaults, lengthM: 4, loadKN: 8, positionM: 9 };
    expect(buildPrompt(inputs, compute(inputs))).toContain('at 4.00 m from the left support (0.00 m from the right)');
  });
});
