/**
 * Style DNA: five 0–1 style attributes and the style they predict, by the spec's
 * ordered rules (strict comparisons: exactly 0.7 is not above 0.7).
 */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { defaultsOf, levelWord } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Inputs: the five attributes, each 0–1. */
export interface Inputs {
  minimalism: number;
  warmth: number;
  curves: number;
  contrast: number;
  tech: number;
}

/** The four predicted styles. */
export type StyleName = 'Neo-Minimal Tech' | 'Organic Modern' | 'Maximalist Contrast' | 'Contemporary Blend';

/** Attribute keys in display order. */
export const ATTRIBUTES = ['minimalism', 'warmth', 'curves', 'contrast', 'tech'] as const;

const unitSlider = <K extends keyof Inputs>(key: K, label: string) =>
  // Default 0.5 for every attribute: a neutral mid-point (the spec leaves defaults open).
  ({ kind: 'range', key, label, min: 0, max: 1, step: 0.01, default: 0.5, decimals: 2 }) as const;

/** Controls: Minimalism, Warmth, Curves, Contrast, Tech (0–1, step 0.01). */
export const params: ParamList<Inputs> = [
  unitSlider('minimalism', 'Minimalism'),
  unitSlider('warmth', 'Warmth'),
  unitSlider('curves', 'Curves'),
  unitSlider('contrast', 'Contrast'),
  unitSlider('tech', 'Tech'),
];

/** Default inputs: 0.5 each. */
export const defaults: Inputs = defaultsOf(params);

/** The predicted style and the attributes it was read from. */
export interface Result {
  style: StyleName;
  attributes: Inputs;
  /** The attribute with the highest value (first one on ties). */
  strongest: keyof Inputs;
}

/**
 * The spec's rules, first match wins: 'Neo-Minimal Tech' if minimalism > 0.7, contrast > 0.6
 * and tech > 0.6; 'Organic Modern' if warmth > 0.7 and curves > 0.6; 'Maximalist Contrast'
 * if contrast > 0.75 and minimalism < 0.5; otherwise 'Contemporary Blend'.
 */
export function predictStyle(a: Inputs): StyleName {
  if (a.minimalism > 0.7 && a.contrast > 0.6 && a.tech > 0.6) return 'Neo-Minimal Tech';
  if (a.warmth > 0.7 && a.curves > 0.6) return 'Organic Modern';
  if (a.contrast > 0.75 && a.minimalism < 0.5) return 'Maximalist Contrast';
  return 'Contemporary Blend';
}

/** The predicted style (attributes are clamped to 0–1 first). */
export function compute(inputs: Inputs): Result {
  const attributes: Inputs = {
    minimalism: clamp(finiteOr(inputs.minimalism, 0), 0, 1),
    warmth: clamp(finiteOr(inputs.warmth, 0), 0, 1),
    curves: clamp(finiteOr(inputs.curves, 0), 0, 1),
    contrast: clamp(finiteOr(inputs.contrast, 0), 0, 1),
    tech: clamp(finiteOr(inputs.tech, 0), 0, 1),
  };
  const strongest = ATTRIBUTES.reduce((best, key) => (attributes[key] > attributes[best] ? key : best), ATTRIBUTES[0]);
  return { style: predictStyle(attributes), attributes, strongest };
}

/** Predicted style. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Predicted style', text: result.style }];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Rules checked in order, the first match wins: Neo-Minimal Tech if minimalism > 0.7, contrast > 0.6 and tech > 0.6; ' +
    'else Organic Modern if warmth > 0.7 and curves > 0.6; else Maximalist Contrast if contrast > 0.75 and minimalism < 0.5; ' +
    'else Contemporary Blend.',
  units: 'Each attribute runs from 0 (absent) to 1 (dominant), in steps of 0.01.',
  assumptions: 'Thresholds are strict: a value of exactly 0.7 is not above 0.7. The rules are a heuristic, not a taxonomy.',
};

/** What each style looks like, to steer the prompt. */
export const STYLE_NOTES: Readonly<Record<StyleName, string>> = {
  'Neo-Minimal Tech':
    'clean planes, hidden storage, a restrained monochrome palette with crisp black accents, integrated LED lighting and discreet smart controls',
  'Organic Modern':
    'soft curved forms, warm natural timber, linen and boucle, earthy plaster tones, rounded furniture and plenty of daylight and plants',
  'Maximalist Contrast':
    'bold colour blocking, strong dark-light contrast, layered patterns and art, statement furniture and collected objects',
  'Contemporary Blend':
    'a balanced mix of clean lines and softer pieces, neutral tones with measured accents, natural materials and layered lighting',
};

