/**
 * Zoning Mapper's prompt: the room and every zone in metres, the privacy gradient, every pair's
 * adjacency (with more than six pairs, the strongest and weakest first, then the full list) and the conflicts.
 */
import { formatNumber, withArticle } from '../../math/format';
import { formatArea, formatLength } from '../../math/units';
import { levelWord } from '../params';
import { ADJACENCY_RANGE_PX, planMetres, zoneAreaM2 } from './geometry';
import type { Zone } from './geometry';
import type { Inputs } from './inputs';
import type { Result, ZonePair } from './results';

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** 'four zones'. */
const zonesWord = (count: number): string => `${COUNT_WORDS[count] ?? String(count)} ${count === 1 ? 'zone' : 'zones'}`;
/** With more pairs than this, the prompt names the strongest and weakest before the full list. */
const SHORT_LIST_PAIRS = 6;
/** How many strongest and weakest pairs it names then. */
const EXTREMES = 3;

/** A zoning prompt: the zones in metres, the privacy gradient, the closest pairs and the conflicts. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const pct = (value: number): string => `${formatNumber(value, 0)} %`;
  const m = (units: number): string => formatLength(planMetres(units), 'm', 1);
  const privacy = (zone: Zone): string => `${zone.label} ${formatNumber(zone.privacy, 2)} (${levelWord(zone.privacy)})`;
  const gradient = [...result.zones].sort((a, b) => a.privacy - b.privacy);
  const byAdjacency = [...result.pairs].sort((a, b) => b.adjacencyPct - a.adjacencyPct);
  const pairText = (pair: ZonePair): string => `${pair.name} ${pct(pair.adjacencyPct)} (centres ${formatLength(pair.distanceM, 'm', 1)} apart)`;
  const scale = `(100 % = centres together, 0 % = ${m(ADJACENCY_RANGE_PX)} or more apart)`;
  const adjacencyLines =
    byAdjacency.length <= SHORT_LIST_PAIRS
      ? [`Adjacency ${scale}: ${byAdjacency.map(pairText).join(', ')}.`]
      : [
          `Adjacency of all ${byAdjacency.length} pairs ${scale}.`,
          `Strongest: ${byAdjacency.slice(0, EXTREMES).map(pairText).join(', ')}.`,
          `Weakest: ${byAdjacency.slice(-EXTREMES).reverse().map(pairText).join(', ')}.`,
          'Every pair, most adjacent first:',
          ...byAdjacency.map((pair) => `- ${pairText(pair)}`),
        ];
  const lines = [
    'Act as an architect planning the zoning of a home.',
    `Plan: ${withArticle(m(result.plan.width))} × ${m(result.plan.height)} floor with ${zonesWord(result.zones.length)} (top-left corner measured from the plan’s top-left corner, size, area):`,
    ...result.zones.map(
      (zone) =>
        `- ${zone.label}: at ${m(zone.x)} across and ${m(zone.y)} down, ${formatNumber(planMetres(zone.w), 1)} × ${m(zone.h)}, ${formatArea(zoneAreaM2(zone))}`,
    ),
    '',
    `Privacy gradient, most public to most private: ${gradient.map(privacy).join(' → ')}.`,
    ...adjacencyLines,
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
