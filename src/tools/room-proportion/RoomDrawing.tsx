import { formatNumber, withArticle } from '../../../engine/math/format';
import { fromMetres, lengthUnit } from '../../../engine/math/units';
import { FIGURE_HEIGHT_M, type Inputs, type Result } from '../../../engine/tools/room-proportion';
import type { ToolVisualProps } from '../defineTool';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './RoomDrawing.css';
import { HatchPattern } from '../shell/svgDefs';

const VB_W = 520;
const VB_H = 520;
/** Room for the dimension lines left of the views, and for the figure right of the section. */
const LEFT = 84;
const FIGURE_COLUMN = 96;
const DRAW_W = VB_W - LEFT - FIGURE_COLUMN - 12;
/** Wall thickness as drawn (px): a graphic convention; the dimensions are clear interior sizes. */
const T = 6;
const SECTION_TOP = 46;
const FLOOR_Y = 196;
const PLAN_TOP = 264;
const PLAN_H = 168;
const SCALE_Y = 496;

/**
 * A frontal standing figure, 1 unit tall (feet at 0, y up), as on architects' scale drawings:
 * the right half of its outline, mirrored for the left.
 */
const HALF: readonly [number, number][] = [
  [0.03, 0.855], [0.045, 0.835], [0.115, 0.815], [0.14, 0.78], [0.15, 0.64], [0.148, 0.47], [0.13, 0.44],
  [0.115, 0.47], [0.115, 0.64], [0.1, 0.72], [0.095, 0.54], [0.085, 0.3], [0.08, 0.025], [0.105, 0],
  [0.02, 0], [0.024, 0.3], [0.008, 0.47],
];
const FIGURE_PATH =
  `M0 0.48L${HALF.map(([x, y]) => `${x} ${y}`).reverse().join('L')}` +
  `L${HALF.map(([x, y]) => `${-x} ${y}`).join('L')}Z` +
  'M0.065 0.93A0.065 0.065 0 1 0 -0.065 0.93A0.065 0.065 0 1 0 0.065 0.93Z';

/** A length in the chosen unit as drawn on the sheet: two decimals and the unit. */
const len = (value: number, unit: string) => `${formatNumber(value, 2)} ${unit}`;

/** The smallest 'nice' length whose scale-bar segment is at least `minPx` wide. */
function scaleStep(pxPerUnit: number, minPx: number): number {
  for (let exp = -3; exp <= 9; exp += 1) {
    for (const m of [1, 2, 5]) {
      const step = m * 10 ** exp;
      if (step * pxPerUnit >= minPx) return Number(step.toPrecision(3));
    }
  }
  return 1;
}

interface DimProps {
  /** Start and end of the measured edge. */
  from: number;
  to: number;
  /** Where the dimension line runs (y for horizontal, x for vertical), and where the measured edge is. */
  at: number;
  edge: number;
  vertical?: boolean;
  label: string;
  /**
   * Where a vertical label goes when the dimension is too short to hold it: 'up' runs it up
   * from the lower end (the section, with free space above), 'down' from the upper end (the plan).
   */
  overflow?: 'up' | 'down';
  className?: string;
}

/** Below this length (px) a dimension's label no longer fits between its ends. */
const LABEL_ROOM = 104;

/** A dimension line with extension lines, 45° ticks and its label, as on a drawing. */
function Dim({ from, to, at, edge, vertical = false, label, overflow = 'up', className = d.labelMuted }: DimProps) {
  const mid = (from + to) / 2;
  const short = Math.abs(to - from) < LABEL_ROOM;
  const labelY = !short ? mid : overflow === 'up' ? Math.max(from, to) : Math.min(from, to);
  const labelAnchor = !short ? 'middle' : overflow === 'up' ? 'start' : 'end';
  const gap = Math.sign(at - edge) * 3;
  const tick = (p: number) =>
    vertical ? `M${at - 4} ${p + 4}L${at + 4} ${p - 4}` : `M${p - 4} ${at + 4}L${p + 4} ${at - 4}`;
  if (vertical) {
    return (
      <g>
        <line x1={edge + gap} x2={at + Math.sign(gap) * 4} y1={from} y2={from} className={d.dim} />
        <line x1={edge + gap} x2={at + Math.sign(gap) * 4} y1={to} y2={to} className={d.dim} />
        <line x1={at} x2={at} y1={from} y2={to} className={d.dim} />
        <path d={`${tick(from)}${tick(to)}`} className={d.line} />
        <text x={at - 7} y={labelY} transform={`rotate(-90 ${at - 7} ${labelY})`} textAnchor={labelAnchor} className={className}>{label}</text>
      </g>
    );
  }
  return (
    <g>
      <line y1={edge + gap} y2={at + Math.sign(gap) * 4} x1={from} x2={from} className={d.dim} />
      <line y1={edge + gap} y2={at + Math.sign(gap) * 4} x1={to} x2={to} className={d.dim} />
      <line y1={at} y2={at} x1={from} x2={to} className={d.dim} />
      <path d={`${tick(from)}${tick(to)}`} className={d.line} />
      {/* Too short to hold it: from the start, away from the vertical dimension on the left (they met in a tall room's small plan). */}
      <text x={short ? Math.min(from, to) : mid} y={at + 18} textAnchor={short ? 'start' : 'middle'} className={className}>{label}</text>
    </g>
  );
}

