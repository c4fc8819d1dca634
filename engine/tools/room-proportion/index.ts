/**
 * Room Proportion: scores a room's length, width and height against golden-section
 * ratios (docs/contract.md §1). Ratios are unit-free, so metres and feet score alike.
 */
import { finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { fromMetres, FT_TO_M, lengthUnit, toMetres } from '../../math/units';
import type { LengthUnit } from '../../math/units';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Inputs: the unit and the room's length, width and height in that unit (any finite number). */
export interface Inputs {
  units: LengthUnit;
  length: number;
  width: number;
  height: number;
}

/** Target L:W ratio, φ. */
export const TARGET_LW = 1.618;
/** Target H:W ratio, 1/φ = 1.618 / 2.618. */
export const TARGET_HW = 0.618;
/** Target L:H ratio, φ². */
export const TARGET_LH = 2.618;
/** Score points lost per unit of deviation of each ratio. */
export const WEIGHT_LW = 35;
export const WEIGHT_HW = 20;
export const WEIGHT_LH = 15;
/** Height of the reference figure drawn for scale, in metres. */
export const FIGURE_HEIGHT_M = 1.75;

/** Controls: Units, Length, Width, Height (free entry, step 0.1, no minimum — spec). */
export const params: ParamList<Inputs> = [
  {
    kind: 'select',
    key: 'units',
    label: 'Units',
    default: 'm',
    options: [
      { value: 'm', label: 'm' },
      { value: 'ft', label: 'ft' },
    ],
  },
  { kind: 'number', key: 'length', label: 'Length', unitFrom: 'units', step: 0.1, default: 6, decimals: 1 },
  { kind: 'number', key: 'width', label: 'Width', unitFrom: 'units', step: 0.1, default: 3.6, decimals: 1 },
  { kind: 'number', key: 'height', label: 'Height', unitFrom: 'units', step: 0.1, default: 2.8, decimals: 1 },
];

/** Default inputs: 6 × 3.6 × 2.8 m. */
export const defaults: Inputs = defaultsOf(params);

/** Ratios, score and sizes for the drawing. */
export interface Result {
  /** Length ÷ width (0 when the width is 0). */
  lwRatio: number;
  /** Height ÷ width (0 when the width is 0). */
  hwRatio: number;
  /** Length ÷ height (0 when the height is 0). */
  lhRatio: number;
  /** 0–100, whole number. */
  score: number;
  lengthM: number;
  widthM: number;
  heightM: number;
  floorAreaM2: number;
  volumeM3: number;
  /** Floor area in the chosen unit squared (m² or ft²). */
  floorArea: number;
  /** The 1.75 m reference figure in the chosen unit (5.74 ft). */
  figureHeight: number;
  /** Width and height (chosen unit) that would score 100 with the current length. */
  idealWidth: number;
  idealHeight: number;
}

/** `numerator ÷ denominator`, or 0 when the denominator is 0 (spec) or the result is not finite. */
export function safeRatio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : finiteOr(numerator / denominator, 0);
}

/** score = round(max(0, 100 − 35·|L/W − 1.618| − 20·|H/W − 0.618| − 15·|L/H − 2.618|)). */
export function proportionScore(lwRatio: number, hwRatio: number, lhRatio: number): number {
  const penalty =
    WEIGHT_LW * Math.abs(lwRatio - TARGET_LW) + WEIGHT_HW * Math.abs(hwRatio - TARGET_HW) + WEIGHT_LH * Math.abs(lhRatio - TARGET_LH);
  return Math.round(Math.max(0, 100 - finiteOr(penalty, Infinity)));
}

