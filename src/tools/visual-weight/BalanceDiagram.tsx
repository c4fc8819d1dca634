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
const HEIGHT = 400;
const CX = WIDTH / 2;
/** The fulcrum's pin: the beam rotates about it. */
const PIVOT_Y = 226;
/** Drawing units per canvas pixel (the masses are drawn to scale, 1 px = 0.8 units). */
const SCALE = 0.8;
const BEAM_HALF = 244;
const BEAM_T = 8;
/** The dimension string runs above the tallest possible mass (180 px), in the beam's own frame. */
const DIM_Y = -BEAM_T / 2 - 180 * SCALE - 24;
/** Below 60 px a mass is too small to hold its own label, which then sits above it. */
const LABEL_INSIDE_PX = 60;
const GAUGE_LEFT = 80;
const GAUGE_RIGHT = WIDTH - 80;
const GAUGE_Y = 356;

/** The drawing's scale bar: 1 px = 1 cm, drawn at 0.8 units a px. */
const BAR = scaleBar({ unitsPerMetre: WALL_SCALE.unitsPerMetre * SCALE }, 100);

interface MassProps {
  side: 'left' | 'right';
  sizePx: number;
  distancePx: number;
}

/** One mass on the beam (in the beam's frame: x along it from the axis, y up is negative). */
function Mass({ side, sizePx, distancePx }: MassProps) {
  const sign = side === 'left' ? -1 : 1;
  const size = sizePx * SCALE;
  const cx = sign * distancePx * SCALE;
  const top = -BEAM_T / 2 - size;
  const inside = sizePx >= LABEL_INSIDE_PX;
  return (
    <g data-mass={side}>
      <rect x={cx - size / 2} y={top} width={size} height={size} className={side === 'left' ? d.accentArea : d.warmArea} />
      {/* Centre of mass, and the extension line up to the dimension string */}
      <path d={`M${cx - 4} ${top + size / 2}h8M${cx} ${top + size / 2 - 4}v8`} className={d.dim} />
      <line x1={cx} x2={cx} y1={inside ? top - 4 : top - 22} y2={DIM_Y - 6} className={d.dim} />
      <text x={cx} y={inside ? top + 18 : top - 8} textAnchor="middle" className={side === 'left' ? d.labelAccent : d.labelWarm}>
        {metres(sizePx)}
      </text>
    </g>
  );
}

/** A dimension from the axis (x = 0) to a mass's centre, with architectural ticks. */
function Dimension({ toX, text }: { toX: number; text: string }) {
  return (
    <g>
      <line x1={0} x2={toX} y1={DIM_Y} y2={DIM_Y} className={d.dim} />
      <path d={`M${toX - 4} ${DIM_Y + 4}l8 -8`} className={d.line} />
      <text x={toX / 2} y={DIM_Y - 6} textAnchor="middle" className={d.labelMuted}>{text}</text>
    </g>
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
  const ticks = [];
  for (let x = 40; x * SCALE <= BEAM_HALF - 4; x += 40) ticks.push(x * SCALE, -x * SCALE);

  return (
    <div className={css.wrap}>
      <Diagram width={WIDTH} height={HEIGHT} phoneLabels label="Balance beam with the two masses and their moments">
        {/* Axis of the fulcrum and the level reference */}
        <line x1={CX} x2={CX} y1={10} y2={PIVOT_Y + 56} className={d.centreLine} />
        <text x={CX + 6} y={20} className={d.labelMuted}>axis</text>
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
            <Mass side="left" sizePx={inputs.leftSizePx} distancePx={inputs.leftDistancePx} />
            <Mass side="right" sizePx={inputs.rightSizePx} distancePx={inputs.rightDistancePx} />
            <line x1={0} x2={0} y1={-BEAM_T / 2 - 4} y2={DIM_Y - 6} className={d.dim} />
            <path d={`M-4 ${DIM_Y + 4}l8 -8`} className={d.line} />
            <Dimension toX={-inputs.leftDistancePx * SCALE} text={metres(inputs.leftDistancePx)} />
            <Dimension toX={inputs.rightDistancePx * SCALE} text={metres(inputs.rightDistancePx)} />
          </g>
        </g>
        <circle cx={CX} cy={PIVOT_Y} r={3} className={d.solid} />

        {/* Moments, and the verdict under the fulcrum */}
        <MomentLabel x={CX - 160} name="Left moment" weight={result.leftWeight} distancePx={inputs.leftDistancePx} moment={result.leftMoment} tone="left" />
        <MomentLabel x={CX + 160} name="Right moment" weight={result.rightWeight} distancePx={inputs.rightDistancePx} moment={result.rightMoment} tone="right" />
        <text x={CX} y={PIVOT_Y + 96} textAnchor="middle" className={css.verdict}>{result.verdict}</text>

        {/* Share of the total moment on each side, against the 50 % target */}
        <rect x={GAUGE_LEFT} y={GAUGE_Y} width={gaugeX - GAUGE_LEFT} height={10} className={css.leftShare} />
        <rect x={gaugeX} y={GAUGE_Y} width={GAUGE_RIGHT - gaugeX} height={10} className={css.rightShare} />
        <rect x={CX - band} y={GAUGE_Y - 4} width={band * 2} height={18} className={css.band} />
        <line x1={CX} x2={CX} y1={GAUGE_Y - 8} y2={GAUGE_Y + 22} className={d.centreLine} />
        <path d={`M${gaugeX} ${GAUGE_Y - 1}l-6 -9h12z`} className={d.solid} />
        <text x={GAUGE_LEFT} y={GAUGE_Y + 30} className={d.labelAccent}>Left {formatNumber(leftPct, 1)} %</text>
        <text x={GAUGE_RIGHT} y={GAUGE_Y + 30} textAnchor="end" className={d.labelWarm}>Right {formatNumber(rightPct, 1)} %</text>
        <text x={CX} y={GAUGE_Y + 30} textAnchor="middle" className={d.labelMuted}>target</text>
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
