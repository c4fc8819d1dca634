/**
 * Color Harmony: a palette from one base colour by rotating its HSL hue
 * (docs/contract.md §1) or, for a monochromatic scheme, by stepping its lightness.
 */
import { formatNumber } from '../../math/clamp';
import { describeHsl, hexToHsl, hslToHex, normalizeHex, readableTextOn, wrapHueDeg } from '../../math/color';
import type { Hsl } from '../../math/color';
import { defaultsOf, optionOr } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** The five harmony schemes. */
export type Scheme = 'complementary' | 'analogous' | 'triadic' | 'monochromatic' | 'tetradic';

/** Inputs: a base colour ('#rrggbb') and a scheme. */
export interface Inputs {
  baseHex: string;
  scheme: Scheme;
}

/** The schemes in menu order. */
export const SCHEMES: readonly Scheme[] = ['complementary', 'analogous', 'triadic', 'monochromatic', 'tetradic'];

/** Hue offsets in degrees, in swatch order (docs/contract.md §1). Monochromatic keeps the hue. */
export const HUE_OFFSETS_DEG: Readonly<Record<Scheme, readonly number[]>> = {
  complementary: [0, 180],
  analogous: [-30, 0, 30],
  triadic: [0, 120, 240],
  tetradic: [0, 90, 180, 270],
  monochromatic: [0, 0, 0, 0, 0],
};

/** Lightness step between monochromatic swatches, in percentage points. */
export const MONO_STEP_PCT = 15;
/** Monochromatic swatches stay within this lightness band (%), so none is pure black or white. */
export const MONO_MIN_L_PCT = 10;
export const MONO_MAX_L_PCT = 90;

/** Controls: Base colour, Scheme. */
export const params: ParamList<Inputs> = [
  // Default: a calm steel blue, a common starting point for interiors (the spec leaves it open).
  { kind: 'color', key: 'baseHex', label: 'Base colour', default: '#3b7ea1' },
  {
    kind: 'select',
    key: 'scheme',
    label: 'Scheme',
    // Default: the first listed scheme.
    default: 'complementary',
    options: [
      { value: 'complementary', label: 'Complementary' },
      { value: 'analogous', label: 'Analogous' },
      { value: 'triadic', label: 'Triadic' },
      { value: 'monochromatic', label: 'Monochromatic' },
      { value: 'tetradic', label: 'Tetradic' },
    ],
  },
];

/** Default inputs. */
export const defaults: Inputs = defaultsOf(params);

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

/**
 * Lightness (%) of the five monochromatic swatches: steps of 15 points centred on the
 * base (20–80 % for a 50 % base), shifted as a block to stay within 10–90 %.
 */
export function monochromaticLightnessPct(baseLightnessPct: number): number[] {
  const halfSpan = 2 * MONO_STEP_PCT;
  // Offsets are added to the base itself, so an unshifted middle swatch is exactly the base.
  const shift =
    Math.max(0, MONO_MIN_L_PCT - (baseLightnessPct - halfSpan)) - Math.max(0, baseLightnessPct + halfSpan - MONO_MAX_L_PCT);
  return [-2, -1, 0, 1, 2].map((i) => baseLightnessPct + i * MONO_STEP_PCT + shift);
}

const ROLES: Readonly<Record<Scheme, readonly string[]>> = {
  complementary: ['dominant (about 70 %: walls, floors and large surfaces)', 'accent (about 30 %: furniture, textiles and details)'],
  analogous: ['secondary (about 30 %: furniture and textiles)', 'dominant (about 60 %: walls and large surfaces)', 'accent (about 10 %: art, cushions, small objects)'],
  triadic: ['dominant (about 60 %: walls and large surfaces)', 'secondary (about 30 %: furniture and textiles)', 'accent (about 10 %: art, cushions, small objects)'],
  tetradic: ['dominant (about 55 %: walls and large surfaces)', 'secondary (about 25 %: furniture)', 'accent (about 12 %: textiles)', 'highlight (about 8 %: small objects)'],
  monochromatic: ['deepest shade (flooring, joinery, grounding pieces)', 'dark shade (upholstery, cabinetry)', 'mid tone (feature wall or key furniture)', 'light tone (walls)', 'lightest tint (ceilings, trims, soft textiles)'],
};

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

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'The base colour is converted to HSL and its hue is rotated: Complementary 0°, 180°; Analogous −30°, 0°, +30°; ' +
    'Triadic 0°, 120°, 240°; Tetradic 0°, 90°, 180°, 270°. Saturation and lightness stay the same. ' +
    'Monochromatic keeps hue and saturation and takes five lightness steps of 15 points centred on the base ' +
    '(20, 35, 50, 65, 80 % for a mid-tone base), shifted to stay within 10–90 %.',
  units: 'Hue in degrees, saturation and lightness in per cent; swatches are shown as sRGB hex codes (#rrggbb).',
  assumptions:
    'HSL is a simple geometric model, not a perceptual one, so rotated hues can differ in perceived brightness. ' +
    'A grey base (no saturation) gives grey swatches. Suggested proportions follow the 60-30-10 rule.',
};

const SCHEME_NAMES: Readonly<Record<Scheme, string>> = {
  complementary: 'complementary',
  analogous: 'analogous',
  triadic: 'triadic',
  monochromatic: 'monochromatic',
  tetradic: 'tetradic (double-complementary)',
};

/** A prompt asking for an interior that uses exactly this palette, colour by colour. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const base = hexToHsl(result.baseHex);
  const lines = result.swatches.map(
    (swatch) =>
      `- ${swatch.hex} (${swatch.name}, HSL ${formatNumber(swatch.hsl.hueDeg, 0)}°, ${formatNumber(swatch.hsl.saturationPct, 0)} %, ` +
      `${formatNumber(swatch.hsl.lightnessPct, 0)} %): ${swatch.role}`,
  );
  return [
    `Design a calm, cohesive interior using a ${SCHEME_NAMES[result.scheme]} colour palette of ${result.swatches.length} colours, ` +
      `built from the base colour ${result.baseHex} (${describeHsl(base)}).`,
    '',
    'Palette and suggested use:',
    ...lines,
    '',
    'Keep these exact hex values for paint, textiles and finishes, and apply them in the proportions given so the room feels balanced. ' +
      'Describe the materials and textures that carry each colour, how natural and artificial light will shift them, ' +
      'and one styling detail that ties the accent back to the dominant colour. ' +
      'For an image, render a photorealistic living space at eye level in soft daylight, with the palette clearly readable.',
  ].join('\n');
}

/** A swatch's role split for display: its name, its suggested share of the room (%, none for monochromatic) and its uses. */
export interface RoleParts {
  name: string;
  sharePct: number | null;
  usage: string;
}

/**
 * 'dominant (about 70 %: walls, floors and large surfaces)' → dominant, 70, 'walls, floors and
 * large surfaces'; 'light tone (walls)' → light tone, null, 'walls'. A role without brackets is all name.
 */
export function splitRole(role: string): RoleParts {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(role);
  if (!match) return { name: role.trim(), sharePct: null, usage: '' };
  const name = (match[1] ?? '').trim();
  const inner = (match[2] ?? '').trim();
  const share = /^about\s+(\d+(?:\.\d+)?)\s*%\s*:\s*(.*)$/.exec(inner);
  if (!share) return { name, sharePct: null, usage: inner };
  return { name, sharePct: Number(share[1]), usage: (share[2] ?? '').trim() };
}
