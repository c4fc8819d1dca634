import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import { Group, Layer, Rect, Shape } from '../../scene2d/konva';
import { clamp } from '../../../engine/math/clamp';
import { formatNumber, formatTrimmed } from '../../../engine/math/format';
import { leastCoveredCorner, overlapArea, type Box } from '../../../engine/math/labels';
import { textWidth } from '../../scene2d/textWidth';
import { scaleBar, scaleStatement, type ScaleBar } from '../../../engine/math/planScale';
import {
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  PLAN_SCALE,
  clampZonePosition,
  compute,
  planMetres,
  zonesOnOpening,
  moveZone,
  resizeZone,
  planOfInputs,
  type Inputs,
  type PlanSize,
  type Result,
  type Zone,
  type ZoneId,
} from '../../../engine/tools/zoning-mapper';
import { LABEL_PAD, LINE_HEIGHT, placePlanLabels, WALL_WIDTH, tagText, zoneLabelLines, type PlanFonts } from '../../../engine/tools/zoning-mapper/labels';
import { zoneLink } from '../../../engine/tools/zoning-mapper/link';
import { DragHandle } from '../../scene2d/DragHandle';
import { KonvaScaleBar, konvaScaleBarPlate } from '../../scene2d/KonvaScaleBar';
import { legibleCanvasSize } from '../../ui/legible';
import { scaleBarPlate } from '../../ui/ScaleBar';
import { palette as colour } from '../../ui/palette';
import { FULL_SCALE_MIN_VIEWPORT_PX, SceneStage, fitScale } from '../../scene2d/SceneStage';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import { SceneToolbar } from '../shell/SceneToolbar';
import type { ToolVisualProps } from '../defineTool';
import { AdjacencyMatrix } from './AdjacencyMatrix';
import { privacyFill, privacyText } from './privacyColour';
import { SIZE_HANDLE_PX, SizeHandle } from './SizeHandle';
import { useZoneChange } from './useZoneChange';
import * as css from './ZoningScene.css';
import { PlanFile } from '../shell/PlanFile';
import { formatLength, fromMetres, lengthUnit, type LengthUnit } from '../../../engine/math/units';
import type { Plan } from '../../../engine/plan/types';
import { feetAside } from '../../../engine/plan/room';

/** The grid: 1 m. */
const GRID = PLAN_SCALE.unitsPerMetre;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The box a room of any size is fitted to: today's plan at scale 1. */
const FIT = { width: CANVAS_WIDTH_PX, height: CANVAS_HEIGHT_PX };

/**
 * The fit box on this screen: on a phone, no taller than what the picture's stuck box (45 % of
 * the screen, less the hint above the plan) leaves it, so a deep room stays in view while the
 * inputs below it are edited. A room of the default proportions is narrower-bound there anyway.
 */
