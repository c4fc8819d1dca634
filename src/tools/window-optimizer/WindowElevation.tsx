import { formatNumber } from '../../../engine/math/format';
import { SECTION_CEILING_M, SECTION_SILL_M, type Inputs, type Result } from '../../../engine/tools/window-optimizer';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { FACADE_NAMES, GLASS_HEX, GLAZING_NAMES } from './glazing';
import * as css from './WindowStudy.css';
import { ArrowMarker, HatchPattern } from '../shell/svgDefs';

const W = 360;
const H = 264;
/** Drawing scale, units per metre. */
const S = 70;
/** The stretch of wall drawn around the window, metres. */
const WALL_M = 3.6;
const WALL_X = 60;
const FLOOR_Y = 214;
const FRAME = 0.06 * S;

const m = (value: number) => `${formatNumber(value, 1)} m`;

/** The wall seen from outside with the window to scale, its width, height and sill dimensioned. */
export function WindowElevation({ inputs, result }: { inputs: Inputs; result: Result }) {
  const cx = WALL_X + (WALL_M * S) / 2;
  const left = cx - (inputs.widthM * S) / 2;
  const right = cx + (inputs.widthM * S) / 2;
  const sillY = FLOOR_Y - SECTION_SILL_M * S;
  const headY = sillY - inputs.heightM * S;
  const glass = GLASS_HEX[result.glazing];
  const dimY = FLOOR_Y + 26;
  return (
    <Diagram
     
      width={W}
      height={H}
      label={
        `Elevation of the ${FACADE_NAMES[result.orientation]} wall: a window ${m(inputs.widthM)} wide and ${m(inputs.heightM)} high ` +
        `(${formatNumber(result.windowAreaM2, 2)} m²), sill at ${m(SECTION_SILL_M)}, ${GLAZING_NAMES[result.glazing].toLowerCase()} glazing`
      }
    >
      <defs>
        <HatchPattern id="window-ground" spacing={7} lineClassName={css.hatch} />
        <ArrowMarker id="window-elevation-arrow" />
      </defs>
      {/* Wall, ground */}
      <rect x={WALL_X} y={FLOOR_Y - SECTION_CEILING_M * S} width={WALL_M * S} height={SECTION_CEILING_M * S} className={css.wallFace} />
      <rect x={14} y={FLOOR_Y} width={W - 28} height={8} fill="url(#window-ground)" />
      <line x1={14} x2={W - 14} y1={FLOOR_Y} y2={FLOOR_Y} className={css.ground} />

      {/* Window: frame, glass in the glazing's tint, a glint */}
      <rect x={left} y={headY} width={right - left} height={sillY - headY} className={css.frame} />
      <rect x={left + FRAME} y={headY + FRAME} width={right - left - 2 * FRAME} height={sillY - headY - 2 * FRAME} fill={glass} className={css.glassEdge} />
      <line x1={right - FRAME - 26} y1={headY + FRAME + 8} x2={right - FRAME - 8} y2={headY + FRAME + 26} className={css.glassShine} />
      <line x1={right - FRAME - 34} y1={headY + FRAME + 8} x2={right - FRAME - 8} y2={headY + FRAME + 34} className={css.glassShine} />
      <line x1={left - 4} x2={right + 4} y1={sillY + 2} y2={sillY + 2} className={d.line} />
      <text x={cx} y={(headY + sillY) / 2 + 4} textAnchor="middle" className={`${d.label} ${css.halo}`}>
        {formatNumber(result.windowAreaM2, 2)} m²
      </text>

      {/* Width, below the ground line */}
      <line x1={left} x2={left} y1={sillY + 6} y2={dimY + 5} className={d.dim} strokeDasharray="2 2" />
      <line x1={right} x2={right} y1={sillY + 6} y2={dimY + 5} className={d.dim} strokeDasharray="2 2" />
      <line x1={left} x2={right} y1={dimY} y2={dimY} className={d.dim} markerStart="url(#window-elevation-arrow)" markerEnd="url(#window-elevation-arrow)" />
      <text x={cx} y={dimY + 16} textAnchor="middle" className={d.label}>width {m(inputs.widthM)}</text>

      {/* Height, right of the window */}
      <line x1={right + 16} x2={right + 16} y1={headY} y2={sillY} className={d.dim} markerStart="url(#window-elevation-arrow)" markerEnd="url(#window-elevation-arrow)" />
      <text x={right + 22} y={(headY + sillY) / 2 + 4} className={`${d.label} ${css.halo}`}>{m(inputs.heightM)}</text>

      {/* Sill height, left of the window */}
      <line x1={left - 16} x2={left - 16} y1={sillY} y2={FLOOR_Y} className={d.dim} markerStart="url(#window-elevation-arrow)" markerEnd="url(#window-elevation-arrow)" />
      <text x={left - 22} y={(sillY + FLOOR_Y) / 2 + 4} textAnchor="end" className={`${d.labelMuted} ${css.halo}`}>sill {m(SECTION_SILL_M)}</text>

      <text x={WALL_X} y={14} className={css.small}>
        {GLAZING_NAMES[result.glazing]} glazing, light factor {formatNumber(result.glazingFactor, 2)}
      </text>
    </Diagram>
  );
}
