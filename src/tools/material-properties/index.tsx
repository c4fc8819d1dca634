import * as engine from '../../../engine/tools/material-properties';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { MaterialBoard } from './MaterialBoard';

export default defineTool({
  engine,
  Visual: MaterialBoard,
  describe: (inputs, result) =>
    `A ${result.material} 3D sample (a slab and a sphere on a plinth), ${engine.finishWord(inputs.roughness)} and ${engine.agingWord(inputs.aging)} ` +
    `(roughness ${formatNumber(inputs.roughness, 2)}, metallic ${formatNumber(inputs.metallic, 2)}), beside the sustainability score ` +
    `as a waterfall: 100 − carbon·40 − VOC·25 + recycled·35 = ${formatNumber(result.scoreRounded, 0)}.`,
});
