import { useEffect, useId, useRef, useState } from 'react';
import { formatLength, fromMetres, toMetres } from '../../../engine/math/units';
import {
  NEW_DOOR_WIDTH_M,
  NEW_WINDOW_WIDTH_M,
  addOpening,
  doorsOverlap,
  openingBounds,
  openingLabel,
  removeOpening,
  updateOpening,
  wallEnds,
} from '../../../engine/plan/openings';
import { MAX_OPENINGS, WALLS, type Opening, type PlanItem, type Room, type Wall } from '../../../engine/plan/types';
import { button } from '../../ui/button.css';
import * as field from '../../ui/field.css';
import { visuallyHidden } from '../../ui/layout.css';
import { NumberField } from '../../ui/NumberField';
import * as css from './OpeningControls.css';

export interface OpeningControlsProps {
  openings: readonly Opening[];
  room: Room;
  /** The unit the widths and positions are shown and typed in (the tool's Units). */
  units: 'm' | 'ft';
  /** Door index (in `openings`) → the names of the items in its swing (engine/plan/openings swingConflicts). */
  flagged: ReadonlyMap<number, string[]>;
  /** The furniture, so that a new door is placed, where the wall allows, with its swing clear of it. */
  items?: readonly PlanItem[];
  /** The whole new list after a change (one undo step each). */
  onChange: (next: Opening[]) => void;
}

const WALL_NAMES: Record<Wall, string> = { top: 'Top', right: 'Right', bottom: 'Bottom', left: 'Left' };

function WallOptions() {
  return WALLS.map((wall) => (
    <option key={wall} value={wall}>{WALL_NAMES[wall]}</option>
  ));
}

const isWall = (value: string): value is Wall => (WALLS as readonly string[]).includes(value);

/** Why Add door or Add window cannot add on `wall`, or null when it can. */
function blockedReason(kind: Opening['kind'], wall: Wall, room: Room, openings: readonly Opening[], units: 'm' | 'ft'): string | null {
  if (openings.length >= MAX_OPENINGS) return `At most ${MAX_OPENINGS} doors and windows: remove one to add another.`;
  if (addOpening(kind, wall, room, openings) !== null) return null;
  const width = formatLength(kind === 'door' ? NEW_DOOR_WIDTH_M : NEW_WINDOW_WIDTH_M, units);
  return `No free stretch of the ${wall} wall fits a ${kind} (${width}): choose another wall or narrow an opening there.`;
}

interface OpeningRowProps {
  openings: readonly Opening[];
  index: number;
  room: Room;
  units: 'm' | 'ft';
  inSwing: readonly string[] | undefined;
  overlaps: readonly string[];
  onChange: (next: Opening[]) => void;
  onRemove: () => void;
}

/** One door or window: its wall, width, position and (a door's) hinge, its warnings and Remove. */
function OpeningRow({ openings, index, room, units, inSwing, overlaps, onChange, onRemove }: OpeningRowProps) {
  const ids = useId();
  const opening = openings[index]!;
  const label = openingLabel(openings, index);
  const bounds = openingBounds(opening, room);
  const ends = wallEnds(opening.wall);
  const inUnit = (metres: number): number => fromMetres(metres, units);
  const change = (patch: Parameters<typeof updateOpening>[2]) => {
    const next = updateOpening(openings, index, patch, room);
    if (next !== openings) onChange([...next]);
  };
  const swingId = `${ids}-swing`;
  const overlapId = `${ids}-overlap`;
  const warnings = [inSwing && inSwing.length > 0 ? swingId : '', overlaps.length > 0 ? overlapId : ''].filter(Boolean).join(' ') || undefined;
  const described = (id: string): string => [id, warnings].filter(Boolean).join(' ');
  return (
    <li className={css.row}>
      <div className={css.rowHead}>
        <h4 id={`${ids}-name`} className={css.rowTitle}>{label}</h4>
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} data-remove="" aria-describedby={warnings} onClick={onRemove}>
          Remove {label}
        </button>
      </div>
      {inSwing && inSwing.length > 0 && (
        <p id={swingId} className={css.warning}>Furniture in the swing: {inSwing.join(', ')}</p>
      )}
      {overlaps.length > 0 && (
        <p id={overlapId} className={css.warning}>Overlaps {overlaps.join(', ')} on the {opening.wall} wall</p>
      )}
      <div className={css.fields}>
        <div className={field.field}>
          <label htmlFor={`${ids}-wall`} className={field.label}>{label} wall</label>
          <select
            id={`${ids}-wall`}
            className={field.control}
            value={opening.wall}
            aria-describedby={warnings}
            onChange={(event) => {
              if (isWall(event.target.value)) change({ wall: event.target.value });
            }}
          >
            <WallOptions />
          </select>
        </div>
        <NumberField
          label={`${label} width (${units})`}
          value={inUnit(opening.width)}
          min={inUnit(bounds.widthMin)}
          max={inUnit(bounds.widthMax)}
          step={0.05}
          decimals={2}
          onChange={(value) => change({ width: toMetres(value, units) })}
        />
        <NumberField
          label={`${label} position (${units})`}
          value={inUnit(opening.at)}
          min={0}
          max={inUnit(bounds.atMax)}
          step={0.1}
          decimals={2}
          onChange={(value) => change({ at: toMetres(value, units) })}
        />
        {opening.kind === 'door' && (
          <div className={field.field}>
            <label htmlFor={`${ids}-hinge`} className={field.label}>{label} hinge</label>
            <select
              id={`${ids}-hinge`}
              className={field.control}
              value={opening.hinge}
              aria-describedby={described(`${ids}-hinge-hint`)}
              onChange={(event) => {
                const hinge = event.target.value;
                if (hinge === 'start' || hinge === 'end') change({ hinge });
              }}
            >
              <option value="start">Start</option>
              <option value="end">End</option>
            </select>
          </div>
        )}
      </div>
      <p className={css.note}>
        Position: from the wall’s {ends.start} end to the {opening.kind}’s near edge.
        {opening.kind === 'door' && <span id={`${ids}-hinge-hint`}> Hinge: Start is the {ends.start} end, End the {ends.end} end; the door opens into the room.</span>}
      </p>
    </li>
  );
}

