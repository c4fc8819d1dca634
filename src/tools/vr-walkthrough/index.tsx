import * as engine from '../../../engine/tools/vr-walkthrough';
import { formatNumber, withArticle } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { WalkScene } from './WalkScene';
import { WaypointControls } from './WaypointControls';
import { feetAside } from '../../../engine/plan/room';
import { lengthUnit } from '../../../engine/math/units';

export default defineTool({
  engine,
  Visual: WalkScene,
  Controls: WaypointControls,
  // Reset here clears the waypoints, and sits with Undo in the waypoint controls.
  reset: false,
  // Ctrl+Z steps back through every change (Undo, beside Reset, removes the last waypoint; so no
  // Undo change button beside it).
  undo: { names: { waypoints: 'waypoints', cursor: 'marker', items: 'furniture', openings: 'doors and windows', zones: 'zones' }, buttons: false },
  describe: (inputs, result) => {
    const count = result.waypointCount;
    const contents = [engine.furnitureSummary(result.items), engine.openingsSummary(result.openings)].filter(Boolean).join(' and ');
    const plan = `Plan ${engine.roomText(result.room)}${feetAside(result.room, inputs.units)}, grid 1 m${contents ? `, with ${contents}` : ''}`;
    const tooLarge = engine.tooLargeText(result.room, result.items, lengthUnit(inputs.units));
    const fits = tooLarge ? ` ${tooLarge}` : '';
    if (count === 0) return `${plan}: no waypoints yet. Click the plan to start a path.${fits}`;
    const m = (units: number) => formatNumber(engine.unitsToMetres(units), 1);
    const inside = new Map(result.blocked.map((b) => [b.index, b.name]));
    const list = inputs.waypoints
      .map((point, i) => `${i + 1} at ${m(point.x)}, ${m(point.y)} m${inside.has(i) ? ` inside ${inside.get(i)}` : ''}`)
      .join('; ');
    return (
      `${plan}: ${count} ${count === 1 ? 'waypoint' : 'waypoints'} (${list}), ` +
      `${withArticle(formatNumber(result.lengthRounded, 1))} m path${result.closed ? ' looping back to the start' : ''}, ` +
      `walked in ${formatNumber(result.durationRounded, 1)} s at ${formatNumber(result.speedMps, 2)} m/s.${fits}`
    );
  },
});
