import { formatNumber, withArticle } from '../../../engine/math/format';
import { mixHex } from '../../../engine/math/color';
import { luxText, type Inputs, type Result } from '../../../engine/tools/lighting-physics';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { palette } from '../../ui/palette';
import * as css from './LightingStudy.css';
import { ArrowMarker, HatchPattern } from '../shell/svgDefs';

const W = 360;
// Room under the spot's dimension for the surface's reflectance on its own row.
const H = 310;
/** The width the throw's label needs left of its dimension line. */
const THROW_LABEL_ROOM = 90;
const CX = 196;
const CEILING_Y = 22;
const FLOOR_Y = 232;
const FLOOR_T = 10;
/** Space the cone may take: its height above the floor and its width. */
const MAX_DROP = FLOOR_Y - CEILING_Y - 44;
const MAX_SPREAD = 300;
/** Largest drawing scale, units per metre, so a short throw still reads as a room. */
const MAX_SCALE = 64;
const NICE_BARS = [0.5, 1, 2, 5, 10] as const;

const m = (value: number, decimals = 1) => `${formatNumber(value, decimals)} m`;

/**
 * A section through the light: the fitting hanging at the distance above the lit surface, its
 * beam as a cone down to the surface, the beam angle, the throw and the spot's diameter
 * dimensioned, and the share the surface reflects drawn as bouncing light.
 */
