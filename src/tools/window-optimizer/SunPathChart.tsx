import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { formatNumber } from '../../../engine/math/format';
import { clockTime, directSunHours, sunAltitudeDeg, sunPath, type Inputs, type Result, type SunPathPoint } from '../../../engine/tools/window-optimizer';
import { XAxisTicks, YAxisTicks } from '../shell/AxisTicks';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { FACADE_NAMES } from './glazing';
import * as css from './WindowStudy.css';
import { ArrowMarker } from '../shell/svgDefs';

const W = 360;
const H = 238;
const LEFT = 40;
const RIGHT = W - 22;
const TOP = 34;
const BASE = 186;

const HOURS = [6, 9, 12, 15, 18] as const;
const COMPASS = ['E', 'SE', 'S', 'SW', 'W'] as const;

/**
 * The sky seen from the window: the season's sun path as altitude over the day (azimuth from
 * east through south to west), the other season dashed, the hours when the sun is in front of
 * the facade shaded, and the sun at the chosen time with its altitude dimensioned.
 */
export function SunPathChart({ inputs, result }: { inputs: Inputs; result: Result }) {
  const x = scaleLinear().domain([6, 18]).range([LEFT, RIGHT]);
  const y = scaleLinear().domain([0, 90]).range([BASE, TOP]);
  const path = line<SunPathPoint>().x((p) => x(p.timeH)).y((p) => y(p.altitudeDeg));
  const other = result.season === 'summer' ? 'winter' : 'summer';
  const hours = directSunHours(result.orientation);
  const up = result.sunAltitudeDeg > 0;
  const sunX = x(Math.min(18, Math.max(6, inputs.timeH)));
  const sunY = y(result.sunAltitudeDeg);
  const altitude = `${formatNumber(result.sunAltitudeDeg, 1)}°`;
  // Keep the labels inside the chart whichever side of noon the sun is.
  const labelLeft = sunX > (LEFT + RIGHT) / 2;
  const facade = FACADE_NAMES[result.orientation];
  const otherLabelH = inputs.timeH <= 12 ? 15.5 : 8.5;
  // The band's label sits at its top, or at its foot when the sun stands high enough to meet it there.
  const bandLabelY = up && sunY < TOP + 40 ? BASE - 8 : TOP + 14;
  return (
    <Diagram
     
      width={W}
      height={H}
      label={
        `Sun path in ${result.season}: at ${clockTime(inputs.timeH)} the sun is ` +
        (up ? `${altitude} above the horizon` : 'below the horizon') +
        (hours ? `; it is in front of the ${facade} facade from ${clockTime(hours[0])} to ${clockTime(hours[1])}` : `; it never faces the ${facade} facade`)
      }
    >
      {hours ? (
        <g>
          <rect x={x(hours[0])} y={TOP} width={x(hours[1]) - x(hours[0])} height={BASE - TOP} className={css.facadeBand} />
          <text x={(x(hours[0]) + x(hours[1])) / 2} y={bandLabelY} textAnchor="middle" className={`${css.small} ${css.halo}`}>
            sun on the {facade} facade
          </text>
        </g>
      ) : (
        <text x={(LEFT + RIGHT) / 2} y={bandLabelY} textAnchor="middle" className={`${css.small} ${css.halo}`}>
          no direct sun on a {facade} facade
        </text>
      )}
      <YAxisTicks
        scale={y}
        ticks={[30, 60, 90]}
        x={LEFT}
        grid={{ from: LEFT, to: RIGHT, className: d.thin, dash: '2 3' }}
        label={{ offset: 6, className: css.small, format: (deg) => `${deg}°` }}
      />
      {/* 0° is the horizon, which the base line draws: a label without a dashed line. */}
      <text x={LEFT - 6} y={BASE + 1} textAnchor="end" className={css.small}>0°</text>
      <text x={8} y={16} className={d.labelMuted}>Altitude above the horizon</text>
      <XAxisTicks
        scale={x}
        ticks={HOURS}
        y={BASE}
        tick={{ length: 5, side: 'down', className: d.line }}
        label={[
          { offset: 18, className: css.small, format: (hour) => clockTime(hour) },
          { offset: 35, className: d.labelMuted, format: (_, i) => COMPASS[i] },
        ]}
      />
      <line x1={LEFT} x2={RIGHT} y1={BASE} y2={BASE} className={d.line} />

      <path d={path(sunPath(other)) ?? ''} className={css.otherPath} />
      {/* The other season's name sits on its arc, on the side of noon away from the sun. */}
      <text x={x(otherLabelH)} y={y(sunAltitudeDeg(otherLabelH, other)) - 6} textAnchor="middle" className={`${css.small} ${css.halo}`}>{other}</text>
      <path d={path(sunPath(result.season)) ?? ''} className={css.sunPath} />

      {up ? (
        <g>
          <line x1={sunX} x2={sunX} y1={BASE} y2={sunY + 9} className={d.dim} markerEnd="url(#window-arrow)" />
          <circle cx={sunX} cy={sunY} r={7.5} className={css.sun} />
          <text x={sunX + (labelLeft ? -12 : 12)} y={(sunY + BASE) / 2 + 4} textAnchor={labelLeft ? 'end' : 'start'} className={`${css.labelSun} ${css.halo}`}>
            {altitude}
          </text>
          <text x={sunX + (labelLeft ? -12 : 12)} y={sunY - 6} textAnchor={labelLeft ? 'end' : 'start'} className={`${d.labelMuted} ${css.halo}`}>
            {clockTime(inputs.timeH)}
          </text>
        </g>
      ) : (
        <g>
          <circle cx={sunX} cy={BASE} r={6} className={css.sunDown} />
          <text x={sunX + (labelLeft ? -12 : 12)} y={BASE - 10} textAnchor={labelLeft ? 'end' : 'start'} className={`${d.labelMuted} ${css.halo}`}>
            {clockTime(inputs.timeH)}: below the horizon, 0.0°
          </text>
        </g>
      )}
      <defs>
        <ArrowMarker id="window-arrow" />
      </defs>
    </Diagram>
  );
}
