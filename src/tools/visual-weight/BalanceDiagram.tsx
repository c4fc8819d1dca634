import { formatNumber } from '../../../engine/math/format';
import { scaleBar } from '../../../engine/math/planScale';
import {
  BALANCED_TOLERANCE_PCT,
  WALL_SCALE,
  beamTiltDeg,
  momentM3,
  wallLength as metres,
  weightM2,
  type Inputs,
  type Result,
} from '../../../engine/tools/visual-weight';
import { SvgScaleBar } from '../../ui/ScaleBar';
import type { ToolVisualProps } from '../defineTool';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './BalanceDiagram.css';

const WIDTH = 560;
/** Room under the moments for the gauge and its two rows of labels at their size at 320 px. */
const HEIGHT = 462;
const CX = WIDTH / 2;
/**
 * The fulcrum's pin: the beam rotates about it. Low enough that the distances' texts near the
 * axis, on the side that rises, stay under 'axis'.
 */
const PIVOT_Y = 238;
/** Drawing units per canvas pixel (the masses are drawn to scale, 1 px = 0.8 units). */
const SCALE = 0.8;
const BEAM_HALF = 244;
const BEAM_T = 8;
/** The dimension string runs above the tallest possible mass (180 px), in the beam's own frame. */
const DIM_Y = -BEAM_T / 2 - 180 * SCALE - 24;
/** Below 60 px a mass is too small to hold its own label, which then sits above it. */
const LABEL_INSIDE_PX = 60;
/**
 * The room a distance's or a size's text takes at its size at 320 px ('0.80 m' is about 90 units
 * wide): two dimensions' texts or two masses' labels nearer than this would meet.
 */
const DIM_TEXT_ROOM = 96;
/** A line of the masses' labels at 320 px, in units: two labels nearer than this in height would meet. */
const MASS_LABEL_LINE = 30;
const GAUGE_LEFT = 80;
const GAUGE_RIGHT = WIDTH - 80;
/** Below the moments' third line as it grows on a phone (it met the gauge's labels at 320 px). */
const GAUGE_Y = 392;

/** The drawing's scale bar: 1 px = 1 cm, drawn at 0.8 units a px. */
const BAR = scaleBar({ unitsPerMetre: WALL_SCALE.unitsPerMetre * SCALE }, 100);

interface MassProps {
  side: 'left' | 'right';
  sizePx: number;
  distancePx: number;
  /** Its label a line further from the beam: the two masses' labels are too close to stand level. */
  offset?: boolean;
}

/**
 * Where a mass lies in the beam's frame (x along it from the axis, y up is negative): its
 * centre's x, its side, its top, and whether its label fits inside it.
 */
function massPlace({ side, sizePx, distancePx }: MassProps) {
  const size = sizePx * SCALE;
  return { cx: (side === 'left' ? -1 : 1) * distancePx * SCALE, size, top: -BEAM_T / 2 - size, inside: sizePx >= LABEL_INSIDE_PX };
}

/** The baseline of a mass's label in the beam's frame (at a desktop's text size): inside its top, or above a small mass. */
function massLabelY({ top, inside }: ReturnType<typeof massPlace>): number {
  return inside ? top + 18 : top - 8;
}

/** One mass on the beam: its square, centre and extension line. */
function Mass(props: MassProps) {
  const { cx, size, top, inside } = massPlace(props);
  return (
    <g data-mass={props.side}>
      <rect x={cx - size / 2} y={top} width={size} height={size} className={props.side === 'left' ? d.accentArea : d.warmArea} />
      {/* Centre of mass, and the extension line up to the dimension string */}
      <path d={`M${cx - 4} ${top + size / 2}h8M${cx} ${top + size / 2 - 4}v8`} className={d.dim} />
      <line x1={cx} x2={cx} y1={inside ? top - 4 : top - 22} y2={DIM_Y - 6} className={d.dim} />
    </g>
  );
}

/**
 * A mass's size, drawn over both masses (a mass reaching over the other would hide it). Inside its
 * top, a line and a bit under it in ems (the text is larger on a phone, and the size's dimension
 * runs just above the top); above a small mass, over it.
 */
function MassLabel(props: MassProps) {
  const { side, sizePx, offset = false } = props;
  const place = massPlace(props);
  const { cx, top, inside } = place;
  return (
    <text
      x={cx}
      y={inside ? top : massLabelY(place)}
      dy={inside ? (offset ? '2.8em' : '1.4em') : offset ? '-1.2em' : undefined}
      textAnchor="middle"
      className={side === 'left' ? d.labelAccent : d.labelWarm}
    >
      {metres(sizePx)}
    </text>
  );
}

/**
 * A dimension from the axis (x = 0) to a mass's centre, with architectural ticks. Its text sits
 * over the line's middle, or beyond its outer tick with `outside` (two short ones' texts met over
 * the axis).
 */
