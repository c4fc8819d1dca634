/** Zoning Mapper's figures: every pair's adjacency (n·(n − 1)/2) and the privacy conflicts, and the outputs shown. */
import { formatNumber } from '../../math/format';
import type { ToolOutput } from '../params';
import type { Room } from '../../plan/types';
import { adjacency, planMetres } from './geometry';
import type { PlanSize, Zone } from './geometry';
import { planOf, roomOfInputs, zonesFromInputs } from './inputs';
import type { Inputs } from './inputs';

/** Pairs at least this adjacent (%) count as neighbours in the prompt. */
export const NEIGHBOUR_ADJACENCY = 50;
/** A privacy difference at least this large between neighbours is a conflict. */
export const PRIVACY_CONFLICT_GAP = 0.4;

/** One pair of zones (the spec's four make six). */
export interface ZonePair {
  a: Zone;
  b: Zone;
  /** 'Living–Dining' (en dash). */
  name: string;
  /** Centre distance, px. */
  distancePx: number;
  /** Centre distance, m at the plan's scale (40 px = 1 m). */
  distanceM: number;
  /** Adjacency, %, unrounded. */
  adjacencyPct: number;
  /** |privacy a − privacy b|. */
  privacyGap: number;
}

/** The room, the zones, every pair and the conflicts. */
export interface Result {
  /** The room, m, and the plan drawn of it, px (40 px = 1 m). */
  room: Room;
  plan: PlanSize;
  zones: readonly Zone[];
  /** Every pair in the zones' order (by default Living–Dining, Living–Work, Living–Sleep, Dining–Work, Dining–Sleep, Work–Sleep). */
  pairs: readonly ZonePair[];
  /** Neighbouring pairs (adjacency ≥ 50 %) whose privacy differs by 0.4 or more. */
  conflicts: readonly ZonePair[];
}

/** Every pair's adjacency and the privacy conflicts. */
export function compute(inputs: Inputs): Result {
  const zones = zonesFromInputs(inputs);
  const pairs: ZonePair[] = [];
  for (let i = 0; i < zones.length; i += 1) {
    for (let j = i + 1; j < zones.length; j += 1) {
      const a = zones[i]!;
      const b = zones[j]!;
      const distancePx = Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
      pairs.push({
        a,
        b,
        name: `${a.label}–${b.label}`,
        distancePx,
        distanceM: planMetres(distancePx),
        adjacencyPct: adjacency(a, b),
        privacyGap: Math.abs(a.privacy - b.privacy),
      });
    }
  }
  const conflicts = pairs.filter(
    (pair) => Math.round(pair.adjacencyPct) >= NEIGHBOUR_ADJACENCY && pair.privacyGap >= PRIVACY_CONFLICT_GAP - 1e-9,
  );
  return { room: roomOfInputs(inputs), plan: planOf(inputs), zones, pairs, conflicts };
}

/** '{A}–{B} adjacency' for every pair, in the zones' order: whole per cent. */
export function outputs(result: Result): readonly ToolOutput[] {
  return result.pairs.map((pair) => ({ label: `${pair.name} adjacency`, text: `${formatNumber(pair.adjacencyPct, 0)} %` }));
}
