import { useId, useState } from 'react';
import {
  addWaypoint,
  clampWaypoint,
  cursorOf,
  resetWaypoints,
  undoWaypoint,
  type Inputs,
  type Result,
  type Waypoint,
} from '../../../engine/tools/vr-walkthrough';
import { button } from '../../ui/button.css';
import * as field from '../../ui/field.css';
import type { ToolVisualProps } from '../defineTool';
import * as css from './WaypointControls.css';

interface CoordinateFieldProps {
  label: string;
  value: number;
  onCommit: (value: number) => void;
}

/** A whole plan unit, typed; what is typed stays until the field is left, then the clamped value shows. */
function CoordinateField({ label, value, onCommit }: CoordinateFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={field.control}
        step={1}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          const number = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(number)) onCommit(number);
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}

/**
 * The waypoint list's own controls: the marker's position (Waypoint X, Waypoint Y, in plan
 * units from the top-left corner), Add waypoint there, Undo (removes the last) and Reset
 * (clears all). Clicking the plan adds a waypoint too.
 */
export function WaypointControls({ inputs, update }: ToolVisualProps<Inputs, Result>) {
  const hintId = useId();
  const cursor = cursorOf(inputs);
  const points = inputs.waypoints;
  const moveCursor = (next: Waypoint) => update({ cursor: clampWaypoint(next.x, next.y) });
  return (
    <fieldset className={css.group} aria-describedby={hintId}>
      <legend className={css.legend}>Waypoints</legend>
      <p id={hintId} className={field.hint}>
        Click the plan to add a waypoint, or type where the + marker goes (plan units from the top-left corner, 40 = 1 m) and add it.
      </p>
      <div className={css.pair}>
        <CoordinateField label="Waypoint X" value={cursor.x} onCommit={(x) => moveCursor({ x, y: cursor.y })} />
        <CoordinateField label="Waypoint Y" value={cursor.y} onCommit={(y) => moveCursor({ x: cursor.x, y })} />
      </div>
      <div className={css.actions}>
        <button
          type="button"
          className={`${button({ tone: 'primary', size: 'sm' })} ${css.wide}`}
          onClick={() => update({ waypoints: addWaypoint(points, cursor.x, cursor.y) })}
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
    </fieldset>
  );
}
