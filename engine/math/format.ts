/**
 * Decimal places: how many a step implies, rounding to them without binary noise, and
 * numbers as display text ('.' as the decimal point). Nothing here ever returns NaN,
 * ±Infinity or -0 to a caller that shows it.
 */
import { clamp, finiteOr } from './clamp';

/** Whole number of decimals a step like 0.01 implies (0.5 → 1, 1 → 0, 0.001 → 3). */
export function decimalsOf(step: number): number {
  if (!Number.isFinite(step)) return 0;
  const text = String(step);
  const exp = /e-(\d+)$/.exec(text);
  if (exp?.[1]) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

const safeDecimals = (decimals: number): number => clamp(Math.trunc(finiteOr(decimals, 0)), 0, 20);

/**
 * `value` rounded half up to `decimals` places, free of binary noise
 * (1.005 → 1.01 at two places). Non-finite input gives 0; -0 gives 0.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** safeDecimals(decimals);
  // toPrecision(15) drops the representation error (100.49999999999999 → 100.5) before rounding.
  const rounded = Math.round(Number((value * factor).toPrecision(15))) / factor;
  return rounded === 0 || !Number.isFinite(rounded) ? 0 : rounded;
}

/**
 * `value` as fixed-point text with `decimals` places, using '.' as the decimal point.
 * Never 'NaN', 'Infinity' or '-0': non-finite input shows as zero.
 */
export function formatNumber(value: number, decimals: number): string {
  const places = safeDecimals(decimals);
  const text = roundTo(value, places).toFixed(places);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** Like `formatNumber`, with the fraction's trailing zeros dropped: '14', '3.5', '2.75' (at 2 decimals). */
export function formatTrimmed(value: number, decimals: number): string {
  const text = formatNumber(value, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Like `formatNumber`, with commas between thousands (12,000.5) for large figures in prose. */
export function formatGrouped(value: number, decimals: number): string {
  const [whole = '0', fraction] = formatNumber(value, decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** `n` and the noun, singular or plural: '1 door', '2 doors' ('2 pieces' with `many` given). */
export const countOf = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * `text` after 'a' or 'an' as it is read out: 'an 8.40 m path', 'an 11 kWh battery', 'an 80° beam',
 * 'a 1.80 m person'. A number starts with a vowel when read from its first digit 8 (eight, eighty,
 * eight hundred…), or from 11 or 18 read as eleven or eighteen (11, 11,000; not 110 or 1,100).
 */
export function withArticle(text: string): string {
  const whole = (/^[\d,]+/.exec(text)?.[0] ?? '').replaceAll(',', '');
  const vowel = whole.startsWith('8') || (/^1[18]/.test(whole) && whole.length % 3 === 2);
  return `${vowel ? 'an' : 'a'} ${text}`;
}

/** `text` in lower case for running prose, its words in capitals kept: 'Double bed' → 'double bed', 'TV unit' → 'TV unit'. */
export const inProse = (text: string): string =>
  text
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) && /[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');
