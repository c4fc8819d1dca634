import { canvasRuler, type RulerTick } from '../../../engine/tools/golden-ratio';
import { XAxisTicks } from '../shell/AxisTicks';
import * as css from './CompositionScene.css';

const HEIGHT = css.RULER_HEIGHT_PX;
const TICK_LENGTH: Readonly<Record<RulerTick['kind'], number>> = { minor: 4, mid: 7, major: 11 };

/**
 * A ruler in CSS px over the canvas, as wide as the canvas is drawn, its ticks in canvas px: a
 * tick every 10 px and the width at its end, so the Canvas size shows at every screen width,
 * also when the canvas is scaled down to fit. Labels stay 12 CSS px at any scale.
 */
export function CanvasRuler({ canvasSizePx, scale }: { canvasSizePx: number; scale: number }) {
  const { widthPx, ticks } = canvasRuler(canvasSizePx, scale);
  const drawnPx = widthPx * scale;
  const labelled = ticks.filter((tick) => tick.label !== null);
  // Half-pixel positions keep 1 px lines sharp; the end tick sits just inside the edge.
  const x = (px: number) => Math.min(drawnPx - 0.5, px * scale + 0.5);
  return (
    <svg
      className={css.ruler}
      width={drawnPx}
      height={HEIGHT}
      viewBox={`0 0 ${drawnPx} ${HEIGHT}`}
      role="img"
      aria-label={`Ruler: the canvas is ${Math.round(widthPx)} px wide`}
    >
      <line x1={0} x2={drawnPx} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={css.rulerLine} />
      <XAxisTicks
        scale={x}
        ticks={ticks.map((tick) => tick.px)}
        y={HEIGHT}
        tick={{ length: (_, i) => TICK_LENGTH[ticks[i]?.kind ?? 'minor'], side: 'up', className: css.rulerLine }}
      />
      {/* The labels along the top, the first and the end one held inside the ruler's ends. */}
      <XAxisTicks
        scale={(px) => px * scale}
        ticks={labelled.map((tick) => tick.px)}
        y={0}
        label={{
          offset: 12,
          className: (px) => (px === widthPx ? css.rulerEnd : css.rulerLabel),
          format: (_, i) => labelled[i]?.label,
          edges: { left: 0, right: drawnPx },
        }}
      />
    </svg>
  );
}
