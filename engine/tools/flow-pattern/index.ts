/**
 * Flow Pattern: circulation streaming across a room and around a sofa and a table that the
 * designer drags. The particles are in ./simulation; this module holds the inputs (the items'
 * positions), the clearance figures and the prompt.
 */
import { formatNumber } from '../../math/format';
import { defaultsOf, positionParam } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CM_PER_PX, DEFAULT_SOFA, DEFAULT_TABLE, clampItem, clearance } from './furniture';
import type { Clearance, FurnitureItem, Gap } from './furniture';
import { FLOW_PARTICLES, MAX_SPEED_X_PX, MAX_SPEED_Y_PX } from './simulation';

export * from './furniture';
export * from './simulation';

/** Inputs: each item's top-left corner in canvas px. */
export interface Inputs {
  sofaX: number;
  sofaY: number;
  tableX: number;
  tableY: number;
}

/** Gaps narrower than this (cm) are too tight to walk through. */
export const TIGHT_GAP_CM = 60;
/** Main circulation paths should be at least this wide (cm). */
export const COMFORT_GAP_CM = 90;

/**
 * Controls: Sofa X, Sofa Y, Table X, Table Y (top-left corners, px), bounded like the drag:
 * x in [0, 560 − w], y in [0, 360 − h].
 */
export const params: ParamList<Inputs> = [
  positionParam('sofaX', 'Sofa X', CANVAS_WIDTH_PX - DEFAULT_SOFA.w, DEFAULT_SOFA.x),
  positionParam('sofaY', 'Sofa Y', CANVAS_HEIGHT_PX - DEFAULT_SOFA.h, DEFAULT_SOFA.y),
  positionParam('tableX', 'Table X', CANVAS_WIDTH_PX - DEFAULT_TABLE.w, DEFAULT_TABLE.x),
  positionParam('tableY', 'Table Y', CANVAS_HEIGHT_PX - DEFAULT_TABLE.h, DEFAULT_TABLE.y),
];

/** Default inputs: sofa at (60, 120), table at (220, 70). */
export const defaults: Inputs = defaultsOf(params);

/** The items at the inputs' positions, clamped wholly inside the canvas. */
export function itemsFromInputs(inputs: Inputs): [FurnitureItem, FurnitureItem] {
  return [
    clampItem({ ...DEFAULT_SOFA, x: inputs.sofaX, y: inputs.sofaY }),
    clampItem({ ...DEFAULT_TABLE, x: inputs.tableX, y: inputs.tableY }),
  ];
}

/** The inputs after dragging item `id` to (x, y), clamped like the drag. */
export function moveItem(inputs: Inputs, id: string, x: number, y: number): Inputs {
  if (id === DEFAULT_SOFA.id) {
    const sofa = clampItem({ ...DEFAULT_SOFA, x, y });
    return { ...inputs, sofaX: sofa.x, sofaY: sofa.y };
  }
  if (id === DEFAULT_TABLE.id) {
    const table = clampItem({ ...DEFAULT_TABLE, x, y });
    return { ...inputs, tableX: table.x, tableY: table.y };
  }
  return inputs;
}

/** The layout and its clearance. */
export interface Result {
  items: readonly FurnitureItem[];
  particleCount: number;
  clearance: Clearance;
}

/** The clamped items, the particle count (80) and the clearance figures. */
export function compute(inputs: Inputs): Result {
  const items = itemsFromInputs(inputs);
  return { items, particleCount: FLOW_PARTICLES, clearance: clearance(items) };
}

/** Particles (80). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Particles', text: String(result.particleCount) }];
}

/** A gap in centimetres at the plan scale (1 px = 2 cm), whole cm. */
export const gapCm = (gapPx: number): number => Math.round(gapPx * CM_PER_PX);

