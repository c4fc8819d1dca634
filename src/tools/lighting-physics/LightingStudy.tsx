import type { Inputs, Result } from '../../../engine/tools/lighting-physics';
import type { ToolVisualProps } from '../defineTool';
import * as d from '../shell/diagram.css';
import { DrawingPanel } from '../shell/DrawingPanel';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './LightingStudy.css';
import { LightSection } from './LightSection';
import { LuxScale } from './LuxScale';
import { PlaneProfile } from './PlaneProfile';

/** The light in section beside its illuminance against the target, with a key to the colours. */
export function LightingStudy({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  return (
    <div className={d.drawingPanel}>
      <div className={d.drawingPanels}>
        <DrawingPanel title="Section through the beam">
          <LightSection inputs={inputs} result={result} />
        </DrawingPanel>
        <DrawingPanel title="Illuminance against the target">
          <LuxScale inputs={inputs} result={result} />
        </DrawingPanel>
        <DrawingPanel title="Light across the work plane">
          <PlaneProfile inputs={inputs} result={result} />
        </DrawingPanel>
      </div>
      <Legend>
        <LegendItem symbol={<path d="M8 0h4l8 12H0z" className={css.pool} />}>Light cone, denser as the illuminance rises</LegendItem>
        <LegendItem
          symbol={
            <>
              <rect x={0} y={2} width={12} height={8} className={css.direct} />
              <rect x={12} y={2} width={8} height={8} className={css.reflected} />
            </>
          }
        >
          Direct I/d² · reflected share
        </LegendItem>
        <LegendItem symbol={<rect x={0.5} y={0.5} width={19} height={11} className={css.target} />}>Target 300–500 lux</LegendItem>
        <LegendItem symbol={<path d="M0 10Q4 2 20 2" className={css.curve} />}>Illuminance over distance, and across the work plane (cos³θ)</LegendItem>
        <LegendItem symbol={<path d="M0 6h20" className={css.average} />}>Average over the lit spot</LegendItem>
        <LegendItem symbol={<path d="M0 6h20" className={d.targetStroke} />}>Task target Ēm (EN 12464-1)</LegendItem>
      </Legend>
    </div>
  );
}
