/**
 * Zoning Mapper: four zones on a 560 × 360 plan, each with a privacy level; every pair gets an
 * adjacency score from the distance between the zones' centres (docs/contract.md §1).
 */
import { clamp, finiteOr, formatNumber } from '../../math/clamp';
import { defaultsOf, levelWord, positionParam } from '../params';
import type { Explain, ParamList, RangeParam, ToolOutput } from '../params';

/** Canvas width and height, px. */
export const CANVAS_WIDTH_PX = 560;
export const CANVAS_HEIGHT_PX = 360;
/** Zones are clamped to the canvas minus this many px: x in [0, 520], y in [0, 320]. */
export const CLAMP_INSET_PX = 40;
/** Centre distance at which adjacency reaches 0, px. */
export const ADJACENCY_RANGE_PX = 400;
/** Pairs at least this adjacent (%) count as neighbours in the prompt. */
export const NEIGHBOUR_ADJACENCY = 50;
/** A privacy difference at least this large between neighbours is a conflict. */
export const PRIVACY_CONFLICT_GAP = 0.4;

/** Zone ids, in the order of the controls and the pairs. */
export type ZoneId = 'living' | 'dining' | 'work' | 'sleep';
export const ZONE_IDS: readonly ZoneId[] = ['living', 'dining', 'work', 'sleep'];

/** A zone: top-left corner and size in px, privacy 0 (public) to 1 (private). */
export interface Zone {
  id: ZoneId;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  privacy: number;
}

/**
 * Default zones, laid out like a plan read from the entrance on the left: living, then dining
 * beside it and work below dining, sleep furthest away. Sizes are fixed.
 */
export const DEFAULT_ZONES: readonly Readonly<Zone>[] = [
  { id: 'living', label: 'Living', x: 40, y: 40, w: 160, h: 120, privacy: 0.2 },
  { id: 'dining', label: 'Dining', x: 220, y: 40, w: 120, h: 100, privacy: 0.4 },
  { id: 'work', label: 'Work', x: 220, y: 200, w: 120, h: 100, privacy: 0.7 },
  { id: 'sleep', label: 'Sleep', x: 380, y: 120, w: 140, h: 120, privacy: 0.9 },
];

/** Inputs: each zone's top-left corner (px) and privacy (0–1). */
export interface Inputs {
  livingX: number;
  livingY: number;
  diningX: number;
  diningY: number;
  workX: number;
  workY: number;
  sleepX: number;
  sleepY: number;
  livingPrivacy: number;
  diningPrivacy: number;
  workPrivacy: number;
  sleepPrivacy: number;
}

type PrivacyKey = `${ZoneId}Privacy`;

const zoneDefault = (id: ZoneId): Readonly<Zone> => DEFAULT_ZONES.find((zone) => zone.id === id)!;

const privacyParam = <K extends PrivacyKey>(key: K, label: string, value: number): RangeParam<K> => ({
  kind: 'range',
  key,
  label,
  min: 0,
  max: 1,
  step: 0.01,
  default: value,
});

/** Controls: {Zone} X and {Zone} Y (x in [0, 520], y in [0, 320]), then {Zone} privacy (0–1, step 0.01). */
export const params: ParamList<Inputs> = [
  ...ZONE_IDS.flatMap((id) => {
    const zone = zoneDefault(id);
    return [
      positionParam(`${id}X`, `${zone.label} X`, CANVAS_WIDTH_PX - CLAMP_INSET_PX, zone.x),
      positionParam(`${id}Y`, `${zone.label} Y`, CANVAS_HEIGHT_PX - CLAMP_INSET_PX, zone.y),
    ];
  }),
  ...ZONE_IDS.map((id) => {
    const zone = zoneDefault(id);
    return privacyParam(`${id}Privacy`, `${zone.label} privacy`, zone.privacy);
  }),
];

/** Default inputs: the default zones with privacy 0.2, 0.4, 0.7, 0.9. */
export const defaults: Inputs = defaultsOf(params);

/** A dragged zone's corner, clamped: x in [0, 560 − 40], y in [0, 360 − 40] (non-finite → 0). */
export function clampZonePosition(x: number, y: number): { x: number; y: number } {
  return {
    x: clamp(finiteOr(x, 0), 0, CANVAS_WIDTH_PX - CLAMP_INSET_PX),
    y: clamp(finiteOr(y, 0), 0, CANVAS_HEIGHT_PX - CLAMP_INSET_PX),
  };
}

/** The inputs after dragging zone `id` to (x, y), clamped like the drag. */
export function moveZone(inputs: Inputs, id: ZoneId, x: number, y: number): Inputs {
  const clamped = clampZonePosition(x, y);
  return { ...inputs, [`${id}X`]: clamped.x, [`${id}Y`]: clamped.y };
}

