/**
 * Structural Load: a simply supported beam with one point load. Support reactions,
 * the maximum bending moment and the shear/moment diagrams (docs/contract.md §1).
 */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Inputs: span in metres, point load in kN, load position in metres from the left support. */
export interface Inputs {
  lengthM: number;
  loadKN: number;
  positionM: number;
}

/** The shortest span compute accepts, in metres (spec: "at least 1"), whatever the slider allows. */
export const MIN_LENGTH_M = 1;
/** Number of samples along the beam for the shear and moment diagrams. */
export const DIAGRAM_SAMPLES = 60;

/** Controls: Beam length (2–12 m), Load (0–30 kN, step 0.5), Load position (0 m to the beam length). */
export const params: ParamList<Inputs> = [
  // The spec gives no step for the beam length; 0.1 m matches the load position's step.
  { kind: 'range', key: 'lengthM', label: 'Beam length', unit: 'm', min: 2, max: 12, step: 0.1, default: 6, decimals: 1 },
  { kind: 'range', key: 'loadKN', label: 'Load', unit: 'kN', min: 0, max: 30, step: 0.5, default: 8, decimals: 1 },
  {
    kind: 'range',
    key: 'positionM',
    label: 'Load position',
    unit: 'm',
    min: 0,
    max: 12,
    step: 0.1,
    default: 3,
    decimals: 1,
    // Capped to the beam length: the slider's real maximum is the current span.
    maxFrom: 'lengthM',
  },
];

/** Default inputs: 6 m span, 8 kN at 3 m. */
export const defaults: Inputs = defaultsOf(params);

/** Reactions and moment, with the (guarded) values they were computed from. */
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
}

/** The beam actually analysed: span ≥ 1 m, load ≥ 0 kN, 0 ≤ position ≤ span. */
export function guardBeam(inputs: Inputs): { lengthM: number; loadKN: number; positionM: number } {
  const lengthM = Math.max(MIN_LENGTH_M, finiteOr(inputs.lengthM, MIN_LENGTH_M));
  const loadKN = Math.max(0, finiteOr(inputs.loadKN, 0));
  const positionM = clamp(finiteOr(inputs.positionM, 0), 0, lengthM);
  return { lengthM, loadKN, positionM };
}

/** left = P·(L−a)/L, right = P·a/L, max moment = P·a·(L−a)/L. */
export function compute(inputs: Inputs): Result {
  const { lengthM: L, loadKN: P, positionM: a } = guardBeam(inputs);
  const leftReactionKN = (P * (L - a)) / L;
  const rightReactionKN = (P * a) / L;
  return {
    lengthM: L,
    loadKN: P,
    positionM: a,
    leftReactionKN,
    rightReactionKN,
    maxMomentKNm: (P * a * (L - a)) / L,
    maxShearKN: Math.max(leftReactionKN, rightReactionKN),
  };
}

// Shear and moment at x for an already computed beam (x is clamped onto the beam).
const shearOf = (beam: Result, xM: number): number =>
  clamp(finiteOr(xM, 0), 0, beam.lengthM) < beam.positionM ? beam.leftReactionKN : beam.leftReactionKN - beam.loadKN;
const momentOf = (beam: Result, xM: number): number => {
  const x = clamp(finiteOr(xM, 0), 0, beam.lengthM);
  return x <= beam.positionM ? beam.leftReactionKN * x : beam.rightReactionKN * (beam.lengthM - x);
};

/** Shear in kN at `xM` metres from the left support: left reaction before the load, minus P from the load on. */
export function shearAtKN(inputs: Inputs, xM: number): number {
  return shearOf(compute(inputs), xM);
}

/** Bending moment in kN·m at `xM` metres from the left support (sagging positive). */
export function momentAtKNm(inputs: Inputs, xM: number): number {
  return momentOf(compute(inputs), xM);
}

/** One diagram sample: position in metres, shear in kN, moment in kN·m. */
export interface BeamSample {
  xM: number;
  shearKN: number;
  momentKNm: number;
}

/**
 * `n` (default 60) evenly spaced samples from x = 0 to x = L, for the shear and moment
 * diagrams. Shear is left − P from the load point on, so it steps down at x = a.
 */
export function shearMomentSamples(inputs: Inputs, n = DIAGRAM_SAMPLES): BeamSample[] {
  // At least 2 samples (both supports); at most 10 000, which is plenty for any drawing.
  const count = clamp(Math.floor(finiteOr(n, DIAGRAM_SAMPLES)), 2, 10_000);
  const beam = compute(inputs);
  const L = beam.lengthM;
  return Array.from({ length: count }, (_, i) => {
    // The last sample is exactly L (no rounding drift).
    const xM = i === count - 1 ? L : (i * L) / (count - 1);
    return { xM, shearKN: shearOf(beam, xM), momentKNm: momentOf(beam, xM) };
  });
}

/** Left reaction, Right reaction (kN) and Max moment (kN·m), two decimals. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Left reaction', text: `${formatNumber(result.leftReactionKN, 2)} kN` },
    { label: 'Right reaction', text: `${formatNumber(result.rightReactionKN, 2)} kN` },
    { label: 'Max moment', text: `${formatNumber(result.maxMomentKNm, 2)} kN·m` },
  ];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Simply supported beam of span L with a point load P at distance a from the left support: ' +
    'left reaction = P·(L − a)/L, right reaction = P·a/L, maximum moment (under the load) = P·a·(L − a)/L. ' +
    'Shear is the left reaction up to the load and left reaction − P after it; moment rises linearly to the maximum at a and falls to 0 at the right support. ' +
    'The diagrams use 60 evenly spaced samples.',
  units: 'Lengths in metres, loads and reactions in kilonewtons (kN), moments in kilonewton-metres (kN·m).',
  assumptions:
    'Pin and roller supports, a weightless beam (self-weight not included), static load, no load factors. ' +
    'The load position is capped to the beam length. For preliminary sizing only; have an engineer check the design.',
};

/** A prompt for a preliminary member-sizing discussion with the real numbers. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const m = (value: number): string => `${formatNumber(value, 2)} m`;
  const kN = (value: number): string => `${formatNumber(value, 2)} kN`;
  return [
    'Act as a structural engineer helping an architect with preliminary sizing.',
    `A simply supported beam spans ${m(result.lengthM)} with a single point load of ${kN(result.loadKN)} ` +
      `at ${m(result.positionM)} from the left support (${m(result.lengthM - result.positionM)} from the right).`,
    '',
    'Results from statics (self-weight and load factors not included):',
    `- Left reaction: ${kN(result.leftReactionKN)}`,
    `- Right reaction: ${kN(result.rightReactionKN)}`,
    `- Maximum bending moment: ${formatNumber(result.maxMomentKNm, 2)} kN·m under the load`,
    `- Maximum shear: ${kN(result.maxShearKN)}`,
    '',
    'Please check these values, add the beam self-weight and typical load factors, and propose suitable sections in glulam timber, ' +
      'steel and reinforced concrete, with an approximate depth for each, a deflection check against span/300, ' +
      'and the bearing length needed at each support. State your assumptions and flag anything that needs a full calculation.',
  ].join('\n');
}
