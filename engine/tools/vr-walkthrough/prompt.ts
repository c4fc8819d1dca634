/** VR Walkthrough's prompt: a shot list for the path, with the room, its furniture and doors, and the waypoints in metres. */
import { countOf, formatNumber } from '../../math/format';
import { unitsToMetres } from './geometry';
import type { Inputs } from './inputs';
import { piecesLargerThanRoom } from '../../plan/room';
import { itemText, openingText, roomText, tooLargeText } from './plan';
import type { Result } from './results';

/** A walkthrough prompt with the room, its furniture and openings, the waypoints in metres (those inside furniture flagged), the length, speed and duration. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const points = Array.isArray(inputs.waypoints) ? inputs.waypoints : [];
  const m = (units: number): string => formatNumber(unitsToMetres(units), 1);
  const lines = [
    'Act as a visualisation artist planning a VR walkthrough of an interior.',
    `Plan: ${roomText(result.room)}, coordinates in metres from the top-left corner.`,
  ];
  if (result.items.length > 0) {
    lines.push(`Furniture (${countOf(result.items.length, 'piece')}, shown in 3D as blocks at their heights):`, ...result.items.map((item) => `- ${itemText(item)}`));
    const tooLarge = piecesLargerThanRoom(result.room, result.items).length;
    if (tooLarge > 0) {
      const many = tooLarge > 1;
      lines.push(`${tooLargeText(result.room, result.items, 'm')} ${many ? 'They stand' : 'It stands'} against the left or top wall and ${many ? 'run' : 'runs'} through the wall opposite.`);
    }
  }
  if (result.openings.length > 0) {
    lines.push(`Doors and windows: ${result.openings.map(openingText).join('; ')}.`);
  }
  const inside = new Map(result.blocked.map((b) => [b.index, b.name]));
  if (points.length === 0) {
    lines.push('No waypoints are placed yet; propose a route through the main spaces.');
  } else {
    lines.push(
      `Camera path through ${result.waypointCount} ${result.waypointCount === 1 ? 'waypoint' : 'waypoints'}${result.closed ? ', looping back to the start' : ''}:`,
      ...points.map((point, index) => `${index + 1}. (${m(point.x)} m, ${m(point.y)} m)${inside.has(index) ? `, inside ${inside.get(index)}` : ''}`),
    );
  }
  if (result.blocked.length > 0) {
    lines.push(
      `${countOf(result.blocked.length, 'waypoint stands', 'waypoints stand')} inside furniture (${result.blocked.map((b) => `${b.index + 1} in the ${b.name}`).join(', ')}): ` +
        'move the camera beside the piece or route around it.',
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
