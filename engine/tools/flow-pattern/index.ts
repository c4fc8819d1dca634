/**
 * Flow Pattern: circulation streaming across a room and around a sofa and a table that the
 * designer drags. The particles are in ./simulation; this module holds the inputs (the items'
 * positions), the clearance figures and the prompt.
 */
import { countOf, formatNumber, inProse } from '../../math/format';
import { scaleStatement } from '../../math/planScale';
import { formatLength } from '../../math/units';
import type { Explain, ToolOutput } from '../params';
import { unturnedSize } from '../../plan/geometry';
import { openingLabel, swingConflicts, wallEnds } from '../../plan/openings';
import { largerThanRoomText, piecesLargerThanRoom } from '../../plan/room';
import type { Opening, Plan, Room } from '../../plan/types';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CM_PER_PX, DEFAULT_SOFA, DEFAULT_TABLE, clearance } from './furniture';
import type { Clearance, Gap, PlacedItem } from './furniture';
import { MAX_ITEMS, OPPOSITE_WALL, flowDoors, flowPlan, placedItems, roomOfInputs, roomPx, selectedId, type FlowDoors, type Inputs } from './inputs';
import { ACCESSIBLE_ROUTE_M, MIN_PASSAGE_M, PLAN_SCALE, narrowestPassage, passageName, passageVerdict, passages, planMetres, splitPassages, PASSAGES_LISTED_IN_FULL } from './passages';
import type { Passage } from './passages';
import { FLOW_PARTICLES, MAX_SPEED_X_PX, MAX_SPEED_Y_PX } from './simulation';

export * from './furniture';
export * from './passages';
export * from './simulation';
export * from './inputs';

/** Gaps narrower than this (cm) are too tight to walk through. */
export const TIGHT_GAP_CM = 60;
/** Main circulation paths should be at least this wide (cm). */
export const COMFORT_GAP_CM = 90;

/** The layout, its clearance and its passages. */
export interface Result {
  /** The room, m, and its size on the canvas, px (560 × 360 by default). */
  room: Room;
  widthPx: number;
  heightPx: number;
  /** The furniture with its labels, wholly inside the room. */
  items: readonly PlacedItem[];
  /** The selected piece, or null. */
  selected: PlacedItem | null;
  particleCount: number;
  clearance: Clearance;
  /** Each item to each wall it faces, then the pairs of items that face each other (./passages.ts). */
  passages: readonly Passage[];
  /** The narrowest open passage, or null when none is open. */
  narrowest: Passage | null;
  /** The whole plan in metres (room, pieces, doors and windows): for the plan file, the DXF and the links to the other layout tools. */
  plan: Plan;
  /** The doors and windows, m, kept on their walls. */
  openings: readonly Opening[];
  /** Where the particles come in and go out: the doors, or null for the default left-to-right flow. */
  doors: FlowDoors | null;
  /** Each door with furniture in its swing: its index in `openings`, its name, and the pieces' labels and ids. */
  swings: readonly DoorSwingBlock[];
  /** The ids of the pieces larger than the room (they sit against its left or top wall and run through the wall opposite). */
  tooLarge: readonly string[];
}

/** A door whose swing holds furniture. */
export interface DoorSwingBlock {
  door: number;
  label: string;
  names: string[];
  ids: string[];
}

/** What the result holds apart from the selection: the same for inputs that differ only in which piece is selected. */
type Layout = Omit<Result, 'selected'>;

/**
 * The last layout computed and what it was computed from (the inputs' lists are never changed in
 * place: a change makes new ones): selecting a piece, which changes nothing else, reuses it, so the
 * passages (~30,000 box tests with 40 pieces) are not measured again and everything drawn from the
 * result keeps its objects.
 */
let lastLayout: { units: Inputs['units']; roomWidth: number; roomDepth: number; items: Inputs['items']; openings: Inputs['openings']; zones: Inputs['zones']; layout: Layout } | null = null;

