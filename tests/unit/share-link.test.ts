/**
 * 'Copy link' for every tool, and hostile links, without a browser: the logic that
 * tests/e2e/tools/share-link.spec.ts ran on every tool's page (the visitor changes every control,
 * the link carries the inputs, the page it opens shows the same), through the same functions the
 * page runs (ToolWorkbench's nextInputs, NumberField's typedNumber, the engine's query codec) and
 * the real components rendered. The browser spec keeps the wiring on a few tools.
 */
import { describe, expect, it } from 'vitest';
import * as designPresentation from '../../engine/tools/design-presentation';
import * as goldenRatio from '../../engine/tools/golden-ratio';
import { snapToStep } from '../../engine/tools/params';
import { inputsFromQuery, inputsToQuery, linkLeavesOut } from '../../engine/tools/query';
import * as vrWalkthrough from '../../engine/tools/vr-walkthrough';
import { nextInputs } from '../../src/tools/shell/ToolWorkbench';
import {
  BAD_NUMBERS,
  LIVE_MARKUP,
  allTools,
  buttons,
  control,
  controlValues,
  headings,
  output,
  renderPage,
  setControl,
  toolBySlug,
  type Inputs,
  type Page,
  type Tool,
} from './toolPage';

const MARKUP = '<img src=x onerror=alert(1)>';

/** What the page opened from `search` starts from (ToolWorkbench: the defaults without a query, else the link's inputs). */
const linkedInputs = (tool: Tool, search: string): Inputs => (search === '' ? tool.engine.defaults : inputsFromQuery(tool.engine, search));

/** The query 'Copy link' puts after the page's address. */
const linkQuery = (tool: Tool, inputs: Inputs): string => `?${inputsToQuery(tool.engine, inputs)}`;

/**
 * Changes every control of the Inputs panel to another valid value, as the browser test did:
 * sliders to about a third of their range, numbers by 7, another option, the other checkbox
 * state, a colour, another date, and text with markup and punctuation.
 */
function changeEveryControl(tool: Tool, start: Inputs): Inputs {
  let inputs = start;
  const count = renderPage(tool, inputs).controls.length;
  for (let index = 0; index < count; index += 1) {
    const { kind, value, attributes, options } = renderPage(tool, inputs).controls[index]!;
    let raw: string;
    if (kind === 'range') {
      const [min, max, step] = [Number(attributes.min), Number(attributes.max), Number(attributes.step)];
      const at = (share: number) => String(Number((min + Math.round(((max - min) * share) / step) * step).toFixed(6)));
      raw = Number(at(0.37)) !== Number(value) ? at(0.37) : at(0.71);
      // The browser keeps a slider's value on its min + k·step grid.
      expect(snapToStep(Number(raw), step, min)).toBeCloseTo(Number(raw), 9);
    } else if (kind === 'number') {
      const max = attributes['aria-valuemax'];
      const next = Number(value) + 7;
      raw = String(max !== undefined && next > Number(max) ? Number(value) - 7 : next);
    } else if (kind === 'select') {
      raw = options.findLast((option) => option !== value) ?? value;
    } else if (kind === 'checkbox') {
      raw = String(value !== 'true');
    } else if (kind === 'color') {
      raw = '#a1b2c3';
    } else if (kind === 'date') {
      // Another day within the field's bounds: the 29th of February of a leap year, an awkward one for a parser.
      raw = value === '2028-02-29' ? '2031-12-21' : '2028-02-29';
      expect(raw >= attributes.min! && raw <= attributes.max!).toBe(true);
    } else if (kind === 'textarea') {
      raw = `First & <second>\n\n  100 % "third"  ${index}`;
    } else {
      raw = `Name ${index} <b>&amp;</b> 50%`;
    }
    inputs = setControl(tool, inputs, index, raw);
  }
  return inputs;
}

/** Clicks the panel's button named `name` (it must be there), doing what its onClick does. */
function click(tool: Tool, inputs: Inputs, name: string, change: (inputs: Inputs) => Readonly<Record<string, unknown>>): Inputs {
  expect(buttons(renderPage(tool, inputs))).toContain(name);
  return nextInputs(tool.engine, inputs, change(inputs));
}

