import { canvasRuler, type RulerTick } from '../../../engine/tools/golden-ratio';
import * as css from './CompositionScene.css';

const HEIGHT = 30;
const TICK_LENGTH: Readonly<Record<RulerTick['kind'], number>> = { minor: 4, mid: 7, major: 11 };

/**
 * A ruler in CSS px over the canvas, as wide as the canvas is drawn, its ticks in canvas px: a
 * tick every 10 px and the width at its end, so the Canvas size shows at every screen width,
 * also when the canvas is scaled down to fit. Labels stay 12 CSS px at any scale.
 */
export function CanvasRuler({ canvasSizePx, scale }: { canvasSizePx: number; scale: number }) {
  const { widthPx, ticks } = canvasRuler(canvasSizePx, scale);
  const drawnPx = widthPx * scale;
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
      {ticks.map((tick) => (
        <line key={tick.px} x1={x(tick.px)} x2={x(tick.px)} y1={HEIGHT - TICK_LENGTH[tick.kind]} y2={HEIGHT} className={css.rulerLine} />
      ))}
      {ticks.map((tick) =>
        tick.label === null ? null : (
          <text
            key={`l${tick.px}`}
            x={tick.px === 0 ? 0 : tick.px === widthPx ? drawnPx : tick.px * scale}
            y={12}
            textAnchor={tick.px === 0 ? 'start' : tick.px === widthPx ? 'end' : 'middle'}
            className={tick.px === widthPx ? css.rulerEnd : css.rulerLabel}
          >
            {tick.label}
          </text>
        ),
      )}
    </svg>
  );
}
