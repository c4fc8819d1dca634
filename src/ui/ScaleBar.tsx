/**
 * The scale bar every drawing with a stated scale shows (engine/math/planScale.ts chooses its
 * length and divisions): a thin bar of alternating ink and paper segments, '0' under its start and
 * the length it stands for under its end. One look, two renderers: `paintScaleBar` on a 2D canvas
 * (a Konva Shape's context or a plain canvas) and `SvgScaleBar` in an SVG drawing.
 */
import type { ScaleBar } from '../../engine/math/planScale';
import { palette } from './palette';

/** Height of the bar, canvas units. */
export const SCALE_BAR_THICKNESS = 6;

/** What a canvas context needs to paint a scale bar (a CanvasRenderingContext2D or a Konva context). */
export interface ScaleBarContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): TextMetrics;
}

export interface ScaleBarPlacement {
  /** The bar's start (left end), canvas units; labels hang below it. */
  x: number;
  y: number;
  /** Label size, canvas units (the caller keeps it at 11 CSS px or more on a phone). */
  fontSize: number;
  /** CSS font family of the labels. */
  fontFamily?: string;
  /** A paper backing behind bar and labels, so the bar reads over a grid or a pattern. */
  backing?: boolean;
  /**
   * Canvas units per CSS px of the drawing at its full size (0.25 for a small room's plan drawn
   * 4× to fill its box): the bar's thickness and its gaps and padding scale with it, as the
   * caller scales the labels, so the bar looks the same on every plan. 1 by default.
   */
  unit?: number;
}

/** The labels' family where the caller gives none. */
export const SCALE_BAR_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The height the bar and its labels take below `y`, canvas units (`unit` as in ScaleBarPlacement). */
export const scaleBarHeight = (fontSize: number, unit = 1): number => (SCALE_BAR_THICKNESS + 4) * unit + fontSize * 1.2;

/**
 * The box a bar `lengthUnits` long takes where it sits over a plan (a corner the plan's contents
 * leave free): the bar, room for its end labels (centred on its ends: `fontSize` each side, or half
 * the label where `endWidths`, the first and last labels' widths, say it is wider: '50 cm') and a
 * margin of 4 all round, and where the bar starts in it; canvas units (`unit` as in ScaleBarPlacement).
 */
export function scaleBarPlate(lengthUnits: number, fontSize: number, unit = 1, endWidths: readonly [number, number] = [0, 0]): { width: number; height: number; barX: number; barY: number } {
  const [left, right] = endWidths.map((width) => Math.max(fontSize, width / 2)) as [number, number];
  return { width: lengthUnits + left + right + 8 * unit, height: scaleBarHeight(fontSize, unit) + 8 * unit, barX: left + 4 * unit, barY: 4 * unit };
}

/** Paints `bar` at `at` on a canvas context (its own state is restored by the caller's save/restore, if any). */
export function paintScaleBar(context: ScaleBarContext, bar: ScaleBar, at: ScaleBarPlacement): void {
  if (bar.lengthUnits <= 0) return;
  const { x, y, fontSize } = at;
  const unit = at.unit ?? 1;
  const thickness = SCALE_BAR_THICKNESS * unit;
  context.font = `${fontSize}px ${at.fontFamily ?? SCALE_BAR_FONT}`;
  const first = bar.ticks[0]?.label ?? '';
  const last = bar.ticks[bar.ticks.length - 1]?.label ?? '';
  if (at.backing) {
    const padLeft = context.measureText(first).width / 2 + 4 * unit;
    const padRight = context.measureText(last).width / 2 + 4 * unit;
    context.fillStyle = palette.bg;
    context.fillRect(x - padLeft, y - 4 * unit, bar.lengthUnits + padLeft + padRight, scaleBarHeight(fontSize, unit) + 6 * unit);
  }
  for (let i = 1; i < bar.ticks.length; i += 1) {
    const from = bar.ticks[i - 1]!.atUnits;
    const to = bar.ticks[i]!.atUnits;
    context.fillStyle = i % 2 === 1 ? palette.text : palette.bg;
    context.fillRect(x + from, y, to - from, thickness);
  }
  context.strokeStyle = palette.text;
  context.lineWidth = unit;
  context.strokeRect(x, y, bar.lengthUnits, thickness);
  context.fillStyle = palette.text;
  context.textBaseline = 'top';
  context.textAlign = 'center';
  for (const tick of bar.ticks) if (tick.label) context.fillText(tick.label, x + tick.atUnits, y + thickness + 4 * unit);
}

export interface SvgScaleBarProps {
  bar: ScaleBar;
  x: number;
  y: number;
  /** The class of the labels (the drawing's label style, which sets their size). */
  textClassName?: string;
  /** The labels' baseline below the bar's top, drawing units. */
  labelDrop?: number;
}

/** `bar` in an SVG drawing, its start at (x, y). */
export function SvgScaleBar({ bar, x, y, textClassName, labelDrop = SCALE_BAR_THICKNESS + 16 }: SvgScaleBarProps) {
  if (bar.lengthUnits <= 0) return null;
  return (
    <g data-scale-bar={bar.text}>
      {bar.ticks.slice(1).map((tick, i) => {
        const from = bar.ticks[i]!.atUnits;
        return (
          <rect
            key={tick.atUnits}
            x={x + from}
            y={y}
            width={tick.atUnits - from}
            height={SCALE_BAR_THICKNESS}
            fill={i % 2 === 0 ? palette.text : palette.bg}
            stroke={palette.text}
            strokeWidth={1}
          />
        );
      })}
      {bar.ticks.map((tick) =>
        tick.label ? (
          <text key={tick.atUnits} x={x + tick.atUnits} y={y + labelDrop} textAnchor="middle" className={textClassName}>
            {tick.label}
          </text>
        ) : null,
      )}
    </g>
  );
}
