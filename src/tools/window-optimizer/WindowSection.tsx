import { formatNumber } from '../../../engine/math/format';
import {
  SECTION_SILL_M,
  SECTION_WALL_M,
  sunlitSection,
  type Inputs,
  type Result,
  type SectionPoint,
} from '../../../engine/tools/window-optimizer';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { palette } from '../../ui/palette';
import { GLASS_HEX } from './glazing';
import * as css from './WindowStudy.css';
import { ArrowMarker, HatchPattern } from '../shell/svgDefs';

const W = 360;
const H = 258;
/** Largest drawing scale, units per metre: a 4 m deep, 2.8 m high room fills the drawing. */
const MAX_SCALE = 56;
const FLOOR_Y = 206;
const OUTER_X = 92;
/** The highest the ceiling slab may reach, below the note at the top (and below a second line of labels). */
const TOP_Y = 30;
const TOP_Y_TWO_LINES = 46;
/** The narrowest room, in drawing units, that holds the ceiling and daylight-factor labels (at 14 units on a phone). */
const LABELS_IN_ROOM = 175;
/** Slab thickness, metres. */
const SLAB_M = 0.22;
/** How far outside the rays are drawn, in drawing units. */
const RAY_REACH = 150;

/** The section's scale and positions for a room `depthM` deep and `ceilingM` high: as large as fits, at most 56 units a metre. */
function layout(depthM: number, ceilingM: number) {
  const scale = (top: number) => Math.min(MAX_SCALE, (W - 12 - OUTER_X) / (SECTION_WALL_M + depthM), (FLOOR_Y - top) / (ceilingM + SLAB_M));
  // A room too narrow on the drawing for its labels gets them on a line above it instead.
  const labelsInRoom = scale(TOP_Y) * depthM >= LABELS_IN_ROOM;
  const S = scale(labelsInRoom ? TOP_Y : TOP_Y_TWO_LINES);
  const INNER_X = OUTER_X + SECTION_WALL_M * S;
  return { S, INNER_X, BACK_X: INNER_X + depthM * S, SLAB: SLAB_M * S, CEILING_Y: FLOOR_Y - ceilingM * S, labelsInRoom };
}

const points = (list: readonly (readonly [number, number])[]) => list.map(([px, py]) => `${px},${py}`).join(' ');

/** The hatch of cut walls and slabs, and the diffuse sky light (the accent blue, fading into the room). */
function HatchDefs() {
  return (
    <defs>
      <HatchPattern id="window-hatch" lineClassName={css.hatch} />
      <linearGradient id="window-glow" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stopColor={palette.accent} stopOpacity="0.35" />
        <stop offset="1" stopColor={palette.accent} stopOpacity="0" />
      </linearGradient>
      <ArrowMarker id="window-section-arrow" />
    </defs>
  );
}

/**
 * A section through the window wall: the cut wall with its sill and head, the room behind,
 * and the sun's rays at its altitude through the opening onto the floor (or the back wall),
 * filled more strongly as the daylight factor rises.
 */
