import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../../math/color';
import { sanitize } from '../params';
import { catalog, findEntry, promptFileName } from '../catalog';
import { buildPrompt, compute, contrastPairs, defaults, monochromaticLightnessPct, outputs, params, splitRole } from './index';
import type { Inputs, Scheme } from './index';

const hexes = (baseHex: string, scheme: Scheme): string[] => compute({ baseHex, scheme }).swatches.map((s) => s.hex);

describe('Controls: Base colour (colour input) and Scheme (select of five schemes)', () => {
  it('are labelled as in the contract', () => {
    expect(params.map((p) => [p.label, p.kind])).toEqual([
      ['Base colour', 'color'],
      ['Scheme', 'select'],
    ]);
  });
  it('offer Complementary, Analogous, Triadic, Monochromatic, Tetradic', () => {
    const scheme = params.find((p) => p.key === 'scheme');
    expect(scheme?.kind === 'select' && scheme.options.map((o) => o.label)).toEqual([
      'Complementary',
      'Analogous',
      'Triadic',
      'Monochromatic',
      'Tetradic',
    ]);
  });
  it('sanitize accepts only #rrggbb colours and listed schemes', () => {
    expect(sanitize(params, { baseHex: '#FF0000', scheme: 'triadic' })).toEqual({ baseHex: '#ff0000', scheme: 'triadic' });
    expect(sanitize(params, { baseHex: 'red', scheme: 'Rainbow' })).toEqual(defaults);
  });
});

describe('Hue rotations (CONTRACT §1)', () => {
  it('Complementary: 2 swatches at 0° and 180°', () => {
    expect(hexes('#ff0000', 'complementary')).toEqual(['#ff0000', '#00ffff']);
  });
  it('Triadic: 3 swatches at 0°, 120°, 240°', () => {
    expect(hexes('#ff0000', 'triadic')).toEqual(['#ff0000', '#00ff00', '#0000ff']);
  });
  it('Analogous: 3 swatches at −30°, 0°, +30°', () => {
    expect(hexes('#ff0000', 'analogous')).toEqual(['#ff0080', '#ff0000', '#ff8000']);
  });
  it('Tetradic: 4 swatches at 0°, 90°, 180°, 270°', () => {
    expect(hexes('#ff0000', 'tetradic')).toEqual(['#ff0000', '#80ff00', '#00ffff', '#8000ff']);
  });
  it('keeps saturation and lightness and rotates the hue of any base', () => {
    const base = hexToHsl('#3b7ea1');
    const swatches = compute({ baseHex: '#3b7ea1', scheme: 'tetradic' }).swatches;
    swatches.forEach((swatch, i) => {
      expect(swatch.hsl.saturationPct).toBeCloseTo(base.saturationPct, 9);
      expect(swatch.hsl.lightnessPct).toBeCloseTo(base.lightnessPct, 9);
      expect(swatch.hsl.hueDeg).toBeCloseTo((base.hueDeg + i * 90) % 360, 9);
    });
    expect(swatches[0]?.hex).toBe('#3b7ea1');
  });
});

describe('Monochromatic: 5 swatches, same hue, five lightness steps', () => {
  it('steps 15 points around a mid-tone base: 20, 35, 50, 65, 80 %', () => {
    const swatches = compute({ baseHex: '#ff0000', scheme: 'monochromatic' }).swatches;
    expect(swatches.map((s) => s.hsl.lightnessPct)).toEqual([20, 35, 50, 65, 80]);
    expect(swatches.map((s) => s.hex)).toEqual(['#660000', '#b30000', '#ff0000', '#ff4d4d', '#ff9999']);
  });
  it('keeps the base as the middle swatch when it fits', () => {
    const swatches = compute({ baseHex: '#3b7ea1', scheme: 'monochromatic' }).swatches;
    expect(swatches[2]?.hex).toBe('#3b7ea1');
    const hue = hexToHsl('#3b7ea1').hueDeg;
    for (const s of swatches) expect(s.hsl.hueDeg).toBe(hue);
  });
  it('moves the base off centre, never out of the palette, to stay within 10–90 %', () => {
    // 85 %: centred would reach 115 %; as the lightest of five it gives 25–85 %.
    expect(monochromaticLightnessPct(85)).toEqual([25, 40, 55, 70, 85]);
    // 25 %: centred would reach −5 %; second darkest gives 10–70 %, the limit itself.
    expect(monochromaticLightnessPct(25)).toEqual([10, 25, 40, 55, 70]);
    // 80 %: centred reaches 110 %, one step darker 95 %, two steps darker fits: 20–80 %.
    expect(monochromaticLightnessPct(80)).toEqual([20, 35, 50, 65, 80]);
  });
  it('keeps a base outside 10–90 % as it is; the other four step towards the middle', () => {
    expect(monochromaticLightnessPct(95)).toEqual([35, 50, 65, 80, 95]);
    expect(monochromaticLightnessPct(0)).toEqual([0, 15, 30, 45, 60]);
  });
  it.each(['#3b7ea1', '#f5e6d3', '#1a1a2e', '#ffffff', '#000000', '#c8734a', '#e0f0ff'])('keeps the base %s as one swatch, hex unchanged', (baseHex) => {
    const result = compute({ baseHex, scheme: 'monochromatic' });
    expect(result.swatches.map((s) => s.hex)).toContain(baseHex);
    expect(result.swatches[result.baseIndex]?.hex).toBe(baseHex);
  });
  it('gives five distinct colours', () => {
    expect(new Set(hexes('#c8734a', 'monochromatic')).size).toBe(5);
  });
});