/** A rectangle outline `t` thick around the clear rectangle (x, y, w, h): walls in plan. */
const wallRing = (x: number, y: number, w: number, h: number, t: number) =>
  `M${x - t} ${y - t}h${w + 2 * t}v${h + 2 * t}h${-(w + 2 * t)}Z M${x} ${y}v${h}h${w}v${-h}Z`;

/**
 * Section A–A (length × height) above the plan (length × width), aligned and to one scale,
 * with the golden targets dashed and a 1.75 m person beside the section.
 */
export function RoomDrawing({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const unit = lengthUnit(inputs.units);
  const L = Math.max(0, inputs.length);
  const W = Math.max(0, inputs.width);
  const H = Math.max(0, inputs.height);
  const idealW = Math.max(0, result.idealWidth);
  const idealH = Math.max(0, result.idealHeight);
  const fig = result.figureHeight;
  const fit = (space: number, size: number) => (size > 0 ? space / size : Infinity);
  // One scale for both views: the largest that fits the length, the section (with the figure) and the plan.
  const s = Math.min(fit(DRAW_W, L), fit(FLOOR_Y - SECTION_TOP, Math.max(H, idealH, fig)), fit(PLAN_H, Math.max(W, idealW)));
  const lPx = L * s;
  const x0 = LEFT + (DRAW_W - lPx) / 2;
  const x1 = x0 + lPx;
  const ceilY = FLOOR_Y - H * s;
  const planBottom = PLAN_TOP + W * s;
  const figPx = fig * s;
  const figX = x1 + T + 16 + 0.15 * figPx;
  const figDimX = figX + 0.15 * figPx + 12;

  // Openings, to scale: a 0.9 m door in the near wall, a 1.2 m window in the far wall (seen in the section).
  const m = (metres: number) => fromMetres(metres, unit) * s;
  const doorPx = m(0.9);
  const showDoor = lPx > doorPx + 3 * T + m(0.3) && W * s > doorPx + T;
  const doorX = x0 + Math.max(m(0.3), T);
  const windowPx = m(1.2);
  const showWindow = lPx > windowPx + 2 * T + m(0.4);
  const windowX = x0 + (lPx - windowPx) / 2;
  const sillY = FLOOR_Y - m(0.9);
  const headY = FLOOR_Y - Math.min(m(2.1), Math.max(0, H * s - m(0.2)));
  const showWindowInSection = showWindow && headY < sillY - 4;

  const step = scaleStep(s, 22);
  const stepPx = step * s;
  const cutY = PLAN_TOP + (W * s) / 2;
  const figLabel = len(fig, unit);
  // A room of no length has no golden target to mark, and one of no length and no width no plan to
  // cut: their letters would only crowd the point the room has shrunk to.
  const showTarget = lPx > 0;
  const showCutLetters = lPx > 0 || W > 0;

  return (
    <div className={css.drawing}>
      <Diagram
        width={VB_W}
        height={VB_H}
        phoneLabels
        className={css.sheet}
        label={`Section and plan of ${withArticle(len(inputs.length, unit))} by ${len(inputs.width, unit)} room, ${len(inputs.height, unit)} high, to scale with ${withArticle(figLabel)} person`}
      >
        <defs>
          <HatchPattern id="room-ground" lineClassName={css.ground} />
        </defs>

        {/* Section A–A */}
        <text x={12} y={22} className={css.viewTitle}>SECTION A–A</text>
        <rect x={x0 - T - 14} y={FLOOR_Y} width={lPx + 2 * T + 28} height={10} fill="url(#room-ground)" />
        <line x1={x0 - T - 14} x2={figDimX + 12} y1={FLOOR_Y} y2={FLOOR_Y} className={d.line} />
        <rect x={x0} y={ceilY} width={lPx} height={H * s} className={css.room} />
        {showWindowInSection && <rect x={windowX} y={headY} width={windowPx} height={sillY - headY} className={css.glazing} />}
        <path d={`M${x0 - T} ${FLOOR_Y}V${ceilY - T}H${x1 + T}V${FLOOR_Y}H${x1}V${ceilY}H${x0}V${FLOOR_Y}Z`} className={css.wall} />
        <rect x={x0} y={FLOOR_Y - idealH * s} width={lPx} height={idealH * s} className={d.targetStroke} />
        {showTarget && <text x={x1 - 4} y={FLOOR_Y - idealH * s - 5} textAnchor="end" className={d.labelAccent}>φ</text>}
        <Dim vertical from={ceilY} to={FLOOR_Y} at={x0 - T - 18} edge={x0 - T} label={`H = ${len(inputs.height, unit)}`} />

        {/* The person, to the same scale */}
        <path d={FIGURE_PATH} transform={`translate(${figX} ${FLOOR_Y}) scale(${figPx} ${-figPx})`} className={css.figure} />
        <Dim vertical from={FLOOR_Y - figPx} to={FLOOR_Y} at={figDimX + 12} edge={figDimX} label={figLabel} />

        {/* Plan */}
        <text x={12} y={PLAN_TOP - 26} className={css.viewTitle}>PLAN</text>
        <rect x={x0} y={PLAN_TOP} width={lPx} height={W * s} className={css.room} />
        <path d={wallRing(x0, PLAN_TOP, lPx, W * s, T)} fillRule="evenodd" className={css.wall} />
        {showWindow && (
          <g>
            <rect x={windowX} y={PLAN_TOP - T} width={windowPx} height={T} className={css.glazing} />
            <line x1={windowX} x2={windowX + windowPx} y1={PLAN_TOP - T / 2} y2={PLAN_TOP - T / 2} className={d.dim} />
          </g>
        )}
        {showDoor && (
          <g>
            <rect x={doorX} y={planBottom - 0.5} width={doorPx} height={T + 1} className={css.room} />
            <line x1={doorX} x2={doorX} y1={planBottom} y2={planBottom - doorPx} className={d.line} />
            <path d={`M${doorX} ${planBottom - doorPx}A${doorPx} ${doorPx} 0 0 1 ${doorX + doorPx} ${planBottom}`} className={d.dim} />
          </g>
        )}
        <rect x={x0} y={PLAN_TOP} width={lPx} height={idealW * s} className={d.targetStroke} />
        {showTarget && <text x={x1 - 4} y={PLAN_TOP + idealW * s - 5} textAnchor="end" className={d.labelAccent}>φ</text>}
        {lPx > 90 && W * s > 40 && (
          <text x={(x0 + x1) / 2} y={cutY - 8} textAnchor="middle" className={css.area}>
            {formatNumber(result.floorArea, 2)} {unit}²
          </text>
        )}
        <line x1={x0 - T - 8} x2={x1 + T + 8} y1={cutY} y2={cutY} className={d.centreLine} />
        {[x0 - T - 8, x1 + T + 8].map((x) => (
          <g key={x}>
            <path d={`M${x - 5} ${cutY}l5 -9l5 9z`} className={d.solid} />
            {showCutLetters && <text x={x} y={cutY + 16} textAnchor="middle" className={d.labelMuted}>A</text>}
          </g>
        ))}
        <Dim vertical from={PLAN_TOP} to={planBottom} at={x0 - T - 18} edge={x0 - T} label={`W = ${len(inputs.width, unit)}`} overflow="down" />
        <Dim from={x0} to={x1} at={PLAN_TOP + Math.max(W, idealW) * s + T + 16} edge={planBottom + T} label={`L = ${len(inputs.length, unit)}`} />

        {/* Scale bar */}
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x={12 + i * stepPx} y={SCALE_Y} width={stepPx} height={5} className={i % 2 === 0 ? css.scaleFill : css.scaleEmpty} />
        ))}
        <text x={12} y={SCALE_Y + 20} textAnchor="start" className={d.labelMuted}>0</text>
        <text x={12 + 4 * stepPx} y={SCALE_Y + 20} textAnchor="middle" className={d.labelMuted}>{formatNumber(4 * step, step < 1 ? 1 : 0)} {unit}</text>
      </Diagram>
      <Legend>
        <LegendItem
          symbol={
            <>
              <rect x={1} y={1} width={18} height={10} className={css.room} />
              <path d="M0 0h20v12H0z M3 3v6h14V3z" fillRule="evenodd" className={css.wall} />
            </>
          }
        >
          Room as entered (clear interior)
        </LegendItem>
        <LegendItem symbol={<line x1={0} x2={20} y1={6} y2={6} className={d.targetStroke} />}>
          φ golden target for this length: W {len(result.idealWidth, unit)}, H {len(result.idealHeight, unit)}
        </LegendItem>
        <LegendItem symbol={<path d={FIGURE_PATH} transform="translate(10 12) scale(12 -12)" className={css.figure} />}>
          Person {figLabel}{unit === 'ft' ? ` (${formatNumber(FIGURE_HEIGHT_M, 2)} m)` : ''}, to scale
        </LegendItem>
        <LegendItem symbol={<line x1={0} x2={20} y1={6} y2={6} className={d.centreLine} />}>A–A section cut</LegendItem>
      </Legend>
    </div>
  );
}
