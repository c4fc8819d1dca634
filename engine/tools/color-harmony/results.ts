/** Color Harmony's palette: the swatches of a scheme for a base colour, and the outputs shown. */
import { describeHsl, hexToHsl, hslToHex, normalizeHex, readableTextOn, wrapHueDeg } from '../../math/color';
import type { Hsl } from '../../math/color';
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

/** The palette. */
export interface Result {
  scheme: Scheme;
  baseHex: string;
  swatches: readonly Swatch[];
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
  const swatches = hsls.map((hsl, index): Swatch => {
    // The base itself is returned verbatim, so rounding can never shift it by one step.
    const isBase = hsl.hueDeg === base.hueDeg && hsl.lightnessPct === base.lightnessPct;
    const hex = isBase ? baseHex : hslToHex(hsl);
    return { hex, hsl, name: describeHsl(hsl), textHex: readableTextOn(hex), role: roles[index] ?? 'accent' };
  });
  return { scheme, baseHex, swatches };
}

/** `Swatch 1` … `Swatch N`, each showing its hex code. */
export function outputs(result: Result): readonly ToolOutput[] {
  return result.swatches.map((swatch, index) => ({ label: `Swatch ${index + 1}`, text: swatch.hex }));
}