/** The zones at the inputs' positions (clamped) and privacy (clamped to 0–1). */
export function zonesFromInputs(inputs: Inputs): Zone[] {
  return DEFAULT_ZONES.map((zone) => {
    const { x, y } = clampZonePosition(inputs[`${zone.id}X`], inputs[`${zone.id}Y`]);
    return { ...zone, x, y, privacy: clamp(finiteOr(inputs[`${zone.id}Privacy`], zone.privacy), 0, 1) };
  });
}

/** Adjacency of two zones in %: clamp(100 − centre distance / 400 · 100, 0, 100), unrounded. */
export function adjacency(a: Zone, b: Zone): number {
  const distance = Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
  return clamp(100 - (distance / ADJACENCY_RANGE_PX) * 100, 0, 100);
}

/** One of the six pairs. */
export interface ZonePair {
  a: Zone;
  b: Zone;
  /** 'Living–Dining' (en dash). */
  name: string;
  /** Centre distance, px. */
  distancePx: number;
  /** Adjacency, %, unrounded. */
  adjacencyPct: number;
  /** |privacy a − privacy b|. */
  privacyGap: number;
}

/** Zones, the six pairs and the privacy order. */
export interface Result {
  zones: readonly Zone[];
  /** Living–Dining, Living–Work, Living–Sleep, Dining–Work, Dining–Sleep, Work–Sleep. */
  pairs: readonly ZonePair[];
  /** Neighbouring pairs (adjacency ≥ 50 %) whose privacy differs by 0.4 or more. */
  conflicts: readonly ZonePair[];
}

/** The six pairs' adjacency and the privacy conflicts. */
export function compute(inputs: Inputs): Result {
  const zones = zonesFromInputs(inputs);
  const pairs: ZonePair[] = [];
  for (let i = 0; i < zones.length; i += 1) {
    for (let j = i + 1; j < zones.length; j += 1) {
      const a = zones[i]!;
      const b = zones[j]!;
      pairs.push({
        a,
        b,
        name: `${a.label}–${b.label}`,
        distancePx: Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2)),
        adjacencyPct: adjacency(a, b),
        privacyGap: Math.abs(a.privacy - b.privacy),
      });
    }
  }
  const conflicts = pairs.filter(
    (pair) => Math.round(pair.adjacencyPct) >= NEIGHBOUR_ADJACENCY && pair.privacyGap >= PRIVACY_CONFLICT_GAP - 1e-9,
  );
  return { zones, pairs, conflicts };
}

/** '{A}–{B} adjacency' for the six pairs: whole per cent. */
export function outputs(result: Result): readonly ToolOutput[] {
  return result.pairs.map((pair) => ({ label: `${pair.name} adjacency`, text: `${formatNumber(pair.adjacencyPct, 0)} %` }));
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `Adjacency of two zones = 100 − (distance between their centres ÷ ${ADJACENCY_RANGE_PX}) × 100, clamped to 0–100 %: ` +
    `touching centres score 100 %, centres ${ADJACENCY_RANGE_PX} px or more apart score 0 %. ` +
    `Pairs at ${NEIGHBOUR_ADJACENCY} % or more whose privacy differs by ${PRIVACY_CONFLICT_GAP} or more are flagged as conflicts.`,
  units: `Positions are the zones’ top-left corners in px on a ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} plan; privacy 0 (public) to 1 (private); adjacency in whole %.`,
  assumptions:
    `Zone sizes are fixed (living 160 × 120, dining 120 × 100, work 120 × 100, sleep 140 × 120 px). As the spec states, a zone’s corner is ` +
    `clamped to the canvas minus ${CLAMP_INSET_PX} px (x 0–${CANVAS_WIDTH_PX - CLAMP_INSET_PX}, y 0–${CANVAS_HEIGHT_PX - CLAMP_INSET_PX}), so a wide zone may ` +
    'overhang the right or bottom edge. Distance stands in for walking distance; walls and doors are not modelled.',
};

/** A zoning prompt: the privacy gradient, the closest pairs and the conflicts. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const pct = (value: number): string => `${formatNumber(value, 0)} %`;
  const privacy = (zone: Zone): string => `${zone.label} ${formatNumber(zone.privacy, 2)} (${levelWord(zone.privacy)})`;
  const gradient = [...result.zones].sort((a, b) => a.privacy - b.privacy);
  const byAdjacency = [...result.pairs].sort((a, b) => b.adjacencyPct - a.adjacencyPct);
  const lines = [
    'Act as an architect planning the zoning of a home.',
    `Plan: ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} units with four zones (position of the top-left corner, size):`,
    ...result.zones.map((zone) => `- ${zone.label}: at (${formatNumber(zone.x, 0)}, ${formatNumber(zone.y, 0)}), ${zone.w} × ${zone.h}`),
    '',
    `Privacy gradient, most public to most private: ${gradient.map(privacy).join(' → ')}.`,
    `Adjacency (100 % = centres together, 0 % = ${ADJACENCY_RANGE_PX} units or more apart): ${byAdjacency.map((pair) => `${pair.name} ${pct(pair.adjacencyPct)}`).join(', ')}.`,
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
      'a revised arrangement with reasons.',
  );
  return lines.join('\n');
}
