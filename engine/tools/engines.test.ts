import { describe, expect, it } from 'vitest';
import { allEngines } from './all';

/** The contract's panel title of each tool (docs/contract.md §3). */
const titles: Readonly<Record<string, string>> = {
  'color-harmony': 'Palette Prompt',
  'golden-ratio': 'Composition Prompt',
  'room-proportion': 'Room Prompt',
  'flow-pattern': 'Circulation Prompt',
  'zoning-mapper': 'Zoning Prompt',
  'style-dna': 'Style Prompt',
  'material-properties': 'Material Prompt',
  'texture-pattern': 'Texture Prompt',
  'surface-reflection': 'Surface Prompt',
  'structural-load': 'Beam Prompt',
  'window-optimizer': 'Window Prompt',
  'ventilation-flow': 'Ventilation Prompt',
  'lighting-physics': 'Lighting Prompt',
  'proportion-scale': 'Proportion Prompt',
  'visual-weight': 'Balance Prompt',
  'smart-home': 'Smart Home Prompt',
  'sustainable-systems': 'Sustainability Prompt',
  'construction-sequence': 'Schedule Prompt',
  'design-presentation': 'Deck Prompt',
  'vr-walkthrough': 'VR Walkthrough Prompt',
};

/** Every tool's engine with its panel title. */
const engines = allEngines.map((engine) => [engine, titles[engine.slug] ?? ''] as const);

/** Results that are words or hex codes by nature (docs/contract.md §3); every other output starts with its number. */
const notNumeric = (label: string): boolean => label === 'Predicted style' || label === 'Status' || /^Swatch \d+$/.test(label);

describe('Every tool engine', () => {
  it('covers the 20 tools', () => {
    expect(new Set(engines.map(([engine]) => engine.slug)).size).toBe(20);
  });

  describe.each(engines.map(([engine, title]) => [engine.slug, engine, title] as const))('%s', (slug, engine, title) => {
    it('has its contract panel title and downloads as {slug}-prompt.txt', () => {
      expect(engine.panelTitle).toBe(title);
      expect(engine.fileName).toBe(`${slug}-prompt.txt`);
    });

    it('explains how it is calculated: formula, units, assumptions', () => {
      for (const text of [engine.explain.formula, engine.explain.units, engine.explain.assumptions]) {
        expect(text.length).toBeGreaterThan(20);
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
      }
    });

    it('computes its defaults into number-first outputs and a clean prompt', () => {
      const result = engine.compute(engine.defaults);
      for (const output of engine.outputs(result)) {
        expect(output.text).not.toMatch(/NaN|Infinity|undefined/);
        if (!notNumeric(output.label)) expect(output.text).toMatch(/^-?\d/);
      }
      const prompt = engine.buildPrompt(engine.defaults, result);
      expect(prompt.length).toBeGreaterThan(120);
      expect(prompt).not.toMatch(/NaN|Infinity|undefined|\[object/);
    });
  });
});
