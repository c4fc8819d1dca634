import { useRef } from 'react';
import type Konva from 'konva';
import { Group, Layer, Line, Rect, Shape, Text } from '../../scene2d/konva';
import {
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  clampItem,
  createFlow,
  stepFlow,
  type FlowState,
  type FurnitureItem,
  type Inputs,
  type Result,
} from '../../../engine/tools/flow-pattern';
import { DragHandle } from '../../scene2d/DragHandle';
import { useFrame, useInView, usePlayback } from '../../scene2d/hooks';
import { palette as colour } from '../../ui/palette';
import { SceneStage } from '../../scene2d/SceneStage';
import type { ToolVisualProps } from '../defineTool';
import { SceneToolbar } from '../shell/SceneToolbar';

const GRID = 40;
const PARTICLE_RADIUS = 2.2;
const SEED = 20_260_521;

const gridLines: number[][] = [
  ...Array.from({ length: CANVAS_WIDTH_PX / GRID - 1 }, (_, i) => [(i + 1) * GRID, 0, (i + 1) * GRID, CANVAS_HEIGHT_PX]),
  ...Array.from({ length: CANVAS_HEIGHT_PX / GRID - 1 }, (_, i) => [0, (i + 1) * GRID, CANVAS_WIDTH_PX, (i + 1) * GRID]),
];

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
    <div ref={box}>
      <SceneToolbar playback={playback}>
        Drag the sofa or the table, or focus one and use the arrow keys (Shift moves 10 px).
      </SceneToolbar>
      <SceneStage
        width={CANVAS_WIDTH_PX}
        height={CANVAS_HEIGHT_PX}
        label={`Plan of the room with ${result.particleCount} moving particles flowing around the sofa and the table`}
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
          <Text x={8} y={CANVAS_HEIGHT_PX / 2 - 8} text="in →" fontSize={12} fill={colour.textMuted} />
          <Text x={CANVAS_WIDTH_PX - 88} y={CANVAS_HEIGHT_PX / 2 - 8} width={80} align="right" text="→ out" fontSize={12} fill={colour.textMuted} />
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
              <Text width={item.w} height={item.h} text={item.label} align="center" verticalAlign="middle" fontSize={13} fontStyle="bold" fill={colour.text} />
            </Group>
          ))}
        </Layer>
      </SceneStage>
    </div>
  );
}
