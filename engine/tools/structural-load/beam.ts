/**
 * The statics and elastic deflection of a simply supported beam with one point load:
 * reactions, shear and moment along the beam, and the maximum deflection.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { DIAGRAM_SAMPLES, MIN_LENGTH_M, type Inputs } from './inputs';

/** The beam actually analysed: span ≥ 1 m, load ≥ 0 kN, 0 ≤ position ≤ span. */
export function guardBeam(inputs: Pick<Inputs, 'lengthM' | 'loadKN' | 'positionM'>): { lengthM: number; loadKN: number; positionM: number } {
  const lengthM = Math.max(MIN_LENGTH_M, finiteOr(inputs.lengthM, MIN_LENGTH_M));
  const loadKN = Math.max(0, finiteOr(inputs.loadKN, 0));
  const positionM = clamp(finiteOr(inputs.positionM, 0), 0, lengthM);
  return { lengthM, loadKN, positionM };
}

/** What the shear and moment at a point need: span, load, position and the two reactions. */
export interface BeamStatics {
  lengthM: number;
  loadKN: number;
  positionM: number;
  leftReactionKN: number;
  rightReactionKN: number;
}

/** left = P·(L−a)/L, right = P·a/L. */
export function staticsOf(inputs: Pick<Inputs, 'lengthM' | 'loadKN' | 'positionM'>): BeamStatics {
  const { lengthM: L, loadKN: P, positionM: a } = guardBeam(inputs);
  return { lengthM: L, loadKN: P, positionM: a, leftReactionKN: (P * (L - a)) / L, rightReactionKN: (P * a) / L };
}

// Shear and moment at x for an already computed beam (x is clamped onto the beam).
export const shearOf = (beam: BeamStatics, xM: number): number =>
  clamp(finiteOr(xM, 0), 0, beam.lengthM) < beam.positionM ? beam.leftReactionKN : beam.leftReactionKN - beam.loadKN;
export const momentOf = (beam: BeamStatics, xM: number): number => {
  const x = clamp(finiteOr(xM, 0), 0, beam.lengthM);
  return x <= beam.positionM ? beam.leftReactionKN * x : beam.rightReactionKN * (beam.lengthM - x);
};

/** Shear in kN at `xM` metres from the left support: left reaction before the load, minus P from the load on. */
export function shearAtKN(inputs: Pick<Inputs, 'lengthM' | 'loadKN' | 'positionM'>, xM: number): number {
  return shearOf(staticsOf(inputs), xM);
}

/** Bending moment in kN·m at `xM` metres from the left support (sagging positive). */
export function momentAtKNm(inputs: Pick<Inputs, 'lengthM' | 'loadKN' | 'positionM'>, xM: number): number {
  return momentOf(staticsOf(inputs), xM);
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
export function shearMomentSamples(inputs: Pick<Inputs, 'lengthM' | 'loadKN' | 'positionM'>, n = DIAGRAM_SAMPLES): BeamSample[] {
  // At least 2 samples (both supports); at most 10 000, which is plenty for any drawing.
  const count = clamp(Math.floor(finiteOr(n, DIAGRAM_SAMPLES)), 2, 10_000);
  const beam = staticsOf(inputs);
  const L = beam.lengthM;
  return Array.from({ length: count }, (_, i) => {
    // The last sample is exactly L (no rounding drift).
    const xM = i === count - 1 ? L : (i * L) / (count - 1);
    return { xM, shearKN: shearOf(beam, xM), momentKNm: momentOf(beam, xM) };
  });
}

/**
 * The shear diagram's outline: the 60 samples with the jump at the load drawn as a vertical
 * step, i.e. two points at x = a (the left reaction, then left − P). Samples at x = a are
 * replaced by the step; a load on a support steps at that support.
 */
export function shearOutline(inputs: Pick<Inputs, 'lengthM' | 'loadKN' | 'positionM'>, n = DIAGRAM_SAMPLES): { xM: number; shearKN: number }[] {
  const beam = staticsOf(inputs);
  const a = beam.positionM;
  const samples = shearMomentSamples(inputs, n);
  const before = samples.filter((s) => s.xM < a).map((s) => ({ xM: s.xM, shearKN: s.shearKN }));
  const after = samples.filter((s) => s.xM > a).map((s) => ({ xM: s.xM, shearKN: s.shearKN }));
  const step = [
    { xM: a, shearKN: beam.leftReactionKN },
    { xM: a, shearKN: beam.leftReactionKN - beam.loadKN },
  ];
  return [...before, ...step, ...after];
}

/** Maximum deflection and where it is. */
export interface Deflection {
  /** δmax, metres (≥ 0). */
  maxM: number;
  /** Where it is, metres from the left support. */
  atM: number;
}

/**
 * Maximum deflection of a simply supported beam under a point load P at a from the left
 * (Roark's Formulas for Stress and Strain, table 8.1 case 1e; AISC Manual, beam diagrams case 8):
 * with b the shorter of a and L − a,
 *   δmax = P·b·(L² − b²)^{3/2} / (9·√3·E·I·L), at √((L² − b²)/3) from the support at the far end
 * of the longer segment. At mid-span (b = L/2) this is P·L³/(48·E·I) at L/2; with the load on a
 * support, 0. Units: P in N, lengths in m, E in Pa, I in m⁴.
 */
export function pointLoadDeflection(loadN: number, lengthM: number, positionM: number, ePa: number, iM4: number): Deflection {
  const L = lengthM;
  const a = clamp(positionM, 0, L);
  const b = Math.min(a, L - a);
  const stiffness = ePa * iM4;
  const fromFarSupport = Math.sqrt(Math.max(0, L * L - b * b) / 3);
  // The longer segment is on the right when the load is nearer the left support.
  const atM = a >= L - a ? fromFarSupport : L - fromFarSupport;
  if (!(L > 0) || !(stiffness > 0) || !(loadN > 0) || b <= 0) return { maxM: 0, atM };
  return { maxM: (loadN * b * (L * L - b * b) ** 1.5) / (9 * Math.sqrt(3) * stiffness * L), atM };
}

/** The deflection limit checked: span / 360. */
export const DEFLECTION_LIMIT_RATIO = 360;
/** Span/deflection ratios above this (a deflection under L/100 000, or none) are shown as this figure with '+'. */
export const RATIO_SHOWN_MAX = 100_000;

/** Span/deflection L/δ, capped at 100 000 (a zero deflection gives the cap). */
export function spanRatio(lengthM: number, deflectionM: number): number {
  if (!(deflectionM > 0)) return RATIO_SHOWN_MAX;
  return Math.min(RATIO_SHOWN_MAX, lengthM / deflectionM);
}

/**
 * The ratio as shown, rounded down to a whole number (so a shown 360 is never a deflection
 * over L/360), and whether it passes: L/δ ≥ 360, i.e. δ ≤ L/360. A tolerance of 1e-9 keeps an
 * exact L/360 from failing on binary noise.
 */
export function ratioCheck(ratio: number): { shown: number; passes: boolean } {
  const shown = Math.floor(finiteOr(ratio, RATIO_SHOWN_MAX) + 1e-9);
  return { shown, passes: shown >= DEFLECTION_LIMIT_RATIO };
}
