/** Color Harmony's palette: the swatches of a scheme for a base colour, and the outputs shown. */
import { checkContrast, describeHsl, hexToHsl, hslToHex, normalizeHex, readableTextOn, wrapHueDeg } from '../../math/color';
import type { ContrastCheck, Hsl } from '../../math/color';
import { optionOr } from '../params';
import type { ToolOutput } from '../params';
import { SCHEMES, defaults } from './inputs';
import type { Inputs, Scheme } from './inputs';
import { HUE_OFFSETS_DEG, monochromaticLightnessPct } from './palette';
import { ROLES } from './roles';

/** One palette colour: hex, HSL, a plain-English name and the text colour that reads on it. */
export interface Swatch {
  hex: string;
  hsl: Hsl;
  name: string;
  /** '#000000' or '#ffffff', for the swatch's label. */
  textHex: string;
  /** Suggested use in a room (60-30-10 rule). */
  role: string;
}

/** The WCAG 2.2 contrast of two swatches (indices into `swatches`, first < second). */
export interface ContrastPair extends ContrastCheck {
  first: number;
  second: number;
}

/** The palette. */
export interface Result {
  scheme: Scheme;
  baseHex: string;
  swatches: readonly Swatch[];
  /** Which swatch is the base colour itself (its hex unchanged). */
  baseIndex: number;
  /** Every pair of swatches, in order (1–2, 1–3, …, 2–3, …), with its contrast and WCAG levels. */
  contrast: readonly ContrastPair[];
}

/** The WCAG contrast of every pair of colours, in order: 1–2, 1–3, …, 2–3, … */
export function contrastPairs(hexes: readonly string[]): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  hexes.forEach((a, first) => {
    hexes.slice(first + 1).forEach((b, offset) => pairs.push({ first, second: first + 1 + offset, ...checkContrast(a, b) }));
  });
  return pairs;
}

/** The swatches of a scheme for a base colour (invalid colours fall back to the default). */
export function compute(inputs: Inputs): Result {
  const baseHex = normalizeHex(inputs.baseHex, defaults.baseHex);
  const scheme = optionOr(inputs.scheme, SCHEMES, defaults.scheme);
  const base = hexToHsl(baseHex);
  const roles = ROLES[scheme];
  const hsls: Hsl[] =
    scheme === 'monochromatic'
      ? monochromaticLightnessPct(base.lightnessPct).map((lightnessPct) => ({ ...base, lightnessPct }))
      : HUE_OFFSETS_DEG[scheme].map((offsetDeg) => ({ ...base, hueDeg: wrapHueDeg(base.hueDeg + offsetDeg) }));
  // The base itself is returned verbatim, so rounding can never shift it by one step.
  const isBase = (hsl: Hsl) => hsl.hueDeg === base.hueDeg && hsl.lightnessPct === base.lightnessPct;
  const swatches = hsls.map((hsl, index): Swatch => {
    const hex = isBase(hsl) ? baseHex : hslToHex(hsl);
    return { hex, hsl, name: describeHsl(hsl), textHex: readableTextOn(hex), role: roles[index] ?? 'accent' };
  });
  const baseIndex = Math.max(0, hsls.findIndex(isBase));
  return { scheme, baseHex, swatches, baseIndex, contrast: contrastPairs(swatches.map((s) => s.hex)) };
}

/** `Swatch 1` … `Swatch N`, each showing its hex code. */
export function outputs(result: Result): readonly ToolOutput[] {
  return result.swatches.map((swatch, index) => ({ label: `Swatch ${index + 1}`, text: swatch.hex }));
}