/** A prompt describing the style profile and asking for a concept in the predicted style. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const a = result.attributes;
  const values = ATTRIBUTES.map((key) => a[key]);
  const lead =
    Math.max(...values) - Math.min(...values) < 0.1
      ? 'Keep the five attributes in balance so that none dominates.'
      : `Let ${result.strongest} lead the design.`;
  const line = (label: string, value: number): string => `- ${label}: ${formatNumber(value, 2)} (${levelWord(value)})`;
  return [
    `Create an interior design concept in the "${result.style}" style: ${STYLE_NOTES[result.style]}.`,
    'Follow this style DNA, where 0 is absent and 1 is dominant:',
    line('Minimalism', a.minimalism),
    line('Warmth', a.warmth),
    line('Curves', a.curves),
    line('Contrast', a.contrast),
    line('Tech', a.tech),
    '',
    `${lead} Describe the palette with hex codes, the key materials and finishes, ` +
      'furniture forms, lighting and two signature details, and explain how each choice reflects the values above. ' +
      'For an image, render a photorealistic living room in this style at eye level in natural light.',
  ].join('\n');
}

/** One condition of a style rule: an attribute compared strictly with a threshold. */
export interface RuleCondition {
  attribute: keyof Inputs;
  comparison: '>' | '<';
  threshold: number;
}

/** The spec's rules as data, in the order they are checked; the last one (no conditions) always matches. */
export const STYLE_RULES: readonly { style: StyleName; conditions: readonly RuleCondition[] }[] = [
  {
    style: 'Neo-Minimal Tech',
    conditions: [
      { attribute: 'minimalism', comparison: '>', threshold: 0.7 },
      { attribute: 'contrast', comparison: '>', threshold: 0.6 },
      { attribute: 'tech', comparison: '>', threshold: 0.6 },
    ],
  },
  {
    style: 'Organic Modern',
    conditions: [
      { attribute: 'warmth', comparison: '>', threshold: 0.7 },
      { attribute: 'curves', comparison: '>', threshold: 0.6 },
    ],
  },
  {
    style: 'Maximalist Contrast',
    conditions: [
      { attribute: 'contrast', comparison: '>', threshold: 0.75 },
      { attribute: 'minimalism', comparison: '<', threshold: 0.5 },
    ],
  },
  { style: 'Contemporary Blend', conditions: [] },
];

/** A rule checked against the attributes, for showing why a style was predicted. */
export interface RuleCheck {
  style: StyleName;
  conditions: readonly (RuleCondition & { value: number; met: boolean })[];
  /** Every condition is met. */
  matches: boolean;
  /** This is the first matching rule: the predicted style. */
  chosen: boolean;
  /** A rule after the chosen one, never reached. */
  skipped: boolean;
}

/** Each rule in order with each condition met or not; the chosen rule is the one `predictStyle` returns. */
export function ruleChecks(attributes: Inputs): RuleCheck[] {
  let chosenIndex = -1;
  return STYLE_RULES.map((rule, index) => {
    const conditions = rule.conditions.map((condition) => {
      const value = attributes[condition.attribute];
      const met = condition.comparison === '>' ? value > condition.threshold : value < condition.threshold;
      return { ...condition, value, met };
    });
    const matches = conditions.every((condition) => condition.met);
    const chosen = matches && chosenIndex < 0;
    if (chosen) chosenIndex = index;
    return { style: rule.style, conditions, matches, chosen, skipped: chosenIndex >= 0 && index > chosenIndex };
  });
}
