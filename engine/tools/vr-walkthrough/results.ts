/** VR Walkthrough's figures: waypoint count, path length and duration, and the outputs shown. */
import { finiteOr } from '../../math/clamp';
import { formatNumber, roundTo } from '../../math/format';
import type { ToolOutput } from '../params';
import { closesLoop, pathLengthUnits, unitsToMetres } from './geometry';
import type { Inputs } from './inputs';

/** Path figures. */
export interface Result {
  waypointCount: number;
  closed: boolean;
  /** Unrounded length, m. */
  lengthM: number;
  /** Length shown, m, one decimal. */
  lengthRounded: number;
  /** Unrounded length / speed, s; 0 when the speed is not positive. */
  durationS: number;
  /** Duration shown, s, one decimal. */
  durationRounded: number;
  speedMps: number;
}

/** length = Σ segment lengths / 40; duration = unrounded length / speed (0 if speed ≤ 0). */
export function compute(inputs: Inputs): Result {
  const points = Array.isArray(inputs.waypoints) ? inputs.waypoints : [];
  const speedMps = finiteOr(inputs.speedMps, 0);
  const lengthM = unitsToMetres(pathLengthUnits(points, inputs.loop === true));
  const durationS = speedMps > 0 ? lengthM / speedMps : 0;
  return {
    waypointCount: points.length,
    closed: closesLoop(points, inputs.loop === true),
    lengthM,
    lengthRounded: roundTo(lengthM, 1),
    durationS,
    durationRounded: roundTo(durationS, 1),
    speedMps,
  };
}

/** Waypoints, Path length (m, one decimal), Duration (s, one decimal). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Waypoints', text: String(result.waypointCount) },
    { label: 'Path length', text: `${formatNumber(result.lengthRounded, 1)} m` },
    { label: 'Duration', text: `${formatNumber(result.durationRounded, 1)} s` },
  ];
}
