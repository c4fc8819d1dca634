import * as engine from '../../../engine/tools/visual-weight';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { BalanceDiagram } from './BalanceDiagram';

export default defineTool({
  engine,
  Visual: BalanceDiagram,
  describe: (inputs, result) =>
    `At 1 px = 1 cm, with a scale bar: squares of ${engine.wallLength(inputs.leftSizePx)} at ${engine.wallLength(inputs.leftDistancePx)} left of the axis ` +
    `and ${engine.wallLength(inputs.rightSizePx)} at ${engine.wallLength(inputs.rightDistancePx)} right of it: ` +
    `moments of ${formatNumber(engine.momentM3(result.leftMoment), 3)} and ${formatNumber(engine.momentM3(result.rightMoment), 3)} m³ put ` +
    `${formatNumber(result.balancePct, 1)} % on the left, so the beam ` +
    (result.verdict === 'Balanced' ? 'reads as balanced.' : `tips ${result.verdict === 'Leans left' ? 'left' : 'right'}.`),
});
