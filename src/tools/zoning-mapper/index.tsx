import * as engine from '../../../engine/tools/zoning-mapper';
import { formatNumber, formatTrimmed } from '../../../engine/math/format';
import { scaleStatement } from '../../../engine/math/planScale';
import { defineTool } from '../defineTool';
import { ZoneControls } from './ZoneControls';
import { ZoningScene } from './ZoningScene';
import { roomInFeet } from '../../../engine/plan/room';

export default defineTool({
  engine,
  // Add, remove, rename, move, resize and a room change are each a step; the announcement names the zone's control.
  undo: {
    names: { zones: 'zones', items: 'furniture', openings: 'doors and windows' },
    describe: (key, before, after) =>
      key === 'zones' ? engine.zoneChangeNames((before as engine.Inputs).zones, (after as engine.Inputs).zones) : undefined,
  },
  Visual: ZoningScene,
  Controls: ZoneControls,
  describe: (inputs, result) => {
    const pct = (value: number) => `${formatNumber(value, 0)} %`;
    const sorted = [...result.pairs].sort((a, b) => b.adjacencyPct - a.adjacencyPct);
    const closest = sorted[0];
    const farthest = sorted[sorted.length - 1];
    const conflicts =
      result.conflicts.length === 0
        ? 'no close pair differs much in privacy.'
        : `privacy ${result.conflicts.length === 1 ? 'conflict' : 'conflicts'}: ` +
          result.conflicts
            .map((pair) => `${pair.name} (${pct(pair.adjacencyPct)}, privacy ${formatNumber(pair.a.privacy, 2)} vs ${formatNumber(pair.b.privacy, 2)})`)
            .join(', ') +
          '.';
    return (
      `Plan of ${formatTrimmed(result.room.w, 1)} × ${formatTrimmed(result.room.d, 1)} m ` +
      `(${inputs.units === 'ft' ? `${roomInFeet(result.room, inputs.units)}; ` : ''}${scaleStatement(engine.PLAN_SCALE)}, 1 m grid, scale bar in a corner) with ${result.zones.length} zones, shaded from public (light) to private (deep); ` +
      (closest && farthest ? `most adjacent ${closest.name} ${pct(closest.adjacencyPct)}, least ${farthest.name} ${pct(farthest.adjacencyPct)}; ` : '') +
      conflicts
    );
  },
});
