import * as engine from '../../../engine/tools/visual-weight';
import { formatGrouped, formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { BalanceDiagram } from './BalanceDiagram';

export default defineTool({
  engine,
  Visual: BalanceDiagram,
  describe: (inputs, result) =>
    `Squares of ${formatNumber(inputs.leftSizePx, 0)} px at ${formatNumber(inputs.leftDistancePx, 0)} px left of the axis ` +
    `and ${formatNumber(inputs.rightSizePx, 0)} px at ${formatNumber(inputs.rightDistancePx, 0)} px right of it: ` +
    `moments of ${formatGrouped(result.leftMoment, 0)} and ${formatGrouped(result.rightMoment, 0)} px³ put ` +
    `${formatNumber(result.balancePct, 1)} % on the left, so the beam ` +
    (result.verdict === 'Balanced' ? 'reads as balanced.' : `tips ${result.verdict === 'Leans left' ? 'left' : 'right'}.`),
});
