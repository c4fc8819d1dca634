import { useState } from 'react';
import type Konva from 'konva';
import { Circle, Group, Label, Layer, Line, Rect, Shape, Tag, Text } from '../../scene2d/konva';
import { clampCentre, gridShown, phiGrid, spiralGeometry, type Inputs, type Result } from '../../../engine/tools/golden-ratio';
import { formatNumber, roundTo, withArticle } from '../../../engine/math/format';
import { DragHandle } from '../../scene2d/DragHandle';
import { palette as colour } from '../../ui/palette';
import { SceneStage } from '../../scene2d/SceneStage';
import { Legend, LegendItem } from '../shell/Legend';
import { SceneToolbar } from '../shell/SceneToolbar';
import type { ToolVisualProps } from '../defineTool';
import { CanvasRuler } from './CanvasRuler';
import * as css from './CompositionScene.css';

const DEG = Math.PI / 180;
const CROSS = 6;
/** The φ lines' labels, in CSS px at any scale (never under 11 px on a phone). */
const LABEL_CSS_PX = 11;
/** The φ lines at 38.2 % and 61.8 %, in the order phiGrid gives them. */
const LINE_LABELS = ['38.2 %', '61.8 %'] as const;

/** Shows the grab cursor over the element (the stage's container exists only in the browser). */
const setCursor = (event: Konva.KonvaEventObject<MouseEvent>, cursor: string) => {
  const container = event.target.getStage()?.container();
  if (container) container.style.cursor = cursor;
};

/**
 * The golden rectangle: the 6-square spiral and, when shown, the φ grid on a static layer; the
 * square element above it drags with a pointer (clamped wholly inside) or moves with the arrow
 * keys. React hears of a drag when it ends.
 */
