import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { buildPrompt, compute, defaults, outputs, params, predictStyle, ruleChecks } from './index';
import type { Inputs } from './index';

const mid: Inputs = { minimalism: 0.5, warmth: 0.5, curves: 0.5, contrast: 0.5, tech: 0.5 };
const style = (overrides: Partial<Inputs>) => predictStyle({ ...mid, ...overrides });

describe('Five attributes, each 0–1, step 0.01', () => {
  it('are labelled Minimalism, Warmth, Curves, Contrast, Tech', () => {
    expect(params.map((p) => p.label)).toEqual(['Minimalism', 'Warmth', 'Curves', 'Contrast', 'Tech']);
    for (const p of params) expect(p).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01 });
  });
  it('clamp and snap raw input', () => {
    expect(sanitize(params, { minimalism: '1.7', warmth: -3, curves: '0.704', contrast: 'x', tech: '0.7' })).toEqual({
      minimalism: 1,
      warmth: 0,
      curves: 0.7,
      contrast: 0.5,
      tech: 0.7,
    });
  });
});

describe('Neo-Minimal Tech if minimalism > 0.7 and contrast > 0.6 and tech > 0.6', () => {
  it('matches just above every threshold', () => {
    expect(style({ minimalism: 0.71, contrast: 0.61, tech: 0.61 })).toBe('Neo-Minimal Tech');
  });
  it.each([
    [{ minimalism: 0.7, contrast: 0.9, tech: 0.9 }],
    [{ minimalism: 0.9, contrast: 0.6, tech: 0.9 }],
    [{ minimalism: 0.9, contrast: 0.9, tech: 0.6 }],
  ])('does not match at exactly a threshold: %o', (overrides) => {
    expect(style(overrides)).not.toBe('Neo-Minimal Tech');
  });
  it('wins over Organic Modern when both match (rules are ordered)', () => {
    expect(style({ minimalism: 0.8, contrast: 0.8, tech: 0.8, warmth: 0.9, curves: 0.9 })).toBe('Neo-Minimal Tech');
  });
});

describe("else 'Organic Modern' if warmth > 0.7 and curves > 0.6", () => {
  it('matches just above the thresholds', () => {
    expect(style({ warmth: 0.71, curves: 0.61 })).toBe('Organic Modern');
  });
  it('does not match at exactly 0.7 warmth or 0.6 curves', () => {
    expect(style({ warmth: 0.7, curves: 0.9 })).toBe('Contemporary Blend');
    expect(style({ warmth: 0.9, curves: 0.6 })).toBe('Contemporary Blend');
  });
  it('wins over Maximalist Contrast when both match', () => {
    expect(style({ warmth: 0.9, curves: 0.9, contrast: 0.9, minimalism: 0.1 })).toBe('Organic Modern');
  });
});

describe("else 'Maximalist Contrast' if contrast > 0.75 and minimalism < 0.5", () => {
  it('matches just past the thresholds', () => {
    expect(style({ contrast: 0.76, minimalism: 0.49 })).toBe('Maximalist Contrast');
  });
  it('does not match at exactly 0.75 contrast or 0.5 minimalism', () => {
    expect(style({ contrast: 0.75, minimalism: 0.2 })).toBe('Contemporary Blend');
    expect(style({ contrast: 0.9, minimalism: 0.5 })).toBe('Contemporary Blend');
  });
});

describe("else 'Contemporary Blend'", () => {
  it('is the prediction for the defaults (0.5 each)', () => {
    expect(defaults).toEqual(mid);
    expect(compute(defaults).style).toBe('Contemporary Blend');
    expect(outputs(compute(defaults))).toEqual([{ label: 'Predicted style', text: 'Contemporary Blend' }]);
  });
  it('covers the extremes', () => {
    expect(style({ minimalism: 0, warmth: 0, curves: 0, contrast: 0, tech: 0 })).toBe('Contemporary Blend');
    expect(style({ minimalism: 1, warmth: 1, curves: 1, contrast: 1, tech: 1 })).toBe('Neo-Minimal Tech');
  });
});

describe('compute', () => {
  it('clamps out-of-range attributes before predicting', () => {
    expect(compute({ ...mid, warmth: 5, curves: 5 }).attributes.warmth).toBe(1);
    expect(compute({ ...mid, warmth: NaN, curves: 5 }).style).toBe('Contemporary Blend');
  });
  it('names the strongest attribute', () => {
    expect(compute({ ...mid, curves: 0.9 }).strongest).toBe('curves');
  });
});

