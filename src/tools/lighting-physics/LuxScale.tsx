import { scaleLinear, scaleLog } from 'd3-scale';
import { line } from 'd3-shape';
import { formatNumber } from '../../../engine/math/format';
import {
  MAX_LUX,
  TARGET_MAX_LUX,
  TARGET_MIN_LUX,
  illuminanceOverDistance,
  luxText as lux,
  type IlluminancePoint,
  type Inputs,
  type Result,
} from '../../../engine/tools/lighting-physics';
import { XAxisTicks, YAxisTicks } from '../shell/AxisTicks';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import * as css from './LightingStudy.css';

const W = 360;
/** Room under the distance axis for the 400 lux label's line at its phone size. */
const H = 304;
/** Room left of the plot for the lux axis's '1000' at its phone size. */
const L = 52;
const R = W - 16;
const BAR_Y = 40;
const BAR_H = 14;
const PLOT_TOP = 140;
const PLOT_BOTTOM = 260;
/** The curve's lowest lux: values under it sit on the axis. */
const FLOOR_LUX = 10;
/** The baseline of the scale's tick labels; the line under them is a line height below, in ems. */
const SCALE_LABELS_Y = BAR_Y + BAR_H + 22;
/**
 * A second row of text under a row of tick labels, in the font's own ems: as the labels grow to
 * stay legible on a phone (16 units and more at 320 px), the rows stay a line apart.
 */
const NEXT_LINE = '1.3em';


/**
 * The illuminance on a 0–2000 lux scale (direct and reflected shares) against the 300–500 lux
 * target, and below it the same fitting's illuminance over distance, with the current throw
 * and the distance that gives 400 lux.
 */
export function LuxScale({ inputs, result }: { inputs: Inputs; result: Result }) {
  const x = scaleLinear().domain([0, MAX_LUX]).range([L, R]).clamp(true);
  const total = x(result.illuminanceLux);
  const direct = x(result.directLux);
  const valueAnchor = total > R - 40 ? 'end' : total < L + 40 ? 'start' : 'middle';

  const dx = scaleLinear().domain([1, 10]).range([L, R]);
  const dy = scaleLog().domain([FLOOR_LUX, MAX_LUX]).range([PLOT_BOTTOM, PLOT_TOP]).clamp(true);
  const curve = line<IlluminancePoint>().x((p) => dx(p.distanceM)).y((p) => dy(Math.max(FLOOR_LUX, p.lux)));
  const here = { x: dx(inputs.distanceM), y: dy(Math.max(FLOOR_LUX, result.illuminanceLux)) };
  const best = result.distanceFor400LuxM;
  const bestShown = best >= 1 && best <= 10;

  return (
    <Diagram
      width={W}
      height={H}
     
      label={
        `Illuminance scale 0–2000 lux: ${lux(result.illuminanceLux)}, ${result.status.toLowerCase()} (300–500 lux)` +
        (bestShown ? `; this fitting gives 400 lux at ${formatNumber(best, 1)} m` : '')
      }
    >
      {/* The lux scale */}
      {/* The target band behind the scale, so the bar's fill reads through it */}
      <rect x={x(TARGET_MIN_LUX)} y={BAR_Y - 6} width={x(TARGET_MAX_LUX) - x(TARGET_MIN_LUX)} height={BAR_H + 12} className={css.target} />
      <rect x={L} y={BAR_Y} width={direct - L} height={BAR_H} className={css.direct} />
      <rect x={direct} y={BAR_Y} width={Math.max(0, total - direct)} height={BAR_H} className={css.reflected} />
      <rect x={L} y={BAR_Y} width={R - L} height={BAR_H} className={css.track} />
      {/* The last tick's label ends at the drawing's edge rather than straddling it. */}
      <XAxisTicks
        scale={x}
        ticks={[0, 500, 1000, 1500, 2000]}
        y={BAR_Y + BAR_H + 6}
        tick={{ length: 4, side: 'down', className: d.line }}
        label={{ offset: SCALE_LABELS_Y - (BAR_Y + BAR_H + 6), className: css.small, edges: { right: R, outset: 6 } }}
      />
      <text x={R} y={SCALE_LABELS_Y} dy={NEXT_LINE} textAnchor="end" className={css.small}>capped at {MAX_LUX} lux</text>
      <text x={x((TARGET_MIN_LUX + TARGET_MAX_LUX) / 2)} y={SCALE_LABELS_Y} dy={NEXT_LINE} textAnchor="middle" className={css.labelTarget}>
        target {TARGET_MIN_LUX}–{TARGET_MAX_LUX}
      </text>
      <path d={`M${total} ${BAR_Y + BAR_H + 2}V${BAR_Y - 8}l-5 -8h10l-5 8`} className={d.line} />
      <text x={total} y={BAR_Y - 20} textAnchor={valueAnchor} className={d.labelAccent}>
        {lux(result.illuminanceLux)} · {result.status}
      </text>

      {/* Illuminance over distance (log scale) */}
      <text x={8} y={PLOT_TOP - 16} className={d.labelMuted}>Same fitting at other distances (lux, log)</text>
      <rect x={L} y={dy(TARGET_MAX_LUX)} width={R - L} height={dy(TARGET_MIN_LUX) - dy(TARGET_MAX_LUX)} className={css.target} strokeWidth={0} />
      <text x={R - 4} y={dy(TARGET_MIN_LUX) - 3} textAnchor="end" className={css.labelTarget}>target</text>
      {/* The lowest label sits just above its line, clear of the distance axis's first label. */}
      <YAxisTicks
        scale={dy}
        ticks={[10, 100, 1000]}
        x={L}
        grid={{ from: L, to: R, className: d.thin, dash: '2 3' }}
        label={{ offset: 6, className: css.small, edges: { bottom: PLOT_BOTTOM, lift: 3 } }}
      />
      <line x1={L} x2={R} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className={d.line} />
      <XAxisTicks
        scale={dx}
        ticks={[1, 4, 7, 10]}
        y={PLOT_BOTTOM}
        tick={{ length: 4, side: 'down', className: d.line }}
        label={{ offset: 16, className: css.small, format: (m) => `${m} m`, edges: { right: R, outset: 6 } }}
      />
      <path d={curve(illuminanceOverDistance(inputs)) ?? ''} className={css.curve} />
      {bestShown && (
        <g>
          <line x1={dx(best)} x2={dx(best)} y1={dy(400)} y2={PLOT_BOTTOM} className={css.coneEdge} strokeDasharray="3 2" />
          <text x={dx(best)} y={PLOT_BOTTOM + 16} dy={NEXT_LINE} textAnchor={dx(best) > R - 50 ? 'end' : dx(best) < L + 50 ? 'start' : 'middle'} className={css.labelTarget}>
            400 lux at {formatNumber(best, 1)} m
          </text>
        </g>
      )}
      <line x1={here.x} x2={here.x} y1={here.y} y2={PLOT_BOTTOM} className={d.dim} strokeDasharray="2 2" />
      <circle cx={here.x} cy={here.y} r={5} className={css.point} />
    </Diagram>
  );
}
