/**
 * Flow Pattern's passages: the clear width between each item and each wall, and between the
 * items, in metres at the plan's scale (1 px = 2 cm), each marked against 0.915 m, the accessible
 * route width (36 in) of the 2010 ADA Standards §403.5.1 and similar codes (issue 15).
 */
import { unitsToMetres, type PlanScale } from '../../math/planScale';
import { findPassages } from '../../plan/passages';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CM_PER_PX, type FurnitureItem } from './furniture';

/** The plan's stated scale: 1 px = 2 cm, so 50 px = 1 m. */
export const PLAN_SCALE: PlanScale = { unitsPerMetre: 100 / CM_PER_PX };
/** Clear width of an accessible route, m: 36 in = 0.9144 m, which the ADA's metric text gives as 915 mm. */
export const ACCESSIBLE_ROUTE_M = 0.915;
/**
 * A gap narrower than this, m, is no passage but closed: the two stand together, as a dining chair
 * at its table, a bedside table by the bed or a sofa against the wall, and no one walks between
 * them (a person turned sideways needs about 0.30 m). Flagging such gaps as too narrow hid every
 * real pinch point of a furnished plan among them.
 */
export const MIN_PASSAGE_M = 0.3;

/** A point on the plan, px. */
export interface PlanPoint {
  x: number;
  y: number;
}

/** One passage: its two sides, its clear width and where that width is measured. */
export interface Passage {
  /** 'Sofa' and 'left wall', or 'Sofa' and 'Table'. */
  between: readonly [string, string];
  /** Clear width, px (0 when the two touch or overlap). */
  widthPx: number;
  /** Clear width, m. */
  widthM: number;
  /** At least 0.30 m: a gap someone could walk through (else closed: the two stand together). */
  open: boolean;
  /** Open and at least 0.915 m. */
  wideEnough: boolean;
  /** The dimension line across the passage, from one side to the other, px. */
  from: PlanPoint;
  to: PlanPoint;
}

/** Width in metres at the plan's scale. */
export const planMetres = (px: number): number => unitsToMetres(px, PLAN_SCALE);

/** At least 0.915 m (a float's last bit aside: 45.75 px × 0.02 is 0.9150000000000001). */
export const meetsAccessibleWidth = (widthM: number): boolean => widthM >= ACCESSIBLE_ROUTE_M - 1e-9;

const passage = (between: readonly [string, string], widthPx: number, from: PlanPoint, to: PlanPoint): Passage => {
  const widthM = planMetres(widthPx);
  const open = widthPx > 0 && widthM >= MIN_PASSAGE_M - 1e-9;
  return { between, widthPx, widthM, open, wideEnough: open && meetsAccessibleWidth(widthM), from, to };
};

/**
 * Every passage of the layout in a `widthPx` × `heightPx` room (../../plan/passages.ts): each item
 * to its left, right, top and bottom walls (square to the wall, from the middle of the item's
 * edge, or of the stretch of it that other items leave open; none where other items fill the
 * whole stretch), then each pair of items that face each other (across their facing edges) or
 * sit corner to corner, with no third item filling the gap between them. Overlapping pairs are
 * no passage (furniture.ts lists them). With `only` (an index), just that item's passages.
 */
export function passages(items: readonly FurnitureItem[], widthPx = CANVAS_WIDTH_PX, heightPx = CANVAS_HEIGHT_PX, only?: number): Passage[] {
  const boxes = items.map((item) => ({ x: item.x, y: item.y, w: item.w, d: item.h }));
  return findPassages(boxes, widthPx, heightPx, only).map((p) =>
    passage([items[p.a]!.label, typeof p.b === 'number' ? items[p.b]!.label : `${p.b} wall`], p.width, p.from, p.to),
  );
}

/** The narrowest open passage (at least 0.30 m), or null when every one is closed. */
export function narrowestPassage(list: readonly Passage[]): Passage | null {
  return list.reduce<Passage | null>((best, p) => (p.open && (best === null || p.widthPx < best.widthPx) ? p : best), null);
}

/** 'wide enough', 'too narrow' or 'closed' (under 0.30 m: the two stand together). */
export const passageVerdict = (p: Passage): 'wide enough' | 'too narrow' | 'closed' =>
  !p.open ? 'closed' : p.wideEnough ? 'wide enough' : 'too narrow';

/**
 * Up to this many passages, the table and the prompt list every one. A plan of many pieces has
 * hundreds (~200 with 40 pieces, most of them wide enough: a piece to the far wall); then only
 * those narrower than the accessible route are listed one by one, and the wide ones are summed up
 * (the prompt) or shown on request (the table).
 */
export const PASSAGES_LISTED_IN_FULL = 16;

/** The passages listed one by one, and the wide-enough ones summed up beside them (none while every one is listed). */
export function splitPassages(list: readonly Passage[]): { listed: readonly Passage[]; wide: readonly Passage[] } {
  if (list.length <= PASSAGES_LISTED_IN_FULL) return { listed: list, wide: [] };
  return { listed: list.filter((p) => !p.wideEnough), wide: list.filter((p) => p.wideEnough) };
}

/** 'Sofa – left wall', 'Sofa – Table'. */
export const passageName = (p: Passage): string => `${p.between[0]} – ${p.between[1]}`;