/** List edits and buttons the parameter list does not describe, per tool (the browser test's listEdits). */
const listEdits: Readonly<Record<string, (tool: Tool, inputs: Inputs) => Inputs>> = {
  'golden-ratio': (tool, inputs) => click(tool, inputs, 'Hide grid', (current) => ({ showGrid: !goldenRatio.gridShown(current as unknown as goldenRatio.Inputs) })),
  'design-presentation': (tool, inputs) => {
    const deck = (current: Inputs) => current as unknown as designPresentation.Inputs;
    let next = click(tool, inputs, '+ Add slide', (current) => ({ slides: designPresentation.addSlide(deck(current).slides) }));
    next = click(tool, next, 'Slide 3', () => ({ selected: 2 }));
    const title = renderPage(tool, next).controls.findIndex((entry) => entry.label === 'Slide title');
    return setControl(tool, next, title, 'Façade studies – 第三');
  },
  'vr-walkthrough': (tool, inputs) => {
    const walk = (current: Inputs) => current as unknown as vrWalkthrough.Inputs;
    const next = click(tool, inputs, 'Undo', (current) => ({ waypoints: vrWalkthrough.undoWaypoint(walk(current).waypoints) }));
    return click(tool, next, 'Add waypoint', (current) => {
      const cursor = vrWalkthrough.cursorOf(walk(current));
      return { waypoints: vrWalkthrough.addWaypoint(walk(current).waypoints, cursor.x, cursor.y) };
    });
  },
};

/** What a visitor sees of the tool's state: every control, the buttons' names, the figure's caption, the results and the prompt. */
const snapshot = (page: Page) => ({
  controls: controlValues(page),
  buttons: buttons(page),
  panel: page.panel,
  caption: page.caption,
  results: page.results,
  prompt: page.prompt,
});

/** No NaN, Infinity or undefined anywhere the page shows these inputs, and no markup that would run. */
function expectSound(page: Page): void {
  expect(page.text).not.toMatch(BAD_NUMBERS);
  expect(page.prompt).not.toMatch(BAD_NUMBERS);
  expect(page.html).not.toMatch(LIVE_MARKUP);
}

describe('Copy link, for every tool', () => {
  it.each(allTools.map((tool) => [tool.slug, tool] as const))('%s: the link restores every input', (_slug, tool) => {
    const defaults = renderPage(tool, linkedInputs(tool, ''));
    let inputs = changeEveryControl(tool, tool.engine.defaults);
    inputs = listEdits[tool.slug]?.(tool, inputs) ?? inputs;
    const before = renderPage(tool, inputs);
    expect(before.prompt).not.toBe(defaults.prompt);

    const query = linkQuery(tool, inputs);
    expect(query.length).toBeGreaterThan(1);
    const restored = renderPage(tool, linkedInputs(tool, query));
    expect(snapshot(restored)).toEqual(snapshot(before));
    expectSound(restored);
  });

  it('a deck longer than a link carries: the notice says so, and the link opens its first 30 slides', () => {
    const tool = toolBySlug('design-presentation');
    let inputs = tool.engine.defaults;
    for (let added = 0; added < 30; added += 1) {
      inputs = click(tool, inputs, '+ Add slide', (current) => ({ slides: designPresentation.addSlide((current as unknown as designPresentation.Inputs).slides) }));
    }
    expect(output(renderPage(tool, inputs), 'Slides')).toBe('32');
    expect(linkLeavesOut(tool.engine, inputs)).toBe('It holds the first 30 of the 32 slides.');

    const opened = renderPage(tool, linkedInputs(tool, linkQuery(tool, inputs)));
    expect(output(opened, 'Slides')).toBe('30');
    expect(opened.prompt).toContain('Slide 30');
    expect(opened.prompt).not.toContain('Slide 31');
    expectSound(opened);
  });
});

