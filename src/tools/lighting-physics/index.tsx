import * as engine from '../../../engine/tools/lighting-physics';
import { formatNumber, withArticle } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { LightingStudy } from './LightingStudy';

export default defineTool({
  engine,
  Visual: LightingStudy,
  describe: (inputs, result) =>
    `Light of ${formatNumber(inputs.intensityCd, 0)} cd, ${formatNumber(inputs.distanceM, 1)} m above the surface, throws ` +
    `${withArticle(formatNumber(inputs.beamAngleDeg, 0))}° cone onto a spot ${formatNumber(result.spotDiameterM, 2)} m across; ` +
    `${formatNumber(result.illuminanceLux, 0)} lux sits ${result.status === 'On target' ? 'inside' : result.status === 'Below target' ? 'below' : 'above'} the 300–500 lux target band. ` +
    `Across the work plane it falls to ${formatNumber(result.edgeLux, 0)} lux at the beam's edge, ${formatNumber(result.averageLux, 0)} lux on average ` +
    `(uniformity ${formatNumber(result.uniformity, 2)}), so ${result.task.name} at ${result.task.targetLux} lux is ${result.taskMet ? 'met' : 'not met'}.`,
});
