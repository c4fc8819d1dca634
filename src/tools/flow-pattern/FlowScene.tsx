import { useRef, useState } from 'react';
import type Konva from 'konva';
import { Group, Layer, Line, Rect, Shape, Text } from '../../scene2d/konva';
import { formatNumber } from '../../../engine/math/format';
import { centredAt, leastCoveredCorner, placeLabels, type Box } from '../../../engine/math/labels';
import { scaleBar, scaleStatement } from '../../../engine/math/planScale';
import {
  ACCESSIBLE_ROUTE_M,
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  PLAN_SCALE,
  clampItem,
  createFlow,
  metres,
  passageName,
  passageVerdict,
  passages,
  stepFlow,
  type FlowState,
  type FurnitureItem,
  type Inputs,
  type Result,
} from '../../../engine/tools/flow-pattern';
import { DragHandle } from '../../scene2d/DragHandle';
import { KonvaScaleBar } from '../../scene2d/KonvaScaleBar';
import { legibleCanvasSize } from '../../ui/legible';
import { scaleBarHeight } from '../../ui/ScaleBar';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './FlowScene.css';
import { useFrame, useInView, usePlayback } from '../../scene2d/hooks';
import { palette as colour } from '../../ui/palette';
import { SceneStage } from '../../scene2d/SceneStage';
import type { ToolVisualProps } from '../defineTool';
import { SceneToolbar } from '../shell/SceneToolbar';
import { presentOmits } from '../shell/present/present.css';

const GRID = 40;
const PARTICLE_RADIUS = 2.2;
const SEED = 20_260_521;

const gridLines: number[][] = [
  ...Array.from({ length: CANVAS_WIDTH_PX / GRID - 1 }, (_, i) => [(i + 1) * GRID, 0, (i + 1) * GRID, CANVAS_HEIGHT_PX]),
  ...Array.from({ length: CANVAS_HEIGHT_PX / GRID - 1 }, (_, i) => [0, (i + 1) * GRID, CANVAS_WIDTH_PX, (i + 1) * GRID]),
];

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The plan's 5 m scale bar (50 px = 1 m). */
const BAR = scaleBar(PLAN_SCALE, 260);
/** A dimension's label stays this close to its line's middle, or is left to the table. */
const LABEL_REACH = 36;

/**
 * Each open passage's dimension line (under the items; its label, over them, comes from drawPassageLabels), item to wall or item to item: ticked at both ends, warm and
 * heavier where it is under 0.915 m, with its width in m beside its middle where that fits without
 * overlapping another label, an item or the scale bar (engine/math/labels.ts). Drawn from the
 * items' live positions, so it follows a drag.
 */
function drawPassageLines(context: Konva.Context, items: readonly FurnitureItem[]): void {
  const list = passages(items).filter((p) => p.widthPx > 0);
  context.lineCap = 'butt';
  for (const p of list) {
    const narrow = !p.wideEnough;
    const dx = p.to.x - p.from.x;
    const dy = p.to.y - p.from.y;
    const length = Math.hypot(dx, dy) || 1;
    // Ticks square to the line at both ends.
    const nx = (-dy / length) * 5;
    const ny = (dx / length) * 5;
    context.beginPath();
    context.moveTo(p.from.x, p.from.y);
    context.lineTo(p.to.x, p.to.y);
    context.moveTo(p.from.x - nx, p.from.y - ny);
    context.lineTo(p.from.x + nx, p.from.y + ny);
    context.moveTo(p.to.x - nx, p.to.y - ny);
    context.lineTo(p.to.x + nx, p.to.y + ny);
    context.setLineDash(narrow ? [] : [5, 4]);
    context.strokeStyle = narrow ? colour.warm : colour.textMuted;
    context.lineWidth = narrow ? 2.5 : 1.25;
    context.stroke();
  }
  context.setLineDash([]);
}

