import { formatNumber } from '../../../engine/math/format';
import { clockTime, directSunHours, MAINTENANCE_FACTOR, type Inputs, type Result } from '../../../engine/tools/window-optimizer';
import type { ToolVisualProps } from '../defineTool';
import * as d from '../shell/diagram.css';
import { DrawingPanel } from '../shell/DrawingPanel';
import { Legend, LegendItem } from '../shell/Legend';
import { FACADE_NAMES, GLASS_HEX, GLAZING_NAMES } from './glazing';
import { SunPathChart } from './SunPathChart';
import { SunPlan } from './SunPlan';
import { WindowElevation } from './WindowElevation';
import { WindowSection } from './WindowSection';
import * as css from './WindowStudy.css';

const SEASON_NAMES = { summer: 'Summer', winter: 'Winter' } as const;

/** The BRE average daylight factor against each room's usual target, pass or fail. */
function DaylightTargets({ result }: { result: Result }) {
  const adf = `${formatNumber(result.averageDaylightFactorPct, 2)} %`;
  return (
    <table className={css.targets}>
        <caption className={css.adfNote}>
          Average daylight factor {adf} (T {formatNumber(result.glazingFactor, 2)}, {formatNumber(result.windowAreaM2, 2)} m² of window,{' '}
          {formatNumber(result.roomSurfaceM2, 1)} m² of room surface, M {formatNumber(MAINTENANCE_FACTOR, 2)})
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.targetCell}>Room</th>
            <th scope="col" className={css.targetFigure}>Target</th>
            <th scope="col" className={css.targetCell}>Result</th>
          </tr>
        </thead>
        <tbody>
          {result.targets.map((target) => (
            <tr key={target.room}>
              <th scope="row" className={css.targetCell}>{target.room}</th>
              <td className={css.targetFigure}>{formatNumber(target.targetPct, 1)} %</td>
              <td className={`${css.targetCell} ${target.pass ? css.pass : css.fail}`}>{target.pass ? 'Pass' : 'Fail'}</td>
            </tr>
          ))}
        </tbody>
    </table>
  );
}

/** Sun path, section and elevation of the window, the real sky in plan and the daylight targets, with a key to the colours. */
export function WindowStudy({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const hours = directSunHours(result.orientation);
  const facade = FACADE_NAMES[result.orientation];
  return (
    <div className={d.drawingPanels}>
      <DrawingPanel title={<>Sun path · {SEASON_NAMES[result.season]}</>}>
        <SunPathChart inputs={inputs} result={result} />
      </DrawingPanel>
      <DrawingPanel title="Section through the window">
        <WindowSection inputs={inputs} result={result} />
      </DrawingPanel>
      <DrawingPanel title={<>{facade} elevation</>}>
        <WindowElevation inputs={inputs} result={result} />
      </DrawingPanel>
      <DrawingPanel title="Real sun · sky plan">
        <SunPlan inputs={inputs} result={result} />
      </DrawingPanel>
      <DrawingPanel title="Daylight targets (BRE)">
        <DaylightTargets result={result} />
      </DrawingPanel>
      <DrawingPanel title="Key">
        <Legend className={css.key}>
          <LegendItem symbol={<circle cx={10} cy={6} r={5} className={result.sunAltitudeDeg > 0 ? css.sun : css.sunDown} />}>
            Sun at {clockTime(inputs.timeH)}, {formatNumber(result.sunAltitudeDeg, 1)}° up (the tool’s model); really {formatNumber(result.sun.apparentElevationDeg, 1)}°
          </LegendItem>
          <LegendItem symbol={<path d="M1 10Q10 -2 19 10" className={css.sunPath} />}>
            {SEASON_NAMES[result.season]} sun path (peak {result.season === 'summer' ? 70 : 30}°); in the sky plan, the real path for the date
          </LegendItem>
          <LegendItem symbol={<rect x={0} y={0} width={20} height={12} className={css.facadeBand} />}>
            {hours ? `Sun in front of the ${facade} facade, ${clockTime(hours[0])}–${clockTime(hours[1])}` : `No direct sun on a ${facade} facade`}
            ; in the plan, the sky the window faces
          </LegendItem>
          <LegendItem symbol={<rect x={0} y={0} width={20} height={12} className={css.beam} />}>
            Direct sun; stronger with the daylight factor ({formatNumber(result.daylightFactorPct, 1)} %)
          </LegendItem>
          <LegendItem symbol={<rect x={0.5} y={0.5} width={19} height={11} fill={GLASS_HEX[result.glazing]} className={css.glassEdge} />}>
            {GLAZING_NAMES[result.glazing]} glazing, light factor {formatNumber(result.glazingFactor, 2)}
          </LegendItem>
        </Legend>
      </DrawingPanel>
    </div>
  );
}
