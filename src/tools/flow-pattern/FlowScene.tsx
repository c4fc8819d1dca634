import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type Konva from 'konva';
import { AnimatedLayer, Layer, Rect, Shape, Text, withoutAutoDraw } from '../../scene2d/konva';
import { countOf, formatNumber, roundTo, withArticle } from '../../../engine/math/format';
import { centredAt, leastCoveredCorner, placeLabels, type Box } from '../../../engine/math/labels';
import { scaleBar, scaleStatement } from '../../../engine/math/planScale';
import {
  ACCESSIBLE_ROUTE_M,
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  PLAN_SCALE,
  PX_PER_M,
  clampItem,
  createFlow,
  inputsFromPlan,
  metres,
  moveItem,
  narrowestText,
  passageName,
  passageVerdict,
  passages,
  planMetres,
  removeItem,
  rotateItem,
  splitPassages,
  stepFlow,
  swingBlockText,
  tooLargeText,
  turnedItem,
  type FlowParams,
  type FlowState,
  type Inputs,
  type Passage,
  type PlacedItem,
  type Result,
} from '../../../engine/tools/flow-pattern';
import { DragHandle, handleBox } from '../../scene2d/DragHandle';
import { useLatest } from '../../ui/useLatest';
import { drawOpenings } from '../../scene2d/planOpenings';
import { KonvaScaleBar, konvaScaleBarPlate } from '../../scene2d/KonvaScaleBar';
import { legibleCanvasSize } from '../../ui/legible';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './FlowScene.css';
import { useFrame, useInView, usePlayback } from '../../scene2d/hooks';
import { frameLoop } from '../../../engine/loop/frameLoop';
import { after } from '../../../engine/loop/timers';
import { palette as colour } from '../../ui/palette';
import { SceneStage, fitScale } from '../../scene2d/SceneStage';
import { textWidth } from '../../scene2d/textWidth';
import { fillParticleDots } from '../../scene2d/particleDots';
import type { ToolVisualProps } from '../defineTool';
import { SceneToolbar } from '../shell/SceneToolbar';
import { presentOmits } from '../shell/present/present.css';
import { PlanFile } from '../shell/PlanFile';
import { useLagged } from '../shell/Lagging';
import { inOutWordBoxes } from './inOutWords';
import type { DxfPassage } from '../../../engine/plan/dxf';
import type { Opening, Plan, Room } from '../../../engine/plan/types';
import { lengthUnit, type LengthUnit } from '../../../engine/math/units';
import { feetAside } from '../../../engine/plan/room';

const GRID = 40;
/** The accessible route's clear width as the page writes it: '0.915 m'. */
const ROUTE_WIDTH = `${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m`;
/** A change shown at once (a key's move or turn, a selection) settles at the key's or pointer's release, or this long (ms) after it at the latest. */
const SETTLE_AFTER_MS = 400;
/** A move not in the result this long (ms) after it was made is not coming (see `pending`). */
const PENDING_MS = 2000;
const PARTICLE_RADIUS = 2.2;
/** The box a room of any size is fitted to: the spec's 560 × 360 plan. */
const FIT = { width: CANVAS_WIDTH_PX, height: CANVAS_HEIGHT_PX };
const SEED = 20_260_521;

