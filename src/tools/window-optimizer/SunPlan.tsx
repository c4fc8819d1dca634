import { useMemo } from 'react';
import { formatNumber } from '../../../engine/math/format';
import { longDate } from '../../../engine/math/isoDate';
import { FACADE_AZIMUTH_DEG, clockTime, realSun, type Inputs, type Result } from '../../../engine/tools/window-optimizer';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { FACADE_NAMES } from './glazing';
import * as css from './WindowStudy.css';
import { ArrowMarker } from '../shell/svgDefs';

const W = 360;
/**
 * Laid out for its labels at their size at 320 px (16.5 units): the place and date, with the
 * zenith's note a line under them, above the circle; three lines under it.
 */
const H = 370;
const CX = 180;
const CY = 174;
/** The first line's baseline under the circle; the next follow a line apart, in the font's ems. */
const NOTES_Y = 322;
/** Radius of the horizon; the zenith is the centre. */
const R = 104;

/** A point of the sky (azimuth clockwise from north, elevation) on the plan: north up, the zenith at the centre. */
function skyPoint(azimuthDeg: number, elevationDeg: number): [number, number] {
  const r = (R * (90 - Math.max(0, Math.min(90, elevationDeg)))) / 90;
  const a = (azimuthDeg * Math.PI) / 180;
  return [CX + r * Math.sin(a), CY - r * Math.cos(a)];
}

/** A point `r` units from the centre in the direction `azimuthDeg`, beyond the horizon too (for the compass letters). */
function rimPoint(azimuthDeg: number, r: number): [number, number] {
  const a = (azimuthDeg * Math.PI) / 180;
  return [CX + r * Math.sin(a), CY - r * Math.cos(a)];
}