/** The passages' widths beside their lines, over the items (see drawPassageLines). */
function drawPassageLabels(context: Konva.Context, items: readonly FurnitureItem[], fontSize: number, taken: readonly Box[]): void {
  const list = passages(items).filter((p) => p.widthPx > 0);
  // The narrowest first, so the ones that matter keep their places.
  context.font = `600 ${fontSize}px ${FONT}`;
  const sorted = [...list].sort((a, b) => a.widthPx - b.widthPx);
  const h = fontSize + 6;
  const requests = sorted.map((p, index) => {
    const w = context.measureText(metres(p.widthM)).width + 10;
    const mid = { x: (p.from.x + p.to.x) / 2, y: (p.from.y + p.to.y) / 2 };
    const vertical = Math.abs(p.to.y - p.from.y) > Math.abs(p.to.x - p.from.x);
    const side = vertical ? [{ x: mid.x + w / 2 + 6, y: mid.y }, { x: mid.x - w / 2 - 6, y: mid.y }] : [{ x: mid.x, y: mid.y - h / 2 - 4 }, { x: mid.x, y: mid.y + h / 2 + 4 }];
    return { id: String(index), w, h, anchor: mid, candidates: [mid, ...side].map((at) => centredAt(at, w, h)), avoid: items.map((item) => ({ x: item.x, y: item.y, w: item.w, h: item.h })) };
  });
  const boxes = placeLabels(requests, CANVAS_WIDTH_PX, CANVAS_HEIGHT_PX, taken);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  sorted.forEach((p, index) => {
    const box = boxes.get(String(index));
    const request = requests[index]!;
    if (!box || Math.hypot(box.x + box.w / 2 - request.anchor.x, box.y + box.h / 2 - request.anchor.y) > LABEL_REACH) return;
    const narrow = !p.wideEnough;
    context.beginPath();
    context.roundRect(box.x, box.y, box.w, box.h, 3);
    context.fillStyle = narrow ? colour.warm : colour.bg;
    context.fill();
    context.fillStyle = narrow ? colour.bg : colour.text;
    context.fillText(metres(p.widthM), box.x + box.w / 2, box.y + box.h / 2 + 0.5);
  });
}

/** Keys of an item's top-left corner among the tool's inputs. */
const positionKeys = (id: string) => ({ x: `${id}X`, y: `${id}Y` });

/**
 * The room in plan: 80 particles stream from the left wall to the right around the sofa and
 * the table, which drag with a pointer (mouse, pen or finger) or move with the arrow keys.
 * Particles and dragging redraw on the canvas directly; React hears of a move when it ends.
 */
