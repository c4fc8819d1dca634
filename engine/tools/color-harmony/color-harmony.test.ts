import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../../math/color';
import { sanitize } from '../params';
import { catalog, findEntry, promptFileName } from '../catalog';
import { buildPrompt, compute, defaults, monochromaticLightnessPct, outputs, params, splitRole } from './index';
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
  it('shifts the block to stay within 10–90 % for very light or dark bases', () => {
    expect(monochromaticLightnessPct(95)).toEqual([30, 45, 60, 75, 90]);
    expect(monochromaticLightnessPct(0)).toEqual([10, 25, 40, 55, 70]);
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
