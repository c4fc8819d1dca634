import { formatNumber } from '../../../engine/math/format';
import { agingWord, finishWord, type Inputs, type Result } from '../../../engine/tools/material-properties';
import type { ToolVisualProps } from '../defineTool';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './MaterialBoard.css';
import { MaterialSample } from './MaterialSample';
import { SustainabilityChart } from './SustainabilityChart';

const NAMES: Readonly<Record<Result['material'], string>> = { wood: 'Wood', concrete: 'Concrete', metal: 'Metal' };
const LOOKS = [
  ['Roughness', 'roughness'],
  ['Metallic', 'metallic'],
  ['Hardness', 'hardness'],
  ['Aging', 'aging'],
] as const;

/** The material as a 3D sample with its finish, and its sustainability score as a waterfall. */
export function MaterialBoard({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  return (
    <div className={css.board}>
      <div className={css.layout}>
        <div className={css.panel}>
          <p className={css.title}>3D sample</p>
          <MaterialSample inputs={inputs} />
          <p className={css.finish}>
            {NAMES[result.material]} · {finishWord(inputs.roughness)} · {agingWord(inputs.aging)}
          </p>
          <dl className={css.specs}>
            {LOOKS.map(([label, key]) => (
              <div key={key} className={css.spec}>
                <dt className={css.specTerm}>{label}</dt>
                <dd className={css.specValue}>{formatNumber(inputs[key], 2)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={css.panel}>
          <p className={css.title}>Sustainability score</p>
          <SustainabilityChart inputs={inputs} result={result} />
          <Legend>
            <LegendItem symbol={<rect x={1} y={1} width={18} height={10} className={d.warmArea} />}>Lowers the score</LegendItem>
            <LegendItem symbol={<rect x={1} y={1} width={18} height={10} className={d.goodArea} />}>Raises it</LegendItem>
            <LegendItem symbol={<rect x={0} y={0} width={20} height={12} className={css.scoreBar} />}>Score</LegendItem>
          </Legend>
        </div>
      </div>
    </div>
  );
}
