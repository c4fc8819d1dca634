import { describe, expect, it } from 'vitest';
import { allEngines, type AnyToolEngine } from './all';
import * as colorHarmony from './color-harmony';
import * as constructionSequence from './construction-sequence';
import * as designPresentation from './design-presentation';
import * as goldenRatio from './golden-ratio';
import * as materialProperties from './material-properties';
import * as roomProportion from './room-proportion';
import * as structuralLoad from './structural-load';
import * as vrWalkthrough from './vr-walkthrough';
import * as windowOptimizer from './window-optimizer';
import { sanitize, snapToStep, type Param, type ParamValue } from './params';
import { MAX_QUERY_LENGTH, MAX_VALUE_LENGTH, inputsFromQuery, inputsToQuery, linkLeavesOut, numberToQuery, queryText } from './query';

/** A valid value of `param` other than its default. */
function otherValue(param: Param): ParamValue {
  switch (param.kind) {
    case 'range': {
      const at = (share: number) => snapToStep(param.min + (param.max - param.min) * share, param.step, param.min);
      return at(0.37) !== param.default ? at(0.37) : at(0.71);
    }
    case 'number': {
      const value = param.default + 7.3;
      return param.max !== undefined && value > param.max ? param.default - 7.3 : value;
    }
    case 'select':
      return param.options.find((option) => option.value !== param.default)?.value ?? param.default;
    case 'toggle':
      return !param.default;
    case 'color':
      return param.default === '#a1b2c3' ? '#c3b2a1' : '#a1b2c3';
    case 'date':
      return param.default === '2028-02-29' ? '2031-12-21' : '2028-02-29';
  }
}

/** Non-default values of the inputs that are not parameters. */
const otherLists: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'golden-ratio': { showGrid: false },
  'construction-sequence': {
    phases: [
      { name: 'Dig <b>out</b> & level', days: 7 },
      { name: 'Slab, piles; 100% "done"', days: 0 },
      { name: ' Timber frame ', days: 30 },
      { name: '', days: 1 },
    ],
  },
  'design-presentation': {
    slides: [
      { id: 'slide-1', title: 'Café – 概要 <script>', bullets: 'Goals\n\n  Scope  \nA+B=C & 50 %' },
      { id: 'slide-2', title: '', bullets: '' },
      { id: 'slide-3', title: 'Slide_3', bullets: 'Point A\nPoint B' },
    ],
    selected: 2,
  },
  'vr-walkthrough': {
    waypoints: [
      { x: 0, y: 0 },
      { x: 560, y: 320 },
      { x: 123, y: 45 },
      { x: 7, y: 300 },
    ],
    cursor: { x: 100, y: 200 },
  },
};

/**
 * `value` with every number as a matcher to 9 significant digits: links write 12, which drops
 * binary noise (98.88751545117428 → 98.8875154512) but nothing anyone can see.
 */
function approximately(value: unknown): unknown {
  if (typeof value === 'number') return value === 0 ? 0 : expect.closeTo(value, 9 - Math.ceil(Math.log10(Math.abs(value))));
  if (Array.isArray(value)) return value.map(approximately);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, approximately(item)]));
  return value;
}

/** Inputs with every parameter (and list) off its default, made consistent as the tool would. */
function changedInputs(slug: string, engine: AnyToolEngine): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const param of engine.params as readonly Param[]) raw[param.key] = otherValue(param);
  const next = { ...engine.defaults, ...otherLists[slug], ...sanitize(engine.params, raw, engine.defaults) };
  return engine.adjust ? engine.adjust(next, next) : next;
}

