import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { adjust, buildPrompt, compute, defaults, MATERIAL_LOOKS, outputs, params, scoreTerms, sustainabilityScore } from './index';
import type { Inputs } from './index';

describe('Material choice and seven 0–1 sliders (step 0.01)', () => {
  it('are labelled as in the contract', () => {
    expect(params.map((p) => p.label)).toEqual([
      'Material',
      'Roughness',
      'Metallic',
      'Hardness',
      'Aging',
      'Recycled',
      'VOC',
      'Embodied carbon',
    ]);
    for (const p of params.slice(1)) expect(p).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01 });
  });
  it('offer Wood, Concrete and Metal', () => {
    const material = params[0];
    expect(material?.kind === 'select' && material.options.map((o) => o.label)).toEqual(['Wood', 'Concrete', 'Metal']);
    expect(sanitize(params, { material: 'glass' }).material).toBe('wood');
    expect(sanitize(params, { material: 'metal' }).material).toBe('metal');
  });
  it('default recycled 0.4, VOC 0.3, embodied carbon 0.5', () => {
    expect(defaults).toMatchObject({ recycled: 0.4, voc: 0.3, embodiedCarbon: 0.5 });
  });
  it('clamp raw slider input to 0–1', () => {
    expect(sanitize(params, { recycled: '3', voc: '-1', embodiedCarbon: 'abc' })).toMatchObject({
      recycled: 1,
      voc: 0,
      embodiedCarbon: 0.5,
    });
  });
});

describe('Sustainability score = 100 − embodiedCarbon·40 − VOC·25 + recycled·35, clamped 0–100', () => {
  it('is 86.5 for the defaults, shown as 87', () => {
    const result = compute(defaults);
    expect(result.score).toBeCloseTo(86.5, 10);
    expect(result.scoreRounded).toBe(87);
    expect(outputs(result)).toEqual([{ label: 'Sustainability score', text: '87' }]);
  });
  it('uses the weights 40, 25 and 35', () => {
    expect(sustainabilityScore(0, 0, 0)).toBe(100);
    expect(sustainabilityScore(1, 0, 0)).toBe(60);
    expect(sustainabilityScore(0, 1, 0)).toBe(75);
    expect(sustainabilityScore(1, 1, 0)).toBe(35);
  });
  it('clamps at 100 and 0', () => {
    expect(sustainabilityScore(0, 0, 1)).toBe(100); // 135 before clamping
    expect(sustainabilityScore(3, 3, 0)).toBe(0); // −95 before clamping
    expect(compute({ ...defaults, recycled: 1, voc: 0, embodiedCarbon: 0 }).scoreRounded).toBe(100);
  });
  it('ignores roughness, metallic, hardness, aging and the material', () => {
    const looks: Inputs = { ...defaults, material: 'metal', roughness: 0.1, metallic: 1, hardness: 1, aging: 1 };
    expect(compute(looks).score).toBe(compute(defaults).score);
  });
  it('rates the shown score', () => {
    expect(compute(defaults).rating).toBe('Excellent');
    expect(compute({ ...defaults, recycled: 0, voc: 1, embodiedCarbon: 1 }).rating).toBe('Poor');
  });
});

describe('Prompt (Material Prompt)', () => {
  it('names the material and every property', () => {
    const inputs: Inputs = { ...defaults, material: 'concrete', roughness: 0.8, metallic: 0.05 };
    const prompt = buildPrompt(inputs, compute(inputs));
    for (const text of ['concrete', 'roughness 0.80', 'metallic 0.05', 'Recycled content: 0.40', 'VOC emissions: 0.30', 'Embodied carbon: 0.50', '87/100']) {
      expect(prompt).toContain(text);
    }
  });
  it('works for the defaults', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    expect(prompt).toContain('wood');
    expect(prompt).toContain('87/100 (Excellent)');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('Score terms for the chart (scoreTerms)', () => {
  it('gives −carbon·40, −VOC·25 and +recycled·35 after a base of 100', () => {
    const parts = scoreTerms(defaults);
    expect(parts.base).toBe(100);
    expect(parts.terms.map((t) => [t.label, t.weight])).toEqual([
      ['Embodied carbon', -40],
      ['VOC', -25],
      ['Recycled', 35],
    ]);
    expect(parts.terms.map((t) => t.points)).toEqual([-20, -7.5, 14]);
    expect(parts.raw).toBeCloseTo(86.5, 10);
    expect(parts.score).toBe(compute(defaults).score);
  });
  it('shows the sum before clamping and the clamped score', () => {
    const best = scoreTerms({ ...defaults, recycled: 1, voc: 0, embodiedCarbon: 0 });
    expect(best.raw).toBe(135);
    expect(best.score).toBe(100);
    expect(scoreTerms({ ...defaults, recycled: 0, voc: 1, embodiedCarbon: 1 }).score).toBe(35);
  });
});

describe('Choosing a material sets its typical roughness, metallic and hardness', () => {
  it('wood’s typical values are the defaults', () => {
    expect(MATERIAL_LOOKS.wood).toEqual({ roughness: defaults.roughness, metallic: defaults.metallic, hardness: defaults.hardness });
  });
  it('metal: metallic 1 (a bare metal in the metal/roughness model), brushed roughness 0.35, hardness 0.85', () => {
    const next = adjust(defaults, { ...defaults, material: 'metal' });
    expect(next).toEqual({ ...defaults, material: 'metal', roughness: 0.35, metallic: 1, hardness: 0.85 });
  });
  it('concrete: a rough dielectric, roughness 0.85, metallic 0, hardness 0.7; aging and the sustainability inputs stay', () => {
    const custom: Inputs = { ...defaults, material: 'metal', roughness: 0.1, metallic: 0.5, aging: 0.9, recycled: 1, voc: 0, embodiedCarbon: 0.2 };
    expect(adjust(custom, { ...custom, material: 'concrete' })).toEqual({ ...custom, material: 'concrete', roughness: 0.85, metallic: 0, hardness: 0.7 });
  });
  it('leaves slider changes alone, so the values stay editable after a choice (and a link’s values are kept)', () => {
    const metal: Inputs = { ...defaults, material: 'metal', roughness: 0.35, metallic: 1, hardness: 0.85 };
    const edited: Inputs = { ...metal, roughness: 0.12 };
    expect(adjust(metal, edited)).toBe(edited);
    expect(adjust(edited, edited)).toBe(edited);
  });
});
