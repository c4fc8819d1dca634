/**
 * Material Properties: a wood, concrete or metal finish described by seven 0–1
 * properties, with a sustainability score from carbon, VOC and recycled content.
 */
import { clamp, finiteOr, formatNumber } from '../../math/clamp';
import { defaultsOf, levelWord, optionOr } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** The three base materials. */
export type Material = 'wood' | 'concrete' | 'metal';

/** Inputs: the material and seven properties, each 0–1. */
export interface Inputs {
  material: Material;
  roughness: number;
  metallic: number;
  hardness: number;
  aging: number;
  recycled: number;
  voc: number;
  embodiedCarbon: number;
}

/** The materials in menu order. */
export const MATERIALS: readonly Material[] = ['wood', 'concrete', 'metal'];

/** Score points per unit of embodied carbon (lost), VOC (lost) and recycled content (gained). */
export const CARBON_WEIGHT = 40;
export const VOC_WEIGHT = 25;
export const RECYCLED_WEIGHT = 35;

const unitSlider = <K extends Exclude<keyof Inputs, 'material'>>(key: K, label: string, defaultValue: number) =>
  ({ kind: 'range', key, label, min: 0, max: 1, step: 0.01, default: defaultValue, decimals: 2 }) as const;

/** Controls: Material, Roughness, Metallic, Hardness, Aging, Recycled, VOC, Embodied carbon. */
export const params: ParamList<Inputs> = [
  {
    kind: 'select',
    key: 'material',
    label: 'Material',
    default: 'wood',
    options: [
      { value: 'wood', label: 'Wood' },
      { value: 'concrete', label: 'Concrete' },
      { value: 'metal', label: 'Metal' },
    ],
  },
  // Roughness, metallic, hardness and aging defaults are not in the spec: chosen for the
  // default material, wood (a satin, non-metallic, medium-hard, lightly aged board).
  unitSlider('roughness', 'Roughness', 0.6),
  unitSlider('metallic', 'Metallic', 0),
  unitSlider('hardness', 'Hardness', 0.5),
  unitSlider('aging', 'Aging', 0.2),
  unitSlider('recycled', 'Recycled', 0.4),
  unitSlider('voc', 'VOC', 0.3),
  unitSlider('embodiedCarbon', 'Embodied carbon', 0.5),
];

/** Default inputs (spec: recycled 0.4, VOC 0.3, embodied carbon 0.5). */
export const defaults: Inputs = defaultsOf(params);

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

/** 'How it's calculated'. */
export const explain: Explain = {
  formula: 'Score = clamp(100 − embodied carbon × 40 − VOC × 25 + recycled × 35, 0, 100), rounded to a whole number.',
  units:
    'Every property runs from 0 to 1: roughness 0 is mirror-smooth, metallic 1 is a bare metal, recycled 1 is fully recycled content, ' +
    'VOC and embodied carbon 1 are the worst in class. The score is out of 100.',
  assumptions:
    'Roughness, metallic, hardness and aging describe the look and wear only; they do not change the score. ' +
    'The weights are a comparative heuristic, not a life-cycle assessment.',
};

const MATERIAL_NOUN: Readonly<Record<Material, string>> = {
  wood: 'wood',
  concrete: 'concrete',
  metal: 'metal',
};

/** The finish in words, from roughness (0 polished – 1 rough). */
export const finishWord = (roughness: number): string =>
  roughness < 0.2 ? 'polished, glossy' : roughness < 0.45 ? 'smooth satin' : roughness < 0.7 ? 'matte' : 'rough, textured';
/** The wear in words, from aging (0 new – 1 heavily aged). */
export const agingWord = (aging: number): string =>
  aging < 0.15 ? 'brand-new' : aging < 0.4 ? 'lightly worn' : aging < 0.7 ? 'visibly weathered' : 'heavily aged, with patina';

/** A prompt for a PBR material or a specification note, with every property value. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const value = (v: number): string => formatNumber(v, 2);
  const noun = MATERIAL_NOUN[result.material];
  return [
    `Create a photorealistic, physically based (PBR) ${noun} material: ${finishWord(inputs.roughness)}, ${agingWord(inputs.aging)}, ` +
      `with ${levelWord(inputs.hardness)} hardness.`,
    `Use roughness ${value(inputs.roughness)} and metallic ${value(inputs.metallic)} for the shader, and show believable ${noun} grain, ` +
      'micro-detail and edge wear at that level of aging.',
    '',
    'Sustainability profile (0 = best, 1 = worst for VOC and carbon; 1 = fully recycled):',
    `- Recycled content: ${value(inputs.recycled)}`,
    `- VOC emissions: ${value(inputs.voc)}`,
    `- Embodied carbon: ${value(inputs.embodiedCarbon)}`,
    `- Sustainability score: ${formatNumber(result.scoreRounded, 0)}/100 (${result.rating})`,
    '',
    `Suggest where this ${noun} finish works best in an interior, a low-VOC sealer or coating to pair with it, ` +
      'and one alternative with lower embodied carbon and a similar look. ' +
      'For an image, show a close-up material sample board and the finish applied in a softly lit room.',
  ].join('\n');
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
