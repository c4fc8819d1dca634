/** Structural Load's results: reactions, maximum moment and shear, and the chosen section's deflection check. */
import { formatNumber } from '../../math/format';
import type { ToolOutput } from '../params';
import { DEFLECTION_LIMIT_RATIO, RATIO_SHOWN_MAX, pointLoadDeflection, ratioCheck, spanRatio, staticsOf } from './beam';
import type { Inputs } from './inputs';
import { sectionOf, type Section } from './sections';

/** Reactions, moment and deflection, with the (guarded) values they were computed from. */
export interface Result {
  /** Span used, ≥ 1 m. */
  lengthM: number;
  /** Load used, ≥ 0 kN. */
  loadKN: number;
  /** Load position used, within [0, span] m. */
  positionM: number;
  leftReactionKN: number;
  rightReactionKN: number;
  /** Maximum bending moment, under the load, in kN·m. */
  maxMomentKNm: number;
  /** Largest shear magnitude, in kN (the larger reaction). */
  maxShearKN: number;
  /** The section checked, with its E (GPa) and I (cm⁴). */
  section: Section;
  /** Maximum deflection, mm. */
  deflectionMm: number;
  /** Where the maximum deflection is, metres from the left support. */
  deflectionAtM: number;
  /** The limit L/360, mm. */
  limitMm: number;
  /** L/δ, at most 100 000. */
  spanRatio: number;
  /** L/δ rounded down to a whole number, as shown. */
  ratioShown: number;
  /** δ ≤ L/360. */
  passes: boolean;
}

/** Reactions and moment (statics), then δmax for the section: kN → N, GPa → Pa, cm⁴ → m⁴, m → mm. */
export function compute(inputs: Inputs): Result {
  const beam = staticsOf(inputs);
  const { lengthM: L, loadKN: P, positionM: a } = beam;
  const section = sectionOf(inputs.section);
  const deflection = pointLoadDeflection(P * 1e3, L, a, section.eGPa * 1e9, section.iCm4 * 1e-8);
  const ratio = spanRatio(L, deflection.maxM);
  const check = ratioCheck(ratio);
  return {
    ...beam,
    maxMomentKNm: (P * a * (L - a)) / L,
    maxShearKN: Math.max(beam.leftReactionKN, beam.rightReactionKN),
    section,
    deflectionMm: deflection.maxM * 1e3,
    deflectionAtM: deflection.atM,
    limitMm: (L / DEFLECTION_LIMIT_RATIO) * 1e3,
    spanRatio: ratio,
    ratioShown: check.shown,
    passes: check.passes,
  };
}

/** '680 — passes L/360'; a ratio at the cap reads '100000+'. */
export function ratioText(result: Pick<Result, 'ratioShown' | 'passes'>): string {
  const figure = result.ratioShown >= RATIO_SHOWN_MAX ? `${RATIO_SHOWN_MAX}+` : String(result.ratioShown);
  return `${figure} — ${result.passes ? 'passes' : 'fails'} L/${DEFLECTION_LIMIT_RATIO}`;
}

/** Left reaction, Right reaction (kN), Max moment (kN·m), two decimals; Max deflection (mm, two decimals); Span/deflection. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Left reaction', text: `${formatNumber(result.leftReactionKN, 2)} kN` },
    { label: 'Right reaction', text: `${formatNumber(result.rightReactionKN, 2)} kN` },
    { label: 'Max moment', text: `${formatNumber(result.maxMomentKNm, 2)} kN·m` },
    { label: 'Max deflection', text: `${formatNumber(result.deflectionMm, 2)} mm` },
    { label: 'Span/deflection', text: ratioText(result) },
  ];
}