describe('Prompt (Style Prompt)', () => {
  it('names the style and every attribute value', () => {
    const inputs: Inputs = { minimalism: 0.2, warmth: 0.85, curves: 0.72, contrast: 0.4, tech: 0.1 };
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('"Organic Modern"');
    for (const text of ['Minimalism: 0.20', 'Warmth: 0.85 (very high)', 'Curves: 0.72', 'Contrast: 0.40', 'Tech: 0.10']) {
      expect(prompt).toContain(text);
    }
  });
  it('works for the defaults', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    expect(prompt).toContain('Contemporary Blend');
    expect(prompt).toContain('0.50 (moderate)');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('The rules as data (ruleChecks), for the drawing', () => {
  it('choose the same style as predictStyle, on a grid of attribute values', () => {
    const steps = [0, 0.49, 0.5, 0.6, 0.61, 0.7, 0.71, 0.75, 0.76, 1];
    for (const minimalism of steps)
      for (const contrast of steps)
        for (const warmth of [0.5, 0.7, 0.71])
          for (const curves of [0.6, 0.61])
            for (const tech of [0.6, 0.61]) {
              const a: Inputs = { minimalism, warmth, curves, contrast, tech };
              const chosen = ruleChecks(a).filter((rule) => rule.chosen);
              expect(chosen.map((rule) => rule.style)).toEqual([predictStyle(a)]);
            }
  });
  it('mark conditions met strictly and skip the rules after the match', () => {
    const checks = ruleChecks({ ...mid, minimalism: 0.7, contrast: 0.61, tech: 0.61, warmth: 0.71, curves: 0.61 });
    expect(checks[0]?.conditions.map((c) => c.met)).toEqual([false, true, true]);
    expect(checks.map((rule) => [rule.style, rule.chosen, rule.skipped])).toEqual([
      ['Neo-Minimal Tech', false, false],
      ['Organic Modern', true, false],
      ['Maximalist Contrast', false, true],
      ['Contemporary Blend', false, true],
    ]);
    expect(checks[3]?.matches).toBe(true);
  });
});

describe("The page's slider sequences (moved from tests/e2e/tools/style-dna.spec.ts)", () => {
  // Each sequence starts from 0.5 everywhere and moves a few sliders at a time, as a visitor does;
  // after each move the page shows the style and the drawing marks that one rule as the match.
  // The browser test keeps the first moves of each sequence.
  it.each([
    [
      'Neo-Minimal Tech, strictly above minimalism 0.7, contrast 0.6 and tech 0.6',
      [
        [{ minimalism: 0.71, contrast: 0.61, tech: 0.61 }, 'Neo-Minimal Tech'],
        [{ minimalism: 0.7 }, 'Contemporary Blend'],
        [{ minimalism: 0.71, contrast: 0.6 }, 'Contemporary Blend'],
        [{ contrast: 0.61, tech: 0.6 }, 'Contemporary Blend'],
        [{ tech: 0.61 }, 'Neo-Minimal Tech'],
      ],
    ],
    [
      'Organic Modern, above warmth 0.7 and curves 0.6',
      [
        [{ warmth: 0.71, curves: 0.61 }, 'Organic Modern'],
        [{ curves: 0.6 }, 'Contemporary Blend'],
        [{ curves: 0.61, warmth: 0.7 }, 'Contemporary Blend'],
      ],
    ],
    [
      'Maximalist Contrast, above contrast 0.75 and below minimalism 0.5',
      [
        [{ contrast: 0.76, minimalism: 0.49 }, 'Maximalist Contrast'],
        [{ contrast: 0.75 }, 'Contemporary Blend'],
        [{ contrast: 0.76, minimalism: 0.5 }, 'Contemporary Blend'],
      ],
    ],
  ] as const)('%s', (_name, moves) => {
    let inputs: Inputs = { ...defaults };
    for (const [change, style] of moves) {
      inputs = { ...inputs, ...sanitize(params, change, inputs) };
      const result = compute(inputs);
      expect(result.style, JSON.stringify(change)).toBe(style);
      expect(outputs(result)).toEqual([{ label: 'Predicted style', text: style }]);
      expect(ruleChecks(result.attributes).filter((rule) => rule.chosen).map((rule) => rule.style)).toEqual([style]);
    }
  });
});
