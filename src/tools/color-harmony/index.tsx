import * as engine from '../../../engine/tools/color-harmony';
import { defineTool } from '../defineTool';
import { PaletteBoard } from './PaletteBoard';

const SCHEMES: Readonly<Record<engine.Scheme, string>> = {
  complementary: 'complementary',
  analogous: 'analogous',
  triadic: 'triadic',
  monochromatic: 'monochromatic',
  tetradic: 'tetradic',
};

export default defineTool({
  engine,
  Visual: PaletteBoard,
  describe: (_inputs, result) =>
    `A ${SCHEMES[result.scheme]} palette of ${result.swatches.length} swatches from ${result.baseHex.toUpperCase()} ` +
    `(${result.swatches.map((s) => s.hex.toUpperCase()).join(', ')}), each with its role in the room, ` +
    'and an HSL colour wheel marking where their hues sit.',
});
