/** Zoning Mapper's prompt: the zones in metres, the privacy gradient, the closest pairs and the conflicts. */
import { formatNumber } from '../../math/format';
import { formatArea, formatLength } from '../../math/units';
import { levelWord } from '../params';
import { ADJACENCY_RANGE_PX, CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, planMetres, zoneAreaM2 } from './geometry';
import type { Zone } from './geometry';
import type { Inputs } from './inputs';
import type { Result } from './results';

/** A zoning prompt: the zones in metres, the privacy gradient, the closest pairs and the conflicts. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const pct = (value: number): string => `${formatNumber(value, 0)} %`;
  const m = (units: number): string => formatLength(planMetres(units), 'm', 1);
  const privacy = (zone: Zone): string => `${zone.label} ${formatNumber(zone.privacy, 2)} (${levelWord(zone.privacy)})`;
  const gradient = [...result.zones].sort((a, b) => a.privacy - b.privacy);
  const byAdjacency = [...result.pairs].sort((a, b) => b.adjacencyPct - a.adjacencyPct);
  const lines = [
    'Act as an architect planning the zoning of a home.',
    `Plan: a ${m(CANVAS_WIDTH_PX)} × ${m(CANVAS_HEIGHT_PX)} floor with four zones (top-left corner measured from the plan’s top-left corner, size, area):`,
    ...result.zones.map(
      (zone) =>
        `- ${zone.label}: at ${m(zone.x)} across and ${m(zone.y)} down, ${formatNumber(planMetres(zone.w), 1)} × ${m(zone.h)}, ${formatArea(zoneAreaM2(zone))}`,
    ),
    '',
    `Privacy gradient, most public to most private: ${gradient.map(privacy).join(' → ')}.`,
    `Adjacency (100 % = centres together, 0 % = ${m(ADJACENCY_RANGE_PX)} or more apart): ` +
      `${byAdjacency.map((pair) => `${pair.name} ${pct(pair.adjacencyPct)} (centres ${formatLength(pair.distanceM, 'm', 1)} apart)`).join(', ')}.`,
  ];
  if (result.conflicts.length > 0) {
    lines.push(
      'Conflicts (close together but very different privacy):',
      ...result.conflicts.map(
        (pair) => `- ${pair.name}: ${pct(pair.adjacencyPct)} adjacent, privacy ${formatNumber(pair.a.privacy, 2)} vs ${formatNumber(pair.b.privacy, 2)}`,
      ),
    );
  } else {
    lines.push('No close pair has a large privacy gap.');
  }
  lines.push(
    '',
    'Review this zoning: check that privacy rises steadily from the entrance, propose buffers (storage, circulation, a bathroom) ' +
      'between public and private zones where they conflict, say which zones should share daylight or acoustic separation, and suggest ' +
      'a revised arrangement with reasons, in metres.',
  );
  return lines.join('\n');
}
