/**
 * Shared description of a tool's inputs, so one generic panel can render every tool:
 * each parameter names its control kind, accessible label (docs/contract.md §3), bounds,
 * step and default. `sanitize` turns raw form values into valid inputs.
 */
import { clamp, toFiniteNumber } from '../math/clamp';
import { decimalsOf, roundTo } from '../math/format';
import { normalizeHex } from '../math/color';
import { sanitizeIsoDate } from '../math/isoDate';

interface BaseParam<K extends string> {
  /** Property name in the tool's `Inputs`. */
  key: K;
  /** Visible label and accessible name, exactly as docs/contract.md §3 lists it. */
  label: string;
}

/** A slider (`<input type="range">`); the value is always within [min, max] and on the step grid. */
export interface RangeParam<K extends string = string> extends BaseParam<K> {
  kind: 'range';
  /** Unit shown after the label or value ('m', 'kN', '°', '%'); none for unitless 0–1 values. */
  unit?: string;
  min: number;
  max: number;
  step: number;
  default: number;
  /** Decimals to show the value with (of the per-cent figure when `display` is percent); defaults to the step's decimals. */
  decimals?: number;
  /** 'percent': a 0–1 value shown as 0–100 %. */
  display?: 'percent';
  /** Key of another number input that caps this one (load position ≤ beam length). */
  maxFrom?: string;
}

/** A free number field (`<input type="number">`); bounds are optional, non-numbers are rejected. */
export interface NumberParam<K extends string = string> extends BaseParam<K> {
  kind: 'number';
  unit?: string;
  /** Key of a select whose current value is this field's unit (room dimensions in m or ft). */
  unitFrom?: string;
  min?: number;
  max?: number;
  step: number;
  default: number;
  decimals?: number;
  /** Snap typed values to the step grid (only where the spec asks for whole steps). */
  snap?: boolean;
  /**
   * A typed number takes effect once the field is left or Enter is pressed, not at each key (Up
   * and Down still step at once): for a field whose passing values would move other things for
   * good, as a room's side does (typing 10 went through a 1 m room, which pushed the furniture
   * into 2 m, and the room came back to 10 m without it).
   */
  onCommit?: boolean;
}

/** One choice of a select; `value` is what the inputs hold, `label` what people read. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** A `<select>`; only listed values are accepted. */
export interface SelectParam<K extends string = string, V extends string = string> extends BaseParam<K> {
  kind: 'select';
  options: readonly SelectOption<V>[];
  default: V;
}

/** A checkbox. */
export interface ToggleParam<K extends string = string> extends BaseParam<K> {
  kind: 'toggle';
  default: boolean;
}

/** An `<input type="color">`; values are lower-case '#rrggbb'. */
export interface ColorParam<K extends string = string> extends BaseParam<K> {
  kind: 'color';
  default: string;
}

/**
 * An `<input type="date">`; values are ISO dates 'yyyy-mm-dd' within [min, max]. The default is
 * a fixed date, never today's: pages are prerendered, and the page must not change on hydration.
 */
export interface DateParam<K extends string = string> extends BaseParam<K> {
  kind: 'date';
  default: string;
  /** Earliest and latest dates accepted, 'yyyy-mm-dd'. */
  min: string;
  max: string;
}

/** Any parameter. */
export type Param = RangeParam | NumberParam | SelectParam | ToggleParam | ColorParam | DateParam;

/** The values a tool's inputs can hold. */
export type ParamValue = number | string | boolean;

/** The parameter that fits property `K` of inputs `T` (numbers → range/number, strings → select/color/date). */
export type ParamFor<T, K extends keyof T & string> = [T[K]] extends [number]
  ? RangeParam<K> | NumberParam<K>
  : [T[K]] extends [boolean]
    ? ToggleParam<K>
    : [T[K]] extends [string]
      ? SelectParam<K, T[K]> | ColorParam<K> | DateParam<K>
      : never;

/** A tool's parameter list, checked against its `Inputs` type key by key. */
export type ParamList<T> = readonly { [K in keyof T & string]: ParamFor<T, K> }[keyof T & string][];

/** One computed value for an `<output>`: its accessible name and its text (number first, then unit). */
export interface ToolOutput {
  label: string;
  text: string;
}

/** The 'How it's calculated' panel. */
export interface Explain {
  formula: string;
  units: string;
  assumptions: string;
}

/**
 * Everything a generic tool page needs from a tool's engine module (engine/tools/{slug}/index.ts).
 * The tool's identity (slug, name, panel title) is its entry in ./catalog.ts.
 */
export interface ToolEngine<I, R> {
  params: ParamList<I>;
  defaults: I;
  compute(inputs: I): R;
  outputs(result: R): readonly ToolOutput[];
  explain: Explain;
  buildPrompt(inputs: I, result: R): string;
  /** Optional follow-up to one input's change, such as converting lengths when the unit changes. */
  adjust?(previous: I, next: I): I;
  /** How the inputs that are not parameters (lists, view settings) travel in a link's query (./query.ts). */
  query?: QueryCodec<I>;
}