function useFitBox(): { width: number; height: number } {
  const [box, setBox] = useState(FIT);
  useEffect(() => {
    const measure = () => {
      const height = window.innerWidth >= FULL_SCALE_MIN_VIEWPORT_PX ? FIT.height : Math.max(160, Math.min(FIT.height, Math.round(window.innerHeight * 0.45 - 100)));
      setBox((current) => (current.height === height ? current : { width: FIT.width, height }));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return box;
}

/** A zone's size in the room's units, one decimal: '4.0 × 3.0 m' ('13.1 × 9.8 ft'). */
export function zoneSizeText(zone: Pick<Zone, 'w' | 'h'>, units: LengthUnit): string {
  const side = (px: number) => formatNumber(fromMetres(planMetres(px), units), 1);
  return `${side(zone.w)} × ${side(zone.h)} ${units}`;
}

/** A zone's place and size, for its handle's description: 'at 1.00 m from the left wall, 1.00 m from the top wall; 4.0 × 3.0 m'. */
export function zonePlaceText(zone: Pick<Zone, 'x' | 'y' | 'w' | 'h'>, units: LengthUnit): string {
  return `at ${formatLength(planMetres(zone.x), units)} from the left wall, ${formatLength(planMetres(zone.y), units)} from the top wall; ${zoneSizeText(zone, units)}`;
}

/** The 1 m grid over the whole plan, in one path. */
function drawGrid(context: Konva.Context, plan: PlanSize, unit: number): void {
  context.beginPath();
  for (let x = GRID; x < plan.width - 1e-6; x += GRID) {
    context.moveTo(x, 0);
    context.lineTo(x, plan.height);
  }
  for (let y = GRID; y < plan.height - 1e-6; y += GRID) {
    context.moveTo(0, y);
    context.lineTo(plan.width, y);
  }
  context.strokeStyle = colour.grid;
  context.lineWidth = unit;
  context.stroke();
}

/** Shows the grab cursor over a zone (the stage's container exists only in the browser). */
const setCursor = (event: Konva.KonvaEventObject<MouseEvent>, cursor: string) => {
  const container = event.target.getStage()?.container();
  if (container) container.style.cursor = cursor;
};

const conflictNames = (result: Result) => new Set(result.conflicts.map((pair) => pair.name));

/**
 * The adjacency lines of a result, centre to centre, drawn under the zones so only the gaps
 * between them show: heavier and darker the more adjacent, dashed in the warm colour for a conflict.
 */
function drawLinks(context: Konva.Context, result: Result, unit: number): void {
  const conflicts = conflictNames(result);
  context.lineCap = 'round';
  for (const pair of result.pairs) {
    const share = pair.adjacencyPct / 100;
    const { from, to } = zoneLink(pair.a, pair.b);
    const conflict = conflicts.has(pair.name);
    const width = (1 + 5 * share) * unit;
    context.setLineDash(conflict ? [10 * unit, 6 * unit] : []);
    // A paper casing lifts the line off the grid and where lines cross.
    context.globalAlpha = 1;
    context.strokeStyle = colour.bg;
    context.lineWidth = width + 3 * unit;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    context.globalAlpha = 0.3 + 0.7 * share;
    context.strokeStyle = conflict ? colour.warm : colour.text;
    context.lineWidth = width;
    context.stroke();
  }
  context.setLineDash([]);
  context.globalAlpha = 1;
}

/**
 * The plan's scale bar (2 m on the default plan), about 130 CSS px long at any room size, in m or
 * ft; shorter on a narrow plan, so that it and its end label (`fontSize`) keep inside the plan.
 */
const planBar = (unit: number, units: Inputs['units'], plan: PlanSize, fontSize: number): ScaleBar =>
  scaleBar(PLAN_SCALE, Math.min(130 * unit, plan.width - scaleBarPlate(0, fontSize, unit).width), lengthUnit(units));

/** A leader from a label set away from its zone to the zone's nearest edge, ending in a dot on it. */
function drawLeader(context: Konva.Context, box: Box, zone: Box, unit: number): void {
  const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const onZone = { x: clamp(centre.x, zone.x, zone.x + zone.w), y: clamp(centre.y, zone.y, zone.y + zone.h) };
  const onBox = { x: clamp(onZone.x, box.x, box.x + box.w), y: clamp(onZone.y, box.y, box.y + box.h) };
  context.beginPath();
  context.moveTo(onBox.x, onBox.y);
  context.lineTo(onZone.x, onZone.y);
  context.strokeStyle = colour.text;
  context.lineWidth = unit;
  context.stroke();
  context.beginPath();
  context.arc(onZone.x, onZone.y, 2.5 * unit, 0, Math.PI * 2);
  context.fillStyle = colour.text;
  context.fill();
}

/**
 * Every label of a result, placed so none overlaps another or the scale bar and all stay on the
 * plan (engine/tools/zoning-mapper/labels.ts): each zone's name, area and privacy, on a plate of
 * the zone's colour where it sits outside its zone, and each pair's adjacency on a tag on its line
 * (warm for a conflict).
 */
function drawLabels(context: Konva.Context, result: Result, fonts: PlanFonts, taken: readonly Box[]): void {
  const unit = fonts.unit ?? 1;
  const font = (size: number, bold: boolean) => `${bold ? '600 ' : ''}${size}px ${FONT}`;
  const labels = placePlanLabels(
    result,
    fonts,
    (text, size, bold) => textWidth(font(size, bold), text),
    taken,
  );
  context.textAlign = 'left';
  context.textBaseline = 'top';
  for (const zone of result.zones) {
    const box = labels.zones.get(zone.id);
    if (!box) continue;
    const inside = box.x >= zone.x && box.y >= zone.y && box.x + box.w <= zone.x + zone.w && box.y + box.h <= zone.y + zone.h;
    const clear = result.zones.every((other) => other.id === zone.id || overlapArea(box, other) === 0);
    // Past its zone's edge, the label carries its zone's colour with it. Set away from its zone (or
    // over another), it is a plain plate edged in its zone's colour, with a leader to the zone, so
    // that it reads as a tag and never as a zone of its own.
    let away = false;
    if (!inside || !clear) {
      const centreX = box.x + box.w / 2;
      const centreY = box.y + box.h / 2;
      away = centreX < zone.x || centreX > zone.x + zone.w || centreY < zone.y || centreY > zone.y + zone.h || !clear;
      if (away) drawLeader(context, box, zone, unit);
      context.beginPath();
      context.roundRect(box.x, box.y, box.w, box.h, 4 * unit);
      context.fillStyle = away ? colour.bg : privacyFill(zone.privacy);
      context.fill();
      if (away) {
        context.strokeStyle = privacyFill(zone.privacy);
        context.lineWidth = 2 * unit;
        context.stroke();
      }
    }
    const [, area, privacy] = zoneLabelLines(zone);
    const name = labels.names.get(zone.id) ?? zone.label;
    context.fillStyle = away ? colour.text : privacyText(zone.privacy);
    const pad = LABEL_PAD * unit;
    let y = box.y + pad;
    context.font = font(fonts.name, true);
    context.fillText(name, box.x + pad, y);
    if (labels.compact.has(zone.id)) continue;
    y += fonts.name * LINE_HEIGHT;
    context.font = font(fonts.small, false);
    context.fillText(area, box.x + pad, y);
    y += fonts.small * LINE_HEIGHT;
    context.fillText(privacy, box.x + pad, y);
  }
  const conflicts = conflictNames(result);
  context.font = font(fonts.small, true);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const pair of result.pairs) {
    const box = labels.tags.get(pair.name);
    if (!box) continue;
    const conflict = conflicts.has(pair.name);
    context.beginPath();
    context.roundRect(box.x, box.y, box.w, box.h, box.h / 2);
    context.fillStyle = conflict ? colour.warm : colour.bg;
    context.fill();
    context.strokeStyle = conflict ? colour.warm : colour.text;
    context.lineWidth = unit;
    context.stroke();
    context.fillStyle = conflict ? colour.bg : colour.text;
    context.fillText(tagText(pair.adjacencyPct), box.x + box.w / 2, box.y + box.h / 2 + 0.5 * unit);
  }
}

/**
 * The plan: the room at 40 px = 1 m, fitted to the tool's 560 × 360 box at any size, its zones
 * coloured by privacy, which drag with a pointer (wholly inside the room) or move with the arrow
 * keys, and resize by their corner handle (pointer or arrow keys), with the adjacency lines
 * between them. While a zone drags, the lines and tags redraw from the engine on the canvas;
 * React hears of it at the end.
 */
export function ZoningScene({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const dragging = useRef<ZoneId | null>(null);
  // What the lines and tags draw: the committed result, or the live one while a zone drags.
  const live = useRef<Result>(result);
  if (dragging.current === null) live.current = result;
  const links = useRef<Konva.Shape>(null);
  const box = useRef<HTMLDivElement>(null);
  const { plan, room } = result;
  // The stage's own scale (SceneStage measures it, Present mode included), for label sizes.
  const [scale, setScale] = useState(1);
  // Canvas units per CSS px of the fitted plan: lines, paddings and text look the same in any room.
  const fit = useFitBox();
  const unit = 1 / fitScale(plan.width, plan.height, fit);
  // At least 11 CSS px on a phone, where the plan shows at about 0.6 of its size.
  const fonts: PlanFonts = { name: legibleCanvasSize(14 * unit, scale), small: legibleCanvasSize(12 * unit, scale), unit };
  const bar = planBar(unit, inputs.units, plan, fonts.small);
  // The scale bar on its plate, in the plan's corner least covered by zones.
  const barPlate = konvaScaleBarPlate(bar, fonts.small, unit);
  const barBox = leastCoveredCorner(result.zones, barPlate.width, barPlate.height, plan.width, plan.height);
  const tags = useRef<Konva.Shape>(null);
  // The corner handles (DOM, over the canvas) keep their corners clear of labels.
  const handle = SIZE_HANDLE_PX / (scale > 0 ? scale : 1);
  const handleBoxes: Box[] = result.zones.map((zone) => ({ x: zone.x + zone.w - handle, y: zone.y + zone.h - handle, w: handle, h: handle }));

  const change = useZoneChange(inputs, update);
  const place = (id: ZoneId, x: number, y: number) => change((current) => moveZone(current, id, Math.round(x), Math.round(y)));
  // Download plan, Open plan, Download DXF: the room and the zones, m, and the furniture and openings a plan brought (kept for
  // the other tools). An opened plan sets the room, the furniture and the openings and, when it holds two zones or more, the
  // zones; a plan without zones (from flow-pattern or vr-walkthrough) keeps these, fitted into its room (the default
  // zones, untouched, laid out for it: zonesOnOpening).
  const planOfFile: Plan = planOfInputs(inputs);
  // The room comes in the current units; a file saved in other units switches to them (the room converted, as Units does).
  const openPlan = (opened: Plan, displayUnits?: LengthUnit) => {
    const units = lengthUnit(inputs.units);
    update({
      roomWidth: fromMetres(opened.room.w, units),
      roomDepth: fromMetres(opened.room.d, units),
      items: opened.items,
      openings: opened.openings,
      zones: zonesOnOpening(inputs, opened.room, opened.zones),
      ...(displayUnits && { units: displayUnits }),
    });
  };
  const conflictCount = result.conflicts.length;
  // The handles' descriptions follow the room's units.
  const roomUnit = lengthUnit(inputs.units);
  const metres = (value: number) => formatTrimmed(value, 1);

  return (
    <div ref={box} className={css.wrap} data-conflicts={conflictCount}>
      <SceneToolbar>
        {/* Short, so on a phone the plan and the first row of its legend show in the picture's stuck box (the legend says what the lines mean). */}
        Drag a zone or its corner, or focus them and use the arrow keys (Shift ×10).
      </SceneToolbar>
      <SceneStage
        onScale={setScale}
        width={plan.width}
        height={plan.height}
        fit={fit}
        label={`Zoning plan, ${metres(room.w)} by ${metres(room.d)} metres${feetAside(room, roomUnit, true)} at ${scaleStatement(PLAN_SCALE)}, of ${result.zones.map((zone) => zone.label).join(', ')}, with adjacency lines between their centres` +
          (conflictCount > 0 ? ` and ${conflictCount} privacy ${conflictCount === 1 ? 'conflict' : 'conflicts'}` : '')}
        overlay={(scale) =>
          result.zones.flatMap((zone) => [
            <DragHandle
              key={zone.id}
              label={zone.label}
              x={zone.x}
              y={zone.y}
              width={zone.w}
              height={zone.h}
              scale={scale}
              description={zonePlaceText(zone, roomUnit)}
              onMove={(dx, dy) => place(zone.id, zone.x + dx, zone.y + dy)}
            />,
            <SizeHandle
              key={`${zone.id}-size`}
              zone={zone}
              scale={scale}
              description={zoneSizeText(zone, roomUnit)}
              onResize={(w, h) => change((current) => resizeZone(current, zone.id, w, h, true))}
            />,
          ])
        }
      >
        <Layer listening={false}>
          <Rect width={plan.width} height={plan.height} fill={colour.bg} />
          <Shape sceneFunc={(context) => drawGrid(context, plan, unit)} />
        </Layer>
        <Layer listening={false}>
          <Shape ref={links} sceneFunc={(context) => drawLinks(context, live.current, unit)} />
        </Layer>
        <Layer>
          {result.zones.map((zone) => (
            <Group
              key={zone.id}
              x={zone.x}
              y={zone.y}
              draggable
              dragBoundFunc={function (this: Konva.Node, position) {
                // Absolute (scaled) position in, the same out, the zone kept wholly inside the plan like the inputs.
                const stageScale = this.getStage()?.scaleX() ?? 1;
                const clamped = clampZonePosition(position.x / stageScale, position.y / stageScale, zone.w, zone.h, plan);
                return { x: clamped.x * stageScale, y: clamped.y * stageScale };
              }}
              onMouseEnter={(event) => setCursor(event, 'grab')}
              onMouseLeave={(event) => setCursor(event, '')}
              onDragStart={(event) => {
                dragging.current = zone.id;
                event.target.moveToTop();
              }}
              onDragMove={(event) => {
                live.current = compute(moveZone(inputs, zone.id, event.target.x(), event.target.y()));
                links.current?.getLayer()?.batchDraw();
                tags.current?.getLayer()?.batchDraw();
              }}
              onDragEnd={(event) => {
                dragging.current = null;
                place(zone.id, event.target.x(), event.target.y());
              }}
            >
              <Rect width={zone.w} height={zone.h} fill={privacyFill(zone.privacy)} stroke={colour.accent} strokeWidth={1.5 * unit} cornerRadius={6 * unit} />
            </Group>
          ))}
        </Layer>
        <Layer listening={false}>
          <KonvaScaleBar bar={bar} x={barBox.x + barPlate.barX} y={barBox.y + barPlate.barY} fontSize={fonts.small} unit={unit} backing />
          <Shape ref={tags} sceneFunc={(context) => drawLabels(context, live.current, fonts, [barBox, ...handleBoxes])} />
          <Rect width={plan.width} height={plan.height} stroke={colour.text} strokeWidth={WALL_WIDTH * unit} />
        </Layer>
      </SceneStage>
      <Legend label="Legend">
        <li className={`${d.legendItem} ${css.scale}`}>
          Public
          <span className={css.scaleBar} aria-hidden="true" />
          Private
        </li>
        <LegendItem symbol={<line x1={1} x2={19} y1={6} y2={6} className={css.keyAdjacency} />}>Adjacency, heavier when closer</LegendItem>
        <LegendItem symbol={<line x1={1} x2={19} y1={6} y2={6} className={css.keyConflict} />}>Conflict: close, privacy gap ≥ 0.4</LegendItem>
        <LegendItem symbol={<path d="M1 4h18v4H1z" className={css.keyScale} />}>Scale {scaleStatement(PLAN_SCALE)}: grid 1 m, areas in m²</LegendItem>
      </Legend>
      <PlanFile plan={planOfFile} tool="zoning-mapper" displayUnits={roomUnit} onOpen={openPlan} dropTarget={box} linksFrom="zoning-mapper" />
      {result.zones.length > 4 && <AdjacencyMatrix result={result} />}
    </div>
  );
}
