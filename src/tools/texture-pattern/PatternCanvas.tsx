import { useEffect, useMemo, useRef } from 'react';
import { formatNumber } from '../../../engine/math/format';
import { scaleBar } from '../../../engine/math/planScale';
import { degToRad } from '../../../engine/math/units';
import { SWATCH_SCALE, patternCells, swatchLength as cm, type Inputs, type Pattern, type Result } from '../../../engine/tools/texture-pattern';
import { paintScaleBar } from '../../ui/ScaleBar';
import type { ToolVisualProps } from '../defineTool';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import { useExportSurface, type RasterDrawing } from '../../ui/exportRegistry';
import * as css from './PatternCanvas.css';

export const PATTERN_NAMES: Readonly<Record<Pattern, string>> = { stripes: 'Stripes', checker: 'Checker', dots: 'Dots' };
/** What one repeat is called for each pattern, and what its filled feature is. */
export const REPEAT_WORD: Readonly<Record<Pattern, string>> = { stripes: 'repeat', checker: 'cell', dots: 'pitch' };
export const FEATURE_WORD: Readonly<Record<Pattern, string>> = { stripes: 'stripe width', checker: 'square side', dots: 'dot diameter' };


/** A line drawn over the pattern with a white halo, so it reads on ink and ground alike. */
function haloLine(ctx: CanvasRenderingContext2D, points: readonly (readonly [number, number])[], colour: string, dash: number[] = []) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.setLineDash(dash);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.setLineDash([]);
}

function haloText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, colour: string) {
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  ctx.lineWidth = 4;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
}

/**
 * Paints the pattern at the on-screen canvas's CSS size onto `canvas` at `ratio` device pixels
 * per CSS pixel (the screen's, or more for a saved picture), then the drawing's annotations: one
 * repeat dimensioned across the pattern and the rotation from vertical.
 */
function paint(canvas: HTMLCanvasElement, onScreen: HTMLCanvasElement, inputs: Inputs, result: Result, ratio: number) {
  const widthPx = onScreen.clientWidth;
  const heightPx = onScreen.clientHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || widthPx === 0 || heightPx === 0) return;
  canvas.width = Math.round(widthPx * ratio);
  canvas.height = Math.round(heightPx * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);

  const geometry = patternCells(inputs, widthPx, heightPx);
  ctx.fillStyle = geometry.backgroundHex;
  ctx.fillRect(0, 0, widthPx, heightPx);
  ctx.fillStyle = geometry.foregroundHex;
  ctx.beginPath();
  for (const shape of geometry.primitives) {
    if (shape.kind === 'circle') {
      ctx.moveTo(shape.x + shape.radius, shape.y);
      ctx.arc(shape.x, shape.y, shape.radius, 0, Math.PI * 2);
    } else {
      for (let i = 0; i < shape.points.length; i += 2) {
        const x = shape.points[i] ?? 0;
        const y = shape.points[i + 1] ?? 0;
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.closePath();
    }
  }
  ctx.fill();

  // Annotations, in the pattern's own axes: u across the stripes, v along them (y down).
  const style = getComputedStyle(onScreen);
  const accent = style.color;
  const cx = widthPx / 2;
  const cy = heightPx / 2;
  const angle = degToRad(result.rotationDeg);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const at = (u: number, v: number): [number, number] => [cx + u * cos - v * sin, cy + u * sin + v * cos];
  ctx.font = `600 13px ${style.fontFamily}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';

  // Rotation: the vertical reference (0°), the direction of the pattern's v axis, and the arc between.
  const reach = Math.min(heightPx * 0.32, 110);
  haloLine(ctx, [[cx, cy], [cx, cy - reach]], accent, [4, 3]);
  haloLine(ctx, [[cx, cy], at(0, -reach)], accent);
  if (result.rotationDeg > 0) {
    const arcR = reach * 0.55;
    ctx.beginPath();
    ctx.arc(cx, cy, arcR, -Math.PI / 2, -Math.PI / 2 + angle);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = 4;
    ctx.stroke();
    ctx.strokeStyle = accent;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  const mid = -Math.PI / 2 + angle / 2;
  const labelR = reach * 0.55 + 22;
  haloText(ctx, `${formatNumber(result.rotationDeg, 0)}°`, cx + labelR * Math.cos(mid), cy + labelR * Math.sin(mid), accent);

  // One repeat, dimensioned between two grid lines a little way along the pattern from the centre.
  const period = result.periodPx;
  const along = Math.max(1, Math.round((reach * 0.9) / period)) * period;
  const start = at(0, along);
  const end = at(period, along);
  const tick = 7;
  haloLine(ctx, [start, end], accent);
  haloLine(ctx, [at(0, along - tick), at(0, along + tick)], accent);
  haloLine(ctx, [at(period, along - tick), at(period, along + tick)], accent);
  const [lx, ly] = at(period / 2, along + 20);
  haloText(ctx, `${REPEAT_WORD[result.pattern]} ${cm(period)}`, lx, ly, accent);

  // The swatch's scale (1 px = 2 mm): a 10 cm bar, bottom left, on a paper plate.
  paintScaleBar(ctx, scaleBar(SWATCH_SCALE, Math.min(120, widthPx / 3)), { x: 22, y: heightPx - 34, fontSize: 12, fontFamily: style.fontFamily, backing: true });
}

/** The texture swatch on a canvas, with its repeat and rotation dimensioned, and a colour key. */
export function PatternCanvas({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const draw = () => paint(canvas, canvas, inputs, result, window.devicePixelRatio || 1);
    draw();
    // Redraw at the new size when the figure's width changes (rotation, window resizing).
    const observer = new ResizeObserver(draw);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [inputs, result]);

  // The figure's picture: the swatch painted again at the size asked for.
  const drawing = useMemo<RasterDrawing>(
    () => ({
      size: () => ({ width: canvasRef.current?.clientWidth ?? 0, height: canvasRef.current?.clientHeight ?? 0 }),
      toCanvas(widthPx) {
        const onScreen = canvasRef.current;
        if (!onScreen || onScreen.clientWidth === 0) throw new Error('The swatch is not on screen');
        const canvas = document.createElement('canvas');
        paint(canvas, onScreen, inputs, result, widthPx / onScreen.clientWidth);
        return canvas;
      },
    }),
    [inputs, result],
  );
  useExportSurface(canvasRef, drawing);

  return (
    <div className={css.wrap}>
      <canvas
        ref={canvasRef}
        className={css.canvas}
        role="img"
        aria-label={
          `${PATTERN_NAMES[result.pattern]} pattern rotated ${formatNumber(result.rotationDeg, 0)}°: ` +
          `${REPEAT_WORD[result.pattern]} ${cm(result.periodPx)}, ${FEATURE_WORD[result.pattern]} ${cm(result.featurePx)}, ` +
          `${result.foregroundHex} on ${result.backgroundHex}`
        }
      />
      <Legend label="Key">
        <LegendItem symbol={<rect x={0.5} y={0.5} width={19} height={11} rx={2} fill={result.foregroundHex} className={css.swatch} />}>
          Ink <span className={css.mono}>{result.foregroundHex}</span>
        </LegendItem>
        <LegendItem symbol={<rect x={0.5} y={0.5} width={19} height={11} rx={2} fill={result.backgroundHex} className={css.swatch} />}>
          Ground <span className={css.mono}>{result.backgroundHex}</span>
        </LegendItem>
        <LegendItem symbol={<path d="M1 3v6M1 6h18M19 3v6" className={d.accentStroke} />}>Dimensions in cm at 1 px = 2 mm (the bar is 10 cm)</LegendItem>
      </Legend>
    </div>
  );
}
