import * as engine from '../../../engine/tools/proportion-scale';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { ProportionStudy } from './ProportionStudy';

export default defineTool({
  engine,
  Visual: ProportionStudy,
  describe: (inputs, result) =>
    `Element A (${engine.elevationLength(inputs.aWidthPx)}) and element B (${engine.elevationLength(inputs.bWidthPx)}) side by side at 1 px = 1 cm, with a scale bar: ` +
    `a ratio of ${formatNumber(result.ratio, 3)} against the target ${formatNumber(inputs.targetRatio, 3)}, ` +
    `${formatNumber(result.deviationPct, 2)} % apart.`,
});
