import * as engine from '../../../engine/tools/texture-pattern';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { FEATURE_WORD, PATTERN_NAMES, PatternCanvas, REPEAT_WORD } from './PatternCanvas';

export default defineTool({
  engine,
  Visual: PatternCanvas,
  describe: (_inputs, result) =>
    `${PATTERN_NAMES[result.pattern]}, drawn live at actual size: ${FEATURE_WORD[result.pattern]} ${formatNumber(result.featurePx, 0)} px, ` +
    `${REPEAT_WORD[result.pattern]} ${formatNumber(result.periodPx, 0)} px, turned ${formatNumber(result.rotationDeg, 0)}° from vertical; ` +
    `ink ${result.foregroundHex} covers ${formatNumber(result.coverage * 100, 0)} % of the ${result.backgroundHex} ground.`,
});
