import { describe, expect, it } from 'vitest';
import type { ToolEngine } from './params';
import * as colorHarmony from './color-harmony';
import * as constructionSequence from './construction-sequence';
import * as designPresentation from './design-presentation';
import * as flowPattern from './flow-pattern';
import * as goldenRatio from './golden-ratio';
import * as lightingPhysics from './lighting-physics';
import * as materialProperties from './material-properties';
import * as proportionScale from './proportion-scale';
import * as roomProportion from './room-proportion';
import * as smartHome from './smart-home';
import * as structuralLoad from './structural-load';
import * as styleDna from './style-dna';
import * as surfaceReflection from './surface-reflection';
import * as sustainableSystems from './sustainable-systems';
import * as texturePattern from './texture-pattern';
import * as ventilationFlow from './ventilation-flow';
import * as visualWeight from './visual-weight';
import * as vrWalkthrough from './vr-walkthrough';
import * as windowOptimizer from './window-optimizer';
import * as zoningMapper from './zoning-mapper';

/** Every tool's engine with its panel title from CONTRACT.md §3. */
const engines: readonly [ToolEngine<never, never>, string][] = [
  [colorHarmony, 'Palette Prompt'],
  [goldenRatio, 'Composition Prompt'],
  [roomProportion, 'Room Prompt'],
  [flowPattern, 'Circulation Prompt'],
  [zoningMapper, 'Zoning Prompt'],
  [styleDna, 'Style Prompt'],
  [materialProperties, 'Material Prompt'],
  [texturePattern, 'Texture Prompt'],
  [surfaceReflection, 'Surface Prompt'],
  [structuralLoad, 'Beam Prompt'],
  [windowOptimizer, 'Window Prompt'],
  [ventilationFlow, 'Ventilation Prompt'],
  [lightingPhysics, 'Lighting Prompt'],
  [proportionScale, 'Proportion Prompt'],
  [visualWeight, 'Balance Prompt'],
  [smartHome, 'Smart Home Prompt'],
  [sustainableSystems, 'Sustainability Prompt'],
  [constructionSequence, 'Schedule Prompt'],
  [designPresentation, 'Deck Prompt'],
  [vrWalkthrough, 'VR Walkthrough Prompt'],
] as unknown as readonly [ToolEngine<never, never>, string][];

/** Results that are words or hex codes by nature (CONTRACT.md §3); every other output starts with its number. */
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