describe('Outputs: Swatch 1 … Swatch N, each showing its hex', () => {
  it.each([
    ['complementary', 2],
    ['analogous', 3],
    ['triadic', 3],
    ['monochromatic', 5],
    ['tetradic', 4],
  ] as const)('%s has %i swatches', (scheme, count) => {
    const out = outputs(compute({ baseHex: '#3b7ea1', scheme }));
    expect(out.map((o) => o.label)).toEqual(Array.from({ length: count }, (_, i) => `Swatch ${i + 1}`));
    for (const o of out) expect(o.text).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('falls back to the default base for an invalid colour', () => {
    expect(compute({ baseHex: 'oops', scheme: 'complementary' }).baseHex).toBe(defaults.baseHex);
  });
  it('handles a grey base (no hue) without NaN', () => {
    expect(hexes('#808080', 'triadic')).toEqual(['#808080', '#808080', '#808080']);
  });
});

describe('Prompt (Palette Prompt, color-harmony-prompt.txt)', () => {
  it('names the scheme and every hex code', () => {
    const inputs: Inputs = { baseHex: '#ff0000', scheme: 'triadic' };
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('triadic');
    for (const hex of ['#ff0000', '#00ff00', '#0000ff']) expect(prompt).toContain(hex);
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('names the pairs that pass AA for text, highest first, or says none does', () => {
    const mono: Inputs = { baseHex: '#3b7ea1', scheme: 'monochromatic' };
    expect(buildPrompt(mono, compute(mono))).toContain(
      'pass WCAG AA contrast (4.5:1): #122631 with #9bc4da (8.38:1); #122631 with #63a4c6 (5.68:1); #265269 with #9bc4da (4.53:1).',
    );
    expect(buildPrompt(defaults, compute(defaults))).toContain('No two of these colours reach WCAG AA contrast (4.5:1) for text');
  });
  it('works for the defaults', () => {
    const result = compute(defaults);
    const prompt = buildPrompt(defaults, result);
    expect(prompt).toContain(defaults.baseHex);
    for (const s of result.swatches) expect(prompt).toContain(s.hex);
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
    expect(findEntry(catalog, 'color-harmony')?.panelTitle).toBe('Palette Prompt');
    expect(promptFileName('color-harmony')).toBe('color-harmony-prompt.txt');
  });
});

describe('Swatch roles for the palette drawing (splitRole)', () => {
  it('splits a role into its name, share and uses', () => {
    expect(splitRole('dominant (about 70 %: walls, floors and large surfaces)')).toEqual({
      name: 'dominant',
      sharePct: 70,
      usage: 'walls, floors and large surfaces',
    });
    expect(splitRole('light tone (walls)')).toEqual({ name: 'light tone', sharePct: null, usage: 'walls' });
    expect(splitRole('accent')).toEqual({ name: 'accent', sharePct: null, usage: '' });
  });
  it('gives shares that add up to 100 % for every hue-rotation scheme', () => {
    for (const scheme of ['complementary', 'analogous', 'triadic', 'tetradic'] as const) {
      const shares = compute({ baseHex: '#ff0000', scheme }).swatches.map((s) => splitRole(s.role).sharePct ?? 0);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    }
  });
  it('gives monochromatic swatches a use but no share', () => {
    for (const swatch of compute({ baseHex: '#ff0000', scheme: 'monochromatic' }).swatches) {
      const parts = splitRole(swatch.role);
      expect(parts.sharePct).toBeNull();
      expect(parts.usage).not.toBe('');
    }
  });
});

describe('Contrast of every pair of swatches (WCAG 2.2)', () => {
  it('lists each pair once, in order: 2 swatches 1 pair, 5 swatches 10', () => {
    expect(compute({ baseHex: '#ff0000', scheme: 'complementary' }).contrast.map((p) => [p.first, p.second])).toEqual([[0, 1]]);
    const mono = compute({ baseHex: '#3b7ea1', scheme: 'monochromatic' }).contrast;
    expect(mono.map((p) => `${p.first + 1}–${p.second + 1}`)).toEqual(['1–2', '1–3', '1–4', '1–5', '2–3', '2–4', '2–5', '3–4', '3–5', '4–5']);
  });
  it('pins hand-computed ratios: black/white 21:1, #767676/white 4.54:1 (AA), #777777/white 4.47:1 (fails AA)', () => {
    // See engine/math/color.test.ts for the luminances.
    const [bw, pass, fail] = [contrastPairs(['#000000', '#ffffff']), contrastPairs(['#767676', '#ffffff']), contrastPairs(['#ffffff', '#777777'])];
    expect(bw[0]).toMatchObject({ first: 0, second: 1, shownRatio: 21, aa: true, aaa: true });
    expect(pass[0]).toMatchObject({ shownRatio: 4.54, aa: true, aaa: false });
    expect(fail[0]).toMatchObject({ shownRatio: 4.47, aa: false, aaa: false, aaLarge: true });
  });
  it('the default palette: #3b7ea1 against #a15e3b is 1.12:1, no text level', () => {
    // L(#3b7ea1) = 0.184247 and L(#a15e3b) = 0.158982: 0.234247 / 0.208982 = 1.1209.
    expect(compute(defaults).contrast).toEqual([
      expect.objectContaining({ first: 0, second: 1, shownRatio: 1.12, aa: false, aaa: false, aaLarge: false, aaaLarge: false }),
    ]);
  });
});
