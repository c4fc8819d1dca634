import * as engine from '../../../engine/tools/proportion-scale';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { ProportionStudy } from './ProportionStudy';

export default defineTool({
  engine,
  Visual: ProportionStudy,
  describe: (inputs, result) =>
    `Element A (${formatNumber(inputs.aWidthPx, 0)} px) and element B (${formatNumber(inputs.bWidthPx, 0)} px) side by side to one scale: ` +
    `a ratio of ${formatNumber(result.ratio, 3)} against the target ${formatNumber(inputs.targetRatio, 3)}, ` +
    `${formatNumber(result.deviationPct, 2)} % apart.`,
});
