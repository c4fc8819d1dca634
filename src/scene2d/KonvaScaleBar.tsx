import type { ScaleBar } from '../../engine/math/planScale';
import { paintScaleBar, SCALE_BAR_FONT, scaleBarPlate, type ScaleBarContext } from '../ui/ScaleBar';
import { Shape } from './konva';
import { textWidth } from './textWidth';

/**
 * The plate `bar` takes over a plan (scaleBarPlate), its end labels measured as this bar paints
 * them ('50 cm' is wider than '5 m'); on the server, which paints no canvas, as scaleBarPlate has it.
 */
export function konvaScaleBarPlate(bar: ScaleBar, fontSize: number, unit = 1): ReturnType<typeof scaleBarPlate> {
  if (typeof document === 'undefined') return scaleBarPlate(bar.lengthUnits, fontSize, unit);
  const font = `${fontSize}px ${SCALE_BAR_FONT}`;
  const ends = [bar.ticks[0]?.label ?? '', bar.ticks.at(-1)?.label ?? ''].map((label) => textWidth(font, label)) as [number, number];
  return scaleBarPlate(bar.lengthUnits, fontSize, unit, ends);
}

export interface KonvaScaleBarProps {
  bar: ScaleBar;
  /** The bar's start, canvas units; its labels hang below. */
  x: number;
  y: number;
  /** Label size, canvas units. */
  fontSize: number;
  /** A paper plate behind it, where it sits over the drawing. */
  backing?: boolean;
  /** Canvas units per CSS px at the drawing's full size (ScaleBarPlacement's unit). */
  unit?: number;
}

/** The shared scale bar (src/ui/ScaleBar) on a Konva layer. */
export function KonvaScaleBar({ bar, x, y, fontSize, backing = false, unit = 1 }: KonvaScaleBarProps) {
  return (
    <Shape
      listening={false}
      sceneFunc={(context) => paintScaleBar(context as unknown as ScaleBarContext, bar, { x, y, fontSize, backing, unit })}
    />
  );
}