/** 'too tight' (< 60 cm), 'tight' (< 90 cm) or 'comfortable'. */
export function gapVerdict(gapPx: number): 'too tight' | 'tight' | 'comfortable' {
  const cm = gapCm(gapPx);
  return cm < TIGHT_GAP_CM ? 'too tight' : cm < COMFORT_GAP_CM ? 'tight' : 'comfortable';
}

/** 'Sofa and Table', 'Sofa and the top wall'. */
export const gapSides = (gap: Gap): string => gap.between.map((side) => (side.endsWith('wall') ? `the ${side}` : side)).join(' and ');

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `${FLOW_PARTICLES} particles stream from the left wall to the right wall. Each frame a particle steers towards its cruising speed ` +
    'to the right plus a sideways push around any item ahead (over or under it), gets a little random jitter, and its velocity is capped at ' +
    `${formatNumber(MAX_SPEED_X_PX, 1)} px across and ${formatNumber(MAX_SPEED_Y_PX, 1)} px up or down per frame. A particle that ends a frame ` +
    'inside an item is pushed out through the item’s nearest free edge; one that leaves on the right re-enters on the left. ' +
    'Widest path = the width of the widest route from the left wall to the right wall between the furniture and the walls; ' +
    'narrowest gap = the smallest open gap between two items or an item and a wall.',
  units:
    `Canvas ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} px at 1 px = ${CM_PER_PX} cm (an ${formatNumber((CANVAS_WIDTH_PX * CM_PER_PX) / 100, 1)} × ` +
    `${formatNumber((CANVAS_HEIGHT_PX * CM_PER_PX) / 100, 1)} m room); positions are the items’ top-left corners in px; speeds in px per frame (1/60 s).`,
  assumptions:
    `Sofa ${DEFAULT_SOFA.w} × ${DEFAULT_SOFA.h} px, table ${DEFAULT_TABLE.w} × ${DEFAULT_TABLE.h} px; items stay wholly inside the canvas. ` +
    `The flow is illustrative, not a crowd model. Gaps under ${TIGHT_GAP_CM} cm are too tight to walk through; main routes want ` +
    `${COMFORT_GAP_CM} cm or more.`,
};

/** A prompt describing the layout, its widest path and its pinch points, in cm. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const cm = (px: number): string => `${gapCm(px)} cm`;
  const at = (item: FurnitureItem): string =>
    `${item.label.toLowerCase()} (${cm(item.w)} × ${cm(item.h)}) with its top-left corner ${cm(item.x)} from the left wall and ${cm(item.y)} from the top wall`;
  const { mainPath, narrowest, overlaps } = result.clearance;
  const lines = [
    'Act as an interior designer reviewing circulation in a living space.',
    `The room is ${cm(CANVAS_WIDTH_PX)} wide and ${cm(CANVAS_HEIGHT_PX)} deep (plan view, measured from the top-left corner). ` +
      `People mainly move from the left wall to the right wall.`,
    `Furniture: a ${result.items.map(at).join('; a ')}.`,
    '',
    'Clearances:',
    `- Widest clear route across the room: ${cm(mainPath.gapPx)} (${gapVerdict(mainPath.gapPx)}), limited by the gap between ${gapSides(mainPath)}.`,
    narrowest
      ? `- Narrowest gap: ${cm(narrowest.gapPx)} between ${gapSides(narrowest)} (${gapVerdict(narrowest.gapPx)}).`
      : '- No open gaps between the furniture and the walls.',
  ];
  if (overlaps.length > 0) lines.push(`- Overlapping items: ${overlaps.map(([a, b]) => `${a} and ${b}`).join(', ')}.`);
  lines.push(
    '',
    `Suggest a furniture arrangement that keeps the main route at least ${COMFORT_GAP_CM} cm wide and secondary paths at least ${TIGHT_GAP_CM} cm, ` +
      'removes pinch points, keeps conversation areas out of the through-route, and say where the sofa and table should move (in cm) and why.',
  );
  return lines.join('\n');
}