export function CompositionScene({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const { widthPx: width, heightPx: height, elementSizePx: size, centreX, centreY } = result;
  const spiral = spiralGeometry(width);
  const grid = phiGrid(width);
  const showGrid = gridShown(inputs);
  const half = size / 2;

  const place = (x: number, y: number) => update({ elementX: x, elementY: y });
  // CSS px per canvas px as the stage draws it (1 when the canvas fits, less when scaled to fit).
  const [scale, setScale] = useState(1);
  // Canvas units that come out as `cssPx` on screen: the labels keep their size when the stage scales down.
  const unit = (cssPx: number) => cssPx / scale;
  const drawnPct = Math.floor(scale * 100);

  return (
    <div className={css.wrap} data-spiral-squares={spiral.squares.length} data-grid-lines={showGrid ? grid.vertical.length + grid.horizontal.length : 0}>
      <SceneToolbar>Drag the square, or focus it and use the arrow keys (Shift moves 10 px).</SceneToolbar>
      <CanvasRuler canvasSizePx={width} scale={scale} />
      <SceneStage
        onScale={setScale}
        width={width}
        height={height}
        label={`Golden rectangle with ${withArticle(`${spiral.squares.length}-square`)} spiral${showGrid ? ' and the φ grid' : ''}; the element’s centre at ${formatNumber(result.horizontalPct, 1)} % across and ${formatNumber(result.verticalPct, 1)} % down`}
        overlay={(scale) => (
          <DragHandle
            label="Element"
            x={centreX - half}
            y={centreY - half}
            width={size}
            height={size}
            scale={scale}
            onMove={(dx, dy) => place(centreX + dx, centreY + dy)}
          />
        )}
      >
        <Layer listening={false}>
          <Rect width={width} height={height} fill={colour.bg} />
          {spiral.squares.map((square, index) => (
            <Rect key={index} x={square.x} y={square.y} width={square.size} height={square.size} stroke={colour.borderStrong} strokeWidth={1} />
          ))}
          <Shape
            stroke={colour.text}
            strokeWidth={1.75}
            lineCap="round"
            sceneFunc={(context, shape) => {
              // The quarter arcs meet end to start, so one path draws the whole spiral.
              context.beginPath();
              for (const { arc } of spiral.squares) context.arc(arc.cx, arc.cy, arc.radius, arc.startDeg * DEG, arc.endDeg * DEG, false);
              context.strokeShape(shape);
            }}
          />
          {showGrid && (
            <Group>
              {grid.vertical.map((x) => (
                <Line key={`v${x}`} points={[x, 0, x, height]} stroke={colour.accent} strokeWidth={1} dash={[6, 4]} />
              ))}
              {grid.horizontal.map((y) => (
                <Line key={`h${y}`} points={[0, y, width, y]} stroke={colour.accent} strokeWidth={1} dash={[6, 4]} />
              ))}
              {grid.vertical.flatMap((x) => grid.horizontal.map((y) => (
                <Circle key={`${x}-${y}`} x={x} y={y} radius={3} fill={colour.bg} stroke={colour.accent} strokeWidth={1.5} />
              )))}
              {/* Labels on paper tags, so the spiral passing behind them never crosses the text. */}
              {grid.vertical.map((x, index) => (
                <Label key={`vl${x}`} x={x + unit(3)} y={unit(4)}>
                  <Tag fill={colour.bg} opacity={0.92} cornerRadius={unit(2)} />
                  <Text text={LINE_LABELS[index]} fontSize={unit(LABEL_CSS_PX)} padding={unit(2)} fill={colour.accent} />
                </Label>
              ))}
              {grid.horizontal.map((y, index) => (
                <Label key={`hl${y}`} x={unit(4)} y={y - unit(18)}>
                  <Tag fill={colour.bg} opacity={0.92} cornerRadius={unit(2)} />
                  <Text text={LINE_LABELS[index]} fontSize={unit(LABEL_CSS_PX)} padding={unit(2)} fill={colour.accent} />
                </Label>
              ))}
            </Group>
          )}
          <Rect width={width} height={height} stroke={colour.text} strokeWidth={2} />
        </Layer>
        <Layer>
          <Group
            x={centreX}
            y={centreY}
            draggable
            dragBoundFunc={function (this: Konva.Node, position) {
              // Absolute (scaled) position in, the same out, with the square wholly inside.
              const scale = this.getStage()?.scaleX() ?? 1;
              const clamped = clampCentre(width, position.x / scale, position.y / scale);
              return { x: clamped.x * scale, y: clamped.y * scale };
            }}
            onMouseEnter={(event) => setCursor(event, 'grab')}
            onMouseLeave={(event) => setCursor(event, '')}
            onDragEnd={(event) => place(roundTo(event.target.x(), 1), roundTo(event.target.y(), 1))}
          >
            <Rect x={-half} y={-half} width={size} height={size} fill={colour.warmSoft} stroke={colour.warm} strokeWidth={2} cornerRadius={2} />
            <Line points={[-CROSS, 0, CROSS, 0]} stroke={colour.warm} strokeWidth={1.5} listening={false} />
            <Line points={[0, -CROSS, 0, CROSS]} stroke={colour.warm} strokeWidth={1.5} listening={false} />
          </Group>
        </Layer>
      </SceneStage>
      {/*
        The same words at every scale, the percentage in a box as wide as '100': the page draws the
        note before its code has measured the screen (at 100 %), and a shorter or longer sentence
        afterwards would take another line on a phone, moving everything under it.
      */}
      <p className={css.scaleNote}>
        Canvas {formatNumber(width, 0)} × {formatNumber(height, 0)} px, drawn at <span className={css.scalePct}>{drawnPct}</span> % of its size (at 100 %, 1 canvas px = 1 screen px)
      </p>
      <Legend label="Legend">
        <LegendItem symbol={<line x1={0} x2={20} y1={6} y2={6} className={css.keyGrid} />}>φ grid, 38.2 % and 61.8 %</LegendItem>
        <LegendItem
          symbol={
            <>
              <rect x={1} y={1} width={18} height={10} className={css.keySquare} />
              <path d="M 1 11 A 10 10 0 0 1 11 1" className={css.keySpiral} />
            </>
          }
        >
          Golden spiral, {spiral.squares.length} squares
        </LegendItem>
        <LegendItem symbol={<rect x={5} y={1} width={10} height={10} className={css.keyElement} />}>Element, placed by its centre</LegendItem>
      </Legend>
    </div>
  );
}
