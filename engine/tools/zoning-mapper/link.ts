/**
 * Where the adjacency line between two zones shows on the plan: the part of the segment
 * between their centres that lies outside both zones (the zones are drawn over the line).
 */
import type { Zone } from './geometry';

/** A point on the plan, px. */
export interface PlanPoint {
  x: number;
  y: number;
}

/** The link between two zones: centre to centre, and where its visible gap is. */
export interface ZoneLink {
  from: PlanPoint;
  to: PlanPoint;
  /** Where the segment leaves zone a and enters zone b; equal to the midpoint when the zones overlap along it. */
  gapStart: PlanPoint;
  gapEnd: PlanPoint;
  /** The middle of the visible gap (the label's place), or the midpoint when there is no gap. */
  labelAt: PlanPoint;
  /** Length of the visible gap, px (0 when the zones touch or overlap along the segment). */
  gapPx: number;
}

const centreOf = (zone: Zone): PlanPoint => ({ x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 });

/** The share (0–1) of a centre-to-centre offset (dx, dy) at which it leaves a w × h box around its start. */
function exitShare(w: number, h: number, dx: number, dy: number): number {
  const sx = dx === 0 ? Infinity : w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : h / 2 / Math.abs(dy);
  return Math.min(sx, sy, 1);
}

/** The link between zones a and b (centres, the visible gap between their edges, and its middle). */
export function zoneLink(a: Zone, b: Zone): ZoneLink {
  const from = centreOf(a);
  const to = centreOf(b);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const at = (share: number): PlanPoint => ({ x: from.x + dx * share, y: from.y + dy * share });
  const leave = exitShare(a.w, a.h, dx, dy);
  const enter = 1 - exitShare(b.w, b.h, dx, dy);
  if (!(enter > leave)) {
    const mid = at(0.5);
    return { from, to, gapStart: mid, gapEnd: mid, labelAt: mid, gapPx: 0 };
  }
  return {
    from,
    to,
    gapStart: at(leave),
    gapEnd: at(enter),
    labelAt: at((leave + enter) / 2),
    gapPx: (enter - leave) * Math.hypot(dx, dy),
  };
}
