/**
 * Visual Weight: two masses on either side of an axis, weighed like a lever:
 * weight = size², moment = weight × distance (docs/contract.md §1).
 */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber, roundTo } from '../../math/format';
import { scaleStatement, unitsToMetres, type PlanScale } from '../../math/planScale';
import { formatLength } from '../../math/units';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Inputs: each mass's size (side, px) and its distance from the axis (px). */
export interface Inputs {
  leftSizePx: number;
  leftDistancePx: number;
  rightSizePx: number;
  rightDistancePx: number;
}

/**
 * The wall elevation's stated scale: 1 px = 1 cm (100 px = 1 m), so a mass is 0.40–1.80 m across
 * (a picture, a cabinet, a sofa) and 0.40–2.00 m from the axis. The controls keep the spec's px;
 * what the tool reports is in metres (issue 15). The balance is a ratio and does not depend on it.
 */
export const WALL_SCALE: PlanScale = { unitsPerMetre: 100 };
/** A size or distance set in px, in metres at the wall's scale. */
export const wallMetres = (px: number): number => unitsToMetres(px, WALL_SCALE);

/** A size or distance in px as text in metres at the wall's scale: '1.20 m'. */
export const wallLength = (px: number): string => formatLength(wallMetres(px), 'm', 2);
/** A visual weight (size², px²) in m². */
export const weightM2 = (weightPx2: number): number => weightPx2 / WALL_SCALE.unitsPerMetre ** 2;
/** A moment (weight × distance, px³) in m³ (m² × m). */
export const momentM3 = (momentPx3: number): number => momentPx3 / WALL_SCALE.unitsPerMetre ** 3;

/** Within this many percentage points of 50 % the composition reads as balanced. */
export const BALANCED_TOLERANCE_PCT = 2.5;

/** Controls: Left size, Left distance, Right size, Right distance. */
export const params: ParamList<Inputs> = [
  // Defaults are not in the spec: a large near mass and a small far one that balance
  // exactly (120²·80 = 80²·180), showing the lever principle at first sight.
  { kind: 'range', key: 'leftSizePx', label: 'Left size', unit: 'px', min: 40, max: 180, step: 1, default: 120, decimals: 0 },
  { kind: 'range', key: 'leftDistancePx', label: 'Left distance', unit: 'px', min: 40, max: 200, step: 1, default: 80, decimals: 0 },
  { kind: 'range', key: 'rightSizePx', label: 'Right size', unit: 'px', min: 40, max: 180, step: 1, default: 80, decimals: 0 },
  { kind: 'range', key: 'rightDistancePx', label: 'Right distance', unit: 'px', min: 40, max: 200, step: 1, default: 180, decimals: 0 },
];

/** Default inputs: 120 px at 80 px against 80 px at 180 px (balanced). */
export const defaults: Inputs = defaultsOf(params);

/** Moments and balance. */
export interface Result {
  /** size², px². */
  leftWeight: number;
  rightWeight: number;
  /** weight × distance, px³. */
  leftMoment: number;
  rightMoment: number;
  /** Left moment / (left + right) × 100, rounded to one decimal; 50 is balanced. */
  balancePct: number;
  verdict: 'Balanced' | 'Leans left' | 'Leans right';
  /** Distance the right mass would need for exact balance, px. */
  balancingRightDistancePx: number;
}

/** balance = left moment / (left moment + right moment) × 100, one decimal (50 when both are 0). */
export function compute(inputs: Inputs): Result {
  const positive = (value: number): number => Math.max(0, finiteOr(value, 0));
  const leftWeight = positive(inputs.leftSizePx) ** 2;
  const rightWeight = positive(inputs.rightSizePx) ** 2;
  const leftMoment = leftWeight * positive(inputs.leftDistancePx);
  const rightMoment = rightWeight * positive(inputs.rightDistancePx);
  const total = leftMoment + rightMoment;
  const balancePct = total === 0 ? 50 : roundTo((leftMoment / total) * 100, 1);
  const verdict =
    Math.abs(balancePct - 50) <= BALANCED_TOLERANCE_PCT ? 'Balanced' : balancePct > 50 ? 'Leans left' : 'Leans right';
  return {
    leftWeight,
    rightWeight,
    leftMoment,
    rightMoment,
    balancePct,
    verdict,
    balancingRightDistancePx: rightWeight === 0 ? 0 : leftMoment / rightWeight,
  };
}

/** Balance (%, one decimal). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Balance', text: `${formatNumber(result.balancePct, 1)} %` }];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Visual weight = size²; moment = weight × distance from the axis. ' +
    'Balance = left moment / (left moment + right moment) × 100 %, to one decimal. 50 % is balanced; above 50 % the left side dominates.',
  units:
    `Sizes and distances are set in px of the drawing, a wall at ${scaleStatement(WALL_SCALE)} (1 px = 1 cm; see the scale bar), ` +
    'so they read in m, weights in m² and moments in m³ (m² × m); the balance is a percentage, the same at any scale, so the drawing’s px serve as well as metres.',
  assumptions:
    `Weight grows with area only (colour, texture and contrast also add weight in real compositions). Within ±${BALANCED_TOLERANCE_PCT} points of 50 % it reads as balanced.`,
};

/** A prompt for arranging a wall, shelf or elevation with this balance. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const m = wallLength;
  const advice =
    result.verdict === 'Balanced'
      ? 'The composition is in balance: suggest how to keep it lively with asymmetry of colour or texture rather than size.'
      : `The composition ${result.verdict.toLowerCase()}: suggest ways to rebalance it, for example moving the right mass to about ${m(result.balancingRightDistancePx)} from the axis, resizing a mass, or adding colour and texture to the lighter side.`;
  return [
    'Act as a visual composition expert for interiors (gallery walls, shelving, facades, furniture arrangements).',
    'Two masses sit either side of a central axis:',
    `- left mass: ${m(inputs.leftSizePx)} across, ${m(inputs.leftDistancePx)} from the axis;`,
    `- right mass: ${m(inputs.rightSizePx)} across, ${m(inputs.rightDistancePx)} from the axis.`,
    `The left mass is ${formatNumber(inputs.rightSizePx > 0 ? inputs.leftSizePx / inputs.rightSizePx : 0, 2)} times as wide as the right one.`,
    `Treating visual weight as size² times distance, the left side carries ${formatNumber(result.balancePct, 1)} % of the total moment ` +
      `(50 % is balanced), so the composition ${result.verdict === 'Balanced' ? 'is balanced' : result.verdict.toLowerCase()}.`,
    '',
    advice,
    'Describe the result as a real arrangement (objects, sizes in proportion, spacing), and for an image render it as a styled wall elevation in soft daylight.',
  ].join('\n');
}

/** Steepest tilt the drawn beam shows, degrees (reached when one side holds the whole moment). */
export const MAX_TILT_DEG = 10;

/**
 * Tilt of the drawn see-saw, degrees: positive when the left end is down (balance above
 * 50 %), proportional to the distance from 50 % and ±`maxTiltDeg` at 100 % or 0 %.
 */
export function beamTiltDeg(balancePct: number, maxTiltDeg: number = MAX_TILT_DEG): number {
  const share = clamp((finiteOr(balancePct, 50) - 50) / 50, -1, 1);
  const tilt = share * finiteOr(maxTiltDeg, MAX_TILT_DEG);
  return tilt === 0 ? 0 : tilt;
}
