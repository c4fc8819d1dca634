/** Material Properties' figures: the sustainability score, its rating and its terms, and the output shown. */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { optionOr } from '../params';
import type { ToolOutput } from '../params';
import { MATERIALS } from './inputs';
import type { Inputs, Material } from './inputs';

/** Score points per unit of embodied carbon (lost), VOC (lost) and recycled content (gained). */
export const CARBON_WEIGHT = 40;
export const VOC_WEIGHT = 25;
export const RECYCLED_WEIGHT = 35;

/** The score, unrounded and as shown. */
export interface Result {
  /** The material analysed (an unknown one reads as wood). */
  material: Material;
  /** clamp(100 − 40·carbon − 25·VOC + 35·recycled, 0, 100), unrounded. */
  score: number;
  /** `score` rounded to a whole number, as shown. */
  scoreRounded: number;
  rating: 'Poor' | 'Fair' | 'Good' | 'Excellent';
}

/** score = clamp(100 − embodiedCarbon·40 − VOC·25 + recycled·35, 0, 100). */
export function sustainabilityScore(embodiedCarbon: number, voc: number, recycled: number): number {
  const raw = 100 - embodiedCarbon * CARBON_WEIGHT - voc * VOC_WEIGHT + recycled * RECYCLED_WEIGHT;
  return clamp(finiteOr(raw, 0), 0, 100);
}

/** The sustainability score and its rating (Poor < 40 ≤ Fair < 60 ≤ Good < 80 ≤ Excellent, on the shown score). */
export function compute(inputs: Inputs): Result {
  const unit = (value: number): number => clamp(finiteOr(value, 0), 0, 1);
  const score = sustainabilityScore(unit(inputs.embodiedCarbon), unit(inputs.voc), unit(inputs.recycled));
  const scoreRounded = Math.round(score);
  const rating = scoreRounded >= 80 ? 'Excellent' : scoreRounded >= 60 ? 'Good' : scoreRounded >= 40 ? 'Fair' : 'Poor';
  return { material: optionOr(inputs.material, MATERIALS, 'wood'), score, scoreRounded, rating };
}

/** Sustainability score (whole number). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Sustainability score', text: formatNumber(result.scoreRounded, 0) }];
}

/** One term of the sustainability score, in score points (negative lowers it). */
export interface ScoreTerm {
  key: 'embodiedCarbon' | 'voc' | 'recycled';
  label: string;
  /** The input, 0–1. */
  value: number;
  /** Points per unit of the input: −40, −25 or +35. */
  weight: number;
  /** value × weight. */
  points: number;
}

/** The score's parts for the chart: the three terms after the base of 100, the sum before clamping, and the score. */
export function scoreTerms(inputs: Inputs): { base: number; terms: ScoreTerm[]; raw: number; score: number } {
  const unit = (value: number): number => clamp(finiteOr(value, 0), 0, 1);
  const term = (key: ScoreTerm['key'], label: string, weight: number): ScoreTerm => {
    const value = unit(inputs[key]);
    return { key, label, value, weight, points: value * weight };
  };
  const terms = [
    term('embodiedCarbon', 'Embodied carbon', -CARBON_WEIGHT),
    term('voc', 'VOC', -VOC_WEIGHT),
    term('recycled', 'Recycled', RECYCLED_WEIGHT),
  ];
  const raw = terms.reduce((sum, t) => sum + t.points, 100);
  return { base: 100, terms, raw, score: sustainabilityScore(unit(inputs.embodiedCarbon), unit(inputs.voc), unit(inputs.recycled)) };
}