describe('A link round-trips every input of every tool', () => {
  it.each(allEngines.map(({ tool, engine }) => [tool.slug, engine] as const))('%s', (slug, engine) => {
    const inputs = changedInputs(slug, engine);
    for (const param of engine.params as readonly Param[]) expect(inputs[param.key], param.key).not.toEqual(param.default);
    for (const key of Object.keys(otherLists[slug] ?? {})) expect(inputs[key], key).not.toEqual(engine.defaults[key]);

    const query = inputsToQuery(engine, inputs);
    const restored = inputsFromQuery(engine, `?${query}`);
    expect(restored).toEqual(approximately(inputs));
    expect(engine.buildPrompt(restored, engine.compute(restored))).toBe(engine.buildPrompt(inputs, engine.compute(inputs)));
    // Writing what was read gives the same link.
    expect(inputsToQuery(engine, restored)).toBe(query);
  });

  it.each(allEngines.map(({ tool, engine }) => [tool.slug, engine] as const))('%s: defaults, and an empty query, give the defaults', (_slug, engine) => {
    expect(inputsFromQuery(engine, inputsToQuery(engine, engine.defaults))).toEqual(approximately(engine.defaults));
    expect(inputsFromQuery(engine, '')).toEqual(engine.defaults);
  });

  it('writes every parameter by its key, numbers compactly, toggles 1/0, colours without #', () => {
    expect(inputsToQuery(colorHarmony, { baseHex: '#a1b2c3', scheme: 'triadic' })).toBe('baseHex=a1b2c3&scheme=triadic');
    expect(inputsToQuery(structuralLoad, { lengthM: 0.1 + 0.2 + 6, loadKN: 8, positionM: 3, section: 'ipe-240' })).toBe('lengthM=6.3&loadKN=8&positionM=3&section=ipe-240');
    expect(inputsToQuery(vrWalkthrough, { ...vrWalkthrough.defaults, loop: true })).toBe('speedMps=1.2&loop=1&units=m&roomWidth=14&roomDepth=8&path=40-40_220-120_440-180');
    expect(numberToQuery(-0)).toBe('0');
    expect(numberToQuery(1e-7)).toBe('1e-7');
    expect(inputsFromQuery(structuralLoad, 'lengthM=1e1').lengthM).toBe(10);
  });
});

describe('Hostile queries: numbers', () => {
  const read = (search: string) => inputsFromQuery(structuralLoad, search);

  it.each([['abc'], [''], ['NaN'], ['Infinity'], ['-Infinity'], ['1e400'], ['0x10'], ['5abc'], ['5 5'], ['1,5'], ['%20'], ['5'.repeat(MAX_VALUE_LENGTH + 1)]])(
    'ignores lengthM=%s: the default stays',
    (value) => {
      expect(read(`lengthM=${value}`).lengthM).toBe(structuralLoad.defaults.lengthM);
    },
  );

  it('clamps out-of-range numbers to the bounds and snaps sliders to their step', () => {
    expect(read('lengthM=-5').lengthM).toBe(2);
    expect(read('lengthM=99999').lengthM).toBe(12);
    expect(read('loadKN=7.3').loadKN).toBe(7.5);
    expect(read('lengthM=%2B7').lengthM).toBe(7);
  });

  it('keeps dependent inputs consistent whatever the order of the keys', () => {
    for (const search of ['positionM=10&lengthM=5', 'lengthM=5&positionM=10']) expect(read(search)).toMatchObject({ lengthM: 5, positionM: 5 });
    for (const search of ['positionM=10&lengthM=12', 'lengthM=12&positionM=10']) expect(read(search)).toMatchObject({ lengthM: 12, positionM: 10 });
    // A canvas size and a centre: the centre is clamped into that canvas, not scaled from the default one.
    for (const search of ['elementX=500&canvasSizePx=560', 'canvasSizePx=560&elementX=500']) {
      expect(inputsFromQuery(goldenRatio, search)).toMatchObject({ canvasSizePx: 560, elementX: 500 });
    }
    expect(inputsFromQuery(goldenRatio, 'canvasSizePx=240&elementX=500').elementX).toBe(240 - 240 * goldenRatio.ELEMENT_SHARE / 2);
    // Lengths given in feet are not converted again from metres.
    for (const search of ['units=ft&length=20', 'length=20&units=ft']) {
      expect(inputsFromQuery(roomProportion, search)).toEqual({ ...roomProportion.defaults, units: 'ft', length: 20 });
    }
  });

  it('reads the first of repeated keys', () => {
    expect(read('lengthM=4&lengthM=9').lengthM).toBe(4);
    expect(read('lengthM=abc&lengthM=9').lengthM).toBe(structuralLoad.defaults.lengthM);
  });
});

