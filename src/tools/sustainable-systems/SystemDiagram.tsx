import { useId } from 'react';
import { formatGrouped, formatNumber, roundTo } from '../../../engine/math/format';
import { MAX_REDUCTION, hint, type Inputs, type Result } from '../../../engine/tools/sustainable-systems';
import type { ToolVisualProps } from '../defineTool';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './SystemDiagram.css';

const WIDTH = 560;
/** Nothing is drawn above the sun, so the view starts 20 units down. */
const TOP = 20;
const HEIGHT = 372;
const GROUND = 300;
/** House in section: walls, eaves and ridge. */
const WALL_L = 150;
const WALL_R = 390;
const EAVES = 196;
const RIDGE = { x: 270, y: 92 };
/** The grid's label, over the pylon. */
const GRID_TEXT_Y = 104;
/** The right (sunny) roof slope that carries the array, from the ridge down to the eaves. */
const SLOPE_DX = WALL_R - RIDGE.x;
const SLOPE_DY = EAVES - RIDGE.y;
const SLOPE_LEN = Math.sqrt(SLOPE_DX * SLOPE_DX + SLOPE_DY * SLOPE_DY);
/** The slider's maximum array (15 kW) fills the slope between these fractions of its length, from the eaves up. */
const PV_FROM = 0.04;
const PV_TO = 0.97;
const PV_MAX_KW = 15;
/** Battery in the utility corner: six cells of 5 kWh, bottom up. */
const BATTERY = { x: 334, y: 222, w: 36, h: 74 };
const CELL_KWH = 5;
const CELLS = 6;
/** Water reuse dial. */
const DIAL = { x: 342, y: 338, r: 13 };
/** Flow widths: 2 units plus 10 for the whole reference demand. */
const flowWidth = (kWh: number, baselineKWh: number) => 2 + (10 * Math.max(0, kWh)) / baselineKWh;

const kWhYr = (value: number) => `${formatGrouped(value, 0)} kWh/yr`;

/** A point on the right roof slope, `t` of the way from the ridge, `out` units above the roof. */
function onSlope(t: number, out: number): string {
  const x = RIDGE.x + SLOPE_DX * t + (SLOPE_DY / SLOPE_LEN) * out;
  const y = RIDGE.y + SLOPE_DY * t - (SLOPE_DX / SLOPE_LEN) * out;
  return `${formatNumber(x, 2)} ${formatNumber(y, 2)}`;
}

/** PV modules of 1 kW each up the slope from the eaves (a final half module for x.5 kW). */
function PvArray({ solarKW, lift }: { solarKW: number; lift: number }) {
  const perKW = (PV_TO - PV_FROM) / PV_MAX_KW;
  const modules: string[] = [];
  for (let kW = 0; kW < solarKW - 1e-9; kW += 1) {
    const t1 = PV_TO - kW * perKW;
    const t0 = t1 - Math.min(1, solarKW - kW) * perKW + perKW * 0.12;
    modules.push(`M${onSlope(t0, lift)}L${onSlope(t1, lift)}L${onSlope(t1, lift + 8)}L${onSlope(t0, lift + 8)}Z`);
  }
  return <path d={modules.join('')} className={css.pv} data-modules={modules.length} />;
}

/**
 * The house in section with its insulation envelope (as thick as the index), the PV array
 * on the roof (one module per kW), the battery's cells, the grid and PV supply as flows as
 * wide as their share of the demand, and the greywater loop below ground; then the estimated
 * reduction as a progress bar (capped at 95 %) and the envelope-first hint.
 */