/** The grid over a `w` × `h` room, every 40 px (80 cm), as one path. */
function drawGrid(context: Konva.Context, w: number, h: number, k: number): void {
  context.beginPath();
  for (let x = GRID; x < w - 1e-6; x += GRID) {
    context.moveTo(x, 0);
    context.lineTo(x, h);
  }
  for (let y = GRID; y < h - 1e-6; y += GRID) {
    context.moveTo(0, y);
    context.lineTo(w, y);
  }
  context.strokeStyle = colour.grid;
  context.lineWidth = k;
  context.stroke();
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The default plan's scale bar may be 260 px long (5 m); another room's, the same share of its width. */
const BAR_SHARE = 260 / CANVAS_WIDTH_PX;
/** Most width labels drawn (the narrowest first); the table lists every passage. */
const MAX_LABELS = 30;
/** A dimension's label stays this close to its line's middle, or is left to the table. */
const LABEL_REACH = 36;

/**
 * Each open passage's dimension line (under the items; its label, over them, comes from drawPassageLabels), item to wall or item to item: ticked at both ends, warm and
 * heavier where it is under 0.915 m, with its width in m beside its middle where that fits without
 * overlapping another label, an item or the scale bar (engine/math/labels.ts). Drawn from the
 * items' live positions, so it follows a drag.
 */
function drawPassageLines(context: Konva.Context, list: readonly Passage[], k: number): void {
  context.lineCap = 'butt';
  // Two paths, the wide passages' and the narrow ones', each stroked once (a stroke per line made a
  // redraw of ~150 lines cost several times more; dashes restart with every line all the same).
  for (const narrow of [false, true]) {
    context.beginPath();
    for (const p of list) {
      if (p.wideEnough === narrow) continue;
      const dx = p.to.x - p.from.x;
      const dy = p.to.y - p.from.y;
      const length = Math.hypot(dx, dy) || 1;
      // Ticks square to the line at both ends.
      const nx = (-dy / length) * 5 * k;
      const ny = (dx / length) * 5 * k;
      context.moveTo(p.from.x, p.from.y);
      context.lineTo(p.to.x, p.to.y);
      context.moveTo(p.from.x - nx, p.from.y - ny);
      context.lineTo(p.from.x + nx, p.from.y + ny);
      context.moveTo(p.to.x - nx, p.to.y - ny);
      context.lineTo(p.to.x + nx, p.to.y + ny);
    }
    context.setLineDash(narrow ? [] : [5 * k, 4 * k]);
    context.strokeStyle = narrow ? colour.warm : colour.textMuted;
    context.lineWidth = (narrow ? 2.5 : 1.25) * k;
    context.stroke();
  }
  context.setLineDash([]);
}

/** A passage's width label and where it goes. */
interface PlacedLabel {
  /** The passage's two sides ('Sofa', 'left wall'). */
  between: readonly [string, string];
  text: string;
  narrow: boolean;
  box: Box;
}

/**
 * Where the passages' widths go beside their lines, over the items (see drawPassageLines): the
 * narrowest first, so the ones that matter keep their places; a label that finds no place near its
 * line is left to the table.
 */
function placePassageLabels(list: readonly Passage[], items: readonly PlacedItem[], fontSize: number, taken: readonly Box[], drawingW: number, drawingH: number, k: number): PlacedLabel[] {
  const font = `600 ${fontSize}px ${FONT}`;
  const sorted = [...list].sort((a, b) => a.widthPx - b.widthPx).slice(0, MAX_LABELS);
  const h = fontSize + 6 * k;
  // A label further than this from its line's middle would not read as its line's: it is left to the table.
  const reach = LABEL_REACH * Math.max(k, fontSize / 12);
  const avoid = items.map((item) => ({ x: item.x, y: item.y, w: item.w, h: item.h }));
  const requests = sorted.map((p, index) => {
    const w = textWidth(font, metres(p.widthM)) + 10 * k;
    const mid = { x: (p.from.x + p.to.x) / 2, y: (p.from.y + p.to.y) / 2 };
    const vertical = Math.abs(p.to.y - p.from.y) > Math.abs(p.to.x - p.from.x);
    const side = vertical ? [{ x: mid.x + w / 2 + 6 * k, y: mid.y }, { x: mid.x - w / 2 - 6 * k, y: mid.y }] : [{ x: mid.x, y: mid.y - h / 2 - 4 * k }, { x: mid.x, y: mid.y + h / 2 + 4 * k }];
    return { id: String(index), w, h, anchor: mid, candidates: [mid, ...side].map((at) => centredAt(at, w, h)), avoid, reach };
  });
  // The free places near a line are searched on a grid as fine as the labels are large.
  const boxes = placeLabels(requests, drawingW, drawingH, taken, 2, 4 * Math.max(k, fontSize / 12));
  const placed: PlacedLabel[] = [];
  sorted.forEach((p, index) => {
    const box = boxes.get(String(index));
    const request = requests[index]!;
    if (!box || Math.hypot(box.x + box.w / 2 - request.anchor.x, box.y + box.h / 2 - request.anchor.y) > reach) return;
    placed.push({ between: p.between, text: metres(p.widthM), narrow: !p.wideEnough, box });
  });
  return placed;
}

/** The placed width labels (placePassageLabels). */
function drawPassageLabels(context: Konva.Context, placed: readonly PlacedLabel[], fontSize: number, k: number): void {
  context.font = `600 ${fontSize}px ${FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // The plates in two fills (the narrow passages' warm, the others' plain), then their texts.
  for (const narrow of [false, true]) {
    context.beginPath();
    for (const label of placed) if (label.narrow === narrow) context.roundRect(label.box.x, label.box.y, label.box.w, label.box.h, 3 * k);
    context.fillStyle = narrow ? colour.warm : colour.bg;
    context.fill();
    context.fillStyle = narrow ? colour.bg : colour.text;
    for (const { text, box } of placed.filter((label) => label.narrow === narrow)) context.fillText(text, box.x + box.w / 2, box.y + box.h / 2 + 0.5);
  }
}

/** A short form of a label for a small piece: its words' initials and its number ('Dining chair 2' → 'DC2'). */
const initials = (label: string): string =>
  label
    .split(' ')
    .map((word) => (/^\d+$/.test(word) ? word : (word[0] ?? '').toUpperCase()))
    .join('');

/** An item's name on the plan: the label if it fits inside, else its initials if they fit, else none (the list and its handle name it). */
function itemLabelText(label: string, w: number, h: number, fontSize: number, k: number): string | null {
  const font = `700 ${fontSize}px ${FONT}`;
  const room = w - 4 * k;
  if (h < fontSize) return null;
  if (textWidth(font, label) <= room) return label;
  const short = initials(label);
  return textWidth(font, short) <= room ? short : null;
}

/** The boxes of the pieces' names as drawItemNames draws them: the passage labels leave them readable. */
function itemNameBoxes(items: readonly PlacedItem[], fontSize: number, k: number): Box[] {
  const font = `700 ${fontSize}px ${FONT}`;
  return items.flatMap((item) => {
    const text = itemLabelText(item.label, item.w, item.h, fontSize, k);
    if (text === null) return [];
    const w = textWidth(font, text);
    return [{ ...centredAt({ x: item.x + item.w / 2, y: item.y + item.h / 2 }, w, fontSize), w, h: fontSize }];
  });
}

/** Every piece's name (itemLabelText) in its middle, in one font. */
function drawItemNames(context: Konva.Context, items: readonly PlacedItem[], fontSize: number, k: number): void {
  context.font = `700 ${fontSize}px ${FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = colour.text;
  for (const item of items) {
    const text = itemLabelText(item.label, item.w, item.h, fontSize, k);
    if (text !== null) context.fillText(text, item.x + item.w / 2, item.y + item.h / 2 + 0.5);
  }
}

/** 'Dining chair 2, 1.20 m from the left wall, 2.40 m from the top wall' (and 'turned 90°'): a handle's name. */
export const itemPlace = (item: PlacedItem): string =>
  `${item.label}, ${metres(planMetres(item.x))} from the left wall, ${metres(planMetres(item.y))} from the top wall${item.rot === 0 ? '' : `, turned ${item.rot}°`}`;

/**
 * The designer's room in plan: 80 particles stream from the entries to the exits around the
 * furniture; each piece drags with a pointer (mouse, pen or finger), selects with a click, and
 * moves with the arrow keys, turns with R and goes with Delete on its focused handle.
 * Particles and dragging redraw on the canvas directly; React hears of a move when it ends.
 */
export function FlowScene({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const { widthPx: W, heightPx: H } = result;
  const dragging = useRef<string | null>(null);
  // What the particles and the passages follow: the committed positions, except the item being
  // dragged, whose live position the drag writes here on every move.
  const items = useRef<PlacedItem[]>([]);
  const flow = useRef<FlowState | null>(null);
  const particles = useRef<Konva.Shape>(null);
  const box = useRef<HTMLDivElement>(null);
  // The plan's frame: a plan file dropped on it opens.
  const planFrame = useRef<HTMLDivElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const pieceNodes = useRef(new Map<string, Konva.Rect>());
  // A redraw of the plan's picture asked for the next frame (showLive), or null.
  const sceneDraw = useRef<(() => void) | null>(null);
  // Changes waiting for a key's or the pointer's release (settleAfterRelease), and how to stop waiting.
  const releaseSettles = useRef<(() => void)[]>([]);
  const stopReleaseSettle = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      sceneDraw.current?.();
      stopReleaseSettle.current?.();
    },
    [],
  );
  const focusNext = useRef<string | null>(null);
  // The passages drawn: measured by the lines' shape when the pieces have moved since (not on
  // every redraw of the layer: a selection's outline redraws it too), read by the labels' shape.
  const drawn = useRef<Passage[]>([]);
  const drawnFor = useRef('');
  // Their width labels' places, likewise found again only when the passages or the text size changed.
  const labels = useRef<PlacedLabel[]>([]);
  const labelsFor = useRef('');
  // The passages and labels of the pieces at rest: while one piece is dragged, only its own
  // passages are measured and labelled again on each move (the others' stay as they were until
  // the drop, which measures everything): a move then costs a fortieth of a full measure.
  const rest = useRef<{ passages: Passage[]; labels: PlacedLabel[] }>({ passages: [], labels: [] });
  // The result's passages (the engine measured them for the committed positions), and the layout they are for.
  const atRest = useRef<{ layout: string; passages: readonly Passage[] }>({ layout: '', passages: [] });
  // Moves the screen shows and the result does not have yet (a drop, a key, settling in a
  // transition): where the piece is (as the inputs will have it: whole px, inside the room), and
  // when it moved. A result with the piece there has the move; one without it (an earlier move of a
  // burst) does not, unless the move is long gone (PENDING_MS: it can no longer be coming).
  const pending = useRef(new Map<string, { x: number; y: number; w: number; h: number; since: number }>());
  // The piece the keys moved, until its move lands in the result: its passages are measured live, as a dragged piece's.
  const nudging = useRef<string | null>(null);
  // The piece shown selected before the result has it (a click or a focus, settling), and the
  // result then (any newer result has the selection, or a later change), or null.
  const shownSelection = useRef<{ id: string; before: Result } | null>(null);
  // The piece whose passages and labels follow it live (dragged, or moved by the keys), or null.
  const draggedPiece = (): PlacedItem | null => {
    const id = dragging.current ?? nudging.current;
    return id === null ? null : (items.current.find((item) => item.id === id) ?? null);
  };
  // The stage's own scale (SceneStage measures it, Present mode included), for label sizes.
  const [scale, setScale] = useState(1);
  // At least 11 CSS px on a phone.
  // Drawing sizes (text, lines, particles) stay the same on screen whatever the room's fit: k canvas units per default unit.
  const k = 1 / fitScale(W, H, FIT);
  const fontSize = legibleCanvasSize(12 * k, scale);
  const itemFont = legibleCanvasSize(13 * k, scale);
  const radius = PARTICLE_RADIUS * k;
  const bar = useMemo(() => scaleBar(PLAN_SCALE, W * BAR_SHARE, lengthUnit(inputs.units)), [W, inputs.units]);
  const plate = konvaScaleBarPlate(bar, fontSize, k);
  const barBox = useMemo(() => leastCoveredCorner(result.items, plate.width, plate.height, W, H), [result.items, plate.width, plate.height, W, H]);
  // The doors with furniture in their swing, and the pieces in a swing (outlined warm).
  const flaggedDoors = useMemo(() => new Set(result.swings.map((block) => block.door)), [result.swings]);
  // The pieces outlined warm by id besides the overlapping ones: in a door's swing, or larger than the room.
  const flagged = useMemo(() => new Set([...result.swings.flatMap((block) => block.ids), ...result.tooLarge]), [result.swings, result.tooLarge]);
  const doorCount = result.openings.filter((opening) => opening.kind === 'door').length;
  const windowCount = result.openings.length - doorCount;
  // The in and out words (none with doors, or in a room too shallow for them), which the width labels keep clear of.
  const words = useMemo(() => inOutWordBoxes(W, H, fontSize, k, doorCount), [W, H, fontSize, k, doorCount]);
  // What a step reads: the live items, and the doors as the ways in and out (none: the default left-to-right flow).
  const step = useRef<FlowParams>({ items: [] });
  // After each commit, before the plan is drawn (Konva draws in the next animation frame) or the
  // flow steps: what they read (refs, written outside render).
  useLayoutEffect(() => {
    let landed = false;
    items.current = result.items.map((item) => {
      if (dragging.current === item.id) return { ...item, ...pick(items.current.find((live) => live.id === item.id)) };
      const waiting = pending.current.get(item.id);
      const there = waiting && waiting.x === item.x && waiting.y === item.y && waiting.w === item.w && waiting.h === item.h;
      if (waiting && !there && performance.now() - waiting.since < PENDING_MS) return { ...item, x: waiting.x, y: waiting.y, w: waiting.w, h: waiting.h };
      if (waiting) {
        pending.current.delete(item.id);
        landed = true;
      }
      return { ...item };
    });
    for (const id of pending.current.keys()) if (!result.items.some((item) => item.id === id)) pending.current.delete(id);
    if (shownSelection.current !== null && shownSelection.current.before !== result) shownSelection.current = null;
    if (landed && pending.current.size === 0) {
      // Every move is in the result: all passages measured and labelled again.
      nudging.current = null;
      drawnFor.current = '';
      labelsFor.current = '';
    }
    if (!flow.current || flow.current.widthPx !== W || flow.current.heightPx !== H) {
      flow.current = createFlow({ seed: SEED, items: result.items, widthPx: W, heightPx: H });
    }
    atRest.current = { layout: layoutKey(W, H, result.items), passages: result.passages };
    step.current = { items: items.current, ...(result.doors ?? {}) };
  });
  const narrowCount = result.passages.filter((p) => passageVerdict(p) === 'too narrow').length;
  const overlapping = useMemo(() => new Set(result.clearance.overlaps.flat()), [result.clearance.overlaps]);
  const selectedId = result.selected?.id ?? null;
  const inView = useInView(box);
  const playback = usePlayback();

  useFrame((dtSeconds) => {
    if (!flow.current) return;
    stepFlow(flow.current, dtSeconds, step.current);
    particles.current?.getLayer()?.batchDraw();
  }, playback.playing && inView);

  // After Delete on a handle, the next piece's handle takes the focus (and so the selection).
  useEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    focusNext.current = null;
    handles.current.get(id)?.focus();
  });

  // A turn by R, already shown (showLive): the inputs follow in a settling change.
  const turn = (id: string) => {
    update(
      (current) => {
        const next = rotateItem(current, id);
        return { items: next.items, selected: next.selected };
      },
      { settle: true },
    );
  };
  // A piece on screen at `at` before the inputs have it (see `pending`).
  const holdAt = (id: string, at: { x: number; y: number; w: number; h: number }) => pending.current.set(id, { ...at, since: performance.now() });
  // A move to (x, y) the screen already shows (a drop, a key: held by holdAt), which the page
  // follows in a settling change.
  const move = (id: string, x: number, y: number) => {
    update(
      (current) => {
        const next = moveItem(current, id, Math.round(x), Math.round(y));
        return next === current ? {} : { items: next.items };
      },
      { settle: true },
    );
  };
  // A click or a focus selects at once: the outline and the handle's state change now, the rest of
  // the page (the list's selected piece, its buttons) in a settling change.
  const select = (id: string) => {
    const shown = shownSelection.current?.id ?? selectedId;
    if (id === shown) return;
    shownSelection.current = { id, before: result };
    for (const [other, on] of [[shown, false], [id, true]] as const) {
      if (other === null) continue;
      const item = result.items.find((piece) => piece.id === other);
      const rect = pieceNodes.current.get(other);
      if (item && rect) rect.setAttrs(pieceOutline(on, overlapping.has(item.label) || flagged.has(other), k));
      handles.current.get(other)?.setAttribute('aria-pressed', String(on));
    }
    pieceNodes.current.get(id)?.getLayer()?.batchDraw();
    settleAfterRelease(() => update({ selected: id }, { settle: true }));
  };
  const onKey = (item: PlacedItem, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      turnLive(item.id);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const index = result.items.findIndex((other) => other.id === item.id);
      focusNext.current = (result.items[index + 1] ?? result.items[index - 1])?.id ?? null;
      const next = removeItem(inputs, item.id);
      update({ items: next.items, selected: next.selected });
    }
  };

  /** Shows a piece at `at` (a key's move or turn) before the result has it: on the canvas, its handle, its passages. */
  const showLive = (live: PlacedItem, at: { x: number; y: number; w: number; h: number }) => {
    const turned = at.w !== live.w || at.h !== live.h;
    Object.assign(live, { x: at.x, y: at.y, w: at.w, h: at.h });
    nudging.current = live.id;
    holdAt(live.id, at);
    const node = pieceNodes.current.get(live.id);
    const layer = node?.getLayer();
    if (node && layer) {
      withoutAutoDraw(() => {
        node.position({ x: at.x, y: at.y });
        if (turned) node.size({ width: at.w, height: at.h });
      });
      // The picture only, in the next frame: the pointer's map of the pieces (Konva's hit canvas)
      // follows when the inputs settle, a moment later.
      if (!sceneDraw.current) {
        const stop = frameLoop.subscribe(() => {
          stop();
          sceneDraw.current = null;
          layer.drawScene();
        });
        sceneDraw.current = stop;
      }
    }
    const handle = handles.current.get(live.id);
    if (handle) Object.assign(handle.style, handleBox(at.x, at.y, at.w, at.h, scale));
  };

  // A key, a click or a focus answers at once on the plan (the piece, its handle, its own passages,
  // its outline); the inputs follow in a settling change once the key or the pointer is released
  // (a held key's repeats, a click's press and a drag settle together), or SETTLE_AFTER_MS after
  // the first at the latest.
  const settleAfterRelease = (run: () => void) => {
    releaseSettles.current.push(run);
    if (releaseSettles.current.length > 1) return;
    const flush = () => {
      stop();
      const runs = releaseSettles.current;
      releaseSettles.current = [];
      for (const one of runs) one();
    };
    const cancel = after(SETTLE_AFTER_MS, flush);
    const stop = () => {
      window.removeEventListener('keyup', flush, true);
      window.removeEventListener('pointerup', flush, true);
      window.removeEventListener('pointercancel', flush, true);
      cancel();
      stopReleaseSettle.current = null;
    };
    window.addEventListener('keyup', flush, true);
    window.addEventListener('pointerup', flush, true);
    window.addEventListener('pointercancel', flush, true);
    stopReleaseSettle.current = stop;
  };
  const nudgeLive = (id: string, dx: number, dy: number) => {
    const live = items.current.find((other) => other.id === id);
    if (!live || dragging.current !== null) return;
    const at = clampItem({ x: Math.round(live.x + dx), y: Math.round(live.y + dy), w: live.w, h: live.h }, W, H);
    if (at.x === live.x && at.y === live.y) return;
    showLive(live, at);
    settleAfterRelease(() => move(id, at.x, at.y));
  };
  const turnLive = (id: string) => {
    const live = items.current.find((other) => other.id === id);
    if (!live || dragging.current !== null) return;
    // As rotateItem turns it.
    showLive(live, turnedItem({ x: live.x, y: live.y, w: live.w, h: live.h }, W, H));
    settleAfterRelease(() => turn(id));
  };

  // What the pieces on the plan and their keyboard handles do: the same functions at every render
  // (so a piece re-renders only when it changes), acting on the latest inputs.
  // A drop: the piece held where the drag left it (as the inputs will have it: whole px, inside the room) until they have it.
  const drop = (id: string, x: number, y: number) => {
    const live = items.current.find((item) => item.id === id);
    if (live) holdAt(id, clampItem({ x: Math.round(x), y: Math.round(y), w: live.w, h: live.h }, W, H));
    move(id, x, y);
  };
  const latest = useLatest({ drop, select, onKey, nudgeLive, turnLive, items: result.items });
  const pieceActions = useMemo<PieceActions>(
    () => ({
      select: (id) => latest.current.select(id),
      nudge: (id, dx, dy) => latest.current.nudgeLive(id, dx, dy),
      turn: (id) => latest.current.turnLive(id),
      key: (id, event) => {
        const item = latest.current.items.find((other) => other.id === id);
        if (item) latest.current.onKey(item, event);
      },
      dragStart: (id) => {
        dragging.current = id;
      },
      dragMove: (id, x, y) => {
        const live = items.current.find((other) => other.id === id);
        if (live) Object.assign(live, { x, y });
      },
      dragEnd: (id, x, y) => {
        dragging.current = null;
        // The drop measures every passage again (a drag measured only the dragged piece's).
        drawnFor.current = '';
        labelsFor.current = '';
        latest.current.drop(id, x, y);
      },
      handle: (id, element) => {
        if (element) handles.current.set(id, element);
        else handles.current.delete(id);
      },
      node: (id, node) => {
        if (node) pieceNodes.current.set(id, node);
        else pieceNodes.current.delete(id);
      },
    }),
    [latest],
  );

  // Download plan, Open plan, Download DXF: the plan in metres, the passages with their widths.
  const dxfExtras = useMemo(
    () => ({
      passages: result.passages
        .filter((p) => p.open)
        .map(
          (p): DxfPassage => ({
            from: { x: p.from.x / PX_PER_M, y: p.from.y / PX_PER_M },
            to: { x: p.to.x / PX_PER_M, y: p.to.y / PX_PER_M },
            text: metres(p.widthM),
            narrow: !p.wideEnough,
          }),
        ),
    }),
    [result.passages],
  );
  // An opened plan replaces the room, the furniture, the doors and windows and the zones kept for the other tools in one change (one undo step).
  // The room comes in the current units; a file saved in other units switches to them (the room converted, as Units does).
  const openPlan = (opened: Plan, displayUnits?: LengthUnit) => {
    const next = inputsFromPlan(opened, inputs);
    update({ roomWidth: next.roomWidth, roomDepth: next.roomDepth, items: next.items, openings: next.openings, zones: next.zones, selected: null, ...(displayUnits && { units: displayUnits }) });
  };

  const count = result.items.length;
  // The drawing, rebuilt only when what it shows changes: a render of the scene for anything else
  // (a status line, a copied link) must not redraw the plan (react-konva redraws a layer whenever a
  // shape's props change, and a new sceneFunc is a change), so a still plan asks for no frames.
  const stage = useMemo(
    () => (
          <SceneStage
            onScale={setScale}
            width={W}
            height={H}
            fit={FIT}
            label={
              `Plan of ${withArticle(String(roundTo(result.room.w, 2)))} by ${roundTo(result.room.d, 2)} metre room${feetAside(result.room, inputs.units, true)} at ${scaleStatement(PLAN_SCALE)} with ` +
              `${countOf(count, 'piece')} of furniture and ${result.particleCount} moving particles flowing around them; ` +
              (count === 0 ? 'no passage, the room being empty' : `narrowest passage ${narrowestText(result)}, ${narrowCount} of ${result.passages.length} passages under ${ROUTE_WIDTH}`) +
              (result.clearance.overlaps.length > 0 ? `; ${countOf(result.clearance.overlaps.length, 'overlapping pair')}` : '') +
              (result.tooLarge.length > 0 ? `; ${countOf(result.tooLarge.length, 'piece')} larger than the room` : '') +
              (result.openings.length > 0 ? `; ${countOf(doorCount, 'door')} and ${countOf(windowCount, 'window')}` : '') +
              (result.swings.length > 0 ? `; ${result.swings.map(swingBlockText).join('; ')}` : '')
            }
            overlay={(stageScale) =>
              result.items.map((item) => (
                <PieceHandle
                  key={item.id}
                  id={item.id}
                  place={itemPlace(item)}
                  x={item.x}
                  y={item.y}
                  w={item.w}
                  h={item.h}
                  scale={stageScale}
                  pressed={item.id === selectedId}
                  actions={pieceActions}
                />
              ))
            }
          >
            <RoomLayer W={W} H={H} k={k} fontSize={fontSize} room={result.room} openings={result.openings} flagged={flaggedDoors} words={words} />
            <AnimatedLayer listening={false}>
              <Shape
                ref={particles}
                sceneFunc={(context) => {
                  if (flow.current) fillParticleDots(context, flow.current, radius, colour.particle);
                }}
              />
            </AnimatedLayer>
            <Layer>
              <Shape
                listening={false}
                sceneFunc={(context) => {
                  const layout = layoutKey(W, H, items.current);
                  if (layout !== drawnFor.current) {
                    drawnFor.current = layout;
                    const piece = draggedPiece();
                    if (piece !== null) {
                      const label = piece.label;
                      const mine = passages(items.current, W, H, items.current.indexOf(piece)).filter((p) => p.open);
                      drawn.current = [...rest.current.passages.filter((p) => !p.between.includes(label)), ...mine];
                    } else {
                      // At rest the pieces are where the result has them: its passages are these.
                      drawn.current = (atRest.current.layout === layout ? atRest.current.passages : passages(items.current, W, H)).filter((p) => p.open);
                      rest.current.passages = drawn.current;
                    }
                  }
                  drawPassageLines(context, drawn.current, k);
                }}
              />
              {result.items.map((item) => (
                <PieceNode
                  key={item.id}
                  id={item.id}
                  x={item.x}
                  y={item.y}
                  w={item.w}
                  h={item.h}
                  roomW={W}
                  roomH={H}
                  selected={item.id === selectedId}
                  warm={overlapping.has(item.label) || flagged.has(item.id)}
                  k={k}
                  actions={pieceActions}
                />
              ))}
              {/* The pieces' names, in one shape over them all, where the pieces are (also while one moves). */}
              <Shape listening={false} sceneFunc={(context) => drawItemNames(context, items.current, itemFont, k)} />
              <Shape
                listening={false}
                sceneFunc={(context) => {
                  // The scale bar, the in and out words and the pieces' names stay clear of the widths.
                  const taken = [barBox, ...words, ...itemNameBoxes(items.current, itemFont, k)];
                  const key = `${drawnFor.current} ${fontSize} ${k} ${taken.map((b) => `${b.x} ${b.y} ${b.w} ${b.h}`).join(' ')}`;
                  if (key !== labelsFor.current) {
                    labelsFor.current = key;
                    const label = draggedPiece()?.label ?? null;
                    if (label !== null) {
                      const kept = rest.current.labels.filter((placed) => !placed.between.includes(label));
                      const mine = drawn.current.filter((p) => p.between.includes(label));
                      labels.current = [...kept, ...placePassageLabels(mine, items.current, fontSize, [...taken, ...kept.map((placed) => placed.box)], W, H, k)];
                    } else {
                      labels.current = placePassageLabels(drawn.current, items.current, fontSize, taken, W, H, k);
                      rest.current.labels = labels.current;
                    }
                  }
                  drawPassageLabels(context, labels.current, fontSize, k);
                }}
              />
              <KonvaScaleBar bar={bar} x={barBox.x + plate.barX} y={barBox.y + plate.barY} fontSize={fontSize} unit={k} backing />
            </Layer>
          </SceneStage>
    ),
    [result, W, H, k, fontSize, itemFont, radius, bar, barBox, plate.barX, plate.barY, words, flaggedDoors, overlapping, flagged, selectedId, count, narrowCount, doorCount, windowCount, pieceActions, inputs.units],
  );
  return (
    <div ref={box} className={css.wrap} data-narrow-passages={narrowCount} data-overlaps={result.clearance.overlaps.length}>
      <SceneToolbar playback={playback}>
        Drag a piece, or focus one and use the arrow keys (Shift moves 10 px = 20 cm); R turns it, Delete removes it.
      </SceneToolbar>
      <div ref={planFrame} className={css.planFrame}>
        {stage}
      </div>
      <PlanFile plan={result.plan} tool="flow-pattern" displayUnits={inputs.units} onOpen={openPlan} dropTarget={planFrame} dxfExtras={dxfExtras} />
      <Legend label="Legend">
        <LegendItem symbol={<path d="M1 3v6M1 6h18M19 3v6" className={css.keyWide} strokeDasharray="4 3" />}>Passage at least {ROUTE_WIDTH} wide</LegendItem>
        <LegendItem symbol={<path d="M1 3v6M1 6h18M19 3v6" className={css.keyNarrow} />}>Passage too narrow</LegendItem>
        <LegendItem symbol={<path d="M1 2h18v8H1z" className={css.keyNarrow} />}>{result.tooLarge.length > 0 ? 'Overlapping, or larger than the room' : 'Overlapping pieces'}</LegendItem>
        <LegendItem symbol={<path d="M1 2h18v8H1z" className={css.keyWide} strokeDasharray="4 2" />}>Selected piece</LegendItem>
        {doorCount > 0 && <LegendItem symbol={<path d="M2 11V2M2 2a9 9 0 0 1 9 9" className={css.keyWide} strokeDasharray="3 2" />}>Door and its swing</LegendItem>}
        {result.swings.length > 0 && (
          <LegendItem symbol={<path d="M2 11V2M2 2a9 9 0 0 1 9 9" className={css.keyNarrow} />}>Door swing blocked (the piece outlined)</LegendItem>
        )}
        {windowCount > 0 && <LegendItem symbol={<path d="M1 5h18M1 8h18" className={css.keyWide} />}>Window</LegendItem>}
        <LegendItem symbol={<path d="M1 4h18v4H1z" className={css.keyWide} />}>Scale {scaleStatement(PLAN_SCALE)} (1 px = 2 cm)</LegendItem>
      </Legend>
      {result.clearance.overlaps.length > 0 && (
        <p className={`${css.overlapNote} ${presentOmits}`}>
          Overlapping: {result.clearance.overlaps.map(([a, b]) => `${a} and ${b}`).join('; ')}.
        </p>
      )}
      {result.tooLarge.length > 0 && <p className={`${css.overlapNote} ${presentOmits}`}>{tooLargeText(result, inputs.units)}</p>}
      {result.swings.length > 0 && (
        <p className={`${css.overlapNote} ${presentOmits}`} data-swing-blocked="">
          {result.swings.map(swingBlockText).join('; ')}: furniture in the swing.
        </p>
      )}
      <LaggingPassageTable passages={result.passages} />
    </div>
  );
}

