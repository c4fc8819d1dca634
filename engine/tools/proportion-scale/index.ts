/**
 * Proportion Scale: the ratio of two elements' widths (larger over smaller) and how
 * far it is from a target ratio such as φ.
 */
import { finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { scaleStatement, unitsToMetres, type PlanScale } from '../../math/planScale';
import { formatLength } from '../../math/units';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Inputs: two widths in canvas pixels and the target ratio (≥ 1). */
export interface Inputs {
  aWidthPx: number;
  bWidthPx: number;
  targetRatio: number;
}

/** Controls: Element A width, Element B width (40–480 px), Target ratio (1–2.5, default 1.618). */
export const params: ParamList<Inputs> = [
  // Width defaults are not in the spec: 320 and 198 px sit close to φ (320 / 198 = 1.616).
  { kind: 'range', key: 'aWidthPx', label: 'Element A width', unit: 'px', min: 40, max: 480, step: 1, default: 320, decimals: 0 },
  { kind: 'range', key: 'bWidthPx', label: 'Element B width', unit: 'px', min: 40, max: 480, step: 1, default: 198, decimals: 0 },
  { kind: 'range', key: 'targetRatio', label: 'Target ratio', min: 1, max: 2.5, step: 0.001, default: 1.618, decimals: 3 },
];

/** Default inputs: 320 px and 198 px against φ. */
export const defaults: Inputs = defaultsOf(params);

/**
 * The elevation's stated scale: 1 px = 1 cm (100 px = 1 m), so the widths run from 0.40 to
 * 4.80 m, the range of panels, openings, shelving bays and rugs. The controls keep the spec's px;
 * what the tool reports is in metres and ratios (issue 15).
 */
export const ELEVATION_SCALE: PlanScale = { unitsPerMetre: 100 };
/** A width in canvas px, in metres at the elevation's scale. */
export const elevationMetres = (px: number): number => unitsToMetres(px, ELEVATION_SCALE);

/** A width in canvas px as text in metres at the elevation's scale: '3.20 m'. */
export const elevationLength = (px: number, decimals = 2): string => formatLength(elevationMetres(px), 'm', decimals);

/** Well-known ratios, to name the one the pair is closest to. */
export const NAMED_RATIOS: readonly { ratio: number; name: string }[] = [
  { ratio: 1, name: 'square (1:1)' },
  { ratio: 1.25, name: '5:4' },
  { ratio: 4 / 3, name: '4:3' },
  { ratio: Math.SQRT2, name: '√2 (ISO paper)' },
  { ratio: 1.5, name: '3:2' },
  { ratio: 1.618, name: 'golden ratio φ' },
  { ratio: 16 / 9, name: '16:9' },
  { ratio: 2, name: 'double square (2:1)' },
  { ratio: 2.5, name: '5:2' },
];

/** Ratio, deviation and a width that would hit the target. */
export interface Result {
  /** Larger width ÷ smaller width (≥ 1; 0 if a width is 0). */
  ratio: number;
  /** |ratio − target| / target × 100, per cent. */
  deviationPct: number;
  /** Which element is the larger one. */
  larger: 'A' | 'B';
  /** Width of the smaller element that would match the target exactly, px. */
  idealSmallerPx: number;
  /** The smaller width as a share of the larger, % (100 / ratio). */
  smallerSharePct: number;
  /** The closest named ratio. */
  nearestNamed: string;
}

/** ratio = larger / smaller; deviation = |ratio − target| / target · 100 %. */
export function compute(inputs: Inputs): Result {
  const a = Math.max(0, finiteOr(inputs.aWidthPx, 0));
  const b = Math.max(0, finiteOr(inputs.bWidthPx, 0));
  const target = Math.max(1, finiteOr(inputs.targetRatio, 1.618));
  const larger = Math.max(a, b);
  const smaller = Math.min(a, b);
  const ratio = smaller === 0 ? 0 : larger / smaller;
  const nearest = NAMED_RATIOS.reduce((best, named) => (Math.abs(named.ratio - ratio) < Math.abs(best.ratio - ratio) ? named : best));
  return {
    ratio,
    deviationPct: (Math.abs(ratio - target) / target) * 100,
    larger: a >= b ? 'A' : 'B',
    idealSmallerPx: larger / target,
    smallerSharePct: larger === 0 ? 0 : (smaller / larger) * 100,
    nearestNamed: nearest.name,
  };
}

/** Ratio (three decimals) and Deviation (%, two decimals). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Ratio', text: formatNumber(result.ratio, 3) },
    { label: 'Deviation', text: `${formatNumber(result.deviationPct, 2)} %` },
  ];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula: 'Ratio = larger width / smaller width. Deviation = |ratio − target| / target × 100 %.',
  units:
    `The widths are set in px of the drawing, an elevation at ${scaleStatement(ELEVATION_SCALE)} (1 px = 1 cm; see the scale bar), ` +
    'so 320 px is a 3.20 m element; the ratio is the same at any scale, so it has no unit; the deviation is a percentage of the target.',
  assumptions: 'Only widths are compared. The ratio is always 1 or more, whichever element is larger.',
};

/** A prompt for composing two elements in this proportion. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const m = elevationLength;
  const smallerName = result.larger === 'A' ? 'B' : 'A';
  const largerName = result.larger;
  return [
    'Act as a design critic checking proportion in a layout, facade or furniture elevation.',
    `Element A is ${m(inputs.aWidthPx)} wide and element B is ${m(inputs.bWidthPx)} wide: element ${smallerName} is ` +
      `${formatNumber(result.smallerSharePct, 1)} % of element ${largerName}, a ratio of ${formatNumber(result.ratio, 3)} : 1, closest to the ${result.nearestNamed}.`,
    `The target ratio is ${formatNumber(inputs.targetRatio, 3)} : 1, so the pair deviates by ${formatNumber(result.deviationPct, 2)} %; ` +
      `element ${smallerName} would need to be ${m(result.idealSmallerPx, 3)} wide (${formatNumber(100 / Math.max(1, inputs.targetRatio), 1)} % of element ${largerName}) to match it exactly.`,
    '',
    'Please:',
    '- say whether this deviation is visible to the eye and whether it matters here;',
    '- suggest where to use this pair of widths (panels, openings, shelving bays, rugs, artwork);',
    '- propose a third element that continues the same proportional series.',
    '',
    'For an image, show a clean elevation with the two elements side by side at these relative widths, with dimension lines.',
  ].join('\n');
}