export function LightSection({ inputs, result }: { inputs: Inputs; result: Result }) {
  const scale = Math.min(MAX_DROP / inputs.distanceM, MAX_SPREAD / result.spotDiameterM, MAX_SCALE);
  const lampY = FLOOR_Y - inputs.distanceM * scale;
  const r = (result.spotDiameterM / 2) * scale;
  const half = (inputs.beamAngleDeg / 2) * (Math.PI / 180);
  // Brighter light, denser cone: log of the illuminance over the 2000 lux cap.
  const strength = 0.25 + 0.75 * (Math.log1p(result.illuminanceLux) / Math.log1p(2000));
  const arcR = Math.min(36, (FLOOR_Y - lampY) * 0.45);
  const bar = NICE_BARS.find((length) => length * scale >= 36) ?? 10;
  const surface = mixHex(palette.textMuted, palette.bg, inputs.reflectance);
  const lux = luxText(result.illuminanceLux);
  const dimX = Math.max(16, CX - r - 26);
  // Room outside for 'd 10.0 m' at its size on a 320 px screen (16.5 units, about 80 wide).
  const throwOutside = dimX > THROW_LABEL_ROOM;
  return (
    <Diagram
      width={W}
      height={H}
     
      label={
        `Section: fitting of ${formatNumber(inputs.intensityCd, 0)} cd, ${m(inputs.distanceM)} above the surface, with ` +
        `${withArticle(formatNumber(inputs.beamAngleDeg, 0))}° beam lighting a spot ${m(result.spotDiameterM, 2)} across at ${lux}`
      }
    >
      <defs>
        <linearGradient id="light-cone" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={palette.light} stopOpacity="0.85" />
          <stop offset="1" stopColor={palette.light} stopOpacity="0.3" />
        </linearGradient>
        <HatchPattern id="light-hatch" lineClassName={css.hatch} />
        <ArrowMarker id="light-arrow" />
      </defs>

      {/* Ceiling slab and the pendant */}
      <rect x={0} y={CEILING_Y - 12} width={W} height={12} className={css.cut} />
      <rect x={0} y={CEILING_Y - 12} width={W} height={12} fill="url(#light-hatch)" />
      <line x1={CX} x2={CX} y1={CEILING_Y} y2={lampY - 12} className={css.cord} />

      {/* The beam and the pool of light */}
      <polygon points={`${CX - 5},${lampY} ${CX + 5},${lampY} ${CX + r},${FLOOR_Y} ${CX - r},${FLOOR_Y}`} fill="url(#light-cone)" opacity={strength} />
      <line x1={CX - 5} y1={lampY} x2={CX - r} y2={FLOOR_Y} className={css.coneEdge} />
      <line x1={CX + 5} y1={lampY} x2={CX + r} y2={FLOOR_Y} className={css.coneEdge} />
      <ellipse cx={CX} cy={FLOOR_Y} rx={Math.max(r, 2)} ry={Math.min(7, Math.max(2, r * 0.18))} className={css.pool} opacity={strength} />
      {/* Light the surface reflects back into the room */}
      {inputs.reflectance > 0 &&
        [-1, 1].map((side) => (
          <path
            key={side}
            d={`M${CX + side * r * 0.55} ${FLOOR_Y - 2}q${side * 10} -22 ${side * 26} -34`}
            className={css.bounce}
            opacity={0.25 + 0.75 * inputs.reflectance}
            markerEnd="url(#light-arrow)"
          />
        ))}

      {/* Fitting: a downlight can with its aperture at the throw's origin */}
      <path d={`M${CX - 11} ${lampY - 13}h22l-3 13h-16z`} className={css.fitting} />

      {/* Axis and beam angle */}
      <line x1={CX} x2={CX} y1={lampY} y2={FLOOR_Y} className={d.centreLine} />
      <path
        d={`M${CX - arcR * Math.sin(half)} ${lampY + arcR * Math.cos(half)}A${arcR} ${arcR} 0 0 0 ${CX + arcR * Math.sin(half)} ${lampY + arcR * Math.cos(half)}`}
        className={d.line}
      />
      <text x={CX + arcR * Math.sin(half) + 6} y={lampY + arcR * Math.cos(half) + 4} className={`${d.label} ${css.halo}`}>{formatNumber(inputs.beamAngleDeg, 0)}°</text>

      {/* Surface: its tone follows the reflectance */}
      <rect x={0} y={FLOOR_Y} width={W} height={FLOOR_T} fill={surface} className={css.floorTone} />
      <text x={8} y={H - 6} className={css.small}>
        reflectance {formatNumber(inputs.reflectance, 2)}
      </text>
      <text x={CX} y={FLOOR_Y - 12} textAnchor="middle" className={`${css.labelWarm} ${css.halo}`}>{lux}</text>

      {/* Throw: fitting to surface */}
      <line x1={dimX - 6} x2={CX - 14} y1={lampY} y2={lampY} className={d.dim} strokeDasharray="2 2" />
      <line x1={dimX} x2={dimX} y1={lampY} y2={FLOOR_Y} className={d.dim} markerStart="url(#light-arrow)" markerEnd="url(#light-arrow)" />
      {/* The throw's label goes outside the dimension line when there is room, else inside it. */}
      <text x={throwOutside ? dimX - 6 : dimX + 6} y={(lampY + FLOOR_Y) / 2 + 4} textAnchor={throwOutside ? 'end' : 'start'} className={`${d.label} ${css.halo}`}>
        d {m(inputs.distanceM)}
      </text>

      {/* Spot diameter, under the surface */}
      <line x1={CX - r} x2={CX - r} y1={FLOOR_Y + FLOOR_T + 2} y2={FLOOR_Y + FLOOR_T + 24} className={d.dim} />
      <line x1={CX + r} x2={CX + r} y1={FLOOR_Y + FLOOR_T + 2} y2={FLOOR_Y + FLOOR_T + 24} className={d.dim} />
      <line x1={CX - r} x2={CX + r} y1={FLOOR_Y + FLOOR_T + 18} y2={FLOOR_Y + FLOOR_T + 18} className={d.dim} markerStart={r > 8 ? 'url(#light-arrow)' : undefined} markerEnd={r > 8 ? 'url(#light-arrow)' : undefined} />
      <text x={CX} y={FLOOR_Y + FLOOR_T + 40} textAnchor="middle" className={d.label}>spot Ø {m(result.spotDiameterM, 2)}</text>

      {/* Scale bar */}
      <g>
        <rect x={W - 16 - bar * scale} y={CEILING_Y + 12} width={bar * scale} height={4} className={css.fitting} />
        <text x={W - 16 - (bar * scale) / 2} y={CEILING_Y + 30} textAnchor="middle" className={css.small}>{formatNumber(bar, bar < 1 ? 1 : 0)} m</text>
      </g>
    </Diagram>
  );
}
