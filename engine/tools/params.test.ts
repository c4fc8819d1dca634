import { describe, expect, it } from 'vitest';
import { defaultsOf, levelWord, positionParam, sanitize, snapToStep } from './params';
import type { Param, ParamList, ToolEngine } from './params';
import { entryOf } from './all';
import { promptFileName } from './catalog';
import * as colorHarmony from './color-harmony';
import * as lightingPhysics from './lighting-physics';
import * as materialProperties from './material-properties';
import * as proportionScale from './proportion-scale';
import * as roomProportion from './room-proportion';
import * as smartHome from './smart-home';
import * as structuralLoad from './structural-load';
import * as styleDna from './style-dna';
import * as sustainableSystems from './sustainable-systems';
import * as texturePattern from './texture-pattern';
import * as visualWeight from './visual-weight';
import * as windowOptimizer from './window-optimizer';

interface Demo {
  size: number;
  ratio: number;
  free: number;
  pick: 'a' | 'b';
  on: boolean;
  tint: string;
  cap: number;
}

const demo: ParamList<Demo> = [
  { kind: 'range', key: 'size', label: 'Size', min: 40, max: 180, step: 1, default: 100 },
  { kind: 'range', key: 'ratio', label: 'Ratio', min: 0, max: 1, step: 0.01, default: 0.5 },
  { kind: 'number', key: 'free', label: 'Free', step: 0.1, default: 6 },
  {
    kind: 'select',
    key: 'pick',
    label: 'Pick',
    default: 'a',
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  },
  { kind: 'toggle', key: 'on', label: 'On', default: false },
  { kind: 'color', key: 'tint', label: 'Tint', default: '#336699' },
  { kind: 'range', key: 'cap', label: 'Cap', min: 0, max: 200, step: 1, default: 50, maxFrom: 'size' },
];
const demoDefaults = defaultsOf(demo);

describe('defaults', () => {
  it('come from the parameter list', () => {
    expect(demoDefaults).toEqual({ size: 100, ratio: 0.5, free: 6, pick: 'a', on: false, tint: '#336699', cap: 50 });
  });
});

describe('sanitize: numbers', () => {
  it('parses numeric strings', () => {
    expect(sanitize(demo, { size: ' 120 ', free: '-3.25' })).toMatchObject({ size: 120, free: -3.25 });
  });
  it('clamps sliders to their bounds', () => {
    expect(sanitize(demo, { size: 1e9 }).size).toBe(180);
    expect(sanitize(demo, { size: -50 }).size).toBe(40);
    expect(sanitize(demo, { ratio: 7 }).ratio).toBe(1);
  });
  it('snaps sliders to the step grid without binary noise', () => {
    expect(sanitize(demo, { size: 99.6 }).size).toBe(100);
    expect(sanitize(demo, { ratio: 0.7 }).ratio).toBe(0.7);
    expect(sanitize(demo, { ratio: 0.704 }).ratio).toBe(0.7);
    expect(snapToStep(0.7, 0.01)).toBe(0.7);
    expect(snapToStep(2.96, 0.5, 0)).toBe(3);
  });
  it('leaves free number fields unsnapped and unbounded', () => {
    expect(sanitize(demo, { free: 6.04 }).free).toBe(6.04);
    expect(sanitize(demo, { free: -1e6 }).free).toBe(-1e6);
  });
  it.each([[''], ['abc'], [NaN], [Infinity], [-Infinity], [null], [true], [{}]])('rejects %s and keeps the previous value', (raw) => {
    const previous = { ...demoDefaults, size: 77, free: 2.5 };
    const next = sanitize(demo, { size: raw, free: raw }, previous);
    expect(next.size).toBe(77);
    expect(next.free).toBe(2.5);
  });
  it('falls back to the default when the previous value is itself bad', () => {
    expect(sanitize(demo, { size: 'x' }, { ...demoDefaults, size: NaN }).size).toBe(100);
  });
  it('keeps previous values for keys missing from the raw input', () => {
    const previous = { ...demoDefaults, ratio: 0.33 };
    expect(sanitize(demo, {}, previous)).toEqual(previous);
  });
  it('caps a maxFrom parameter by the other input', () => {
    expect(sanitize(demo, { size: 60, cap: 150 }).cap).toBe(60);
    expect(sanitize(demo, { size: 160, cap: 150 }).cap).toBe(150);
  });
});

describe('sanitize: selects, toggles, colours', () => {
  it('accepts only listed select values', () => {
    expect(sanitize(demo, { pick: 'b' }).pick).toBe('b');
    expect(sanitize(demo, { pick: 'B' }).pick).toBe('a');
    expect(sanitize(demo, { pick: 'zzz' }, { ...demoDefaults, pick: 'b' }).pick).toBe('b');
  });
  it('accepts booleans and their strings for toggles', () => {
    expect(sanitize(demo, { on: true }).on).toBe(true);
    expect(sanitize(demo, { on: 'true' }).on).toBe(true);
    expect(sanitize(demo, { on: 'yes' }, { ...demoDefaults, on: true }).on).toBe(true);
  });
  it('accepts only #rrggbb colours, lower-cased', () => {
    expect(sanitize(demo, { tint: '#AABBCC' }).tint).toBe('#aabbcc');
    expect(sanitize(demo, { tint: 'blue' }).tint).toBe('#336699');
    expect(sanitize(demo, { tint: '#abc' }, { ...demoDefaults, tint: '#010101' }).tint).toBe('#010101');
  });
});

