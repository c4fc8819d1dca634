/**
 * Flow Pattern's passages: the clear width between each item and each wall, and between the
 * items, in metres at the plan's scale (1 px = 2 cm), each marked against 0.915 m, the accessible
 * route width (36 in) of the 2010 ADA Standards §403.5.1 and similar codes (issue 15).
 */
import { unitsToMetres, type PlanScale } from '../../math/planScale';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CM_PER_PX, rectGapPx, type FurnitureItem } from './furniture';

/** The plan's stated scale: 1 px = 2 cm, so 50 px = 1 m. */
export const PLAN_SCALE: PlanScale = { unitsPerMetre: 100 / CM_PER_PX };
/** Clear width of an accessible route, m: 36 in = 0.9144 m, which the ADA's metric text gives as 915 mm. */
export const ACCESSIBLE_ROUTE_M = 0.915;

/** A point on the plan, px. */
export interface PlanPoint {
  x: number;
  y: number;
}

/** One passage: its two sides, its clear width and where that width is measured. */
export interface Passage {
  /** 'Sofa' and 'left wall', or 'Sofa' and 'Table'. */
  between: readonly [string, string];
  /** Clear width, px (0 when the two touch or overlap: no passage). */
  widthPx: number;
  /** Clear width, m. */
  widthM: number;
  /** Open (wider than 0) and at least 0.915 m. */
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
  return { between, widthPx, widthM, wideEnough: widthPx > 0 && meetsAccessibleWidth(widthM), from, to };
};

/** The passage between two items: across their facing edges, or corner to corner when they are apart both ways. */
function itemPassage(a: FurnitureItem, b: FurnitureItem): Passage {
  const gapPx = rectGapPx(a, b);
  const [left, right] = a.x <= b.x ? [a, b] : [b, a];
  const [upper, lower] = a.y <= b.y ? [a, b] : [b, a];
  const apartX = right.x - (left.x + left.w) > 0;
  const apartY = lower.y - (upper.y + upper.h) > 0;
  const between = [a.label, b.label] as const;
  if (apartX && apartY) {
    // Corner to corner: the facing corners of the two boxes.
    const from = { x: left.x + left.w, y: left === upper ? left.y + left.h : left.y };
    const to = { x: right.x, y: right === lower ? right.y : right.y + right.h };
    return passage(between, gapPx, from, to);
  }
  if (apartX) {
    const y = (Math.max(a.y, b.y) + Math.min(a.y + a.h, b.y + b.h)) / 2;
    return passage(between, gapPx, { x: left.x + left.w, y }, { x: right.x, y });
  }
  if (apartY) {
    const x = (Math.max(a.x, b.x) + Math.min(a.x + a.w, b.x + b.w)) / 2;
    return passage(between, gapPx, { x, y: upper.y + upper.h }, { x, y: lower.y });
  }
  const centre = { x: (a.x + a.w / 2 + b.x + b.w / 2) / 2, y: (a.y + a.h / 2 + b.y + b.h / 2) / 2 };
  return passage(between, 0, centre, centre);
}

/**
 * Every passage of the layout: each item to the left, right, top and bottom walls (square to the
 * wall, from the middle of the item's edge), then each pair of items.
 */
export function passages(items: readonly FurnitureItem[], widthPx = CANVAS_WIDTH_PX, heightPx = CANVAS_HEIGHT_PX): Passage[] {
  const list: Passage[] = [];
  for (const item of items) {
    const cx = item.x + item.w / 2;
    const cy = item.y + item.h / 2;
    const right = item.x + item.w;
    const bottom = item.y + item.h;
    list.push(
      passage([item.label, 'left wall'], Math.max(0, item.x), { x: 0, y: cy }, { x: item.x, y: cy }),
      passage([item.label, 'right wall'], Math.max(0, widthPx - right), { x: right, y: cy }, { x: widthPx, y: cy }),
      passage([item.label, 'top wall'], Math.max(0, item.y), { x: cx, y: 0 }, { x: cx, y: item.y }),
      passage([item.label, 'bottom wall'], Math.max(0, heightPx - bottom), { x: cx, y: bottom }, { x: cx, y: heightPx }),
    );
  }
  for (let i = 0; i < items.length; i += 1) for (let j = i + 1; j < items.length; j += 1) list.push(itemPassage(items[i]!, items[j]!));
  return list;
}

/** The narrowest open passage (wider than 0), or null when every one is closed. */
export function narrowestPassage(list: readonly Passage[]): Passage | null {
  return list.reduce<Passage | null>((best, p) => (p.widthPx > 0 && (best === null || p.widthPx < best.widthPx) ? p : best), null);
}

/** 'wide enough', 'too narrow' or 'closed' (touching: no passage). */
export const passageVerdict = (p: Passage): 'wide enough' | 'too narrow' | 'closed' =>
  p.widthPx <= 0 ? 'closed' : p.wideEnough ? 'wide enough' : 'too narrow';

/** 'Sofa – left wall', 'Sofa – Table'. */
export const passageName = (p: Passage): string => `${p.between[0]} – ${p.between[1]}`;