export function FlowScene({ result, update }: ToolVisualProps<Inputs, Result>) {
  const dragging = useRef<string | null>(null);
  // What the particles avoid: the committed positions, except the item being dragged, whose
  // live position the drag writes here on every move.
  const items = useRef<FurnitureItem[]>([]);
  items.current = result.items.map((item) =>
    dragging.current === item.id ? (items.current.find((live) => live.id === item.id) ?? { ...item }) : { ...item });
  const flow = useRef<FlowState | null>(null);
  flow.current ??= createFlow({ seed: SEED, items: result.items });
  const particles = useRef<Konva.Shape>(null);
  const box = useRef<HTMLDivElement>(null);
  // The stage's own scale (SceneStage measures it, Present mode included), for label sizes.
  const [scale, setScale] = useState(1);
  // At least 11 CSS px on a phone.
  const fontSize = legibleCanvasSize(12, scale);
  const itemFont = legibleCanvasSize(13, scale);
  const barBox = leastCoveredCorner(result.items, BAR.lengthUnits + 2 * fontSize + 8, scaleBarHeight(fontSize) + 8, CANVAS_WIDTH_PX, CANVAS_HEIGHT_PX);
  // The in and out words at the walls' middles, which the dimension labels keep clear of.
  const wordWidth = 3.2 * fontSize;
  const inBox: Box = { x: 6, y: CANVAS_HEIGHT_PX / 2 - fontSize, w: wordWidth, h: fontSize * 1.4 };
  const outBox: Box = { x: CANVAS_WIDTH_PX - 6 - wordWidth, y: CANVAS_HEIGHT_PX / 2 - fontSize, w: wordWidth, h: fontSize * 1.4 };
  const narrowCount = result.passages.filter((p) => passageVerdict(p) === 'too narrow').length;
  const inView = useInView(box);
  const playback = usePlayback();

  useFrame((dtSeconds) => {
    if (!flow.current) return;
    stepFlow(flow.current, dtSeconds, { items: items.current });
    particles.current?.getLayer()?.batchDraw();
  }, playback.playing && inView);

  const move = (id: string, x: number, y: number) => {
    const keys = positionKeys(id);
    update({ [keys.x]: Math.round(x), [keys.y]: Math.round(y) });
  };

  return (
    <div ref={box} className={css.wrap} data-narrow-passages={narrowCount}>
      <SceneToolbar playback={playback}>
        Drag the sofa or the table, or focus one and use the arrow keys (Shift moves 10 px = 20 cm).
      </SceneToolbar>
      <SceneStage
        onScale={setScale}
        width={CANVAS_WIDTH_PX}
        height={CANVAS_HEIGHT_PX}
        label={
          `Plan of an 11.2 by 7.2 metre room at ${scaleStatement(PLAN_SCALE)} with ${result.particleCount} moving particles flowing around the sofa and the table; ` +
          `narrowest passage ${metres(result.narrowest?.widthM ?? 0)}, ${narrowCount} of ${result.passages.length} passages under ${formatNumber(ACCESSIBLE_ROUTE_M, 3)} m`
        }
        overlay={(scale) =>
          result.items.map((item) => (
            <DragHandle
              key={item.id}
              label={item.label}
              x={item.x}
              y={item.y}
              width={item.w}
              height={item.h}
              scale={scale}
              onMove={(dx, dy) => move(item.id, item.x + dx, item.y + dy)}
            />
          ))
        }
      >
        <Layer listening={false}>
          <Rect width={CANVAS_WIDTH_PX} height={CANVAS_HEIGHT_PX} fill={colour.bg} />
          {gridLines.map((points) => (
            <Line key={points.join()} points={points} stroke={colour.grid} strokeWidth={1} />
          ))}
          <Rect width={CANVAS_WIDTH_PX} height={CANVAS_HEIGHT_PX} stroke={colour.text} strokeWidth={4} />
          <Text x={inBox.x} y={inBox.y} width={inBox.w} text="in →" fontSize={fontSize} fill={colour.textMuted} />
          <Text x={outBox.x} y={outBox.y} width={outBox.w} align="right" text="→ out" fontSize={fontSize} fill={colour.textMuted} />
        </Layer>
        <Layer listening={false}>
          <Shape
            ref={particles}
            sceneFunc={(context) => {
              const state = flow.current;
              if (!state) return;
              context.beginPath();
              for (let i = 0; i < state.count; i += 1) {
                const px = state.x[i] ?? 0;
                const py = state.y[i] ?? 0;
                context.moveTo(px + PARTICLE_RADIUS, py);
                context.arc(px, py, PARTICLE_RADIUS, 0, Math.PI * 2);
              }
              context.fillStyle = colour.particle;
              context.fill();
            }}
          />
        </Layer>
        <Layer>
          <Shape listening={false} sceneFunc={(context) => drawPassageLines(context, items.current)} />
          {result.items.map((item) => (
            <Group
              key={item.id}
              x={item.x}
              y={item.y}
              draggable
              dragBoundFunc={function (this: Konva.Node, position) {
                // Absolute (scaled) position in, the same out, clamped wholly inside the canvas.
                const scale = this.getStage()?.scaleX() ?? 1;
                const clamped = clampItem({ ...item, x: position.x / scale, y: position.y / scale });
                return { x: clamped.x * scale, y: clamped.y * scale };
              }}
              onDragStart={() => {
                dragging.current = item.id;
              }}
              onDragMove={(event) => {
                const live = items.current.find((other) => other.id === item.id);
                if (live) Object.assign(live, { x: event.target.x(), y: event.target.y() });
              }}
              onDragEnd={(event) => {
                dragging.current = null;
                move(item.id, event.target.x(), event.target.y());
              }}
            >
              <Rect width={item.w} height={item.h} fill={colour.accentSoft} stroke={colour.accent} strokeWidth={1.5} cornerRadius={4} />
              <Text width={item.w} height={item.h} text={item.label} align="center" verticalAlign="middle" fontSize={itemFont} fontStyle="bold" fill={colour.text} />
            </Group>
          ))}
          <Shape listening={false} sceneFunc={(context) => drawPassageLabels(context, items.current, fontSize, [barBox, inBox, outBox])} />
          <KonvaScaleBar bar={BAR} x={barBox.x + fontSize + 4} y={barBox.y + 4} fontSize={fontSize} backing />
        </Layer>
      </SceneStage>
      <Legend label="Legend">
        <LegendItem symbol={<path d="M1 3v6M1 6h18M19 3v6" className={css.keyWide} strokeDasharray="4 3" />}>Passage at least {formatNumber(ACCESSIBLE_ROUTE_M, 3)} m wide</LegendItem>
        <LegendItem symbol={<path d="M1 3v6M1 6h18M19 3v6" className={css.keyNarrow} />}>Passage too narrow</LegendItem>
        <LegendItem symbol={<path d="M1 4h18v4H1z" className={css.keyWide} />}>Scale {scaleStatement(PLAN_SCALE)} (1 px = 2 cm)</LegendItem>
      </Legend>
      <table className={`${css.table} ${presentOmits}`}>
        <caption className={css.caption}>Passages: clear width against {formatNumber(ACCESSIBLE_ROUTE_M, 3)} m (accessible route, ADA)</caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>Between</th>
            <th scope="col" className={css.number}>Clear width</th>
            <th scope="col" className={css.cell}>Verdict</th>
          </tr>
        </thead>
        <tbody>
          {result.passages.map((p) => {
            const verdict = passageVerdict(p);
            return (
              <tr key={passageName(p)}>
                <th scope="row" className={css.cell}>{passageName(p)}</th>
                <td className={css.number}>{metres(p.widthM)}</td>
                <td className={verdict === 'too narrow' ? `${css.cell} ${css.narrow}` : css.cell}>{verdict}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