function layoutOf(inputs: Inputs): Layout {
  const { units, roomWidth, roomDepth, items: given, openings: givenOpenings, zones } = inputs;
  const last = lastLayout;
  if (last && last.items === given && last.openings === givenOpenings && last.zones === zones && last.units === units && last.roomWidth === roomWidth && last.roomDepth === roomDepth) return last.layout;
  const room = roomOfInputs(inputs);
  const { widthPx, heightPx } = roomPx(inputs);
  const items = placedItems(inputs);
  const list = passages(items, widthPx, heightPx);
  const plan = flowPlan(inputs);
  const swings: DoorSwingBlock[] = [...swingConflicts(plan, items.map((item) => item.label))].map(([door, conflict]) => ({
    door,
    label: openingLabel(plan.openings, door),
    names: conflict.names,
    ids: conflict.items.map((index) => items[index]!.id),
  }));
  const layout: Layout = {
    room,
    widthPx,
    heightPx,
    items,
    particleCount: FLOW_PARTICLES,
    clearance: clearance(items, heightPx),
    passages: list,
    narrowest: narrowestPassage(list),
    plan,
    openings: plan.openings,
    doors: flowDoors(inputs),
    swings,
    tooLarge: piecesLargerThanRoom(room, plan.items).map((index) => items[index]!.id),
  };
  lastLayout = { units, roomWidth, roomDepth, items: given, openings: givenOpenings, zones, layout };
  return layout;
}

/** The items (clamped into the room, labelled), the particle count (80), the clearance figures and the passages. */
export function compute(inputs: Inputs): Result {
  const layout = layoutOf(inputs);
  const id = selectedId(inputs);
  return { ...layout, selected: layout.items.find((item) => item.id === id) ?? null };
}

/** 'Sofa (2.80 × 0.96 m) does not fit the 2.00 × 2.00 m room.' in the room's unit, or '' when every piece fits. */
export const tooLargeText = (result: Result, units: Inputs['units']): string =>
  result.tooLarge.length === 0 ? '' : largerThanRoomText(result.room, result.plan.items, result.items.map((item) => item.label), units);

/** 'Door 1 swing blocked by Sofa, Armchair'. */
export const swingBlockText = (block: DoorSwingBlock): string => `${block.label} swing blocked by ${block.names.join(', ')}`;

/** 'Door 1 on the left wall, 0.90 m wide, 2.00 m from its top end, hinged at its top end' (in the room's unit). */
export function openingText(openings: readonly Opening[], index: number, units: Inputs['units']): string {
  const opening = openings[index]!;
  const ends = wallEnds(opening.wall);
  const length = (m: number): string => formatLength(m, units, 2);
  return (
    `${openingLabel(openings, index)} on the ${opening.wall} wall, ${length(opening.width)} wide, ${length(opening.at)} from its ${ends.start} end` +
    (opening.kind === 'door' ? `, hinged at its ${opening.hinge === 'start' ? ends.start : ends.end} end` : '')
  );
}

/** How people move through the room, for the prompt: 'People mainly move from the left wall to the right wall.' with no doors. */
export function flowSentence(result: Result): string {
  const doors = result.openings.flatMap((opening, index) => (opening.kind === 'door' ? [openingLabel(result.openings, index)] : []));
  if (doors.length === 0) return 'People mainly move from the left wall to the right wall.';
  if (doors.length === 1) {
    const door = result.openings.find((opening) => opening.kind === 'door')!;
    return `People come in through ${doors[0]} and cross the room towards the ${OPPOSITE_WALL[door.wall]} wall opposite it (the way on), and come back the same way.`;
  }
  return `People come in through one door and leave by another (${doors.join(', ')}).`;
}

/** A width in metres, two decimals: '0.40 m'. */
export const metres = (widthM: number): string => formatLength(widthM, 'm', 2);

/** What the prompt and the caption say when furniture stands everywhere within 0.30 m of the walls and itself. */
export const NO_OPEN_PASSAGE = `No passage is open: every piece stands within ${metres(MIN_PASSAGE_M)} of the walls and the other pieces.`;

/** Narrowest passage: m, two decimals; 'none open' when every passage is closed; none in an empty room. */
export const narrowestText = (result: Result): string =>
  result.items.length === 0 ? 'none (no furniture)' : result.narrowest ? metres(result.narrowest.widthM) : 'none open';

/** Particles (80) and Narrowest passage (narrowestText). */
export function outputs(result: Result): readonly ToolOutput[] {
  const outputs: ToolOutput[] = [
    { label: 'Particles', text: String(result.particleCount) },
    { label: 'Narrowest passage', text: narrowestText(result) },
  ];
  // Only once the plan has a door: the defaults' results stay the spec's two.
  if (result.openings.some((opening) => opening.kind === 'door')) {
    outputs.push({ label: 'Door swings', text: result.swings.length > 0 ? `${result.swings.map(swingBlockText).join('; ')}` : 'clear' });
  }
  return outputs;
}