describe('sanitize: dates', () => {
  const list: ParamList<{ day: string }> = [{ kind: 'date', key: 'day', label: 'Date', default: '2026-06-21', min: '1901-01-01', max: '2099-12-31' }];
  it('accepts real yyyy-mm-dd dates, clamped to the bounds', () => {
    expect(sanitize(list, { day: '2030-03-20' }).day).toBe('2030-03-20');
    expect(sanitize(list, { day: '1066-10-14' }).day).toBe('1901-01-01');
    expect(sanitize(list, { day: '2150-01-01' }).day).toBe('2099-12-31');
  });
  it.each([[''], ['2026-02-30'], ['2026-6-1'], ['20260621'], ['<b>1</b>'], [20260621], [null]])('rejects %j and keeps the previous date', (raw) => {
    expect(sanitize(list, { day: raw }, { day: '2030-12-21' }).day).toBe('2030-12-21');
    expect(sanitize(list, { day: raw }).day).toBe('2026-06-21');
  });
  it('falls back to the default when the previous date is itself bad', () => {
    expect(sanitize(list, { day: 'x' }, { day: 'nonsense' }).day).toBe('2026-06-21');
  });
});

describe('positionParam', () => {
  const x = positionParam('x', 'Item X', 420, 60);

  it('is a whole-px number field from 0 to max, starting at the value', () => {
    expect(x).toEqual({ kind: 'number', key: 'x', label: 'Item X', unit: 'px', min: 0, max: 420, step: 1, default: 60, decimals: 0 });
  });
  it('clamps typed values to [0, max] like the drag', () => {
    const list: ParamList<{ x: number }> = [x];
    expect(sanitize(list, { x: 5000 }).x).toBe(420);
    expect(sanitize(list, { x: -30 }).x).toBe(0);
    expect(sanitize(list, { x: '123.4' }).x).toBe(123.4);
  });
});

describe('levelWord', () => {
  it.each([
    [0, 'very low'],
    [0.2, 'low'],
    [0.5, 'moderate'],
    [0.7, 'high'],
    [0.9, 'very high'],
  ])('%s is %s', (value, word) => {
    expect(levelWord(value)).toBe(word);
  });
});

/** Type-erases a tool module after checking it against the shared engine interface. */
function tool<I, R>(engine: ToolEngine<I, R>) {
  return {
    entry: entryOf(engine),
    engine: engine as ToolEngine<unknown, unknown>,
    params: engine.params as readonly Param[],
    sanitizeRaw: (raw: Record<string, unknown>) => sanitize(engine.params, raw),
    run: (raw: Record<string, unknown>) => {
      const inputs = sanitize(engine.params, raw);
      const result = engine.compute(inputs);
      return { inputs, result, outputs: engine.outputs(result), prompt: engine.buildPrompt(inputs, result) };
    },
  };
}

const TOOLS = [
  tool(colorHarmony),
  tool(roomProportion),
  tool(styleDna),
  tool(materialProperties),
  tool(texturePattern),
  tool(structuralLoad),
  tool(windowOptimizer),
  tool(lightingPhysics),
  tool(proportionScale),
  tool(visualWeight),
  tool(smartHome),
  tool(sustainableSystems),
];

const BAD = /NaN|Infinity|undefined|\[object/;

describe.each(TOOLS.map((t) => [t.entry.slug, t] as const))('%s: shared contract', (slugName, t) => {
  it('downloads as {slug}-prompt.txt and has a panel title', () => {
    expect(promptFileName(slugName)).toBe(`${slugName}-prompt.txt`);
    expect(t.entry.panelTitle).toMatch(/Prompt$/);
  });
  it('has one parameter per input key, with unique labels and defaults inside their bounds', () => {
    expect(t.params.map((p) => p.key).sort()).toEqual(Object.keys(t.engine.defaults as object).sort());
    const labels = t.params.map((p) => p.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    for (const param of t.params) {
      if (param.kind === 'range') {
        expect(param.default).toBeGreaterThanOrEqual(param.min);
        expect(param.default).toBeLessThanOrEqual(param.max);
      }
      if (param.kind === 'select') expect(param.options.map((o) => o.value)).toContain(param.default);
    }
  });
  it('keeps its defaults through sanitize', () => {
    expect(t.sanitizeRaw({})).toEqual(t.engine.defaults);
  });
  it('never shows NaN, Infinity or undefined, whatever the raw input', () => {
    const hostile: Record<string, unknown>[] = [{}];
    for (const bad of ['', 'abc', NaN, Infinity, -Infinity, 1e308, -1e308, 0, -1]) {
      hostile.push(Object.fromEntries(t.params.map((p) => [p.key, bad])));
    }
    for (const raw of hostile) {
      const { result, outputs, prompt } = t.run(raw);
      expect(JSON.stringify(result)).not.toMatch(/null/);
      for (const output of outputs) expect(output.text).not.toMatch(BAD);
      expect(prompt).not.toMatch(BAD);
    }
  });
  it('computes finite results even from unsanitised, hostile inputs', () => {
    for (const bad of [NaN, Infinity, -Infinity, 'constructor', '__proto__', 'toString']) {
      const inputs = Object.fromEntries(
        t.params.map((p) => [p.key, p.kind === 'range' || p.kind === 'number' ? (typeof bad === 'number' ? bad : NaN) : bad]),
      );
      const result = t.engine.compute(inputs);
      expect(JSON.stringify(result)).not.toMatch(/null/);
      for (const output of t.engine.outputs(result)) expect(output.text).not.toMatch(BAD);
      expect(t.engine.buildPrompt(inputs, result)).not.toMatch(/NaN|Infinity|undefined|\[object|function/);
    }
  });
  it('has a How it’s calculated text', () => {
    const { formula, units, assumptions } = t.engine.explain;
    for (const text of [formula, units, assumptions]) expect(text.length).toBeGreaterThan(20);
  });
});
