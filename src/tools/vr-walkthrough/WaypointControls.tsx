import { useId } from 'react';
import {
  addWaypoint,
  clampWaypoint,
  cursorOf,
  planSize,
  resetWaypoints,
  undoWaypoint,
  type Inputs,
  type Result,
  type Waypoint,
} from '../../../engine/tools/vr-walkthrough';
import { button } from '../../ui/button.css';
import * as field from '../../ui/field.css';
import { NumberField } from '../../ui/NumberField';
import type { ToolVisualProps } from '../defineTool';
import * as css from './WaypointControls.css';

/**
 * The waypoint list's own controls: the marker's position (Waypoint X, Waypoint Y, in plan
 * units from the top-left corner), Add waypoint there, Undo (removes the last) and Reset
 * (clears all). Clicking the plan adds a waypoint too.
 */
export function WaypointControls({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const hintId = useId();
  const cursor = cursorOf(inputs);
  const points = inputs.waypoints;
  const room = result.room;
  const plan = planSize(room);
  const moveCursor = (next: Waypoint) => update({ cursor: clampWaypoint(next.x, next.y, room) });
  return (
    <fieldset className={css.group} aria-describedby={hintId}>
      <legend className={css.legend}>Waypoints</legend>
      <p id={hintId} className={field.hint}>
        Click the plan to add a waypoint, or type where the + marker goes (plan units from the top-left corner, 40 = 1 m) and add it.
      </p>
      <div className={css.pair}>
        <NumberField label="Waypoint X" value={cursor.x} min={0} max={plan.width} step={1} decimals={0} onChange={(x) => moveCursor({ x, y: cursor.y })} />
        <NumberField label="Waypoint Y" value={cursor.y} min={0} max={plan.height} step={1} decimals={0} onChange={(y) => moveCursor({ x: cursor.x, y })} />
      </div>
      <div className={css.actions}>
        <button
          type="button"
          className={`${button({ tone: 'primary', size: 'sm' })} ${css.wide}`}
          onClick={() => update({ waypoints: addWaypoint(points, cursor.x, cursor.y, room) })}
        >
          Add waypoint
        </button>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => update({ waypoints: undoWaypoint(points) })}>
          Undo
        </button>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => update({ waypoints: resetWaypoints() })}>
          Reset
        </button>
      </div>
      {result.blocked.length > 0 && (
        <ul className={css.blocked} aria-label="Waypoints inside furniture">
          {result.blocked.map((b) => (
            <li key={b.index}>
              Waypoint {b.index + 1} inside {b.name}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