/** 'Sofa and Table', 'Sofa and the top wall'. */
export const gapSides = (gap: Gap): string => gap.between.map((side) => (side.endsWith('wall') ? `the ${side}` : side)).join(' and ');

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'The room is yours: Room width and Room depth (2–30 m, in m or ft) set the plan, drawn to fit the screen at its own aspect. ' +
    'Furniture comes from a catalogue of common pieces with real sizes (a 3-seat sofa 2.10 × 0.90 m, a double bed 1.40 × 2.00 m, a dining chair ' +
    '0.45 × 0.50 m …) or is a custom box of your own size; Add item puts it in the first free place on a 20 cm grid (else where it overlaps least), ' +
    'Rotate turns it a quarter about its centre, and every piece stays wholly inside the room. ' +
    'Passages: the clear width from each item to each wall (square to the wall), where no other piece stands across the whole stretch between them, ' +
    'and between each pair of pieces that face each other (across their facing edges) or sit corner to corner, with no third piece filling the gap: ' +
    'so in a row of chairs only neighbours pair. Each is marked wide enough when it is at least ' +
    `${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m, the accessible route width (36 in) of the 2010 ADA Standards §403.5.1 and similar codes, ` +
    `too narrow below that, and closed under ${formatNumber(MIN_PASSAGE_M, 2)} m, where the two stand together (a chair at its table, a bedside table by the bed) and no one walks between them; ` +
    'pieces that overlap are listed and outlined, and so is a piece larger than the room, which stands against the left or top wall and runs through the wall opposite. Narrowest passage is the narrowest open one (none in an empty room). ' +
    `Up to ${PASSAGES_LISTED_IN_FULL} passages, the table and the prompt list each; on a fuller plan they list those narrower than ${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m one by one ` +
    'and count the wide ones (the table shows them on request). ' +
    'Doors and windows sit on the walls (a door leaf 0.7–1.0 m, a position along the wall from its left or top end, kept on its wall when the room shrinks). ' +
    'Door swing: a door opens a quarter turn into the room about its hinge, so it sweeps a quarter disc whose radius is the leaf’s width; a piece whose footprint ' +
    'overlaps that quarter disc by more than a touch (its nearest point to the hinge closer than the leaf’s width, within the quarter) is in the swing, and the door is ' +
    'flagged (‘Door 1 swing blocked by Sofa’), its arc drawn warm and the piece outlined. ' +
    `The flow: ${FLOW_PARTICLES} particles come in through the room's entries and head for the nearest point of the nearest exit. ` +
    'With no door, the entry is the whole left wall and the exit the whole right wall. With one door, particles come in at the door and leave across the whole wall ' +
    'opposite it, as if the room went on beyond it, then come in at the door again. With two or more doors, each particle comes in at one door and heads for and leaves by ' +
    'the nearest other door, never the one it came in by (it bounces off that one). Windows carry no one. Each frame a particle steers towards its cruising speed in that direction plus a sideways push around any item ahead, ' +
    'gets a little random jitter, and its velocity is capped at ' +
    `${formatNumber(MAX_SPEED_X_PX, 1)} px across and ${formatNumber(MAX_SPEED_Y_PX, 1)} px up or down per frame ` +
    `(${formatNumber(planMetres(MAX_SPEED_X_PX) * 60, 2)} and ${formatNumber(planMetres(MAX_SPEED_Y_PX) * 60, 2)} m/s at 60 frames a second). ` +
    'A particle that ends a frame inside an item is pushed out through the item’s nearest free edge; one that leaves through an exit re-enters at a free point of an entry. ' +
    'Widest route = the width of the widest route from the left wall to the right wall between the furniture and the walls.',
  units:
    `The plan is drawn at ${scaleStatement(PLAN_SCALE)} (1 px = ${CM_PER_PX} cm; see the scale bar): the default ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} px is an ` +
    `${formatNumber(planMetres(CANVAS_WIDTH_PX), 1)} × ${formatNumber(planMetres(CANVAS_HEIGHT_PX), 1)} m room, and a room of another size is drawn at the same scale, then fitted to the screen. ` +
    'Room sizes, catalogue sizes and passage widths in m (or the room in ft); ' +
    'the X and Y fields are the items’ top-left corners in px from the left and top walls; the particles’ speed caps are in px per frame (1/60 s), because the flow moves each particle across the drawing once a frame (in m/s above).',
  assumptions:
    `Sofa ${formatNumber(planMetres(DEFAULT_SOFA.w), 2)} × ${formatNumber(planMetres(DEFAULT_SOFA.h), 2)} m, ` +
    `table ${formatNumber(planMetres(DEFAULT_TABLE.w), 2)} × ${formatNumber(planMetres(DEFAULT_TABLE.h), 2)} m by default; at most ${MAX_ITEMS} pieces; items stay wholly inside the room. ` +
    'Catalogue sizes are typical of European and North American ranges; check the real piece. ' +
    `The flow is illustrative, not a crowd model. Besides the ${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m check, gaps under ` +
    `${formatNumber(TIGHT_GAP_CM / 100, 2)} m are too tight to walk through and main routes want ${formatNumber(COMFORT_GAP_CM / 100, 2)} m or more.`,
};

