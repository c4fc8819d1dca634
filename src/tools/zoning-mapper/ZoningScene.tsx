import { useRef } from 'react';
import type Konva from 'konva';
import { Group, Layer, Line, Rect, Shape, Text } from '../../scene2d/konva';
import { formatNumber } from '../../../engine/math/format';
import {
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  clampZonePosition,
  compute,
  moveZone,
  type Inputs,
  type Result,
  type ZoneId,
} from '../../../engine/tools/zoning-mapper';
import { zoneLink } from '../../../engine/tools/zoning-mapper/link';
import { DragHandle } from '../../scene2d/DragHandle';
import { palette as colour } from '../../ui/palette';
import { SceneStage } from '../../scene2d/SceneStage';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import { SceneToolbar } from '../shell/SceneToolbar';
import type { ToolVisualProps } from '../defineTool';
import { privacyFill, privacyText } from './privacyColour';
import { useLabelBoost } from './useLabelBoost';
import * as css from './ZoningScene.css';

const GRID = 40;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const gridLines: number[][] = [
  ...Array.from({ length: CANVAS_WIDTH_PX / GRID - 1 }, (_, i) => [(i + 1) * GRID, 0, (i + 1) * GRID, CANVAS_HEIGHT_PX]),
  ...Array.from({ length: CANVAS_HEIGHT_PX / GRID - 1 }, (_, i) => [0, (i + 1) * GRID, CANVAS_WIDTH_PX, (i + 1) * GRID]),
];

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
function drawLinks(context: Konva.Context, result: Result): void {
  const conflicts = conflictNames(result);
  context.lineCap = 'round';
  for (const pair of result.pairs) {
    const share = pair.adjacencyPct / 100;
    const { from, to } = zoneLink(pair.a, pair.b);
    const conflict = conflicts.has(pair.name);
    const width = 1 + 5 * share;
    context.setLineDash(conflict ? [10, 6] : []);
    // A paper casing lifts the line off the grid and where lines cross.
    context.globalAlpha = 1;
    context.strokeStyle = colour.bg;
    context.lineWidth = width + 3;
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

/** Each pair's adjacency on a tag in the middle of the visible gap (warm for a conflict), over the zones. */
function drawTags(context: Konva.Context, result: Result, boost: number): void {
  const conflicts = conflictNames(result);
  const height = 18 * boost;
  context.font = `600 ${11 * boost}px ${FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const pair of result.pairs) {
    const { x, y } = zoneLink(pair.a, pair.b).labelAt;
    const conflict = conflicts.has(pair.name);
    const text = `${formatNumber(pair.adjacencyPct, 0)} %`;
    const tagWidth = context.measureText(text).width + 12;
    context.beginPath();
    context.roundRect(x - tagWidth / 2, y - height / 2, tagWidth, height, height / 2);
    context.fillStyle = conflict ? colour.warm : colour.bg;
    context.fill();
    context.strokeStyle = conflict ? colour.warm : colour.text;
    context.lineWidth = 1;
    context.stroke();
    context.fillStyle = conflict ? colour.bg : colour.text;
    context.fillText(text, x, y + 0.5);
  }
}

/**
 * The plan: four zones coloured by privacy, which drag with a pointer (corner clamped to the
 * canvas minus 40) or move with the arrow keys, with the adjacency lines between them. While a
 * zone drags, the lines and tags redraw from the engine on the canvas; React hears of it at the end.
 */
export function ZoningScene({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const dragging = useRef<ZoneId | null>(null);
  // What the lines and tags draw: the committed result, or the live one while a zone drags.
  const live = useRef<Result>(result);
  if (dragging.current === null) live.current = result;
  const links = useRef<Konva.Shape>(null);
  const box = useRef<HTMLDivElement>(null);
  const boost = useLabelBoost(box, CANVAS_WIDTH_PX);
  const tags = useRef<Konva.Shape>(null);

  const place = (id: ZoneId, x: number, y: number) => update({ [`${id}X`]: Math.round(x), [`${id}Y`]: Math.round(y) });
  const conflictCount = result.conflicts.length;

  return (
    <div ref={box} className={css.wrap} data-conflicts={conflictCount}>
      <SceneToolbar>
        Drag a zone, or focus it and use the arrow keys (Shift moves 10 px). Lines join the zones’ centres: the heavier, the closer.
      </SceneToolbar>
      <SceneStage
        width={CANVAS_WIDTH_PX}
        height={CANVAS_HEIGHT_PX}
        label={`Zoning plan of ${result.zones.map((zone) => zone.label).join(', ')}, with adjacency lines between their centres` +
          (conflictCount > 0 ? ` and ${conflictCount} privacy ${conflictCount === 1 ? 'conflict' : 'conflicts'}` : '')}
        overlay={(scale) =>
          result.zones.map((zone) => (
            <DragHandle
              key={zone.id}
              label={zone.label}
              x={zone.x}
              y={zone.y}
              // A zone may overhang the canvas (its corner is clamped, not its far edge); the handle stays inside.
              width={Math.min(zone.w, CANVAS_WIDTH_PX - zone.x)}
              height={Math.min(zone.h, CANVAS_HEIGHT_PX - zone.y)}
              scale={scale}
              onMove={(dx, dy) => place(zone.id, zone.x + dx, zone.y + dy)}
            />
          ))
        }
      >
        <Layer listening={false}>
          <Rect width={CANVAS_WIDTH_PX} height={CANVAS_HEIGHT_PX} fill={colour.bg} />
          {gridLines.map((points) => (
            <Line key={points.join()} points={points} stroke={colour.grid} strokeWidth={1} />
          ))}
        </Layer>
        <Layer listening={false}>
          <Shape ref={links} sceneFunc={(context) => drawLinks(context, live.current)} />
        </Layer>
        <Layer>
          {result.zones.map((zone) => (
            <Group
              key={zone.id}
              x={zone.x}
              y={zone.y}
              draggable
              dragBoundFunc={function (this: Konva.Node, position) {
                // Absolute (scaled) position in, the same out, the corner clamped like the inputs.
                const scale = this.getStage()?.scaleX() ?? 1;
                const clamped = clampZonePosition(position.x / scale, position.y / scale);
                return { x: clamped.x * scale, y: clamped.y * scale };
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
              <Rect width={zone.w} height={zone.h} fill={privacyFill(zone.privacy)} stroke={colour.accent} strokeWidth={1.5} cornerRadius={6} />
              <Text x={10} y={10} text={zone.label} fontSize={14 * boost} fontStyle="bold" fontFamily={FONT} fill={privacyText(zone.privacy)} listening={false} />
              <Text
                x={10}
                y={12 + 17 * boost}
                text={`Privacy ${formatNumber(zone.privacy, 2)}`}
                fontSize={12 * Math.min(boost, 1.25)}
                fontFamily={FONT}
                fill={privacyText(zone.privacy)}
                listening={false}
              />
            </Group>
          ))}
        </Layer>
        <Layer listening={false}>
          <Shape ref={tags} sceneFunc={(context) => drawTags(context, live.current, boost)} />
          <Rect width={CANVAS_WIDTH_PX} height={CANVAS_HEIGHT_PX} stroke={colour.text} strokeWidth={4} />
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
      </Legend>
    </div>
  );
}
