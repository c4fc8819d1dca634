import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { formatNumber } from '../../../engine/math/format';
import { luxText as lux, planeProfile, type Inputs, type PlanePoint, type Result } from '../../../engine/tools/lighting-physics';
import { palette } from '../../ui/palette';
import { XAxisTicks, YAxisTicks } from '../shell/AxisTicks';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import * as css from './LightingStudy.css';

const W = 360;
const H = 292;
/** Room left of the plot for a four-digit lux at its phone size. */
const L = 52;
/**
 * Drawing units under which the average's line is so near the peak that their labels (above
 * each) would meet: the average's label then goes under its line, with the edge's under it.
 */
const NEAR_PEAK = 24;
const R = W - 16;
const STRIP_Y = 12;
const STRIP_H = 16;
const PLOT_TOP = 64;
const PLOT_BOTTOM = 206;
/** Stops of the spot's gradient, seen from above. */
const STOPS = 13;
/** A target up to this many times the light on axis is drawn on the scale. */
const TARGET_REACH = 2;

const metres = (value: number) => `${formatNumber(value, 2)} m`;

/**
 * The light across the work plane inside the beam: the spot seen from above, shaded by its
 * illuminance, and below it E(r) = I·cos³θ/h² from edge to edge, with the average over the lit
 * disc, the chosen task's target, and the uniformity and the task check written under it.
 */
export function PlaneProfile({ inputs, result }: { inputs: Inputs; result: Result }) {
  const profile = planeProfile(inputs);
  const radius = result.spotDiameterM / 2;
  const peak = result.illuminanceLux;
  const target = result.task.targetLux;
  const x = scaleLinear().domain([-radius, radius]).range([L, R]);
  // The scale follows the light, so its fall-off reads; a target far above it is noted at the top instead.
  const targetOnScale = target <= peak * TARGET_REACH;
  const y = scaleLinear()
    .domain([0, Math.max(peak, targetOnScale ? target : 0, 1) * 1.15])
    .range([PLOT_BOTTOM, PLOT_TOP])
    .nice(3);
  const fill = area<PlanePoint>().x((p) => x(p.rM)).y0(PLOT_BOTTOM).y1((p) => y(p.lux))(profile) ?? '';
  const curve = line<PlanePoint>().x((p) => x(p.rM)).y((p) => y(p.lux))(profile) ?? '';
  const stops = planeProfile(inputs, STOPS);
  const verdict = `${result.task.label}: ${result.taskMet ? 'met' : 'not met'}`;
  // Even light (a narrow beam from far, or a capped one): the average sits on the peak.
  const averageY = y(result.averageLux);
  const even = averageY - y(peak) < NEAR_PEAK;

  return (
    <Diagram
      width={W}
      height={H}
     
      label={
        `Illuminance across the work plane: ${lux(peak)} on axis falling to ${lux(result.edgeLux)} at the beam's edge, ` +
        `${metres(radius)} out; average ${lux(result.averageLux)}, uniformity ${formatNumber(result.uniformity, 2)}; ${verdict}`
      }
    >
      <defs>
        <linearGradient id="plane-falloff" x1="0" x2="1" y1="0" y2="0">
          {stops.map((stop, i) => (
            <stop key={i} offset={i / (STOPS - 1)} stopColor={palette.light} stopOpacity={peak > 0 ? 0.12 + 0.88 * (stop.lux / peak) : 0} />
          ))}
        </linearGradient>
      </defs>

      {/* The spot seen from above, brightest on the axis */}
      <rect x={L} y={STRIP_Y} width={R - L} height={STRIP_H} rx={STRIP_H / 2} fill="url(#plane-falloff)" className={css.stripEdge} />

      {/* Illuminance axis */}
      <YAxisTicks scale={y} ticks={y.ticks(3)} x={L} grid={{ from: L, to: R, className: d.thin, dash: '2 3' }} label={{ offset: 6, className: css.small }} />
      <line x1={L} x2={R} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className={d.line} />

      {/* E(r) across the spot */}
      <path d={fill} className={css.profileArea} />
      <path d={curve} className={css.curve} />

      {/* The task's target and the disc's average */}
      {targetOnScale ? (
        <>
          <line x1={L} x2={R} y1={y(target)} y2={y(target)} className={d.targetStroke} />
          <text x={R} y={y(target) - 5} textAnchor="end" className={`${d.labelAccent} ${css.halo}`}>Ēm {lux(target)}</text>
        </>
      ) : (
        <text x={R} y={PLOT_TOP - 10} textAnchor="end" className={d.labelAccent}>Ēm {lux(target)}, above the scale ↑</text>
      )}
      <line x1={L} x2={R} y1={averageY} y2={averageY} className={css.average} />
      <text x={L + 4} y={even ? averageY + 4 : averageY - 5} dy={even ? '1em' : undefined} className={`${css.labelWarm} ${css.halo}`}>
        average {lux(result.averageLux)}
      </text>

      {/* The values on axis and at the beam's edge */}
      <text x={x(0)} y={y(peak) - 6} textAnchor="middle" className={`${d.label} ${css.halo}`}>{lux(peak)}</text>
      {/* Under the curve's left end, below the average's label, clear of the target's on the right */}
      <text
        x={L + 4}
        y={even ? averageY + 4 : Math.min(PLOT_BOTTOM - 4, y(result.edgeLux) + 16)}
        dy={even ? '2.2em' : undefined}
        className={`${d.label} ${css.halo}`}
      >
        {lux(result.edgeLux)} at the edge
      </text>

      {/* Distance from the axis */}
      <XAxisTicks
        scale={x}
        ticks={[-radius, 0, radius]}
        y={PLOT_BOTTOM}
        tick={{ length: 4, side: 'down', className: d.line }}
        label={{ offset: 18, className: css.small, format: (r) => (r === 0 ? 'axis' : metres(Math.abs(r))), edges: { left: L, right: R } }}
      />

      <text x={8} y={H - 28} className={d.label}>Uniformity U0 = {formatNumber(result.uniformity, 2)} (min/avg)</text>
      <text x={8} y={H - 8} className={result.taskMet ? d.labelGood : css.labelWarm}>{verdict}</text>
    </Diagram>
  );
}