/** Ratios, score, metric sizes and the scale figure for a room. */
export function compute(inputs: Inputs): Result {
  const units: LengthUnit = lengthUnit(inputs.units);
  const length = finiteOr(inputs.length, 0);
  const width = finiteOr(inputs.width, 0);
  const height = finiteOr(inputs.height, 0);
  const lwRatio = safeRatio(length, width);
  const hwRatio = safeRatio(height, width);
  const lhRatio = safeRatio(length, height);
  const lengthM = finiteOr(toMetres(length, units), 0);
  const widthM = finiteOr(toMetres(width, units), 0);
  const heightM = finiteOr(toMetres(height, units), 0);
  return {
    lwRatio,
    hwRatio,
    lhRatio,
    score: proportionScore(lwRatio, hwRatio, lhRatio),
    lengthM,
    widthM,
    heightM,
    floorAreaM2: finiteOr(lengthM * widthM, 0),
    volumeM3: finiteOr(lengthM * widthM * heightM, 0),
    floorArea: finiteOr(length * width, 0),
    figureHeight: fromMetres(FIGURE_HEIGHT_M, units),
    idealWidth: finiteOr(length / TARGET_LW, 0),
    idealHeight: finiteOr(length / TARGET_LH, 0),
  };
}

/**
 * Switching between metres and feet converts the three dimensions (1 ft = 0.3048 m), so the
 * room stays the same size; the ratios and the score do not change.
 */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  if (previous.units === next.units) return next;
  const convert = (value: number) => fromMetres(toMetres(value, previous.units), next.units);
  return { ...next, length: convert(next.length), width: convert(next.width), height: convert(next.height) };
}

/** L:W ratio, H:W ratio, L:H ratio (two decimals) and Score. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'L:W ratio', text: formatNumber(result.lwRatio, 2) },
    { label: 'H:W ratio', text: formatNumber(result.hwRatio, 2) },
    { label: 'L:H ratio', text: formatNumber(result.lhRatio, 2) },
    { label: 'Score', text: formatNumber(result.score, 0) },
  ];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Score = round(max(0, 100 − 35·|L/W − 1.618| − 20·|H/W − 0.618| − 15·|L/H − 2.618|)). ' +
    'The targets are φ = 1.618 for length to width, 1/φ = 0.618 for height to width and φ² = 2.618 for length to height.',
  units: `Enter metres or feet (1 ft = ${FT_TO_M} m). Ratios and the score have no unit, so they are the same in either.`,
  assumptions:
    'A ratio whose denominator is 0 counts as 0. Dimensions are interior clear sizes. ' +
    `The figure drawn for scale is ${FIGURE_HEIGHT_M} m tall.`,
};

const scoreWord = (score: number): string =>
  score >= 90 ? 'very close to golden proportions' : score >= 70 ? 'well proportioned' : score >= 40 ? 'somewhat off the golden proportions' : 'far from golden proportions';

/** A prompt for refining or visualising the room at its real size and proportions. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const u = lengthUnit(inputs.units);
  const areaUnit = u === 'ft' ? 'ft²' : 'm²';
  const dim = (value: number): string => `${formatNumber(value, 2)} ${u}`;
  const metric =
    u === 'ft'
      ? ` (${formatNumber(result.lengthM, 2)} × ${formatNumber(result.widthM, 2)} × ${formatNumber(result.heightM, 2)} m)`
      : '';
  return [
    `Act as an interior architect. I have a room ${dim(inputs.length)} long, ${dim(inputs.width)} wide and ${dim(inputs.height)} high${metric}, ` +
      `with a floor area of ${formatNumber(result.floorArea, 1)} ${areaUnit} and a volume of ${formatNumber(result.volumeM3, 1)} m³.`,
    `Its proportions are L:W ${formatNumber(result.lwRatio, 2)} (target 1.618), H:W ${formatNumber(result.hwRatio, 2)} (target 0.618) ` +
      `and L:H ${formatNumber(result.lhRatio, 2)} (target 2.618), a proportion score of ${formatNumber(result.score, 0)}/100: ${scoreWord(result.score)}.`,
    '',
    'Please suggest:',
    `- a furniture layout and zoning that suits these proportions (a width of about ${dim(result.idealWidth)} and a height of about ${dim(result.idealHeight)} would match the golden section for this length);`,
    '- visual tools to correct what the ratios reveal: ceiling treatment, wall colour placement, rugs, lighting and sightlines;',
    '- one change to the architecture (partition, niche, bulkhead or opening) that would bring the room closer to the targets.',
    '',
    `For an image, render this room to scale at eye level (${formatNumber(FIGURE_HEIGHT_M, 2)} m person for reference), in soft natural light.`,
  ].join('\n');
}