function Dimension({ toX, text, outside }: { toX: number; text: string; outside: boolean }) {
  const outward = toX < 0 ? -1 : 1;
  return (
    <g>
      <line x1={0} x2={toX} y1={DIM_Y} y2={DIM_Y} className={d.dim} />
      <path d={`M${toX - 4} ${DIM_Y + 4}l8 -8`} className={d.line} />
      <text
        x={outside ? toX + outward * 8 : toX / 2}
        y={DIM_Y - 6}
        textAnchor={outside ? (outward < 0 ? 'end' : 'start') : 'middle'}
        className={d.labelMuted}
      >
        {text}
      </text>
    </g>
  );
}

/** The verdict under the fulcrum, 'Leans left' on two lines: on one it met the moments at 320 px. */
function Verdict({ verdict }: { verdict: string }) {
  const [first, ...rest] = verdict.split(' ');
  return (
    <text x={CX} y={PIVOT_Y + 96} textAnchor="middle" className={css.verdict}>
      {rest.length === 0 ? (
        first
      ) : (
        <>
          <tspan x={CX}>{`${first} `}</tspan>
          <tspan x={CX} dy="1.1em">
            {rest.join(' ')}
          </tspan>
        </>
      )}
    </text>
  );
}

interface MomentProps {
  x: number;
  name: string;
  weight: number;
  distancePx: number;
  moment: number;
  tone: 'left' | 'right';
}

function MomentLabel({ x, name, weight, distancePx, moment, tone }: MomentProps) {
  return (
    <g>
      {/* Lines spaced in em, so they keep apart when the labels grow on a phone. */}
      <text x={x} y={PIVOT_Y + 72} textAnchor="middle" className={d.labelMuted}>{name}</text>
      <text x={x} y={PIVOT_Y + 72} dy="1.15em" textAnchor="middle" className={tone === 'left' ? d.labelAccent : d.labelWarm}>
        M = {formatNumber(momentM3(moment), 3)} m³
      </text>
      <text x={x} y={PIVOT_Y + 72} dy="2.5em" textAnchor="middle" className={d.labelMuted}>
        {formatNumber(weightM2(weight), 2)} m² × {metres(distancePx)}
      </text>
    </g>
  );
}

/**
 * The see-saw: two squares sized and placed as the inputs say, on a beam that tilts
 * towards the larger moment (level at 50 %), the moments under each side and the
 * left / right split of the total moment against the 50 % target.
 */