/** 'a' or 'an' before a word. */
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * The prompt's passage list: each passage, or, on a plan of many pieces, each one narrower than
 * 0.915 m and a line for the rest, how many and how wide.
 */
function passageLines(list: readonly Passage[]): string[] {
  if (list.length === 0) return ['- none: the room is empty'];
  const { listed, wide } = splitPassages(list);
  const lines = listed.map((p) => `- ${passageName(p)}: ${metres(p.widthM)}, ${passageVerdict(p)}`);
  if (wide.length > 0) {
    const widths = wide.map((p) => p.widthM);
    const range = `${metres(Math.min(...widths))} to ${metres(Math.max(...widths))}`;
    lines.push(`- ${listed.length > 0 ? countOf(wide.length, 'other passage is', 'other passages are') : `all ${wide.length} passages are`} wide enough (${range})`);
  }
  return lines;
}

/** A prompt describing the room, every piece, its widest route and its passages against 0.915 m (on a large plan, the narrow ones one by one), in metres. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const m = (px: number): string => metres(planMetres(px));
  const at = (item: PlacedItem): string => {
    const size = unturnedSize({ ...item, d: item.h, h: item.heightM });
    const name = inProse(item.label);
    return (
      `${article(name)} ${name} (${m(size.w)} × ${m(size.d)}) with its top-left corner ${m(item.x)} from the left wall and ${m(item.y)} from the top wall, ` +
      `${metres(item.heightM)} high${item.rot === 0 ? '' : `, turned ${item.rot}°`}`
    );
  };
  const { mainPath, overlaps } = result.clearance;
  const narrow = result.passages.filter((p) => passageVerdict(p) === 'too narrow');
  const count = result.items.length;
  const lines = [
    'Act as an interior designer reviewing circulation in a living space.',
    `The room is ${m(result.widthPx)} wide and ${m(result.heightPx)} deep` +
      ` (${inputs.units === 'ft' ? `${formatLength(result.room.w, 'ft', 2)} × ${formatLength(result.room.d, 'ft', 2)}; ` : ''}plan view, measured from the top-left corner). ` +
      flowSentence(result),
    ...(count === 0 ? ['Furniture: none yet.'] : [`Furniture (${countOf(count, 'piece')}; sizes are width × depth as in the catalogue):`, ...result.items.map((item) => `- ${at(item)}`)]),
    '',
    `Passages, clear width against ${formatLength(ACCESSIBLE_ROUTE_M, 'm', 3)} (the accessible route width of the ADA and similar codes):`,
    ...passageLines(result.passages),
    ...(count === 0
      ? []
      : [
          result.narrowest
            ? `Narrowest passage: ${metres(result.narrowest.widthM)} between ${gapSides({ between: result.narrowest.between, gapPx: result.narrowest.widthPx })}.`
            : NO_OPEN_PASSAGE,
        ]),
    `Widest clear route across the room: ${m(mainPath.gapPx)}, limited by the gap between ${gapSides(mainPath)}.`,
  ];
  if (overlaps.length > 0) lines.push(`Overlapping items: ${overlaps.map(([a, b]) => `${a} and ${b}`).join(', ')}.`);
  if (result.tooLarge.length > 0) {
    lines.push(`${tooLargeText(result, inputs.units)} Suggest a smaller ${result.tooLarge.length === 1 ? 'piece, or where it fits turned' : 'piece for each, or where they fit turned'}.`);
  }
  if (result.openings.length > 0) {
    lines.push(`Doors and windows: ${result.openings.map((_, index) => openingText(result.openings, index, inputs.units)).join('; ')}.`);
    if (result.openings.some((opening) => opening.kind === 'door')) {
      lines.push(result.swings.length > 0 ? `${result.swings.map(swingBlockText).join('. ')}: the door cannot open fully; move the furniture out of its swing.` : 'Every door swings clear of the furniture.');
    }
  }
  lines.push(
    '',
    `Suggest a furniture arrangement that keeps the main route and every passage people must use at least ${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m wide` +
      (narrow.length > 0 ? ` (today ${countOf(narrow.length, 'passage is', 'passages are')} too narrow)` : '') +
      ', removes pinch points, keeps conversation areas out of the through-route, and say where each piece should move (in metres) and why.',
  );
  return lines.join('\n');
}
