import * as engine from '../../../engine/tools/ventilation-flow';
import { formatNumber, withArticle } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { VentilationScene } from './VentilationScene';

const area = (value: number) => `${formatNumber(value, 2)} m²`;

export default defineTool({
  engine,
  Visual: VentilationScene,
  describe: (inputs, result) =>
    (result.mode === 'cross'
      ? `Cross ventilation in plan: ${withArticle(area(inputs.inlet))} inlet on the left wall and ${withArticle(area(inputs.outlet))} outlet on the opposite wall`
      : `Single-sided ventilation in plan: ${withArticle(area(inputs.inlet))} inlet and, below it, ${withArticle(area(inputs.outlet))} outlet on the same wall`) +
    `; ${formatNumber(result.pressurePa, 1)} Pa of wind pressure gives about ${formatNumber(result.airChangesRounded, 1)} air changes per hour.`,
});