export function SystemDiagram({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const meterId = useId();
  const envelope = 3 + 13 * inputs.insulation;
  const pvLift = envelope / 2 + 2;
  const gridW = flowWidth(result.remainingKWh, result.baselineKWh);
  const solarW = flowWidth(result.solarOffsetKWh, result.baselineKWh);
  const reductionShown = roundTo(result.reductionPct, 1);
  const dialLength = 2 * Math.PI * DIAL.r;
  const cells = Array.from({ length: CELLS }, (_, i) => {
    const filled = Math.min(1, Math.max(0, (inputs.batteryKWh - i * CELL_KWH) / CELL_KWH));
    const cellH = (BATTERY.h - 8 - (CELLS - 1) * 2) / CELLS;
    const y = BATTERY.y + BATTERY.h - 4 - (i + 1) * cellH - i * 2;
    return { y, cellH, filled };
  });
  const batteryTop = `${BATTERY.x + BATTERY.w / 2} ${BATTERY.y - 6}`;

  return (
    <div className={css.wrap}>
      <Diagram
        top={TOP}
        width={WIDTH}
        height={HEIGHT - TOP}
        phoneLabels
        label="System diagram: insulated house, solar array, battery, grid supply and water reuse loop"
      >
        <defs>
          <marker id="ss-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="2.6" markerHeight="2.6" orient="auto">
            <path d="M0 0L10 5L0 10z" className={css.arrowHead} />
          </marker>
          <marker id="ss-arrow-water" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto">
            <path d="M0 0L10 5L0 10z" className={d.accentFill} />
          </marker>
        </defs>

        {/* Ground */}
        <line x1={0} x2={WIDTH} y1={GROUND} y2={GROUND} className={d.line} />
        <path d={Array.from({ length: 47 }, (_, i) => `M${i * 12} ${GROUND + 8}l8 -8`).join('')} className={d.thin} />

        {/* Sun and its light on the array */}
        <circle cx={520} cy={40} r={12} className={css.sun} />
        <path d="M506 50L392 146M510 54L410 170M502 46L374 124" className={css.sunRay} />

        {/* Grid supply: a pylon and the energy still bought, as wide as its share */}
        <path d="M30 300L42 176L54 300M36 242H48M33 270H51M24 188H60M42 176V168" className={d.line} />
        <path
          d={`M60 262H${formatNumber(WALL_L - envelope / 2 - 6, 2)}`}
          className={css.gridFlow}
          strokeWidth={formatNumber(gridW, 2)}
          markerEnd="url(#ss-arrow)"
          data-flow-width={formatNumber(gridW, 2)}
        />
        {/* Each label's later lines sit 1.2–1.35 em under its first, so a stack keeps apart at any text size (labels grow on a phone). */}
        {/* High enough that '12,000 kWh/yr' at its size at 320 px clears 'Envelope' under the roof. */}
        <text x={8} y={GRID_TEXT_Y} className={d.labelMuted}>Grid</text>
        <text x={8} y={GRID_TEXT_Y} dy="1.25em" className={css.gridText} data-flow="grid">{kWhYr(result.remainingKWh)}</text>

        {/* Envelope: the insulation band round walls and roof, as thick as the index */}
        <path
          d={`M${WALL_L} ${GROUND}V${EAVES}L${RIDGE.x} ${RIDGE.y}L${WALL_R} ${EAVES}V${GROUND}`}
          className={css.envelope}
          strokeWidth={formatNumber(envelope, 2)}
          data-insulation={formatNumber(inputs.insulation, 2)}
        />
        <path d={`M${WALL_L} ${GROUND}V${EAVES}L${RIDGE.x} ${RIDGE.y}L${WALL_R} ${EAVES}V${GROUND}`} className={d.line} />
        <text x={RIDGE.x - 14} y={164} textAnchor="middle" className={d.label}>Envelope</text>
        <text x={RIDGE.x - 14} y={164} dy="1.35em" textAnchor="middle" className={css.envelopeText}>insulation {formatNumber(inputs.insulation, 2)}</text>
        <text x={RIDGE.x - 14} y={164} dy="2.6em" textAnchor="middle" className={`${d.labelMuted} ${css.minor}`}>saves {kWhYr(result.envelopeSavingKWh)}</text>

        {/* PV array, and its supply down to the battery and on into the home */}
        <PvArray solarKW={inputs.solarKW} lift={pvLift} />
        {result.solarOffsetKWh > 0 && (
          <>
            <path
              d={`M${onSlope(PV_TO - 0.03, 0)}C${onSlope(PV_TO - 0.03, -30)} ${BATTERY.x + BATTERY.w / 2} ${BATTERY.y - 30} ${batteryTop}`}
              className={css.solarFlow}
              strokeWidth={formatNumber(solarW, 2)}
              data-flow-width={formatNumber(solarW, 2)}
            />
            <path d={`M${BATTERY.x - 2} 284H${BATTERY.x - 40}`} className={css.solarFlow} strokeWidth={formatNumber(solarW, 2)} markerEnd="url(#ss-arrow)" />
          </>
        )}
        <text x={WIDTH - 8} y={178} textAnchor="end" className={css.pvText}>PV {formatNumber(inputs.solarKW, 1)} kW</text>
        <text x={WIDTH - 8} y={178} dy="1.3em" textAnchor="end" className={`${d.labelMuted} ${css.minor}`}>{kWhYr(result.solarGenerationKWh)} made</text>
        <text x={WIDTH - 8} y={178} dy="2.6em" textAnchor="end" className={`${d.labelMuted} ${css.minor}`}>{formatNumber(result.solarSelfUse * 100, 0)} % used on site</text>
        <text x={WIDTH - 8} y={230} textAnchor="end" className={d.labelMuted}>covers</text>
        <text x={WIDTH - 8} y={230} dy="1.25em" textAnchor="end" className={css.pvText} data-flow="solar">{kWhYr(result.solarOffsetKWh)}</text>

        {/* Battery */}
        <rect x={BATTERY.x} y={BATTERY.y} width={BATTERY.w} height={BATTERY.h} rx={4} className={css.battery} />
        <rect x={BATTERY.x + 11} y={BATTERY.y - 5} width={14} height={5} className={css.battery} />
        {cells.map((cell, i) => (
          <g key={i}>
            <rect x={BATTERY.x + 5} y={cell.y} width={BATTERY.w - 10} height={cell.cellH} className={css.cell} />
            {cell.filled > 0 && (
              <rect x={BATTERY.x + 5} y={cell.y} width={(BATTERY.w - 10) * cell.filled} height={cell.cellH} className={css.cellFull} data-cell="" />
            )}
          </g>
        ))}
        <text x={BATTERY.x - 8} y={232} textAnchor="end" className={css.batteryText}>Battery</text>
        <text x={BATTERY.x - 8} y={232} dy="1.25em" textAnchor="end" className={css.batteryText}>{formatNumber(inputs.batteryKWh, 0)} kWh</text>
        <text x={BATTERY.x - 8} y={232} dy="2.5em" textAnchor="end" className={`${d.labelMuted} ${css.minor}`}>shifts {kWhYr(result.batterySavingKWh)}</text>

        {/* Greywater: drained to a tank below ground and pumped back; the dial shows the share reused */}
        <rect x={212} y={318} width={104} height={30} rx={3} className={css.tank} />
        <text x={264} y={337} textAnchor="middle" className={d.labelMuted}>greywater</text>
        <path d={`M232 ${GROUND - 4}V316`} className={css.water} markerEnd="url(#ss-arrow-water)" />
        <path d={`M300 318V${GROUND - 2}`} className={css.water} markerEnd="url(#ss-arrow-water)" />
        <circle cx={DIAL.x} cy={DIAL.y} r={DIAL.r} className={d.thin} />
        <circle
          cx={DIAL.x}
          cy={DIAL.y}
          r={DIAL.r}
          className={css.waterDial}
          strokeDasharray={`${formatNumber(dialLength * inputs.waterReuse, 2)} ${formatNumber(dialLength, 2)}`}
          transform={`rotate(-90 ${DIAL.x} ${DIAL.y})`}
          data-reuse={formatNumber(inputs.waterReuse * 100, 0)}
        />
        <text x={DIAL.x + DIAL.r + 8} y={334} className={css.waterText}>
          Water reuse<tspan x={DIAL.x + DIAL.r + 8} dy="1.2em"> {formatNumber(inputs.waterReuse * 100, 0)} %</tspan>
        </text>
        <text x={DIAL.x + DIAL.r + 8} y={334} dy="2.7em" className={`${d.labelMuted} ${css.minor}`}>saves {kWhYr(result.waterSavingKWh)}</text>
      </Diagram>

      <Legend label="Legend">
        <LegendItem symbol={<rect x={1} y={2} width={18} height={8} className={css.envelopeKey} />}>Insulation envelope</LegendItem>
        <LegendItem symbol={<rect x={1} y={3} width={18} height={6} className={css.pv} />}>PV (1 module = 1 kW) and its supply</LegendItem>
        <LegendItem symbol={<rect x={1} y={2} width={18} height={8} className={css.cellFull} />}>Battery (1 cell = 5 kWh)</LegendItem>
        <LegendItem symbol={<line x1={0} x2={20} y1={6} y2={6} className={css.gridFlow} strokeWidth={4} />}>Grid energy (flow width ∝ kWh/yr)</LegendItem>
        <LegendItem symbol={<line x1={0} x2={20} y1={6} y2={6} className={css.water} />}>Greywater reuse</LegendItem>
      </Legend>

      <div className={css.meter}>
        <div className={css.meterHead}>
          <label htmlFor={meterId} className={css.meterLabel}>Estimated reduction</label>
          <span className={css.meterValue} aria-hidden="true">{formatNumber(reductionShown, 1)} %</span>
        </div>
        <div className={css.track}>
          <progress id={meterId} className={css.progress} value={reductionShown} max={100}>
            {formatNumber(reductionShown, 1)} %
          </progress>
          <span className={css.capMark} aria-hidden="true" />
        </div>
        <div className={css.meterScale} aria-hidden="true">
          <span>0 %</span>
          <span className={css.capLabel}>cap {formatNumber(MAX_REDUCTION * 100, 0)} %</span>
        </div>
      </div>

      <p className={css.hint}>
        <span className={css.hintTitle}>Envelope first</span>
        {hint(inputs)}
      </p>
    </div>
  );
}
