/** VR Walkthrough's figures: waypoint count, path length and duration, waypoints inside furniture, and the outputs shown. */
import { finiteOr } from '../../math/clamp';
import { formatNumber, roundTo } from '../../math/format';
import type { SwingConflict } from '../../plan/openings';
import type { Opening, PlanItem, Room } from '../../plan/types';
import type { ToolOutput } from '../params';
import { closesLoop, pathLengthUnits, unitsToMetres } from './geometry';
import { itemsOf, openingsOf, roomOfInputs, type Inputs } from './inputs';
import { blockedDoors, blockedWaypoints, type BlockedWaypoint } from './plan';

/** Path figures, and the plan they run through. */
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
  /** The room, m. */
  room: Room;
  /** The plan's furniture and its doors and windows. */
  items: readonly PlanItem[];
  openings: readonly Opening[];
  /** The waypoints inside a piece of furniture, in path order. */
  blocked: readonly BlockedWaypoint[];
  /** The doors with furniture in their swing, by index in `openings`, and the pieces in it. */
  doorsBlocked: ReadonlyMap<number, SwingConflict>;
}

/** length = Σ segment lengths / 40; duration = unrounded length / speed (0 if speed ≤ 0); the waypoints inside furniture and the doors with furniture in their swing. */
export function compute(inputs: Inputs): Result {
  const points = Array.isArray(inputs.waypoints) ? inputs.waypoints : [];
  const speedMps = finiteOr(inputs.speedMps, 0);
  const lengthM = unitsToMetres(pathLengthUnits(points, inputs.loop === true));
  const durationS = speedMps > 0 ? lengthM / speedMps : 0;
  const items = itemsOf(inputs);
  const room = roomOfInputs(inputs);
  const openings = openingsOf(inputs);
  return {
    waypointCount: points.length,
    closed: closesLoop(points, inputs.loop === true),
    lengthM,
    lengthRounded: roundTo(lengthM, 1),
    durationS,
    durationRounded: roundTo(durationS, 1),
    speedMps,
    room,
    items,
    openings,
    blocked: blockedWaypoints(points, items),
    doorsBlocked: blockedDoors(room, items, openings),
  };
}

/**
 * Waypoints, Path length (m, one decimal), Duration (s, one decimal); with furniture on the plan,
 * Blocked waypoints: how many waypoints stand inside a piece, and which ('1: waypoint 2 inside Double bed').
 */
export function outputs(result: Result): readonly ToolOutput[] {
  const figures: ToolOutput[] = [
    { label: 'Waypoints', text: String(result.waypointCount) },
    { label: 'Path length', text: `${formatNumber(result.lengthRounded, 1)} m` },
    { label: 'Duration', text: `${formatNumber(result.durationRounded, 1)} s` },
  ];
  if (result.items.length > 0) {
    const which = result.blocked.map((b) => `waypoint ${b.index + 1} inside ${b.name}`).join('; ');
    figures.push({ label: 'Blocked waypoints', text: result.blocked.length === 0 ? '0' : `${result.blocked.length}: ${which}` });
  }
  return figures;
}
