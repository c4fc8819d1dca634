/**
 * A tool page as the shell builds it, without a browser: the Inputs panel (the tool's own
 * controls, then a ParamControl per parameter, as ToolWorkbench renders them), the visual, its
 * caption, the results and the prompt, all rendered from given inputs with the real components
 * (react-dom/server). A control is changed through the handler the page runs for it: a parameter
 * through ToolWorkbench's nextInputs (with NumberField's typedNumber for a number field), a
 * tool's own control through the engine helper its component calls.
 *
 * The Vitest side of tests/e2e/tools/share-link.spec.ts and bad-input.spec.ts: the logic those
 * browser tests ran for every tool (links, sanitising, clamping, markup kept as text) runs here
 * for every tool, and the browser tests keep the wiring on a few tools.
 */
import { Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { allEngines, type AnyToolEngine } from '../../engine/tools/all';
import * as constructionSequence from '../../engine/tools/construction-sequence';
import * as designPresentation from '../../engine/tools/design-presentation';
import * as flowPattern from '../../engine/tools/flow-pattern';
import { openingBounds, openingLabel, updateOpening } from '../../engine/plan/openings';
import { fromMetres, toMetres } from '../../engine/math/units';
import * as vrWalkthrough from '../../engine/tools/vr-walkthrough';
import * as zoningMapper from '../../engine/tools/zoning-mapper';
import type { Param, ParamValue } from '../../engine/tools/params';
import type { ToolDefinition } from '../../src/tools/defineTool';
import { ParamControl } from '../../src/tools/shell/ParamControl';
import { nextInputs } from '../../src/tools/shell/ToolWorkbench';
import { typedNumber } from '../../src/ui/NumberField';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tool has its own input and result types
type AnyDefinition = ToolDefinition<any, any>;
export type Inputs = Record<string, unknown>;

const modules = import.meta.glob<{ default: AnyDefinition }>('../../src/tools/*/index.tsx', { eager: true });

/** A tool: its slug, its engine and its UI module. */
export interface Tool {
  slug: string;
  engine: AnyToolEngine;
  definition: AnyDefinition;
}

/** Every tool with its UI module, in catalog order (the browser tests' toolsWithModules). */
export const allTools: readonly Tool[] = allEngines.flatMap(({ tool, engine }) => {
  const module = modules[`../../src/tools/${tool.slug}/index.tsx`];
  return module ? [{ slug: tool.slug, engine, definition: module.default }] : [];
});

export const toolBySlug = (slug: string): Tool => {
  const tool = allTools.find((candidate) => candidate.slug === slug);
  if (!tool) throw new Error(`no tool ${slug}`);
  return tool;
};

/** A form control of the Inputs panel, as the DOM has it. */
export interface Control {
  /** Its label's text (its accessible name). */
  label: string;
  /** 'number' for a number field (a text field with the spinbutton role, ui/NumberField). */
  kind: 'range' | 'number' | 'select' | 'checkbox' | 'color' | 'date' | 'text' | 'textarea';
  /** Its value as the DOM shows it; a checkbox's as 'true'/'false' (ToolPage.controlValues). */
  value: string;
  attributes: Readonly<Record<string, string>>;
  /** A select's option values. */
  options: readonly string[];
}

/** What a visitor sees of the tool's state, rendered from `inputs`. */
export interface Page {
  /** The Inputs panel's HTML (the tool's controls and one control per parameter). */
  panel: string;
  controls: readonly Control[];
  visual: string;
  caption: string;
  results: readonly { label: string; text: string }[];
  prompt: string;
  /** Every text the page shows of these inputs: the panel, the visual, the caption, the results and the prompt. */
  text: string;
  /** Every tag of the rendered HTML. */
  html: string;
}

const noop = () => {};

// Inputs are never changed in place (every change makes new inputs): a page rendered once is kept.
const rendered = new WeakMap<Tool, WeakMap<Inputs, Page>>();

export function renderPage(tool: Tool, inputs: Inputs): Page {
  let pages = rendered.get(tool);
  if (!pages) rendered.set(tool, (pages = new WeakMap()));
  let page = pages.get(inputs);
  if (!page) pages.set(inputs, (page = render(tool, inputs)));
  return page;
}

function render(tool: Tool, inputs: Inputs): Page {
  const { engine, definition } = tool;
  const { Controls, Visual } = definition;
  const result = engine.compute(inputs);
  const values = inputs as Readonly<Record<string, ParamValue>>;
  // As ToolWorkbench renders the panel: the tool's own controls, then one control per parameter.
  const panel = renderToString(
    <Fragment>
      {Controls && <Controls inputs={inputs} result={result} update={noop} />}
      {(engine.params as readonly Param[]).map((param) => (
        <ParamControl key={param.key} param={param} value={values[param.key] ?? param.default} inputs={values} onChange={noop} />
      ))}
    </Fragment>,
  );
  const visual = renderToString(<Visual inputs={inputs} result={result} update={noop} />);
  const caption = definition.describe(inputs, result);
  const results = engine.outputs(result).map(({ label, text }) => ({ label, text }));
  const prompt = engine.buildPrompt(inputs, result);
  const controls = parseControls(panel);
  const text = [textOf(panel), ...controls.map((control) => control.value), textOf(visual), caption, ...results.map((output) => `${output.label} ${output.text}`), prompt].join('\n');
  return { panel, controls, visual, caption, results, prompt, text, html: `${panel}${visual}` };
}

/** The page's control whose accessible name is `name`, maybe followed by a unit ('Beam length' finds 'Beam length (m)'), as ToolPage.control. */
export function control(page: Page, name: string): Control {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\(.*\\))?$`, 'i');
  const found = page.controls.filter((candidate) => pattern.test(candidate.label));
  if (found.length !== 1) throw new Error(`${found.length} controls named ${name}`);
  return found[0]!;
}

/** A result's text by its name. */
export function output(page: Page, name: string): string | undefined {
  return page.results.find((result) => result.label === name)?.text;
}

/** The headings of the rendered HTML, as text. */
export const headings = (html: string): string[] => [...html.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((match) => textOf(match[1] ?? ''));

/** The names of the panel's buttons (their text, less what is hidden from assistive technology). */
export const buttons = (page: Page): string[] =>
  [...page.panel.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)].map((match) =>
    textOf((match[1] ?? '').replace(/<(\w+)\b[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, '')).replace(/\s+/g, ' ').trim());

/** The control labels' values of a page, keyed by label (ToolPage.controlValues). */
export const controlValues = (page: Page): Record<string, string> => Object.fromEntries(page.controls.map((entry) => [entry.label, entry.value]));

// —— Changing a control, through the handler the page runs for it ——

/** A tool's own control (its Controls component): what its onChange does with a typed value or a checked state. */
type OwnControl = (inputs: Inputs, raw: string) => Inputs;

/** The update a tool's Controls and Visual receive (ToolWorkbench's update, on these inputs). */
const update = (tool: Tool, inputs: Inputs, raw: Readonly<Record<string, unknown>>): Inputs => nextInputs(tool.engine, inputs, raw);

/** The handlers of the tools' own controls, by label (the components' onChange, through the engine helpers they call). */
const ownControls: Readonly<Record<string, (tool: Tool, label: string) => OwnControl | undefined>> = {
  // PhaseControls: '{Phase N} name' and '{Phase N} days' through updatePhase.
  'construction-sequence': (tool, label) => {
    const match = /^Phase (\d+) (name|days)$/.exec(label);
    if (!match) return undefined;
    const index = Number(match[1]) - 1;
    const field = match[2] as 'name' | 'days';
    return (inputs, raw) => update(tool, inputs, { phases: constructionSequence.updatePhase((inputs as unknown as constructionSequence.Inputs).phases, index, { [field]: raw }) });
  },
  // DeckEditor: the selected slide's title and bullets through updateSlide.
  'design-presentation': (tool, label) => {
    const field = label === 'Slide title' ? 'title' : label === 'Bullets' ? 'bullets' : undefined;
    if (!field) return undefined;
    return (inputs, raw) => {
      const deck = inputs as unknown as designPresentation.Inputs;
      return update(tool, inputs, { slides: designPresentation.updateSlide(deck.slides, designPresentation.selectionOf(deck), { [field]: raw }) });
    };
  },
  // ZoneControls: '{Zone} name' (every keystroke renames, as typed) and '{Zone} X/Y/W/D/privacy' (NumberField and
  // slider through setZoneField); the New zone fields are the component's own state until Add zone.
  'zoning-mapper': (tool, label) => {
    if (/^New zone (name|width|depth|privacy)\b/.test(label)) return (inputs) => inputs;
    return (inputs, raw) => {
      const zoning = inputs as unknown as zoningMapper.Inputs;
      const plan = zoningMapper.planOf(zoning);
      for (const zone of zoning.zones) {
        if (label === `${zone.label} name`) return update(tool, inputs, { zones: zoningMapper.renameZone(zoning, zone.id, raw).zones });
        for (const param of zoningMapper.zoneParams(zone, plan)) {
          if (label !== param.label && label !== `${param.label} (${param.kind === 'number' ? param.unit : ''})`) continue;
          const value = param.kind === 'number' ? typedNumber(raw, param.min, param.max) : raw;
          if (value === null) return inputs;
          return update(tool, inputs, { zones: zoningMapper.setZoneField(zoning, zone.id, param.key, value).zones });
        }
      }
      throw new Error(`zoning-mapper: no zone control ${label}`);
    };
  },
  // FlowControls: the Item select and a custom box's size are the component's own draft until Add item;
  // '{Piece} X (px)' and '{Piece} Y (px)' (NumberField, 0 to the room less the piece) through moveItem; the shared
  // OpeningControls: Wall (its own draft until Add door or Add window), '{Door N} wall/width/position/hinge' through updateOpening.
  'flow-pattern': (tool, label) => {
    if (label === 'Item' || label === 'Wall' || /^Box (width|depth|height)\b/.test(label)) return (inputs) => inputs;
    const coord = /^(.+) ([XY]) \(px\)$/.exec(label);
    if (coord) {
      return (inputs, raw) => {
        const flow = inputs as unknown as flowPattern.Inputs;
        const result = flowPattern.compute(flow);
        const item = result.items.find((candidate) => candidate.label === coord[1]);
        if (!item) throw new Error(`flow-pattern: no piece ${coord[1]}`);
        const x = coord[2] === 'X';
        const value = typedNumber(raw, 0, Math.max(0, x ? result.widthPx - item.w : result.heightPx - item.h));
        if (value === null) return inputs;
        const next = flowPattern.moveItem(flow, item.id, x ? value : item.x, x ? item.y : value);
        return next === flow ? inputs : update(tool, inputs, { items: next.items, selected: next.selected });
      };
    }
    const opening = /^((?:Door|Window) \d+) (wall|width|position|hinge)\b/.exec(label);
    if (opening) {
      return (inputs, raw) => {
        const flow = inputs as unknown as flowPattern.Inputs;
        const room = flowPattern.roomOfInputs(flow);
        const index = flow.openings.findIndex((_, i) => openingLabel(flow.openings, i) === opening[1]);
        if (index < 0) throw new Error(`flow-pattern: no opening ${opening[1]}`);
        const bounds = openingBounds(flow.openings[index]!, room);
        const inUnit = (metres: number) => fromMetres(metres, flow.units);
        let patch: Parameters<typeof updateOpening>[2];
        if (opening[2] === 'wall') patch = { wall: raw as 'top' };
        else if (opening[2] === 'hinge') patch = { hinge: raw as 'start' };
        else {
          const value = opening[2] === 'width' ? typedNumber(raw, inUnit(bounds.widthMin), inUnit(bounds.widthMax)) : typedNumber(raw, 0, inUnit(bounds.atMax));
          if (value === null) return inputs;
          patch = opening[2] === 'width' ? { width: toMetres(value, flow.units) } : { at: toMetres(value, flow.units) };
        }
        const next = updateOpening(flow.openings, index, patch, room);
        return next === flow.openings ? inputs : update(tool, inputs, { openings: [...next] });
      };
    }
    return undefined;
  },
  // WaypointControls: the + marker's number fields (NumberField, 0 to the plan's size) through clampWaypoint.
  'vr-walkthrough': (tool, label) => {
    const axis = label === 'Waypoint X' ? 'x' : label === 'Waypoint Y' ? 'y' : undefined;
    if (!axis) return undefined;
    const max = axis === 'x' ? vrWalkthrough.PLAN_WIDTH : vrWalkthrough.PLAN_HEIGHT;
    return (inputs, raw) => {
      const value = typedNumber(raw, 0, max);
      if (value === null) return inputs;
      const cursor = { ...vrWalkthrough.cursorOf(inputs as unknown as vrWalkthrough.Inputs), [axis]: value };
      return update(tool, inputs, { cursor: vrWalkthrough.clampWaypoint(cursor.x, cursor.y) });
    };
  },
};

/**
 * The inputs after the visitor sets the panel's `index`-th control to `raw` (what a filled
 * field holds, the chosen option, or a checkbox's checked state as 'true'/'false'). The panel's
 * last controls are the parameters' (ParamControl renders one each, after the tool's own).
 */
export function setControl(tool: Tool, inputs: Inputs, index: number, raw: string): Inputs {
  const { controls } = renderPage(tool, inputs);
  const params = tool.engine.params as readonly Param[];
  const target = controls[index];
  if (!target) throw new Error(`${tool.slug} has no control ${index}`);
  const paramIndex = index - (controls.length - params.length);
  if (paramIndex < 0) {
    const own = ownControls[tool.slug]?.(tool, target.label);
    if (!own) throw new Error(`${tool.slug}: no handler for ${target.label}`);
    return own(inputs, raw);
  }
  const param = params[paramIndex]!;
  switch (param.kind) {
    case 'number': {
      // NumberField: what was typed, clamped to its bounds, or nothing when it takes no number.
      const value = typedNumber(raw, param.min, param.max);
      return value === null ? inputs : update(tool, inputs, { [param.key]: value });
    }
    case 'toggle':
      return update(tool, inputs, { [param.key]: raw === 'true' });
    default:
      return update(tool, inputs, { [param.key]: raw });
  }
}

// —— Reading rendered HTML ——

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });
}

/** The text of rendered HTML, as a browser would show it (tags dropped, entities decoded). */
export const textOf = (html: string): string => decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '));

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attributes[match[1]!] = decode(match[2] ?? '');
  return attributes;
}

/** The form controls of rendered HTML in document order, each with its label's text. */
export function parseControls(html: string): Control[] {
  const labels = new Map<string, string>();
  for (const match of html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/g)) {
    const target = attributesOf(match[1] ?? '').for;
    if (target !== undefined) labels.set(target, textOf(match[2] ?? '').trim());
  }
  const controls: Control[] = [];
  for (const match of html.matchAll(/<(input|select|textarea)\b([^>]*?)\/?>(?:([\s\S]*?)<\/\1>)?/g)) {
    const [, element, tag = '', body = ''] = match;
    const attributes = attributesOf(tag);
    const label = labels.get(attributes.id ?? '') ?? attributes.name ?? '';
    const options = element === 'select' ? [...body.matchAll(/<option\b([^>]*)>/g)].map((option) => attributesOf(option[1] ?? '').value ?? '') : [];
    if (element === 'select') {
      const selected = [...body.matchAll(/<option\b([^>]*)>/g)].map((option) => attributesOf(option[1] ?? '')).find((option) => 'selected' in option);
      controls.push({ label, kind: 'select', value: selected?.value ?? options[0] ?? '', attributes, options });
    } else if (element === 'textarea') {
      // React writes a textarea's value as its content, after a leading line break when it starts with one.
      controls.push({ label, kind: 'textarea', value: decode(body.replace(/^\n/, '')), attributes, options });
    } else {
      const type = attributes.type ?? 'text';
      const kind = attributes.role === 'spinbutton' ? 'number' : type === 'range' || type === 'checkbox' || type === 'color' || type === 'date' ? type : 'text';
      controls.push({ label, kind, value: kind === 'checkbox' ? String('checked' in attributes) : attributes.value ?? '', attributes, options });
    }
  }
  return controls;
}

/** Anything the page shows that is no number (NaN, Infinity) or no value (undefined): ToolPage.expectNoBadNumbers. */
export const BAD_NUMBERS = /NaN|Infinity|undefined/;

/** Markup that would run if it were markup rather than text: an img tag with src x, or an inline script. */
export const LIVE_MARKUP = /<img\b[^>]*\bsrc="?x|<script(?![^>]*\b(src|type)=)/i;