/**
 * The plan's doors and windows as controls: a wall to add on with `Add door` and `Add window`
 * (disabled, saying why, when the plan or the wall is full), then per opening its wall, width,
 * position along the wall, a door's hinge, Remove, and a warning when furniture stands in a
 * door's swing or openings overlap. Every change gives `onChange` the whole new list, clamped by
 * the engine (engine/plan/openings), so the tool records it as one undo step.
 */
export function OpeningControls({ openings, room, units, flagged, items, onChange }: OpeningControlsProps) {
  const ids = useId();
  const [wall, setWall] = useState<Wall>('top');
  const [notice, setNotice] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const addDoor = useRef<HTMLButtonElement>(null);
  // After a removal the focus goes to the Remove button now at that place (or the last one, or
  // Add door), not to the page's top.
  const refocus = useRef<number | null>(null);
  // The notice speaks of the change that Add or Remove made; any other change to the list (undo,
  // an opened plan, a width typed) leaves it stale, so it goes.
  const ownChange = useRef(false);
  useEffect(() => {
    if (ownChange.current) ownChange.current = false;
    else setNotice('');
  }, [openings]);

  useEffect(() => {
    if (refocus.current === null) return;
    const removes = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    const target = removes[Math.min(refocus.current, removes.length - 1)] ?? addDoor.current;
    refocus.current = null;
    target?.focus();
  }, [openings]);

  const overlapsOf = new Map<number, number[]>();
  for (const [a, b] of doorsOverlap(openings)) {
    overlapsOf.set(a, [...(overlapsOf.get(a) ?? []), b]);
    overlapsOf.set(b, [...(overlapsOf.get(b) ?? []), a]);
  }
  const swingSummary = [...flagged]
    .filter(([index, names]) => openings[index]?.kind === 'door' && names.length > 0)
    .map(([index, names]) => `${openingLabel(openings, index)}: furniture in the swing: ${names.join(', ')}.`)
    .join(' ');

  const add = (kind: Opening['kind']) => {
    const opening = addOpening(kind, wall, room, openings, items ?? []);
    if (!opening) return;
    const next = [...openings, opening];
    setNotice(`${openingLabel(next, next.length - 1)} added on the ${wall} wall.`);
    ownChange.current = true;
    onChange(next);
  };
  const remove = (index: number) => {
    refocus.current = index;
    setNotice(`${openingLabel(openings, index)} removed.`);
    ownChange.current = true;
    onChange(removeOpening(openings, index));
  };

  const doorBlocked = blockedReason('door', wall, room, openings, units);
  const windowBlocked = blockedReason('window', wall, room, openings, units);
  const reasons = [...new Set([doorBlocked, windowBlocked].filter((r): r is string => r !== null))];

  return (
    <section className={css.group} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={css.title}>Doors and windows</h3>
      <div className={css.addRow}>
        {/* The Wall select is the component's own choice until Add door or Add window (data-draft: not one of the tool's inputs). */}
        <div className={`${field.field} ${css.wallField}`}>
          <label htmlFor={`${ids}-wall`} className={field.label}>Wall</label>
          <select
            id={`${ids}-wall`}
            className={field.control}
            value={wall}
            data-draft=""
            onChange={(event) => {
              if (isWall(event.target.value)) setWall(event.target.value);
            }}
          >
            <WallOptions />
          </select>
        </div>
        {/* Unavailable, not disabled, when the wall or the plan is full: the button that filled it keeps the focus. */}
        <button
          ref={addDoor}
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          aria-disabled={doorBlocked !== null}
          aria-describedby={doorBlocked ? `${ids}-blocked` : undefined}
          onClick={() => add('door')}
        >
          Add door
        </button>
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          aria-disabled={windowBlocked !== null}
          aria-describedby={windowBlocked ? `${ids}-blocked` : undefined}
          onClick={() => add('window')}
        >
          Add window
        </button>
      </div>
      {reasons.length > 0 && <p id={`${ids}-blocked`} className={css.note}>{reasons.join(' ')}</p>}
      <p role="status" className={css.notice}>{notice}</p>
      <p role="status" className={visuallyHidden}>{swingSummary}</p>
      {openings.length > 0 ? (
        <ul ref={list} className={css.list}>
          {openings.map((opening, index) => (
            <OpeningRow
              // Openings have no ids: a row is its place in the list (its name, 'Door 2', follows the place too).
              key={index}
              openings={openings}
              index={index}
              room={room}
              units={units}
              inSwing={opening.kind === 'door' ? flagged.get(index) : undefined}
              overlaps={(overlapsOf.get(index) ?? []).map((other) => openingLabel(openings, other))}
              onChange={onChange}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      ) : (
        <p className={css.note}>No doors or windows yet. Choose a wall and add one.</p>
      )}
    </section>
  );
}
