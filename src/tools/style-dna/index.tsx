import * as engine from '../../../engine/tools/style-dna';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { StyleRadar } from './StyleRadar';

export default defineTool({
  engine,
  Visual: StyleRadar,
  describe: (_inputs, result) => {
    const a = result.attributes;
    return (
      `Radar chart of the style DNA (minimalism ${formatNumber(a.minimalism, 2)}, warmth ${formatNumber(a.warmth, 2)}, ` +
      `curves ${formatNumber(a.curves, 2)}, contrast ${formatNumber(a.contrast, 2)}, tech ${formatNumber(a.tech, 2)}) ` +
      `and the rules, checked in order, that predict ${result.style}.`
    );
  },
});
