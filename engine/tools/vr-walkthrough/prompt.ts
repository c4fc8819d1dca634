/** VR Walkthrough's prompt: a shot list for the path, with the waypoints in metres. */
import { formatNumber } from '../../math/format';
import { PLAN_HEIGHT, PLAN_WIDTH, UNITS_PER_M, unitsToMetres } from './geometry';
import type { Inputs } from './inputs';
import type { Result } from './results';

/** A walkthrough prompt with the waypoints in metres, the length, speed and duration. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const points = Array.isArray(inputs.waypoints) ? inputs.waypoints : [];
  const m = (units: number): string => formatNumber(unitsToMetres(units), 1);
  const lines = [
    'Act as a visualisation artist planning a VR walkthrough of an interior.',
    `Plan: ${PLAN_WIDTH / UNITS_PER_M} × ${PLAN_HEIGHT / UNITS_PER_M} m, coordinates in metres from the top-left corner.`,
  ];
  if (points.length === 0) {
    lines.push('No waypoints are placed yet; propose a route through the main spaces.');
  } else {
    lines.push(
      `Camera path through ${result.waypointCount} ${result.waypointCount === 1 ? 'waypoint' : 'waypoints'}${result.closed ? ', looping back to the start' : ''}:`,
      ...points.map((point, index) => `${index + 1}. (${m(point.x)} m, ${m(point.y)} m)`),
    );
  }
  lines.push(
    `Path length ${formatNumber(result.lengthRounded, 1)} m at ${formatNumber(result.speedMps, 2)} m/s: about ${formatNumber(result.durationRounded, 1)} s.`,
    '',
    'Write a shot list for this walkthrough at eye height (1.6 m): what the viewer should see at each waypoint, where to pause or slow down, ' +
      'camera turns between segments, lighting and time of day, and comfort rules for VR (no sudden rotation, steady speed).',
  );
  return lines.join('\n');
}
