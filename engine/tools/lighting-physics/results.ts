/**
 * Lighting Physics' results: illuminance under a spotlight from the inverse-square law, plus a
 * share reflected back by the room, the spot's diameter and a 300–500 lux target check; across
 * the work plane, the average, the uniformity and the chosen task's target.
 */
import { finiteOr } from '../../math/clamp';
import { formatNumber, roundTo } from '../../math/format';
import type { ToolOutput } from '../params';
import type { Inputs } from './inputs';
import { MAX_LUX, guardLight, planeStats } from './plane';
import { taskOf, type Task } from './tasks';

/** Target band, lux (inclusive). */
export const TARGET_MIN_LUX = 300;
export const TARGET_MAX_LUX = 500;

export type LightingStatus = 'Below target' | 'On target' | 'Above target';

/** Illuminance, spot size and status; the work plane's average, minimum, uniformity and task check. */
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
  /** Illuminance at the beam's edge on the work plane, the lit disc's minimum, lux. */
  edgeLux: number;
  /** Area-weighted average over the lit disc, lux. */
  averageLux: number;
  /** U0 = minimum / average over the lit disc, 0–1. */
  uniformity: number;
  /** The task chosen and its maintained illuminance target. */
  task: Task;
  /** The average, rounded to whole lux as shown, is at least the task's target. */
  taskMet: boolean;
}

/** 'Below target' under 300 lux, 'On target' for 300–500 lux inclusive, 'Above target' over 500. */
export function lightingStatus(illuminanceLux: number): LightingStatus {
  if (illuminanceLux < TARGET_MIN_LUX) return 'Below target';
  if (illuminanceLux > TARGET_MAX_LUX) return 'Above target';
  return 'On target';
}

/** E = min(2000, I/d²·(1 + 0.25·ρ)); spot = 2·d·tan(θ/2); across the plane E(r) = I·cos³θ/h² (plane.ts). */
export function compute(inputs: Inputs): Result {
  const { intensityCd, distanceM, indirectFactor, halfAngle } = guardLight(inputs);
  const { directLux, illuminanceLux } = centreLux(intensityCd, distanceM, indirectFactor);
  const spotDiameterM = 2 * distanceM * Math.tan(halfAngle);
  const plane = planeStats(inputs);
  const task = taskOf(inputs.task);
  return {
    directLux,
    illuminanceLux,
    spotDiameterM,
    spotAreaM2: (Math.PI * spotDiameterM ** 2) / 4,
    beamLumens: intensityCd * 2 * Math.PI * (1 - Math.cos(halfAngle)),
    // Classified on the shown (whole-lux) value, so the status always agrees with the number.
    status: lightingStatus(roundTo(illuminanceLux, 0)),
    distanceFor400LuxM: Math.sqrt((intensityCd * indirectFactor) / 400),
    edgeLux: plane.minLux,
    averageLux: plane.averageLux,
    uniformity: plane.uniformity,
    task,
    // Compared as shown, in whole lux, like the status.
    taskMet: roundTo(plane.averageLux, 0) >= task.targetLux,
  };
}

/** Illuminance (whole lux), Spot diameter (m, two decimals), Status, Uniformity (two decimals). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Illuminance', text: luxText(result.illuminanceLux) },
    { label: 'Spot diameter', text: `${formatNumber(result.spotDiameterM, 2)} m` },
    { label: 'Status', text: result.status },
    { label: 'Uniformity', text: formatNumber(result.uniformity, 2) },
  ];
}

/** An illuminance in whole lux: '100 lux'. */
export const luxText = (value: number): string => `${formatNumber(value, 0)} lux`;

/** Direct (I/d²) and total (with the reflected share) illuminance under the fitting, lux, each capped. */
function centreLux(intensityCd: number, distanceM: number, indirectFactor: number): { directLux: number; illuminanceLux: number } {
  const directLux = Math.min(MAX_LUX, intensityCd / distanceM ** 2);
  return { directLux, illuminanceLux: Math.min(MAX_LUX, directLux * indirectFactor) };
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
    const light = guardLight({ ...inputs, distanceM: 1 + (9 * i) / (n - 1) });
    return { distanceM: light.distanceM, lux: centreLux(light.intensityCd, light.distanceM, light.indirectFactor).illuminanceLux };
  });
}