const pointsOf = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The real sun's path over the date, in runs above the horizon (every 10 minutes of the day). */
function dayPath(latitudeDeg: number, date: string): [number, number][][] {
  const runs: [number, number][][] = [];
  let run: [number, number][] = [];
  for (let minute = 0; minute <= 1440; minute += 10) {
    const sun = realSun(latitudeDeg, date, minute / 60);
    if (sun.apparentElevationDeg > 0) run.push(skyPoint(sun.azimuthDeg, sun.apparentElevationDeg));
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The real sky over the window, in plan: the horizon as a circle with the zenith at its centre,
 * the half of the sky in front of the facade shaded, the wall and the way the window faces, the
 * sun's path for the date and latitude (NOAA), and the sun at the chosen time, with its angle off
 * the window's normal when it shines in.
 */
export function SunPlan({ inputs, result }: { inputs: Inputs; result: Result }) {
  const facadeDeg = FACADE_AZIMUTH_DEG[result.orientation];
  // The day's path depends on the place and the date alone, not on the hour the slider moves.
  const path = useMemo(() => dayPath(result.latitudeDeg, result.date), [result.latitudeDeg, result.date]);
  const facade = FACADE_NAMES[result.orientation];
  const { sun, realDirect } = result;
  const up = sun.apparentElevationDeg > 0;
  const [sx, sy] = skyPoint(sun.azimuthDeg, sun.apparentElevationDeg);
  const [wallA, wallB] = [skyPoint(facadeDeg - 90, 0), skyPoint(facadeDeg + 90, 0)];
  const [nx, ny] = skyPoint(facadeDeg, 90 - (0.42 * 90));
  const latitude = `${formatNumber(Math.abs(result.latitudeDeg), 1)}° ${result.latitudeDeg < 0 ? 'S' : 'N'}`;
  const azimuth = `${formatNumber(sun.azimuthDeg, 1)}°`;
  const elevation = `${formatNumber(sun.apparentElevationDeg, 1)}°`;
  // The angle off the normal, as an arc from the window's normal to the sun's azimuth.
  const arcR = 34;
  const turn = ((sun.azimuthDeg - facadeDeg + 540) % 360) - 180;
  const arcEnd = skyPoint(facadeDeg + turn, 90 - (arcR / R) * 90);
  const arcStart = skyPoint(facadeDeg, 90 - (arcR / R) * 90);
  const [lx, ly] = skyPoint(facadeDeg + turn / 2, 90 - ((arcR + 16) / R) * 90);
  const status = realDirect.direct
    ? `direct sun, ${formatNumber(realDirect.offNormalDeg, 1)}° off normal`
    : realDirect.reason === 'below-horizon'
      ? 'sun below the horizon'
      : 'sun behind the facade';

  return (
    <Diagram
     
      width={W}
      height={H}
      label={
        `Sky plan at ${latitude} on ${longDate(result.date)}: at ${clockTime(inputs.timeH)} the sun is ` +
        (up ? `${elevation} up at azimuth ${azimuth}` : `below the horizon, azimuth ${azimuth}`) +
        `; the window faces ${facade}: ${status}`
      }
    >
      {/* The half of the sky the window sees, in front of the facade. */}
      <path d={`M${wallA[0]} ${wallA[1]}A${R} ${R} 0 0 1 ${wallB[0]} ${wallB[1]}Z`} className={css.facadeBand} />
      <circle cx={CX} cy={CY} r={R} className={d.line} />
      {[30, 60].map((deg) => (
        <g key={deg}>
          <circle cx={CX} cy={CY} r={(R * (90 - deg)) / 90} className={d.thin} strokeDasharray="2 3" />
        </g>
      ))}
      {(
        [
          ['N', 0],
          ['E', 90],
          ['S', 180],
          ['W', 270],
        ] as const
      ).map(([name, deg]) => {
        const [x, y] = rimPoint(deg, R + 16);
        return (
          <text key={name} x={x} y={y + 5} textAnchor="middle" className={d.label}>
            {name}
          </text>
        );
      })}
      {/* The wall in plan, and the way the window faces. */}
      <line x1={wallA[0]} y1={wallA[1]} x2={wallB[0]} y2={wallB[1]} className={css.planWall} />
      <line x1={CX} y1={CY} x2={nx} y2={ny} className={d.line} markerEnd="url(#window-plan-arrow)" />

      {path.map((run, i) => (
        <polyline key={i} points={pointsOf(run)} className={css.sunPath} />
      ))}

      {up && (
        <g>
          <line x1={CX} y1={CY} x2={sx} y2={sy} className={d.dim} strokeDasharray="3 2" />
          {realDirect.direct && realDirect.offNormalDeg >= 1 && (
            <g>
              <path d={`M${arcStart[0]} ${arcStart[1]}A${arcR} ${arcR} 0 0 ${turn > 0 ? 1 : 0} ${arcEnd[0]} ${arcEnd[1]}`} className={css.ray} />
              <text x={lx} y={ly + 4} textAnchor="middle" className={`${css.labelSun} ${css.halo}`}>
                {formatNumber(realDirect.offNormalDeg, 0)}°
              </text>
            </g>
          )}
          <circle cx={sx} cy={sy} r={7.5} className={css.sun} />
        </g>
      )}

      <text x={8} y={18} className={d.labelMuted}>
        {latitude}, {longDate(result.date)}
      </text>
      <text x={W - 8} y={18} dy="1.25em" textAnchor="end" className={d.labelMuted}>
        zenith at the centre
      </text>
      {/* Short lines: on one, the time and the window's sun ran off the side at 320 px. */}
      <text x={8} y={NOTES_Y} className={`${d.label} ${css.halo}`}>
        {clockTime(inputs.timeH)}: {up ? `sun ${elevation} up, azimuth ${azimuth}` : `sun at azimuth ${azimuth}`}
      </text>
      <text x={8} y={NOTES_Y} dy="1.25em" className={realDirect.direct ? css.labelSun : d.labelMuted}>
        {facade} window: {realDirect.direct ? 'direct sun' : status}
      </text>
      {realDirect.direct && (
        <text x={8} y={NOTES_Y} dy="2.5em" className={css.labelSun}>
          {formatNumber(realDirect.offNormalDeg, 1)}° off normal
        </text>
      )}
      <defs>
        <ArrowMarker id="window-plan-arrow" size={7} />
      </defs>
    </Diagram>
  );
}
