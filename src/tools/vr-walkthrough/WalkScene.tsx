import { useMemo, useRef, useState } from 'react';
import type Konva from 'konva';
import { AnimatedLayer, Circle, Group, Label, Layer, Line, Rect, Shape, Tag, Text, Wedge } from '../../scene2d/konva';
import { formatNumber, withArticle } from '../../../engine/math/format';
import {
  UNITS_PER_M,
  addWaypoint,
  advanceWalk,
  clampWaypoint,
  closesLoop,
  cursorOf,
  furnitureSummary,
  openedPlan,
  planOfInputs,
  openingsSummary,
  pathSegments,
  planSize,
  pointAlongPath,
  roomText,
  roomWords,
  segmentLabels,
  unitsToMetres,
  type Inputs,
  type Result,
  type SegmentLabel,
} from '../../../engine/tools/vr-walkthrough';
import { scaleBar } from '../../../engine/math/planScale';
import { openingLabel } from '../../../engine/plan/openings';
import type { DxfExtras } from '../../../engine/plan/dxf';
import type { Plan } from '../../../engine/plan/types';
import { lengthUnit, type LengthUnit } from '../../../engine/math/units';
import { arrowDelta } from '../../scene2d/DragHandle';
import { KonvaScaleBar } from '../../scene2d/KonvaScaleBar';
import { legibleCanvasSize, MIN_TEXT_PX } from '../../ui/legible';
import { useFrame, useInView, usePlayback } from '../../scene2d/hooks';
import { palette as colour } from '../../ui/palette';
import { SceneStage, fitScale } from '../../scene2d/SceneStage';
import type { ToolVisualProps } from '../defineTool';
import { Legend, LegendItem } from '../shell/Legend';
import { PlanFile } from '../shell/PlanFile';
import { SceneToolbar } from '../shell/SceneToolbar';
import * as css from './WalkScene.css';
import { WalkPreview } from './WalkPreview';
import { furnitureLabels, paintFurniture, paintGrid, paintWalls, stripBar } from './planPaint';
import { feetAside } from '../../../engine/plan/room';

/** A strip under the plan for the scale bar, CSS px at full size; a click there lands on the plan's bottom edge. */
const STRIP = 40;
/** The box a room's plan fills at full size, keeping its aspect (the default 14 × 8 m room's 560 × 320 units at scale 1), and the strip under it. */
const PLAN_FIT = { width: 560, height: 320 } as const;
const SCENE_FIT = { width: PLAN_FIT.width, height: PLAN_FIT.height + STRIP } as const;
const DOT_RADIUS = 10;
/** The marker's box, CSS px, centred on its point. */
const MARKER_PX = 28;

/**
 * The plan of the walkthrough (the room at 40 units = 1 m, 560 × 320 units for the default
 * 14 × 8 m room, fitted to the same box whatever the room; a 1 m grid): the walls with their doors
 * and windows, the furniture, the path through the numbered waypoints with each segment's length
 * (a waypoint inside a piece of furniture in the warm tone), the closing segment (dashed) with
 * Loop path on, and a walker with its field of view moving along the path at the chosen speed.
 * A click or tap on the plan adds a waypoint; the + marker (focus it, arrow keys, Enter) adds one
 * from the keyboard. The walker moves on the canvas directly, frame by frame, without React.
 */