describe('Hostile queries: selects, toggles, colours, keys', () => {
  it.each([['pentagonal'], ['Triadic'], ['constructor'], ['__proto__'], ['toString'], ['']])('ignores scheme=%s', (value) => {
    expect(inputsFromQuery(colorHarmony, `scheme=${value}`).scheme).toBe(colorHarmony.defaults.scheme);
  });

  it('accepts listed select values', () => {
    expect(inputsFromQuery(materialProperties, 'material=metal').material).toBe('metal');
  });

  it('reads toggles as 1/0 or true/false only', () => {
    const loop = (value: string) => inputsFromQuery(vrWalkthrough, `loop=${value}`).loop;
    expect([loop('1'), loop('true'), loop('0'), loop('false')]).toEqual([true, true, false, false]);
    for (const value of ['yes', '2', '', 'TRUE']) expect(loop(value)).toBe(false);
    expect(inputsFromQuery(vrWalkthrough, 'loop=yes&loop=1').loop).toBe(false);
  });

  it('reads colours as rrggbb, with or without #, in either case', () => {
    const base = (value: string) => inputsFromQuery(colorHarmony, `baseHex=${value}`).baseHex;
    expect(base('ABCDEF')).toBe('#abcdef');
    expect(base('%23abcdef')).toBe('#abcdef');
    for (const value of ['zzzzzz', '12345', '1234567', 'red', '%23%23abcdef', '']) expect(base(value)).toBe(colorHarmony.defaults.baseHex);
  });

  it('reads dates as real yyyy-mm-dd days, clamped to their bounds', () => {
    const date = (value: string) => inputsFromQuery(windowOptimizer, `date=${value}`).date;
    expect(date('2030-03-20')).toBe('2030-03-20');
    expect(date('1850-06-21')).toBe('1901-01-01');
    expect(date('2150-06-21')).toBe('2099-12-31');
    for (const value of ['2026-02-30', '2026-6-21', '21-06-2026', '%3Cb%3E', '', 'x'.repeat(300)]) expect(date(value)).toBe(windowOptimizer.defaults.date);
    expect(inputsToQuery(windowOptimizer, { ...windowOptimizer.defaults, date: '2031-12-21' })).toContain('date=2031-12-21');
  });

  it('ignores unknown keys, and never writes to prototypes', () => {
    expect(inputsFromQuery(structuralLoad, 'span=4&foo=bar&__proto__[x]=1&constructor=2&__proto__=3')).toEqual(structuralLoad.defaults);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('survives malformed percent-encoding', () => {
    expect(() => inputsFromQuery(colorHarmony, '?scheme=%E0%A4%A&baseHex=%ZZ')).not.toThrow();
    expect(inputsFromQuery(colorHarmony, '?scheme=%E0%A4%A')).toEqual(colorHarmony.defaults);
    expect(inputsFromQuery(constructionSequence, 'phase1=%E0%A4%A').phases[0]?.name).toBe('\uFFFD%A');
  });

  it('reads a 10,000-character query, and no further than its cap', () => {
    const junk = `junk=${'x'.repeat(10_000)}`;
    expect(inputsFromQuery(structuralLoad, `lengthM=4&${junk}&loadKN=3`)).toMatchObject({ lengthM: 4, loadKN: 3 });
    const beyond = `lengthM=4&junk=${'x'.repeat(MAX_QUERY_LENGTH)}&loadKN=3`;
    expect(inputsFromQuery(structuralLoad, beyond)).toMatchObject({ lengthM: 4, loadKN: structuralLoad.defaults.loadKN });
  });
});

describe('Hostile queries: text and lists', () => {
  it('keeps markup in text as characters, strips control characters, and cuts to the limit', () => {
    const phases = inputsFromQuery(
      constructionSequence,
      `phase1=${encodeURIComponent('<img src=x onerror=alert(1)>')}&phase2=a%0Ab%00c&phase3=${'y'.repeat(10_000)}`,
    ).phases;
    expect(phases.map((phase) => phase.name)).toEqual(['<img src=x onerror=alert(1)>', 'a b c', 'y'.repeat(constructionSequence.NAME_MAX_LENGTH), 'MEP Rough-in']);
    expect(queryText('a\r\nb\tc', 10, true)).toBe('a\nb c');
  });

  it('clamps phase days to whole 0–30 and ignores non-numbers and phases that do not exist', () => {
    const days = inputsFromQuery(constructionSequence, 'days1=-3&days2=99&days3=abc&days4=2.6&days5=9&phase5=Extra');
    expect(days.phases.map((phase) => phase.days)).toEqual([0, 30, 12, 3]);
    expect(days.phases).toHaveLength(4);
  });

  it('reads a deck: counts clamped to 0–30, missing slides as new ones, text cleaned', () => {
    const read = (search: string) => inputsFromQuery(designPresentation, search);
    expect(read('slides=abc').slides).toEqual(designPresentation.defaults.slides);
    expect(read('slides=0').slides).toEqual([]);
    expect(read('slides=-4').slides).toEqual([]);
    expect(read('slides=999').slides).toHaveLength(designPresentation.MAX_LINKED_SLIDES);
    const deck = read(`slides=2&slide1=A%0AB&bullets1=one%0D%0Atwo%0Dthree&bullets2=${'z'.repeat(5000)}`);
    expect(deck.slides[0]).toEqual({ id: 'slide-1', title: 'A B', bullets: 'one\ntwo\nthree' });
    expect(deck.slides[1]?.title).toBe('Slide 2');
    expect(deck.slides[1]?.bullets).toHaveLength(designPresentation.BULLETS_MAX_LENGTH);
    expect(read('selected=0').selected).toBe(0);
    expect(read('selected=abc').selected).toBeUndefined();
    expect(read('selected=4').selected).toBe(3);
  });

  it('reads a path: points clamped into the plan, malformed paths ignored, at most 200 points', () => {
    const read = (search: string) => inputsFromQuery(vrWalkthrough, search);
    expect(read('path=').waypoints).toEqual([]);
    expect(read('path=9999-9999_1.6-2.4').waypoints).toEqual([{ x: 560, y: 320 }, { x: 2, y: 2 }]);
    for (const path of ['abc', '1-2_x', '1-2_', '-5-5', '1-2-3', '1e3-4', 'Infinity-1']) expect(read(`path=${path}`).waypoints).toEqual(vrWalkthrough.defaults.waypoints);
    const many = Array.from({ length: 500 }, (_, i) => `${i}-1`).join('_');
    expect(read(`path=${many}`).waypoints).toHaveLength(vrWalkthrough.MAX_LINKED_WAYPOINTS);
    expect(read('cursor=600-7').cursor).toEqual({ x: 560, y: 7 });
    expect(read('cursor=-5-5').cursor).toBeUndefined();
    expect(read('speedMps=0').speedMps).toBe(0.2);
  });

  it('says what a link leaves out: slides past 30, waypoints past 200', () => {
    let slides = [...designPresentation.defaults.slides];
    while (slides.length < designPresentation.MAX_LINKED_SLIDES) slides = designPresentation.addSlide(slides);
    const deck = (list: typeof slides) => ({ ...designPresentation.defaults, slides: list });
    expect(linkLeavesOut(designPresentation, deck(slides))).toBeNull();
    slides = designPresentation.addSlide(designPresentation.addSlide(slides));
    expect(linkLeavesOut(designPresentation, deck(slides))).toBe('It holds the first 30 of the 32 slides.');
    expect(inputsFromQuery(designPresentation, inputsToQuery(designPresentation, deck(slides))).slides).toHaveLength(30);

    const path = (length: number) => ({ ...vrWalkthrough.defaults, waypoints: Array.from({ length }, (_, i) => ({ x: i % 560, y: 10 })) });
    expect(linkLeavesOut(vrWalkthrough, path(200))).toBeNull();
    expect(linkLeavesOut(vrWalkthrough, path(201))).toBe('It holds the first 200 of the 201 waypoints.');
    expect(linkLeavesOut(structuralLoad, structuralLoad.defaults)).toBeNull();
  });

  it('reads the grid setting only as 1 or 0', () => {
    expect(inputsFromQuery(goldenRatio, 'grid=0')).toEqual({ ...goldenRatio.defaults, showGrid: false });
    expect(inputsFromQuery(goldenRatio, 'grid=maybe')).toEqual(goldenRatio.defaults);
  });
});
