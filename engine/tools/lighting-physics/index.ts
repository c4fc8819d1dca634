/**
 * Lighting Physics: illuminance under a spotlight from the inverse-square law, plus a
 * share reflected back by the room, the spot's diameter and a 300–500 lux target check.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber, roundTo } from '../../math/format';
import { degToRad } from '../../math/units';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Inputs: luminous intensity (cd), distance (m), beam angle (°), surface reflectance (0–1). */
export interface Inputs {
  intensityCd: number;
  distanceM: number;
  beamAngleDeg: number;
  reflectance: number;
}

/** Illuminance cap, lux. */
export const MAX_LUX = 2000;
/** Indirect light added per unit of reflectance, as a share of the direct light. */
export const INDIRECT_SHARE = 0.25;
/** Target band, lux (inclusive). */
export const TARGET_MIN_LUX = 300;
export const TARGET_MAX_LUX = 500;

/** Controls: Intensity, Distance, Beam angle, Reflectance. */
export const params: ParamList<Inputs> = [
  { kind: 'range', key: 'intensityCd', label: 'Intensity', unit: 'cd', min: 100, max: 4000, step: 50, default: 800, decimals: 0 },
  // The spec gives no steps for distance and beam angle: 0.1 m and 1° are our choice.
  { kind: 'range', key: 'distanceM', label: 'Distance', unit: 'm', min: 1, max: 10, step: 0.1, default: 3, decimals: 1 },
  { kind: 'range', key: 'beamAngleDeg', label: 'Beam angle', unit: '°', min: 10, max: 120, step: 1, default: 60, decimals: 0 },
  { kind: 'range', key: 'reflectance', label: 'Reflectance', min: 0, max: 1, step: 0.01, default: 0.5, decimals: 2 },
];

/** Default inputs: 800 cd at 3 m, 60° beam, reflectance 0.5. */
export const defaults: Inputs = defaultsOf(params);

export type LightingStatus = 'Below target' | 'On target' | 'Above target';

/** Illuminance, spot size and status. */
export interface Result {
  /** I/d², capped at 2000 lux. */
  directLux: number;
  /** min(2000, direct·(1 + 0.25·reflectance)), lux. */
  illuminanceLux: number;
  /** 2·d·tan(beam/2), metres. */
  spotDiameterM: number;
  spotAreaM2: number;
  /** Approximate luminous flux in the beam, lumens: I·2π(1 − cos(beam/2)). */
  beamLumens: number;
  status: LightingStatus;
  /** Distance at which the same light gives 400 lux, the middle of the target band (m). */
  distanceFor400LuxM: number;
}

/** 'Below target' under 300 lux, 'On target' for 300–500 lux inclusive, 'Above target' over 500. */
export function lightingStatus(illuminanceLux: number): LightingStatus {
  if (illuminanceLux < TARGET_MIN_LUX) return 'Below target';
  if (illuminanceLux > TARGET_MAX_LUX) return 'Above target';
  return 'On target';
}

/** E = min(2000, I/d²·(1 + 0.25·ρ)); spot = 2·d·tan(θ/2). */
export function compute(inputs: Inputs): Result {
  const intensityCd = Math.max(0, finiteOr(inputs.intensityCd, 0));
  // A point source closer than 0.1 m is outside the model; the slider's minimum is 1 m anyway.
  const distanceM = Math.max(0.1, finiteOr(inputs.distanceM, 1));
  const beamAngleDeg = clamp(finiteOr(inputs.beamAngleDeg, 60), 1, 179);
  const reflectance = clamp(finiteOr(inputs.reflectance, 0), 0, 1);
  const indirectFactor = 1 + INDIRECT_SHARE * reflectance;
  const directLux = Math.min(MAX_LUX, intensityCd / distanceM ** 2);
  const illuminanceLux = Math.min(MAX_LUX, directLux * indirectFactor);
  const halfAngle = degToRad(beamAngleDeg / 2);
  const spotDiameterM = 2 * distanceM * Math.tan(halfAngle);
  return {
    directLux,
    illuminanceLux,
    spotDiameterM,
    spotAreaM2: (Math.PI * spotDiameterM ** 2) / 4,
    beamLumens: intensityCd * 2 * Math.PI * (1 - Math.cos(halfAngle)),
    // Classified on the shown (whole-lux) value, so the status always agrees with the number.
    status: lightingStatus(roundTo(illuminanceLux, 0)),
    distanceFor400LuxM: Math.sqrt((intensityCd * indirectFactor) / 400),
  };
}

