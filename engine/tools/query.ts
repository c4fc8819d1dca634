/**
 * A tool's inputs as a link's query string ('Copy link'), and back. The query is never
 * trusted: every value read goes through the same sanitiser as a typed value (clamped to its
 * bounds and step grid, selects only from their options), and whatever is unknown, malformed,
 * empty or too long is ignored, so the input keeps its default.
 *
 * Keys are the parameters' keys (`lengthM=6&loadKN=8`); numbers are written compactly,
 * toggles as 1/0, colours as 'rrggbb' without the '#', dates as 'yyyy-mm-dd'. Inputs that are not parameters (lists,
 * view settings) travel through the engine's own `query` codec.
 */
import { normalizeHex } from '../math/color';
import { sanitize } from './params';
import type { Param, ToolEngine } from './params';

/** Longest value read for a number, choice, colour or toggle; longer ones are ignored. */
export const MAX_VALUE_LENGTH = 200;
/** Longest query read; the rest (cut at a key boundary) is ignored. */
export const MAX_QUERY_LENGTH = 32_768;

// A plain decimal: no hex, no 'Infinity', no spaces (Number() would accept all three).
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A number as query text: at most 12 significant digits (no binary noise like 0.30000000000000004), '0' for -0. */
export function numberToQuery(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const compact = Number(value.toPrecision(12));
  return String(compact === 0 ? 0 : compact);
}

/** A finite number from query text, or null (absent, empty, not a plain decimal, too long, or overflowing like 1e400). */
export function queryNumber(raw: string | null): number | null {
  if (raw === null || raw.length > MAX_VALUE_LENGTH || !DECIMAL.test(raw)) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** A boolean from query text ('1'/'0', also 'true'/'false'), or null. */
export function queryBoolean(raw: string | null): boolean | null {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  return null;
}

/** A boolean as query text. */
export const booleanToQuery = (value: boolean): string => (value ? '1' : '0');

/**
 * Plain text from a query value, or null when absent: markup stays characters, control
 * characters become spaces (line breaks are kept as '\n' when `multiline`), and it is cut to
 * `maxLength` characters (code points), reading no more than it needs of a long value.
 */
export function queryText(raw: string | null, maxLength: number, multiline = false): string | null {
  if (raw === null) return null;
  let text = raw.slice(0, maxLength * 2 + 2);
  if (multiline) text = text.replace(/\r\n?/g, '\n');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  text = text.replace(multiline ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, ' ');
  return Array.from(text).slice(0, maxLength).join('');
}

/** A whole number from query text, rounded and clamped to [min, max], or null when it is not a number. */
export function queryInteger(raw: string | null, min: number, max: number): number | null {
  const value = queryNumber(raw);
  return value === null ? null : Math.min(max, Math.max(min, Math.round(value)));
}

/** A raw value for one parameter from its query text, or undefined when it is not even of the right kind. */
function paramValue(param: Param, raw: string): unknown {
  if (raw.length > MAX_VALUE_LENGTH) return undefined;
  switch (param.kind) {
    case 'range':
    case 'number':
      return queryNumber(raw) ?? undefined;
    case 'toggle':
      return queryBoolean(raw) ?? undefined;
    case 'color': {
      const hex = normalizeHex(`#${raw.replace(/^#/, '')}`, '');
      return hex === '' ? undefined : hex;
    }
    case 'select':
    case 'date':
      return raw;
  }
}

/** The query entries of `inputs`: every parameter, then the engine's other inputs. */
function queryEntries<I, R>(engine: ToolEngine<I, R>, inputs: I): [string, string][] {
  const values = inputs as Readonly<Record<string, unknown>>;
  const entries: [string, string][] = [];
  for (const param of engine.params as readonly Param[]) {
    const value = values[param.key] ?? param.default;
    if (typeof value === 'number') entries.push([param.key, numberToQuery(value)]);
    else if (typeof value === 'boolean') entries.push([param.key, booleanToQuery(value)]);
    else if (param.kind === 'color') entries.push([param.key, String(value).replace(/^#/, '')]);
    else entries.push([param.key, String(value)]);
  }
  if (engine.query) entries.push(...Object.entries(engine.query.write(inputs)));
  return entries;
}

/**
 * `inputs` as a query string without the '?' (URL-encoded), for a link that restores them:
 * every input is written, defaults included, so the link keeps its meaning if defaults change.
 */
export function inputsToQuery<I, R>(engine: ToolEngine<I, R>, inputs: I): string {
  return new URLSearchParams(queryEntries(engine, inputs)).toString();
}

/** What a link to `inputs` leaves out, as a sentence for the visitor, or null when it carries them all. */
export function linkLeavesOut<I, R>(engine: ToolEngine<I, R>, inputs: I): string | null {
  return engine.query?.leftOut?.(inputs) ?? null;
}

/** The query of `search` (with or without '?'), cut to MAX_QUERY_LENGTH at a key boundary. */
export function parseQuery(search: string): URLSearchParams {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text.length <= MAX_QUERY_LENGTH) return new URLSearchParams(text);
  return new URLSearchParams(text.slice(0, Math.max(0, text.lastIndexOf('&', MAX_QUERY_LENGTH))));
}

/**
 * The inputs a link's query describes: the engine's defaults with every known key of the
 * query applied (the first of repeated keys), each sanitised like a typed value; unknown keys
 * and unusable values are ignored. The engine's `adjust` then makes dependent inputs
 * consistent, as a state on its own rather than as a change from the defaults (switching to
 * feet does not convert lengths the link already gives in feet), so the order of the keys
 * never matters.
 */
export function inputsFromQuery<I, R>(engine: ToolEngine<I, R>, search: string): I {
  const query = parseQuery(search);
  const get = (key: string): string | null => query.get(key);
  const raw: Record<string, unknown> = {};
  for (const param of engine.params as readonly Param[]) {
    const text = get(param.key);
    const value = text === null ? undefined : paramValue(param, text);
    if (value !== undefined) raw[param.key] = value;
  }
  let inputs = { ...engine.defaults, ...sanitize(engine.params, raw, engine.defaults) } as I;
  if (engine.query) inputs = engine.query.read(get, inputs);
  return engine.adjust ? engine.adjust(inputs, inputs) : inputs;
}
