import * as engine from '../../../engine/tools/window-optimizer';
import { formatNumber, withArticle } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { FACADE_NAMES, GLAZING_NAMES } from './glazing';
import { WindowStudy } from './WindowStudy';

export default defineTool({
  engine,
  Visual: WindowStudy,
  describe: (inputs, result) =>
    `The ${inputs.season} sun at ${engine.clockTime(inputs.timeH)}, ${formatNumber(result.sunAltitudeDeg, 1)}° above the horizon, ` +
    `and ${withArticle(formatNumber(inputs.widthM, 1))} × ${formatNumber(inputs.heightM, 1)} m ${GLAZING_NAMES[result.glazing].toLowerCase()}-glazed window ` +
    `in a ${FACADE_NAMES[result.orientation]}-facing wall, drawn in section and elevation at a daylight factor of ${formatNumber(result.daylightFactorPct, 1)} %; ` +
    `the real sun for the latitude and date in a sky plan, and the room's average daylight factor of ${formatNumber(result.averageDaylightFactorPct, 2)} % against the usual targets.`,
});