interface RoomLayerProps {
  W: number;
  H: number;
  k: number;
  fontSize: number;
  room: Room;
  openings: readonly Opening[];
  /** The doors with furniture in their swing. */
  flagged: ReadonlySet<number>;
  /** Where 'in →' and '→ out' are written (inOutWordBoxes): none, or the two. */
  words: readonly Box[];
}

const sameOpenings = (a: readonly Opening[], b: readonly Opening[]) =>
  a.length === b.length && a.every((o, i) => { const p = b[i]!; return o.kind === p.kind && o.wall === p.wall && o.at === p.at && o.width === p.width && o.hinge === p.hinge; });
const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((value) => b.has(value));

/**
 * The room: floor, grid, walls, doors and windows, and the in and out words. Its layer is redrawn
 * only when one of these changes (a moved piece, a new passage or a selection leave it as it was):
 * the props are compared by value, as the result is computed afresh on every change.
 */
const RoomLayer = memo(
  function RoomLayer({ W, H, k, fontSize, room, openings, flagged, words }: RoomLayerProps) {
    const [inBox, outBox] = words;
    return (
      <Layer listening={false}>
        <Rect width={W} height={H} fill={colour.bg} />
        <Shape sceneFunc={(context) => drawGrid(context, W, H, k)} />
        <Rect width={W} height={H} stroke={colour.text} strokeWidth={4 * k} />
        {/* Doors and windows in one shape; the wall's stroke (4 units, centred on the room's edge) is what a door's gap covers. */}
        {openings.length > 0 && <Shape sceneFunc={(context) => drawOpenings(context, openings, room, PX_PER_M, { flagged, palette: colour, wallThickness: 4 * k })} />}
        {/* With doors the people come and go through them (drawn); without, in at the left wall and out at the right. */}
        {inBox && <Text x={inBox.x} y={inBox.y} width={inBox.w} text="in →" fontSize={fontSize} fill={colour.textMuted} />}
        {outBox && <Text x={outBox.x} y={outBox.y} width={outBox.w} align="right" text="→ out" fontSize={fontSize} fill={colour.textMuted} />}
      </Layer>
    );
  },
  (a, b) =>
    a.W === b.W && a.H === b.H && a.k === b.k && a.fontSize === b.fontSize && a.room.w === b.room.w && a.room.d === b.room.d &&
    a.words === b.words && sameOpenings(a.openings, b.openings) && sameSet(a.flagged, b.flagged),
);

