import * as engine from '../../../engine/tools/structural-load';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { BeamDiagram } from './BeamDiagram';

export default defineTool({
  engine,
  Visual: BeamDiagram,
  describe: (_inputs, result) =>
    `A ${formatNumber(result.lengthM, 1)} m simply supported beam (${result.section.label}) with ${formatNumber(result.loadKN, 1)} kN at ` +
    `${formatNumber(result.positionM, 1)} m deflects ${formatNumber(result.deflectionMm, 2)} mm at most, ` +
    `${result.passes ? 'within' : 'beyond'} L/360; below it the shear and moment diagrams from 60 samples.`,
});
