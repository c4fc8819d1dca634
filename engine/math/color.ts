/**
 * Colour conversions between '#rrggbb' hex and HSL. HSL keeps full precision so a
 * round trip (hex → HSL → hex) returns the same hex; only RGB is rounded, at the end.
 */
import { clamp, finiteOr } from './clamp';

/** Red, green, blue channels, each 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees [0, 360), saturation and lightness in per cent (0–100). */
export interface Hsl {
  hueDeg: number;
  saturationPct: number;
  lightnessPct: number;
}

const HEX_PATTERN = /^#[0-9a-f]{6}$/i;

/** Whether `value` is a colour written as '#rrggbb' (either case). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_PATTERN.test(value);
}

/** `raw` as a lower-case '#rrggbb' colour (surrounding spaces allowed), or `fallback`. */
export function normalizeHex(raw: unknown, fallback: string): string {
  const trimmed = typeof raw === 'string' ? raw.trim() : raw;
  return isHexColor(trimmed) ? trimmed.toLowerCase() : fallback;
}

/** Hue in degrees wrapped into [0, 360). */
export function wrapHueDeg(hueDeg: number): number {
  const wrapped = finiteOr(hueDeg, 0) % 360;
  const positive = wrapped < 0 ? wrapped + 360 : wrapped;
  // 359.9999999 % 360 can round to 360 after adding; keep the interval half-open.
  return positive >= 360 || positive === 0 ? 0 : positive;
}

/** Channels of a '#rrggbb' colour; an invalid colour reads as `fallback` (black unless given). */
export function hexToRgb(hex: string, fallback = '#000000'): Rgb {
  const valid = normalizeHex(hex, normalizeHex(fallback, '#000000'));
  return {
    r: parseInt(valid.slice(1, 3), 16),
    g: parseInt(valid.slice(3, 5), 16),
    b: parseInt(valid.slice(5, 7), 16),
  };
}

const channelHex = (channel: number): string =>
  Math.round(clamp(finiteOr(channel, 0), 0, 255)).toString(16).padStart(2, '0');

/** Lower-case '#rrggbb' for channels 0–255 (rounded and clamped). */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;
}

