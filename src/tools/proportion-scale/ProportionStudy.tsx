import type { Inputs, Result } from '../../../engine/tools/proportion-scale';
import type { ToolVisualProps } from '../defineTool';
import * as d from '../shell/diagram.css';
import { DrawingPanel } from '../shell/DrawingPanel';
import { Legend, LegendItem } from '../shell/Legend';
import { ElementsDrawing } from './ElementsDrawing';
import * as css from './ProportionStudy.css';
import { RatioScale } from './RatioScale';

/** The two elements to scale beside their ratio against the target, with a key to the colours. */
export function ProportionStudy({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  return (
    <div className={d.drawingPanel}>
      <div className={d.drawingPanels}>
        <DrawingPanel title="Elevation, to scale">
          <ElementsDrawing inputs={inputs} result={result} />
        </DrawingPanel>
        <DrawingPanel title="Ratio against the target">
          <RatioScale inputs={inputs} result={result} />
        </DrawingPanel>
      </div>
      <Legend>
        <LegendItem symbol={<rect x={0.75} y={0.75} width={18.5} height={10.5} className={css.elementA} />}>Element A</LegendItem>
        <LegendItem symbol={<rect x={0.75} y={0.75} width={18.5} height={10.5} className={css.elementB} />}>Element B</LegendItem>
        <LegendItem symbol={<rect x={0.5} y={0.5} width={19} height={11} className={css.ghost} />}>Smaller element at the target ratio</LegendItem>
        <LegendItem symbol={<rect x={0.5} y={0.5} width={19} height={11} className={css.deviation} />}>Deviation from the target</LegendItem>
      </Legend>
    </div>
  );
}
