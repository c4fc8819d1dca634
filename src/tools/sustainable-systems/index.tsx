import * as engine from '../../../engine/tools/sustainable-systems';
import { formatGrouped, formatNumber, withArticle } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { SystemDiagram } from './SystemDiagram';

export default defineTool({
  engine,
  Visual: SystemDiagram,
  describe: (inputs, result) =>
    `The house with an insulation envelope of index ${formatNumber(inputs.insulation, 2)}, ${withArticle(formatNumber(inputs.solarKW, 1))} kW PV array, ` +
    `${withArticle(formatNumber(inputs.batteryKWh, 0))} kWh battery and ${formatNumber(inputs.waterReuse * 100, 0)} % greywater reuse, ` +
    `still drawing ${formatGrouped(result.remainingKWh, 0)} of the reference ${formatGrouped(result.baselineKWh, 0)} kWh a year from the grid: ` +
    `an estimated ${formatNumber(result.reductionPct, 1)} % reduction.`,
});