export function BalanceDiagram({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const tiltDeg = beamTiltDeg(result.balancePct);
  const leftPct = result.balancePct;
  const rightPct = 100 - result.balancePct;
  const gaugeX = GAUGE_LEFT + ((GAUGE_RIGHT - GAUGE_LEFT) * leftPct) / 100;
  const band = ((GAUGE_RIGHT - GAUGE_LEFT) * BALANCED_TOLERANCE_PCT) / 100;
  // The two distances' texts, each over its line's middle, would meet: the shorter's goes beyond its end.
  const crowded = ((inputs.leftDistancePx + inputs.rightDistancePx) * SCALE) / 2 < DIM_TEXT_ROOM;
  const ticks = [];
  for (let x = 40; x * SCALE <= BEAM_HALF - 4; x += 40) ticks.push(x * SCALE, -x * SCALE);

  const left: MassProps = { side: 'left', sizePx: inputs.leftSizePx, distancePx: inputs.leftDistancePx };
  const rightAt: MassProps = { side: 'right', sizePx: inputs.rightSizePx, distancePx: inputs.rightDistancePx };
  const right: MassProps = {
    ...rightAt,
    offset:
      (inputs.leftDistancePx + inputs.rightDistancePx) * SCALE < DIM_TEXT_ROOM &&
      Math.abs(massLabelY(massPlace(left)) - massLabelY(massPlace(rightAt))) < MASS_LABEL_LINE,
  };
  // The larger drawn first: a mass wider than the distances reaches over the axis, and the smaller stays in view on top of it.
  const masses = inputs.leftSizePx >= inputs.rightSizePx ? [left, right] : [right, left];
  return (
    <div className={css.wrap}>
      <Diagram width={WIDTH} height={HEIGHT} phoneLabels label="Balance beam with the two masses and their moments">
        {/* Axis of the fulcrum and the level reference */}
        <line x1={CX} x2={CX} y1={10} y2={PIVOT_Y + 56} className={d.centreLine} />
        {/* On the side that tips down, away from the rising side's dimensions. */}
        <text x={tiltDeg > 0 ? CX - 6 : CX + 6} y={20} textAnchor={tiltDeg > 0 ? 'end' : 'start'} className={d.labelMuted}>
          axis
        </text>
        {/* The wall's scale, top left, clear of the masses and their dimensions. */}
        <SvgScaleBar bar={BAR} x={20} y={12} textClassName={d.labelMuted} labelDrop={22} />
        <line x1={CX - BEAM_HALF - 8} x2={CX + BEAM_HALF + 8} y1={PIVOT_Y} y2={PIVOT_Y} className={css.levelLine} />
        <text x={WIDTH - 8} y={PIVOT_Y - 6} textAnchor="end" className={d.labelMuted}>level</text>

        {/* Fulcrum on its base */}
        <path d={`M${CX} ${PIVOT_Y + BEAM_T / 2}L${CX - 26} ${PIVOT_Y + 50}H${CX + 26}z`} className={d.surface} />
        <line x1={CX - 56} x2={CX + 56} y1={PIVOT_Y + 50} y2={PIVOT_Y + 50} className={d.line} />
        <path
          d={Array.from({ length: 11 }, (_, i) => `M${CX - 52 + i * 10} ${PIVOT_Y + 58}l8 -8`).join('')}
          className={d.thin}
        />

        {/* The beam and its load, turned about the pin */}
        <g transform={`rotate(${formatNumber(-tiltDeg, 2)} ${CX} ${PIVOT_Y})`} data-tilt={formatNumber(tiltDeg, 2)}>
          <g transform={`translate(${CX} ${PIVOT_Y})`}>
            <rect x={-BEAM_HALF} y={-BEAM_T / 2} width={BEAM_HALF * 2} height={BEAM_T} rx={2} className={d.surface} />
            <path d={ticks.map((x) => `M${x} ${-BEAM_T / 2}v4`).join('')} className={d.dim} />
            {masses.map((mass) => <Mass key={mass.side} {...mass} />)}
            {masses.map((mass) => <MassLabel key={mass.side} {...mass} />)}
            <line x1={0} x2={0} y1={-BEAM_T / 2 - 4} y2={DIM_Y - 6} className={d.dim} />
            <path d={`M-4 ${DIM_Y + 4}l8 -8`} className={d.line} />
            <Dimension toX={-inputs.leftDistancePx * SCALE} text={metres(inputs.leftDistancePx)} outside={crowded && inputs.leftDistancePx <= inputs.rightDistancePx} />
            <Dimension toX={inputs.rightDistancePx * SCALE} text={metres(inputs.rightDistancePx)} outside={crowded && inputs.rightDistancePx <= inputs.leftDistancePx} />
          </g>
        </g>
        <circle cx={CX} cy={PIVOT_Y} r={3} className={d.solid} />

        {/* Moments, and the verdict under the fulcrum */}
        <MomentLabel x={CX - 160} name="Left moment" weight={result.leftWeight} distancePx={inputs.leftDistancePx} moment={result.leftMoment} tone="left" />
        <MomentLabel x={CX + 160} name="Right moment" weight={result.rightWeight} distancePx={inputs.rightDistancePx} moment={result.rightMoment} tone="right" />
        <Verdict verdict={result.verdict} />

        {/* Share of the total moment on each side, against the 50 % target */}
        <rect x={GAUGE_LEFT} y={GAUGE_Y} width={gaugeX - GAUGE_LEFT} height={10} className={css.leftShare} />
        <rect x={gaugeX} y={GAUGE_Y} width={GAUGE_RIGHT - gaugeX} height={10} className={css.rightShare} />
        <rect x={CX - band} y={GAUGE_Y - 4} width={band * 2} height={18} className={css.band} />
        <line x1={CX} x2={CX} y1={GAUGE_Y - 8} y2={GAUGE_Y + 30} className={d.centreLine} />
        <path d={`M${gaugeX} ${GAUGE_Y - 1}l-6 -9h12z`} className={d.solid} />
        <text x={GAUGE_LEFT} y={GAUGE_Y + 30} className={d.labelAccent}>Left {formatNumber(leftPct, 1)} %</text>
        <text x={GAUGE_RIGHT} y={GAUGE_Y + 30} textAnchor="end" className={d.labelWarm}>Right {formatNumber(rightPct, 1)} %</text>
        {/* The centre line's name a line under the shares, in ems: beside them it met 'Right 50.0 %' at 320 px. */}
        <text x={CX} y={GAUGE_Y + 30} dy="1.2em" textAnchor="middle" className={d.labelMuted}>target</text>
      </Diagram>
      <Legend label="Legend">
        <LegendItem symbol={<rect x={1} y={1} width={18} height={10} className={d.accentArea} />}>Left mass (weight = size²)</LegendItem>
        <LegendItem symbol={<rect x={1} y={1} width={18} height={10} className={d.warmArea} />}>Right mass</LegendItem>
        <LegendItem symbol={<rect x={1} y={1} width={18} height={10} className={css.band} />}>
          Balanced band (50 % ± {formatNumber(BALANCED_TOLERANCE_PCT, 1)})
        </LegendItem>
        <LegendItem symbol={<line x1={0} x2={20} y1={6} y2={6} className={d.centreLine} />}>Axis; distances to each centre, sizes in m at 1 px = 1 cm</LegendItem>
      </Legend>
    </div>
  );
}