/** Illuminance (whole lux), Spot diameter (m, two decimals), Status. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Illuminance', text: `${formatNumber(result.illuminanceLux, 0)} lux` },
    { label: 'Spot diameter', text: `${formatNumber(result.spotDiameterM, 2)} m` },
    { label: 'Status', text: result.status },
  ];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Direct illuminance on axis E = I / d² (inverse-square law), capped at 2000 lux. ' +
    'Light reflected by the room adds 25 % × reflectance of it: E = min(2000, I/d² × (1 + 0.25 × reflectance)), so reflectance 0 adds nothing. ' +
    'Spot diameter = 2 × d × tan(beam angle / 2). Status: Below target under 300 lux, On target from 300 to 500 lux, Above target over 500 lux.',
  units: 'Intensity in candela (cd), distance in metres, beam angle in degrees, illuminance in lux (lm/m²).',
  assumptions:
    'A point source aimed straight at the surface; the value is at the centre of the spot. ' +
    'The indirect share is a simple allowance for inter-reflections, not a radiosity calculation. The status uses the illuminance rounded to whole lux.',
};

const STATUS_PHRASE: Readonly<Record<LightingStatus, string>> = {
  'Below target': 'below',
  'On target': 'within',
  'Above target': 'above',
};

/** A prompt for a lighting-design check with the computed values. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const advice =
    result.status === 'Below target'
      ? `Suggest how to reach 300–500 lux: a higher-intensity or narrower-beam fitting, a shorter mounting distance (about ${formatNumber(result.distanceFor400LuxM, 1)} m gives 400 lux with this fitting) or additional fittings.`
      : result.status === 'Above target'
        ? `Suggest how to bring it down to 300–500 lux without losing the effect: dimming, a wider beam or a greater distance (about ${formatNumber(result.distanceFor400LuxM, 1)} m gives 400 lux with this fitting).`
        : 'Confirm the level suits tasks such as reading, kitchen prep or desk work, and suggest a dimming range around it.';
  return [
    'Act as a lighting designer reviewing one spotlight for an interior.',
    `- Fitting: ${formatNumber(inputs.intensityCd, 0)} cd with a ${formatNumber(inputs.beamAngleDeg, 0)}° beam (about ${formatNumber(result.beamLumens, 0)} lm in the beam), ` +
      `${formatNumber(inputs.distanceM, 1)} m from the lit surface.`,
    `- Surface reflectance: ${formatNumber(inputs.reflectance, 2)}.`,
    `- Illuminance at the centre of the spot: ${formatNumber(result.illuminanceLux, 0)} lux, ${STATUS_PHRASE[result.status]} the 300–500 lux target.`,
    `- Spot diameter: ${formatNumber(result.spotDiameterM, 2)} m (${formatNumber(result.spotAreaM2, 2)} m²).`,
    '',
    advice,
    'Also recommend a colour temperature and CRI for a residential setting, and how to avoid glare for people seated nearby. ' +
      'For an image, render the scene with a visible pool of light of this size on the surface.',
  ].join('\n');
}

/** One point of the illuminance-over-distance curve. */
export interface IlluminancePoint {
  distanceM: number;
  lux: number;
}

/**
 * The illuminance the same fitting gives at distances from 1 to 10 m (the Distance slider's
 * range), in `count` (≥ 2) evenly spaced samples, as `compute` works it out.
 */
export function illuminanceOverDistance(inputs: Inputs, count = 91): IlluminancePoint[] {
  const n = Math.max(2, Math.floor(finiteOr(count, 91)));
  return Array.from({ length: n }, (_, i) => {
    const distanceM = 1 + (9 * i) / (n - 1);
    return { distanceM, lux: compute({ ...inputs, distanceM }).illuminanceLux };
  });
}
