import type { ScaleBar } from '../../engine/math/planScale';
import { paintScaleBar, type ScaleBarContext } from '../ui/ScaleBar';
import { Shape } from './konva';

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