/**
 * The passage table (a row each: ~200 with 40 pieces, the narrow ones listed and the rest behind a
 * disclosure) follows a change a moment later, in a render of its own (this component's alone, not the scene's).
 */
function LaggingPassageTable({ passages: list }: { passages: readonly Passage[] }) {
  return <PassageTable passages={useLagged(list)} />;
}

/**
 * Each passage with its clear width and verdict; re-rendered only when the passages change. On a
 * plan with many (splitPassages), the table lists those narrower than 0.915 m, and the wide ones
 * are a second table in a closed disclosure: what needs the designer's eye first, and a page
 * (and a layout) that does not grow by 200 rows.
 */
const PassageTable = memo(function PassageTable({ passages: list }: { passages: readonly Passage[] }) {
  const { listed, wide } = splitPassages(list);
  return (
    <>
      <table className={`${css.table} ${presentOmits}`}>
        <caption className={css.caption}>{wide.length > 0 ? `Passages narrower than ${ROUTE_WIDTH} (accessible route, ADA)` : `Passages: clear width against ${ROUTE_WIDTH} (accessible route, ADA)`}</caption>
        <PassageHead />
        <tbody>
          {listed.length > 0 ? (
            <PassageRows passages={listed} />
          ) : (
            <tr>
              <td colSpan={3} className={css.cell}>
                None: every passage is at least {ROUTE_WIDTH} wide.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {wide.length > 0 && (
        <details className={`${css.more} ${presentOmits}`}>
          <summary className={css.moreSummary}>{countOf(wide.length, 'passage', 'passages')} wide enough</summary>
          <table className={css.table}>
            <caption className={css.caption}>Passages at least {ROUTE_WIDTH} wide</caption>
            <PassageHead />
            <tbody>
              <PassageRows passages={wide} />
            </tbody>
          </table>
        </details>
      )}
    </>
  );
});

function PassageHead() {
  return (
    <thead>
      <tr>
        <th scope="col" className={css.cell}>Between</th>
        <th scope="col" className={css.numberHead}>Clear width</th>
        <th scope="col" className={css.cell}>Verdict</th>
      </tr>
    </thead>
  );
}

function PassageRows({ passages: list }: { passages: readonly Passage[] }) {
  return list.map((p) => {
    const verdict = passageVerdict(p);
    return (
      <tr key={passageName(p)}>
        <th scope="row" className={css.cell}>{passageName(p)}</th>
        <td className={css.number}>{metres(p.widthM)}</td>
        <td className={verdict === 'too narrow' ? `${css.cell} ${css.narrow}` : css.cell}>{verdict}</td>
      </tr>
    );
  });
}

/** What a piece on the plan and its keyboard handle do (FlowScene's, stable across renders). */
interface PieceActions {
  select(id: string): void;
  key(id: string, event: KeyboardEvent<HTMLButtonElement>): void;
  dragStart(id: string): void;
  dragMove(id: string, x: number, y: number): void;
  dragEnd(id: string, x: number, y: number): void;
  handle(id: string, element: HTMLButtonElement | null): void;
  /** Moves a piece by (dx, dy) px from where it is on screen (the keys). */
  nudge(id: string, dx: number, dy: number): void;
  /** Turns a piece a quarter turn where it is on screen (R). */
  turn(id: string): void;
  node(id: string, node: Konva.Rect | null): void;
}

interface PieceNodeProps {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  roomW: number;
  roomH: number;
  selected: boolean;
  /** Overlapping another piece, in a door's swing, or larger than the room. */
  warm: boolean;
  k: number;
  actions: PieceActions;
}

/** A piece's outline: warm when it overlaps, stands in a door's swing or is larger than the room; dashed and heavier when selected. */
const pieceOutline = (selected: boolean, warm: boolean, k: number) => ({
  stroke: warm ? colour.warm : selected ? colour.text : colour.accent,
  strokeWidth: (warm || selected ? 3 : 1.5) * k,
  dash: selected && !warm ? [6 * k, 3 * k] : undefined,
});

/**
 * A piece on the plan, dragged by a pointer (clamped wholly inside the room); the drag moves this
 * node alone, and the tool hears of it when it ends. Re-renders only when the piece changes.
 */
const PieceNode = memo(function PieceNode({ id, x, y, w, h, roomW, roomH, selected, warm, k, actions }: PieceNodeProps) {
  return (
    <Rect
      ref={(node) => actions.node(id, node)}
      x={x}
      y={y}
      width={w}
      height={h}
      fill={colour.accentSoft}
      {...pieceOutline(selected, warm, k)}
      cornerRadius={Math.min(4 * k, w / 4, h / 4)}
      draggable
      dragBoundFunc={function (this: Konva.Node, position) {
        // Absolute (scaled) position in, the same out, clamped wholly inside the room.
        const stageScale = this.getStage()?.scaleX() ?? 1;
        const clamped = clampItem({ x: position.x / stageScale, y: position.y / stageScale, w, h }, roomW, roomH);
        return { x: clamped.x * stageScale, y: clamped.y * stageScale };
      }}
      onMouseDown={() => actions.select(id)}
      onTouchStart={() => actions.select(id)}
      onDragStart={() => actions.dragStart(id)}
      onDragMove={(event) => actions.dragMove(id, event.target.x(), event.target.y())}
      onDragEnd={(event) => actions.dragEnd(id, event.target.x(), event.target.y())}
    />
  );
});

interface PieceHandleProps {
  id: string;
  /** Its name and place ('Sofa, 1.20 m from the left wall, …'). */
  place: string;
  x: number;
  y: number;
  w: number;
  h: number;
  scale: number;
  pressed: boolean;
  actions: PieceActions;
}

/** A piece's keyboard handle over the plan (arrows move it, R turns it, Delete removes it). Re-renders only when the piece changes. */
const PieceHandle = memo(function PieceHandle({ id, place, x, y, w, h, scale, pressed, actions }: PieceHandleProps) {
  return (
    <DragHandle
      ref={(element) => actions.handle(id, element)}
      label={place}
      x={x}
      y={y}
      width={w}
      height={h}
      scale={scale}
      pressed={pressed}
      keyShortcuts="R Delete"
      onFocus={() => actions.select(id)}
      onOtherKey={(event) => actions.key(id, event)}
      onMove={(dx, dy) => actions.nudge(id, dx, dy)}
    />
  );
});

/** Where every piece is in a W × H room, as a key (the passages depend on nothing else). */
const layoutKey = (w: number, h: number, list: readonly PlacedItem[]): string => `${w} ${h} ${list.map((item) => `${item.x} ${item.y} ${item.w} ${item.h}`).join(' ')}`;

/** A live item's position, if there is one. */
const pick = (live: PlacedItem | undefined): { x?: number; y?: number } => (live ? { x: live.x, y: live.y } : {});