export function WindowSection({ inputs, result }: { inputs: Inputs; result: Result }) {
  const depthM = inputs.roomDepthM;
  const ceilingM = inputs.roomHeightM;
  const { S, INNER_X, BACK_X, SLAB, CEILING_Y, labelsInRoom } = layout(depthM, ceilingM);
  const toSvg = ([xM, yM]: SectionPoint): [number, number] => [INNER_X + xM * S, FLOOR_Y - yM * S];
  const sillY = FLOOR_Y - SECTION_SILL_M * S;
  const headM = SECTION_SILL_M + inputs.heightM;
  const headY = FLOOR_Y - headM * S;
  const section = result.directSun ? sunlitSection(SECTION_SILL_M, headM, result.sunAltitudeDeg, depthM, SECTION_WALL_M) : null;
  // Strength of the light: a faint fill at 0 %, full at 100 %.
  const strength = 0.18 + 0.8 * (result.daylightFactorPct / 100);
  const altitudeRad = (result.sunAltitudeDeg * Math.PI) / 180;
  const back = (px: number, py: number): [number, number] => [px - RAY_REACH * Math.cos(altitudeRad), py - RAY_REACH * Math.sin(altitudeRad)];
  const glassX = (OUTER_X + INNER_X) / 2;
  const arcR = 30;
  const df = `${formatNumber(result.daylightFactorPct, 1)} %`;
  const altitude = `${formatNumber(result.sunAltitudeDeg, 1)}°`;

  let note: string;
  if (section) note = `sun ${altitude} through the window`;
  else if (result.sunAltitudeDeg <= 0) note = 'sun below the horizon';
  else if (!result.directSun) note = 'sun behind the facade: sky light only';
  else note = 'the reveal shades the glass at this sun angle';

  return (
    <Diagram width={W} height={H} label={`Section through the window: ${note}; daylight factor ${df}`}>
      <HatchDefs />
      {/* Light first, so the cut wall and slabs sit over its edges. */}
      {section ? (
        <g>
          <polygon
            points={points([[INNER_X, FLOOR_Y - section.topAtInnerFaceM * S], [INNER_X, sillY], back(INNER_X, sillY), back(INNER_X, FLOOR_Y - section.topAtInnerFaceM * S)])}
            className={css.beam}
            opacity={strength * 0.55}
          />
          <polygon points={points(section.beam.map(toSvg))} className={css.beam} opacity={strength} />
          {[0, 0.5, 1].map((share) => {
            const yM = SECTION_SILL_M + share * (section.topAtInnerFaceM - SECTION_SILL_M);
            const [ix, iy] = toSvg([0, yM]);
            const [ox, oy] = back(ix, iy);
            return <line key={share} x1={ox} y1={oy} x2={ix} y2={iy} className={css.ray} markerEnd="url(#window-section-arrow)" />;
          })}
          {section.floor && (
            <line x1={toSvg([section.floor[0], 0])[0]} x2={toSvg([section.floor[1], 0])[0]} y1={FLOOR_Y - 2} y2={FLOOR_Y - 2} className={css.sunPatch} />
          )}
          {section.backWall && (
            <line x1={BACK_X - 2} x2={BACK_X - 2} y1={FLOOR_Y - section.backWall[0] * S} y2={FLOOR_Y - section.backWall[1] * S} className={css.sunPatch} />
          )}
        </g>
      ) : (
        result.daylightFactorPct > 0 && (
          <polygon
            points={points([[INNER_X, headY], [INNER_X, sillY], [INNER_X + 0.6 * depthM * S, FLOOR_Y], [INNER_X + 0.7 * depthM * S, FLOOR_Y], [INNER_X + 0.7 * depthM * S, headY - 0.3 * S]])}
            fill="url(#window-glow)"
            opacity={Math.min(1, strength * 1.6)}
          />
        )
      )}

      {/* Ground outside, floor and ceiling slabs, the cut wall above and below the opening, the back wall. */}
      <line x1={0} x2={OUTER_X} y1={FLOOR_Y} y2={FLOOR_Y} className={css.ground} />
      <rect x={OUTER_X} y={CEILING_Y - SLAB} width={BACK_X + 8 - OUTER_X} height={SLAB} className={css.cut} />
      <rect x={OUTER_X} y={CEILING_Y - SLAB} width={BACK_X + 8 - OUTER_X} height={SLAB} fill="url(#window-hatch)" />
      <rect x={OUTER_X} y={FLOOR_Y} width={BACK_X + 8 - OUTER_X} height={SLAB} className={css.cut} />
      <rect x={OUTER_X} y={FLOOR_Y} width={BACK_X + 8 - OUTER_X} height={SLAB} fill="url(#window-hatch)" />
      {[
        [CEILING_Y, headY],
        [sillY, FLOOR_Y],
      ].map(([top = 0, bottom = 0]) => (
        <g key={top}>
          <rect x={OUTER_X} y={top} width={INNER_X - OUTER_X} height={bottom - top} className={css.cut} />
          <rect x={OUTER_X} y={top} width={INNER_X - OUTER_X} height={bottom - top} fill="url(#window-hatch)" />
        </g>
      ))}
      <rect x={BACK_X} y={CEILING_Y} width={8} height={FLOOR_Y - CEILING_Y} className={css.cut} />
      {/* The glass, in its tint, in the middle of the wall. */}
      <rect x={glassX - 2} y={headY} width={4} height={sillY - headY} fill={GLASS_HEX[result.glazing]} className={css.glassEdge} />

      {/* Altitude: the angle between the horizontal and the ray at the inner edge of the sill. */}
      {section && (
        <g>
          <line x1={INNER_X} x2={INNER_X - arcR - 10} y1={sillY} y2={sillY} className={d.dim} strokeDasharray="3 2" />
          <path
            d={`M${INNER_X - arcR} ${sillY}A${arcR} ${arcR} 0 0 1 ${INNER_X - arcR * Math.cos(altitudeRad)} ${sillY - arcR * Math.sin(altitudeRad)}`}
            className={d.line}
          />
          <text
            x={INNER_X - (arcR + 8) * Math.cos(altitudeRad / 2) - 4}
            y={sillY - (arcR + 8) * Math.sin(altitudeRad / 2) + 4}
            textAnchor="end"
            className={`${css.labelSun} ${css.halo}`}
          >
            {altitude}
          </text>
        </g>
      )}

      {/* Dimensions: room depth and ceiling height, for scale. */}
      <line x1={INNER_X} x2={BACK_X} y1={FLOOR_Y + SLAB + 14} y2={FLOOR_Y + SLAB + 14} className={d.dim} markerStart="url(#window-section-arrow)" markerEnd="url(#window-section-arrow)" />
      <text x={(INNER_X + BACK_X) / 2} y={FLOOR_Y + SLAB + 28} textAnchor="middle" className={d.labelMuted}>
        room depth {formatNumber(depthM, 1)} m
      </text>
      {labelsInRoom ? (
        <g>
          <text x={BACK_X - 8} y={CEILING_Y + 16} textAnchor="end" className={d.labelMuted}>
            ceiling {formatNumber(ceilingM, 1)} m
          </text>
          <text x={(INNER_X + BACK_X) / 2} y={CEILING_Y + 40} textAnchor="middle" className={`${d.label} ${css.halo}`}>
            daylight factor {df}
          </text>
        </g>
      ) : (
        <text x={W / 2} y={36} textAnchor="middle" className={d.label}>
          ceiling {formatNumber(ceilingM, 1)} m · daylight factor {df}
        </text>
      )}
      <text x={8} y={FLOOR_Y + SLAB + 28} className={css.small}>outside</text>
      <text x={(INNER_X + BACK_X) / 2} y={16} textAnchor="middle" className={d.labelMuted}>{note}</text>
    </Diagram>
  );
}
