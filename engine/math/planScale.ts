/**
 * A drawing's stated scale (how many canvas units make one metre) and the scale bar that shows
 * it: the longest round length (1, 2 or 5 × a power of ten, in metres, centimetres or feet) that
 * fits the room given, split into alternating segments, labelled at its two ends. Shared by every
 * plan, elevation and swatch that states a scale (src/ui/ScaleBar draws it on a canvas or in SVG).
 */
import { finiteOr } from './clamp';
import { formatNumber } from './format';
import { FT_TO_M, type LengthUnit } from './units';

/** A drawing's scale: canvas units per metre (the walkthrough's plan: 40). */
export interface PlanScale {
  unitsPerMetre: number;
}

/** Canvas units (px on a plan drawn at scale 1) to metres at `scale`. */
export const unitsToMetres = (units: number, scale: PlanScale): number => finiteOr(units / scale.unitsPerMetre, 0);

/** Metres to canvas units at `scale`. */
export const metresToUnits = (metres: number, scale: PlanScale): number => finiteOr(metres * scale.unitsPerMetre, 0);

/** 'Scale: 40 units = 1 m' style statement, for captions and 'How it's calculated'. */
export function scaleStatement(scale: PlanScale, unitName = 'px'): string {
  const perMetre = scale.unitsPerMetre;
  if (perMetre >= 1) return `${formatNumber(perMetre, perMetre % 1 === 0 ? 0 : 1)} ${unitName} = 1 m`;
  return `1 ${unitName} = ${formatNumber(1 / perMetre, 2)} m`;
}

/** One end or division of a scale bar, in canvas units from the bar's start. */
export interface ScaleBarTick {
  atUnits: number;
  /** The label, or '' for a division without one. */
  label: string;
}

/** A scale bar: its drawn length, its divisions (first and last labelled) and what it stands for. */
export interface ScaleBar {
  lengthUnits: number;
  /** The length it stands for: '2 m', '10 cm', '5 ft'. */
  text: string;
  /** Division points from 0 to lengthUnits; segments between them alternate ink and paper. */
  ticks: readonly ScaleBarTick[];
}

/** Round lengths to choose from, in the display unit, smallest first. */
const ROUND = [1, 2, 5, 10, 20, 50, 100, 200, 500];

/**
 * The scale bar for `scale` at most `maxUnits` long (and, where possible, at least a quarter of
 * that): metres, or centimetres below 1 m; feet when `unit` is 'ft'. Returns a bar of length 0
 * when nothing fits.
 */
export function scaleBar(scale: PlanScale, maxUnits: number, unit: LengthUnit = 'm'): ScaleBar {
  const perMetre = finiteOr(scale.unitsPerMetre, 0);
  const room = finiteOr(maxUnits, 0);
  // Display units per metre, and the suffix: feet, metres, or centimetres for short bars.
  const options: { perMetre: number; suffix: string }[] =
    unit === 'ft' ? [{ perMetre: 1 / FT_TO_M, suffix: 'ft' }] : [{ perMetre: 1, suffix: 'm' }, { perMetre: 100, suffix: 'cm' }];
  let best: { lengthUnits: number; value: number; suffix: string } | null = null;
  for (const option of options) {
    for (const value of ROUND) {
      const lengthUnits = (value / option.perMetre) * perMetre;
      if (!(lengthUnits > 0) || lengthUnits > room) continue;
      // Centimetres only below a metre: 100 cm reads as 1 m.
      if (option.suffix === 'cm' && value >= 100) continue;
      if (!best || lengthUnits > best.lengthUnits) best = { lengthUnits, value, suffix: option.suffix };
    }
  }
  if (!best) return { lengthUnits: 0, text: '', ticks: [] };
  const { lengthUnits, value, suffix } = best;
  // 1 and 10… split in two, 2 and 20… in two, 5 and 50… in five.
  const divisions = String(value).startsWith('5') ? 5 : 2;
  const text = `${value} ${suffix}`;
  const ticks = Array.from({ length: divisions + 1 }, (_, i) => ({
    atUnits: (lengthUnits * i) / divisions,
    label: i === 0 ? '0' : i === divisions ? text : '',
  }));
  return { lengthUnits, text, ticks };
}