describe('Hostile links: the page loads with defaults or clamped values', () => {
  const hostile: readonly { slug: string; query: string; expect: (page: Page) => void }[] = [
    {
      slug: 'structural-load',
      query: '?span=abc&lengthM=abc&loadKN=1e400&foo=%3Cb%3E&__proto__=1',
      expect: (page) => {
        expect(control(page, 'Beam length').value).toBe('6');
        expect(control(page, 'Load').value).toBe('8');
      },
    },
    {
      slug: 'structural-load',
      query: '?lengthM=-5&loadKN=Infinity&positionM=99',
      expect: (page) => {
        expect(control(page, 'Beam length').value).toBe('2');
        expect(control(page, 'Load').value).toBe('8');
        expect(control(page, 'Load position').value).toBe('2');
      },
    },
    {
      slug: 'color-harmony',
      query: '?scheme=pentagonal&baseHex=%E0%A4%A',
      expect: (page) => {
        expect(control(page, 'Scheme').value).toBe('complementary');
        expect(control(page, 'Base colour').value).toBe('#3b7ea1');
      },
    },
    {
      slug: 'window-optimizer',
      query: '?orientation=NE&season=%E0%A4%A&glazing=tinted&timeH=NaN',
      expect: (page) => {
        expect(control(page, 'Orientation').value).toBe('S');
        expect(control(page, 'Glazing').value).toBe('tinted');
        expect(control(page, 'Time').value).toBe('12');
      },
    },
    {
      slug: 'window-optimizer',
      query: `?date=2026-02-30&latitudeDeg=1e400&roomDepthM=-3&skyAngleDeg=${encodeURIComponent(MARKUP)}`,
      expect: (page) => {
        expect(control(page, 'Date').value).toBe('2026-06-21');
        expect(control(page, 'Latitude').value).toBe('51.5');
        expect(control(page, 'Room depth').value).toBe('2');
        expect(control(page, 'Visible sky angle').value).toBe('80');
      },
    },
    {
      slug: 'window-optimizer',
      query: '?date=1492-10-12&latitudeDeg=-95',
      expect: (page) => {
        expect(control(page, 'Date').value).toBe('1901-01-01');
        expect(control(page, 'Latitude').value).toBe('-89.0');
        expect(output(page, 'Sun azimuth')).toMatch(/^\d+\.\d°$/);
      },
    },
    {
      slug: 'construction-sequence',
      query: `?phase1=${encodeURIComponent(MARKUP)}&days1=-4&days2=400&phase2=%E0%A4%A`,
      expect: (page) => {
        expect(control(page, 'Phase 1 name').value).toBe(MARKUP);
        expect(page.prompt).toContain(MARKUP);
        expect(control(page, 'Phase 1 days').value).toBe('0');
        expect(control(page, 'Phase 2 days').value).toBe('30');
      },
    },
    {
      slug: 'design-presentation',
      query: `?slides=2&slide1=${encodeURIComponent(MARKUP)}&bullets1=${encodeURIComponent(`${MARKUP}\n<script>alert(2)</script>`)}`,
      expect: (page) => {
        expect(control(page, 'Slide title').value).toBe(MARKUP);
        expect(headings(page.visual)).toContain(MARKUP);
        expect(output(page, 'Slides')).toBe('2');
      },
    },
    {
      slug: 'vr-walkthrough',
      query: '?path=1-2_x&speedMps=-5&loop=maybe',
      expect: (page) => {
        expect(output(page, 'Waypoints')).toBe('3');
        expect(control(page, 'Speed').value).toBe('0.2');
        expect(control(page, 'Loop path').value).toBe('false');
      },
    },
    {
      slug: 'lighting-physics',
      query: `?intensityCd=1200&junk=${'x'.repeat(10_000)}&distanceM=${'9'.repeat(300)}`,
      expect: (page) => {
        expect(control(page, 'Intensity').value).toBe('1200');
        expect(control(page, 'Distance').value).toBe('3');
      },
    },
    {
      slug: 'room-proportion',
      query: '?units=ft&length=1e300&width=1e300&height=1e300',
      expect: (page) => {
        expect(control(page, 'Units').value).toBe('ft');
      },
    },
  ];

  it.each(hostile.map((entry) => [`${entry.slug}${entry.query.length > 120 ? `${entry.query.slice(0, 60)}… (${entry.query.length} characters)` : entry.query}`, entry] as const))(
    '%s',
    (_title, { slug, query, expect: check }) => {
      const tool = toolBySlug(slug);
      const page = renderPage(tool, linkedInputs(tool, query));
      check(page);
      expectSound(page);
    },
  );
});
