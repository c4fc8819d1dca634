import * as engine from '../../../engine/tools/texture-pattern';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { FEATURE_WORD, PATTERN_NAMES, PatternCanvas, REPEAT_WORD } from './PatternCanvas';

export default defineTool({
  engine,
  Visual: PatternCanvas,
  describe: (_inputs, result) =>
    `${PATTERN_NAMES[result.pattern]}, drawn live at 1 px = 2 mm with a 10 cm scale bar: ${FEATURE_WORD[result.pattern]} ${engine.swatchLength(result.featurePx)}, ` +
    `${REPEAT_WORD[result.pattern]} ${engine.swatchLength(result.periodPx)}, turned ${formatNumber(result.rotationDeg, 0)}° from vertical; ` +
    `ink ${result.foregroundHex} covers ${formatNumber(result.coverage * 100, 0)} % of the ${result.backgroundHex} ground.`,
});
