/**
 * Flow Pattern: circulation streaming across a room and around a sofa and a table that the
 * designer drags. The particles are in ./simulation; this module holds the inputs (the items'
 * positions), the clearance figures and the prompt.
 */
import { formatNumber } from '../../math/format';
import { scaleStatement } from '../../math/planScale';
import { formatLength } from '../../math/units';
import { defaultsOf, positionParam } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CM_PER_PX, DEFAULT_SOFA, DEFAULT_TABLE, clampItem, clearance } from './furniture';
import type { Clearance, FurnitureItem, Gap } from './furniture';
import { ACCESSIBLE_ROUTE_M, PLAN_SCALE, narrowestPassage, passageName, passageVerdict, passages, planMetres } from './passages';
import type { Passage } from './passages';
import { FLOW_PARTICLES, MAX_SPEED_X_PX, MAX_SPEED_Y_PX } from './simulation';

export * from './furniture';
export * from './passages';
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

/** The layout, its clearance and its passages. */
export interface Result {
  items: readonly FurnitureItem[];
  particleCount: number;
  clearance: Clearance;
  /** Each item to each wall, then between the items (./passages.ts). */
  passages: readonly Passage[];
  /** The narrowest open passage, or null when none is open. */
  narrowest: Passage | null;
}

/** The clamped items, the particle count (80), the clearance figures and the passages. */
export function compute(inputs: Inputs): Result {
  const items = itemsFromInputs(inputs);
  const list = passages(items);
  return { items, particleCount: FLOW_PARTICLES, clearance: clearance(items), passages: list, narrowest: narrowestPassage(list) };
}

/** A width in metres, two decimals: '0.40 m'. */
export const metres = (widthM: number): string => formatLength(widthM, 'm', 2);

/** Particles (80) and Narrowest passage (m, two decimals; 0.00 m when every passage is closed). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Particles', text: String(result.particleCount) },
    { label: 'Narrowest passage', text: metres(result.narrowest?.widthM ?? 0) },
  ];
}

/** 'Sofa and Table', 'Sofa and the top wall'. */
export const gapSides = (gap: Gap): string => gap.between.map((side) => (side.endsWith('wall') ? `the ${side}` : side)).join(' and ');

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Passages: the clear width between each item and each wall (square to the wall) and between the two items (the shortest ' +
    'distance between their rectangles: across facing edges, or corner to corner). Each is marked wide enough when it is at least ' +
    `${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m, the accessible route width (36 in) of the 2010 ADA Standards §403.5.1 and similar codes, ` +
    'too narrow below that, closed where the two touch; Narrowest passage is the narrowest open one. ' +
    `The flow: ${FLOW_PARTICLES} particles stream from the left wall to the right wall. Each frame a particle steers towards its cruising speed ` +
    'to the right plus a sideways push around any item ahead (over or under it), gets a little random jitter, and its velocity is capped at ' +
    `${formatNumber(MAX_SPEED_X_PX, 1)} px across and ${formatNumber(MAX_SPEED_Y_PX, 1)} px up or down per frame ` +
    `(${formatNumber(planMetres(MAX_SPEED_X_PX) * 60, 2)} and ${formatNumber(planMetres(MAX_SPEED_Y_PX) * 60, 2)} m/s at 60 frames a second). ` +
    'A particle that ends a frame inside an item is pushed out through the item’s nearest free edge; one that leaves on the right re-enters on the left. ' +
    'Widest route = the width of the widest route from the left wall to the right wall between the furniture and the walls.',
  units:
    `The plan is drawn at ${scaleStatement(PLAN_SCALE)} (1 px = ${CM_PER_PX} cm; see the scale bar): ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} px is an ` +
    `${formatNumber(planMetres(CANVAS_WIDTH_PX), 1)} × ${formatNumber(planMetres(CANVAS_HEIGHT_PX), 1)} m room. Passage widths in m; ` +
    'the X and Y fields are the items’ top-left corners in px; the particles’ speed caps are in px per frame (1/60 s), because the flow moves each particle across the drawing once a frame (in m/s above).',
  assumptions:
    `Sofa ${formatNumber(planMetres(DEFAULT_SOFA.w), 2)} × ${formatNumber(planMetres(DEFAULT_SOFA.h), 2)} m, ` +
    `table ${formatNumber(planMetres(DEFAULT_TABLE.w), 2)} × ${formatNumber(planMetres(DEFAULT_TABLE.h), 2)} m; items stay wholly inside the room. ` +
    `The flow is illustrative, not a crowd model. Besides the ${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m check, gaps under ` +
    `${formatNumber(TIGHT_GAP_CM / 100, 2)} m are too tight to walk through and main routes want ${formatNumber(COMFORT_GAP_CM / 100, 2)} m or more.`,
};

/** A prompt describing the layout, its widest route and every passage against 0.915 m, in metres. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const m = (px: number): string => metres(planMetres(px));
  const at = (item: FurnitureItem): string =>
    `${item.label.toLowerCase()} (${m(item.w)} × ${m(item.h)}) with its top-left corner ${m(item.x)} from the left wall and ${m(item.y)} from the top wall`;
  const { mainPath, overlaps } = result.clearance;
  const narrow = result.passages.filter((p) => passageVerdict(p) === 'too narrow');
  const lines = [
    'Act as an interior designer reviewing circulation in a living space.',
    `The room is ${m(CANVAS_WIDTH_PX)} wide and ${m(CANVAS_HEIGHT_PX)} deep (plan view, measured from the top-left corner). ` +
      `People mainly move from the left wall to the right wall.`,
    `Furniture: a ${result.items.map(at).join('; a ')}.`,
    '',
    `Passages, clear width against ${formatLength(ACCESSIBLE_ROUTE_M, 'm', 3)} (the accessible route width of the ADA and similar codes):`,
    ...result.passages.map((p) => `- ${passageName(p)}: ${metres(p.widthM)}, ${passageVerdict(p)}`),
    result.narrowest
      ? `Narrowest passage: ${metres(result.narrowest.widthM)} between ${gapSides({ between: result.narrowest.between, gapPx: result.narrowest.widthPx })}.`
      : 'No passage is open: the furniture touches the walls and itself.',
    `Widest clear route across the room: ${m(mainPath.gapPx)}, limited by the gap between ${gapSides(mainPath)}.`,
  ];
  if (overlaps.length > 0) lines.push(`Overlapping items: ${overlaps.map(([a, b]) => `${a} and ${b}`).join(', ')}.`);
  lines.push(
    '',
    `Suggest a furniture arrangement that keeps the main route and every passage people must use at least ${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m wide` +
      (narrow.length > 0 ? ` (today ${narrow.length} ${narrow.length === 1 ? 'passage is' : 'passages are'} too narrow)` : '') +
      ', removes pinch points, keeps conversation areas out of the through-route, and say where the sofa and table should move (in metres) and why.',
  );
  return lines.join('\n');
}