/** HSL of RGB channels (0–255), unrounded. Greys have hue 0 and saturation 0. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rf = r / 255;
  const gf = g / 255;
  const bf = b / 255;
  const max = Math.max(rf, gf, bf);
  const min = Math.min(rf, gf, bf);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { hueDeg: 0, saturationPct: 0, lightnessPct: lightness * 100 };
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  let hueSector: number;
  if (max === rf) hueSector = ((gf - bf) / chroma) % 6;
  else if (max === gf) hueSector = (bf - rf) / chroma + 2;
  else hueSector = (rf - gf) / chroma + 4;
  return { hueDeg: wrapHueDeg(hueSector * 60), saturationPct: saturation * 100, lightnessPct: lightness * 100 };
}

/** RGB channels (0–255, unrounded) of an HSL colour; saturation and lightness are clamped to 0–100. */
export function hslToRgb({ hueDeg, saturationPct, lightnessPct }: Hsl): Rgb {
  const s = clamp(finiteOr(saturationPct, 0), 0, 100) / 100;
  const l = clamp(finiteOr(lightnessPct, 0), 0, 100) / 100;
  const h = wrapHueDeg(hueDeg);
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - chroma / 2;
  const sector = Math.floor(h / 60);
  const [r1, g1, b1] =
    sector === 0 ? [chroma, x, 0]
    : sector === 1 ? [x, chroma, 0]
    : sector === 2 ? [0, chroma, x]
    : sector === 3 ? [0, x, chroma]
    : sector === 4 ? [x, 0, chroma]
    : [chroma, 0, x];
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

/** HSL of a '#rrggbb' colour; an invalid colour reads as `fallback`. */
export function hexToHsl(hex: string, fallback = '#000000'): Hsl {
  return rgbToHsl(hexToRgb(hex, fallback));
}

/** '#rrggbb' of an HSL colour. */
export function hslToHex(hsl: Hsl): string {
  return rgbToHex(hslToRgb(hsl));
}

/** A colour `t` of the way from `from` to `to` (0 → `from`, 1 → `to`), mixed in RGB. */
export function mixHex(from: string, to: string, t: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  const k = clamp(finiteOr(t, 0), 0, 1);
  return rgbToHex({ r: a.r + (b.r - a.r) * k, g: a.g + (b.g - a.g) * k, b: a.b + (b.b - a.b) * k });
}

/**
 * WCAG 2.2 relative luminance (0 black – 1 white) of a '#rrggbb' colour: each sRGB channel
 * linearised (c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4), then 0.2126 R + 0.7152 G +
 * 0.0722 B (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). WCAG's text still writes the
 * threshold as 0.03928 (from an older sRGB draft); no 8-bit value lies between the two
 * (10/255 = 0.0392, 11/255 = 0.0431), so both give the same luminance for every hex colour.
 */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio (1–21) between two '#rrggbb' colours: (L1 + 0.05) / (L2 + 0.05), L1 the lighter. Unrounded. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * WCAG 2.2 minimum contrast ratios for text: SC 1.4.3 (AA) 4.5:1, SC 1.4.6 (AAA) 7:1; large text
 * (at least 24 px, or 18.66 px bold) needs 3:1 for AA and 4.5:1 for AAA.
 */
export const WCAG_AA_TEXT = 4.5;
export const WCAG_AAA_TEXT = 7;
export const WCAG_AA_LARGE_TEXT = 3;
export const WCAG_AAA_LARGE_TEXT = 4.5;

/**
 * A contrast ratio cut (never rounded up) to hundredths: 4.4999 → 4.49, so a ratio just below a
 * threshold never reads as reaching it (WCAG: 4.499:1 does not meet 4.5:1).
 */
export function truncateContrastRatio(ratio: number): number {
  return Math.floor(clamp(finiteOr(ratio, 1), 1, 21) * 100) / 100;
}

/** A contrast ratio as shown: cut to two decimals, then ':1' ('4.54:1', '21.00:1'). */
export function formatContrastRatio(ratio: number): string {
  return `${truncateContrastRatio(ratio).toFixed(2)}:1`;
}

/** Two colours' contrast and which WCAG 2.2 text levels it meets. */
export interface ContrastCheck {
  /** The exact ratio, 1–21. */
  ratio: number;
  /** As shown: cut to hundredths (truncateContrastRatio). */
  shownRatio: number;
  /** Normal text: AA (≥ 4.5:1) and AAA (≥ 7:1). */
  aa: boolean;
  aaa: boolean;
  /** Large text: AA (≥ 3:1) and AAA (≥ 4.5:1). */
  aaLarge: boolean;
  aaaLarge: boolean;
}

/**
 * The WCAG 2.2 contrast of two '#rrggbb' colours (either order) and the levels it passes. Passes
 * are judged on the ratio as shown, cut to hundredths, which for these two-decimal thresholds is
 * the same as judging the exact ratio, so a 'Pass' never sits beside a ratio below its threshold.
 */
export function checkContrast(a: string, b: string): ContrastCheck {
  const ratio = contrastRatio(a, b);
  const shownRatio = truncateContrastRatio(ratio);
  return {
    ratio,
    shownRatio,
    aa: shownRatio >= WCAG_AA_TEXT,
    aaa: shownRatio >= WCAG_AAA_TEXT,
    aaLarge: shownRatio >= WCAG_AA_LARGE_TEXT,
    aaaLarge: shownRatio >= WCAG_AAA_LARGE_TEXT,
  };
}

/** Black or white, whichever reads better as text on `background`. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

const HUE_NAMES: readonly [number, string][] = [
  [15, 'red'],
  [40, 'orange'],
  [65, 'yellow'],
  [90, 'yellow-green'],
  [150, 'green'],
  [185, 'teal'],
  [200, 'cyan'],
  [245, 'blue'],
  [275, 'indigo'],
  [300, 'violet'],
  [335, 'magenta'],
  [350, 'rose'],
  [360, 'red'],
];

/**
 * Plain-English name of an HSL colour ('muted dark blue', 'light grey'), for prompts:
 * image generators follow words more reliably than hex codes alone.
 */
export function describeHsl({ hueDeg, saturationPct, lightnessPct }: Hsl): string {
  const tone = lightnessPct < 20 ? 'very dark' : lightnessPct < 40 ? 'dark' : lightnessPct > 85 ? 'very light' : lightnessPct > 65 ? 'light' : '';
  if (saturationPct < 10 || lightnessPct < 4 || lightnessPct > 97) {
    const grey = lightnessPct < 4 ? 'black' : lightnessPct > 97 ? 'white' : 'grey';
    return [grey === 'grey' ? tone : '', grey].filter(Boolean).join(' ');
  }
  const hue = wrapHueDeg(hueDeg);
  const name = HUE_NAMES.find(([limit]) => hue < limit)?.[1] ?? 'red';
  const chroma = saturationPct < 35 ? 'muted' : saturationPct > 85 ? 'vivid' : '';
  return [chroma, tone, name].filter(Boolean).join(' ');
}