export function WalkScene({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const points = inputs.waypoints;
  const loop = inputs.loop;
  const cursor = cursorOf(inputs);
  const closed = closesLoop(points, loop);
  const { room, items, openings } = result;
  const { w: roomW, d: roomD } = room;
  const plan = planSize(room);
  // The strip is STRIP CSS px at the plan's full-size scale, so the scene fills SCENE_FIT as the plan fills PLAN_FIT.
  const fullScale = fitScale(plan.width, plan.height, PLAN_FIT);
  const sceneHeight = plan.height + STRIP / fullScale;
  const blocked = new Map(result.blocked.map((b) => [b.index, b.name]));
  const swingFlagged = new Set(result.doorsBlocked.keys());

  // The walker's distance along the path, plan units: frame-loop state, never React state.
  const distance = useRef(0);
  const walker = useRef<Konva.Group | null>(null);
  const walkerBody = useRef<Konva.Group | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // The plan's frame: a plan file dropped on it opens.
  const planFrame = useRef<HTMLDivElement>(null);
  // The stage's own scale (SceneStage measures it, Present mode included), for label sizes.
  const [scale, setScale] = useState(1);
  // Drawing sizes (text, dots, lines, the walker) stay the same on screen whatever the room's fit,
  // as on flow-pattern's plan: k plan units per CSS px at full size (0.5 for a small room drawn 2×).
  const k = 1 / fullScale;
  // A waypoint's number at least 11 CSS px (on a phone the plan shows at about half its size), in a
  // dot that grows with it so the number stays inside.
  const dotFont = legibleCanvasSize(11 * k, scale);
  const dot = { fontSize: dotFont, radius: Math.max(DOT_RADIUS * k, dotFont * 0.85) };
  // Each segment's length beside it, clear of the numbered dots and of each other (and where it can, of the path);
  // placed again only when the walk or the labels' size changes (not as the + marker moves).
  // The furniture's names, as large as the dots' numbers where they fit, else smaller down to the
  // smallest legible size (a wardrobe in a small room's plan); measured on a canvas, so in the browser only (the plan is drawn there).
  const nameLabels = useMemo(
    () => (typeof document === 'undefined' ? [] : furnitureLabels(items, dotFont, MIN_TEXT_PX / scale)),
    [items, dotFont, scale],
  );
  const lengthLabels = useMemo(
    () =>
      segmentLabels(pathSegments(points, loop), points, {
        fontSize: dot.fontSize,
        dotRadius: dot.radius,
        plan: planSize({ w: roomW, d: roomD }),
        keepOff: nameLabels.map((label) => label.box),
      }),
    [points, loop, dot.fontSize, dot.radius, roomW, roomD, nameLabels],
  );
  const inView = useInView(box);
  const playback = usePlayback();

  const placeWalker = () => {
    const node = walker.current;
    if (!node) return;
    const at = pointAlongPath(points, loop, distance.current);
    node.visible(at !== null);
    if (at) {
      node.setAttrs({ x: at.x, y: at.y, rotation: (at.headingRad * 180) / Math.PI });
      // Standing still on a waypoint (at the start, paused or under reduced motion), the walker shows
      // by its view alone: its body would hide the waypoint's number under it.
      const onDot = !playback.playing && points.some((point) => Math.hypot(point.x - at.x, point.y - at.y) < dot.radius);
      walkerBody.current?.visible(!onDot);
    }
    node.getLayer()?.batchDraw();
  };

  useFrame((dtSeconds) => {
    distance.current = advanceWalk(distance.current, dtSeconds, inputs.speedMps, points, loop);
    placeWalker();
  }, playback.playing && inView);

  const add = (x: number, y: number) => update({ waypoints: addWaypoint(points, x, y, room) });
  // The shared scale bar in the strip under the plan: about 100 CSS px at full size (2 m by default), in the room's unit.
  // The strip is STRIP CSS px at full size, and so are the bar's thickness, gaps and labels (a small room's plan is drawn larger; they are not).
  const bar = scaleBar({ unitsPerMetre: UNITS_PER_M }, 100 / fullScale, lengthUnit(inputs.units));
  const strip = stripBar(STRIP, scale / fullScale);

  // The walk in metres, for the plan file and the DXF.
  const walkMetres = useMemo(() => points.map((p) => ({ x: unitsToMetres(p.x), y: unitsToMetres(p.y) })), [points]);
  // The plan as a file (m): the room, its furniture, its doors and windows, the zones kept from
  // another tool, and the walk (its waypoints and Loop path). Opening one replaces them in one
  // change (one step to undo); a file without a walk keeps the visitor's, in the room, or lays the
  // default one out around the furniture (openedPlan).
  const planOfFile: Plan = { room, items: [...items], openings: [...openings], zones: planOfInputs(inputs).zones, walk: { waypoints: walkMetres, loop } };
  // The room comes in the current units; a file saved in other units switches to them (the room converted, as Units does).
  const openPlan = (opened: Plan, displayUnits?: LengthUnit) => update({ ...openedPlan(inputs, opened), ...(displayUnits && { units: displayUnits }) });
  // Download DXF draws the walk too: the path through the numbered waypoints.
  const dxfExtras = useMemo<DxfExtras>(() => ({ route: { points: walkMetres, closed } }), [walkMetres, closed]);

  const furniture = furnitureSummary(items);
  const doors = openingsSummary(openings);
  const contents = [furniture, doors].filter(Boolean).join(' and ');
  const flagged = result.blocked.map((b) => `waypoint ${b.index + 1} inside ${b.name}`).join(', ');
  const swings = [...result.doorsBlocked].map(([door, conflict]) => `${openingLabel(openings, door)} swing blocked by ${conflict.names.join(', ')}`).join('; ');
  const label =
    `Plan of ${roomWords(room)}${feetAside(room, inputs.units, true)} with a 1 metre grid${contents ? `, ${contents}` : ''}${swings ? ` (${swings})` : ''}` +
    (points.length === 0
      ? ' and no waypoints yet'
      : `: ${withArticle(formatNumber(result.lengthRounded, 1))} m path through ${points.length} ` +
        `${points.length === 1 ? 'waypoint' : 'waypoints'}${closed ? ', looping back to the start' : ''}, walked by a moving dot` +
        (flagged ? `; ${flagged}` : ''));

  return (
    <div ref={box} className={css.wrap}>
      <SceneToolbar playback={playback}>
        Click the plan to add a waypoint. Keyboard: focus the + marker, move it with the arrow keys (Shift moves 10), press Enter.
      </SceneToolbar>
      <div ref={planFrame} className={css.planFrame}>
        <SceneStage
          onScale={setScale}
          width={plan.width}
          height={sceneHeight}
          fit={SCENE_FIT}
          label={label}
          overlay={(scale) => (
            <button
              type="button"
              className={css.marker}
              aria-label="New waypoint marker"
              aria-roledescription="movable marker"
              aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Enter"
              title="Arrow keys move the marker (Shift moves 10); Enter adds a waypoint there"
              // Computed at run time, and rendered only in the browser (after hydration).
              style={{ left: cursor.x * scale - MARKER_PX / 2, top: cursor.y * scale - MARKER_PX / 2, width: MARKER_PX, height: MARKER_PX }}
              onKeyDown={(event) => {
                const delta = arrowDelta(event);
                if (!delta) return;
                event.preventDefault();
                update({ cursor: clampWaypoint(cursor.x + delta.dx, cursor.y + delta.dy, room) });
              }}
              onClick={() => add(cursor.x, cursor.y)}
            />
          )}
        >
          <Layer>
            <Rect
              width={plan.width}
              height={sceneHeight}
              fill={colour.bg}
              onPointerClick={(event) => {
                const stage = event.target.getStage();
                const pointer = stage?.getPointerPosition();
                if (!stage || !pointer) return;
                const scale = stage.scaleX() || 1;
                add(pointer.x / scale, pointer.y / scale);
              }}
              onMouseEnter={(event) => {
                const container = event.target.getStage()?.container();
                if (container) container.style.cursor = 'crosshair';
              }}
              onMouseLeave={(event) => {
                const container = event.target.getStage()?.container();
                if (container) container.style.cursor = '';
              }}
            />
            <Shape
              listening={false}
              sceneFunc={(context) => {
                paintGrid(context, plan.width, plan.height);
                paintFurniture(context, items, nameLabels);
                paintWalls(context, room, openings, swingFlagged);
              }}
            />
            <KonvaScaleBar bar={bar} x={20 / fullScale} y={plan.height + strip.y / fullScale} fontSize={strip.fontSize / fullScale} unit={1 / fullScale} />
          </Layer>
          <Layer listening={false}>
            {points.length > 1 && (
              <Line
                points={points.flatMap((point) => [point.x, point.y])}
                stroke={colour.accent}
                strokeWidth={2 * k}
                lineJoin="round"
                lineCap="round"
              />
            )}
            {closed && (
              <Line
                points={[points[points.length - 1]!.x, points[points.length - 1]!.y, points[0]!.x, points[0]!.y]}
                stroke={colour.accent}
                strokeWidth={2 * k}
                dash={[8 * k, 6 * k]}
              />
            )}
            {lengthLabels.map((label) => (
              <SegmentLength key={label.index} label={label} fontSize={dot.fontSize} k={k} />
            ))}
            {points.map((point, index) => (
              <Group key={index} x={point.x} y={point.y}>
                {blocked.has(index) && <Circle radius={dot.radius + 4 * k} stroke={colour.warm} strokeWidth={3 * k} dash={[4 * k, 3 * k]} />}
                <Circle
                  radius={dot.radius}
                  fill={blocked.has(index) ? colour.warm : index === 0 ? colour.text : colour.accent}
                  stroke={colour.bg}
                  strokeWidth={2 * k}
                />
                <Text
                  x={-dot.radius}
                  y={-dot.radius}
                  width={dot.radius * 2}
                  height={dot.radius * 2}
                  align="center"
                  verticalAlign="middle"
                  text={String(index + 1)}
                  fontSize={dot.fontSize}
                  fontStyle="bold"
                  fill={colour.bg}
                />
              </Group>
            ))}
          </Layer>
          <AnimatedLayer listening={false}>
            <Group
              // Placed on mount and after every change of the path, also while the walk is paused.
              ref={(node) => {
                walker.current = node;
                placeWalker();
              }}
              visible={false}
              scaleX={k}
              scaleY={k}
            >
              <Wedge radius={48} angle={70} rotation={-35} fill={colour.warm} opacity={0.16} />
              <Group ref={walkerBody}>
                <Circle radius={7} fill={colour.warm} stroke={colour.bg} strokeWidth={2} />
                <Line points={[0, 0, 12, 0]} stroke={colour.bg} strokeWidth={2} lineCap="round" />
              </Group>
            </Group>
          </AnimatedLayer>
        </SceneStage>
      </div>
      <Legend>
        <LegendItem swatch={css.keyStart}>Start</LegendItem>
        <LegendItem swatch={css.keyWaypoint}>Waypoint</LegendItem>
        <LegendItem swatch={css.keyWalker}>Walker and view</LegendItem>
        <LegendItem swatch={css.keyLoop}>Loop back</LegendItem>
        {result.blocked.length > 0 && <LegendItem swatch={css.keyBlocked}>Waypoint inside furniture</LegendItem>}
        {items.length > 0 && <LegendItem swatch={css.keyFurniture}>Furniture</LegendItem>}
        {openings.some((o) => o.kind === 'door') && <LegendItem swatch={css.keyDoor}>Door and its swing</LegendItem>}
        {swingFlagged.size > 0 && <LegendItem swatch={css.keySwingBlocked}>Furniture in a door’s swing</LegendItem>}
        {openings.some((o) => o.kind === 'window') && <LegendItem swatch={css.keyWindow}>Window</LegendItem>}
        <LegendItem swatch={css.keyGrid}>
          Grid 1 m, plan {roomText(room)}
          {feetAside(room, inputs.units)}
        </LegendItem>
      </Legend>
      <PlanFile plan={planOfFile} tool="vr-walkthrough" displayUnits={inputs.units} onOpen={openPlan} dropTarget={planFrame} dxfExtras={dxfExtras} linksFrom="vr-walkthrough" />
      <WalkPreview inputs={inputs} result={result} />
    </div>
  );
}

interface SegmentLengthProps {
  label: SegmentLabel;
  /** The label's size, canvas units (11 at full size, more where the plan is drawn smaller). */
  fontSize: number;
  /** Plan units per CSS px at full size: its outline and corners stay the same on screen. */
  k: number;
}

/** A segment's length in metres, in the place segmentLabels found for it (beside the segment, clear of the dots and the other labels). */
function SegmentLength({ label, fontSize, k }: SegmentLengthProps) {
  const { box, text } = label;
  return (
    <Label x={box.x} y={box.y}>
      <Tag fill={colour.bg} stroke={colour.borderStrong} strokeWidth={k} cornerRadius={3 * k} />
      <Text text={text} width={box.w} height={box.h} align="center" verticalAlign="middle" fontSize={fontSize} fill={colour.text} />
    </Label>
  );
}