/**
 * A tool's non-parameter inputs in a link's query. `write` gives the query entries (plain
 * strings, not yet URL-encoded); `read` takes the inputs read so far and returns them with
 * every valid entry applied, each made valid by the tool's own sanitisers and anything
 * missing or malformed left as it was in `base`. `get` is the first value of a key, or null.
 */
export interface QueryCodec<I> {
  write(inputs: I): Readonly<Record<string, string>>;
  read(get: (key: string) => string | null, base: I): I;
  /** What `write` leaves out of `inputs` (a link carries only so much), as a sentence for the visitor; null when nothing. */
  leftOut?(inputs: I): string | null;
}

/** The defaults named in a parameter list, as the tool's inputs. */
export function defaultsOf<T>(params: ParamList<T>): T {
  const values: Record<string, ParamValue> = {};
  for (const param of params as readonly Param[]) values[param.key] = param.default;
  return values as T;
}

/**
 * A dragged item's coordinate as a number field: whole canvas px from 0 to `max` (the canvas
 * size less the item's, so typing clamps like the drag), starting at `value` px.
 */
export function positionParam<K extends string>(key: K, label: string, max: number, value: number): NumberParam<K> {
  return { kind: 'number', key, label, unit: 'px', min: 0, max, step: 1, default: value, decimals: 0 };
}

/** `value` moved to the nearest point of the grid min + k·step, without binary noise. */
export function snapToStep(value: number, step: number, origin = 0): number {
  if (!(step > 0)) return value;
  const steps = Math.round((value - origin) / step);
  return roundTo(origin + steps * step, Math.max(decimalsOf(step), decimalsOf(origin)));
}

function sanitizeNumber(param: RangeParam | NumberParam, raw: unknown, previous: unknown): number {
  const fallback = toFiniteNumber(previous, param.default);
  let value = toFiniteNumber(raw, fallback);
  const min = param.min ?? -Infinity;
  const max = param.max ?? Infinity;
  value = clamp(value, min, max);
  const snaps = param.kind === 'range' || param.snap === true;
  if (snaps) value = clamp(snapToStep(value, param.step, Number.isFinite(min) ? min : 0), min, max);
  return value;
}

function sanitizeOne(param: Param, raw: unknown, previous: unknown): ParamValue {
  switch (param.kind) {
    case 'range':
    case 'number':
      return sanitizeNumber(param, raw, previous);
    case 'select': {
      const listed = (value: unknown): value is string => param.options.some((option) => option.value === value);
      if (listed(raw)) return raw;
      return listed(previous) ? previous : param.default;
    }
    case 'toggle': {
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      return typeof previous === 'boolean' ? previous : param.default;
    }
    case 'color':
      return normalizeHex(raw, normalizeHex(previous, param.default));
    case 'date':
      return sanitizeIsoDate(raw, sanitizeIsoDate(previous, param.default, param.min, param.max), param.min, param.max);
  }
}

/**
 * Valid inputs from raw form values. Each listed parameter takes its raw value if it is
 * acceptable, else the previous value, else its default: numbers must be finite (strings
 * are parsed) and are clamped to their bounds, sliders snap to their step, selects accept
 * only listed values, colours only '#rrggbb', dates only real 'yyyy-mm-dd' days (clamped to
 * their bounds). A parameter with `maxFrom` is then capped
 * by that input. Keys missing from `raw` keep their previous value.
 */
export function sanitize<T>(params: ParamList<T>, raw: Readonly<Record<string, unknown>>, previous?: T): T {
  const list = params as readonly Param[];
  const before = (previous ?? defaultsOf(params)) as Record<string, unknown>;
  const values: Record<string, ParamValue> = {};
  for (const param of list) {
    const rawValue = Object.prototype.hasOwnProperty.call(raw, param.key) ? raw[param.key] : before[param.key];
    values[param.key] = sanitizeOne(param, rawValue, before[param.key]);
  }
  for (const param of list) {
    if (param.kind !== 'range' || param.maxFrom === undefined) continue;
    const cap = values[param.maxFrom];
    if (typeof cap === 'number') values[param.key] = Math.min(values[param.key] as number, cap);
  }
  return values as T;
}

/** `value` if it is one of `options` (own listed strings only, never 'constructor' and the like), else `fallback`. */
export function optionOr<V extends string>(value: unknown, options: readonly V[], fallback: V): V {
  return options.find((option) => option === value) ?? fallback;
}

/**
 * A 0–1 value as a word for prompts: very low (< 0.15), low (< 0.35), moderate (< 0.65),
 * high (< 0.85) or very high.
 */
export function levelWord(value01: number): string {
  if (value01 < 0.15) return 'very low';
  if (value01 < 0.35) return 'low';
  if (value01 < 0.65) return 'moderate';
  if (value01 < 0.85) return 'high';
  return 'very high';
}
