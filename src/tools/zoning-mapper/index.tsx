import * as engine from '../../../engine/tools/zoning-mapper';
import { formatNumber } from '../../../engine/math/format';
import { scaleStatement } from '../../../engine/math/planScale';
import { defineTool } from '../defineTool';
import { ZoningScene } from './ZoningScene';

export default defineTool({
  engine,
  undo: true,
  Visual: ZoningScene,
  describe: (_inputs, result) => {
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
      `Plan of ${formatNumber(engine.planMetres(engine.CANVAS_WIDTH_PX), 0)} × ${formatNumber(engine.planMetres(engine.CANVAS_HEIGHT_PX), 0)} m ` +
      `(${scaleStatement(engine.PLAN_SCALE)}, 1 m grid, scale bar in a corner), zones shaded from public (light) to private (deep); ` +
      (closest && farthest ? `most adjacent ${closest.name} ${pct(closest.adjacencyPct)}, least ${farthest.name} ${pct(farthest.adjacencyPct)}; ` : '') +
      conflicts
    );
  },
});
