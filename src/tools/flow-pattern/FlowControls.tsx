import { memo, useId, useMemo, useState } from 'react';
import { fromMetres, lengthUnit, type LengthUnit, toMetres } from '../../../engine/math/units';
import { ITEM_MAX_HEIGHT_M, ITEM_MAX_M, ITEM_MIN_HEIGHT_M, ITEM_MIN_M } from '../../../engine/plan/types';
import { CUSTOM_NAME } from '../../../engine/plan/catalogue';
import { sizeText } from '../../../engine/plan/room';
import {
  CUSTOM_KIND,
  MAX_ITEMS,
  addItem,
  canAdd,
  catalogueGroups,
  duplicateItem,
  moveItem,
  removeItem,
  rotateItem,
  type Inputs,
  type Result,
} from '../../../engine/tools/flow-pattern';
import { button } from '../../ui/button.css';
import * as field from '../../ui/field.css';
import { visuallyHidden } from '../../ui/layout.css';
import { NumberField } from '../../ui/NumberField';
import { useLatest } from '../../ui/useLatest';
import type { ToolVisualProps } from '../defineTool';
import { OpeningControls } from '../shell/OpeningControls';
import { PlanLinks } from '../shell/PlanLinks';
import * as css from './FlowScene.css';

const GROUPS = catalogueGroups();


interface RowActions {
  select(id: string): void;
  move(id: string, x: number, y: number): void;
}

interface FurnitureRowProps {
  id: string;
  label: string;
  x: number;
  y: number;
  maxX: number;
  maxY: number;
  selected: boolean;
  actions: RowActions;
}

/** One piece in the list: its select button and its X and Y fields (px, clamped like a drag). */
const FurnitureRow = memo(function FurnitureRow({ id, label, x, y, maxX, maxY, selected, actions }: FurnitureRowProps) {
  return (
    <li className={css.listRow}>
      <button
        type="button"
        className={`${button({ tone: selected ? 'primary' : 'ghost', size: 'sm' })} ${css.rowName}`}
        aria-pressed={selected}
        title={label}
        onClick={() => actions.select(id)}
      >
        <span className={visuallyHidden}>Select </span>
        <span className={css.rowLabel}>{label}</span>
      </button>
      {/* Each field's visible label is its column's head (X (px), Y (px)); its name adds the piece's. */}
      <NumberField
        className={css.coord}
        label={<span className={visuallyHidden}>{label} X (px)</span>}
        value={x}
        min={0}
        max={maxX}
        step={1}
        decimals={0}
        onChange={(value) => actions.move(id, value, y)}
      />
      <NumberField
        className={css.coord}
        label={<span className={visuallyHidden}>{label} Y (px)</span>}
        value={y}
        min={0}
        max={maxY}
        step={1}
        decimals={0}
        onChange={(value) => actions.move(id, x, value)}
      />
    </li>
  );
});

/**
 * The furniture: pick a piece from the catalogue (or a custom box of your size) and add it in
 * free space; the selected piece turns, copies or goes; every piece has its X and Y fields (px,
 * clamped like a drag) in a compact list. And the links that carry this plan to the 3D
 * walkthrough and the zoning map.
 */
export function FlowControls({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const ids = useId();
  const [kind, setKind] = useState('chair');
  // The custom box's size, m; its fields and the catalogue's sizes are in the room's units.
  const [box, setBox] = useState({ w: 1, d: 0.6, h: 0.75 });
  const unit: LengthUnit = lengthUnit(inputs.units);
  const inUnit = (metres: number): number => fromMetres(metres, unit);
  const boxField = (side: 'w' | 'd' | 'h', label: string, min: number, max: number) => (
    <NumberField
      label={`${label} (${unit})`}
      value={inUnit(box[side])}
      min={inUnit(min)}
      max={inUnit(max)}
      step={unit === 'ft' ? 0.1 : 0.05}
      decimals={2}
      onChange={(value) => setBox((b) => ({ ...b, [side]: toMetres(value, unit) }))}
    />
  );
  const selected = result.selected;
  const full = !canAdd(inputs);
  const apply = (next: Inputs) => {
    if (next !== inputs) update({ items: next.items, selected: next.selected });
  };
  // The rows' actions, the same functions at every render (so a row re-renders only when its
  // piece changes), acting on the latest inputs.
  const latest = useLatest({ inputs, apply, update });
  const rowActions = useMemo<RowActions>(
    () => ({
      select: (id) => latest.current.update({ selected: id }),
      move: (id, x, y) => latest.current.apply(moveItem(latest.current.inputs, id, x, y)),
    }),
    [latest],
  );
  // Door index → the pieces in its swing (by the names the plan and the list show).
  const flagged = useMemo(() => new Map(result.swings.map((block) => [block.door, block.names])), [result.swings]);

  return (
    <>
      <fieldset className={css.furniture} aria-describedby={`${ids}-count`}>
        <legend className={css.legend}>Furniture</legend>
        <div className={css.addRow}>
          <div className={`${field.field} ${css.grow}`}>
            <label htmlFor={`${ids}-item`} className={field.label}>Item</label>
            {/* The component's own choice until Add item, not one of the tool's inputs (tests/unit/bad-input.test.ts). */}
            <select id={`${ids}-item`} className={field.control} value={kind} data-draft="" onChange={(event) => setKind(event.target.value)}>
              {GROUPS.map((group) => (
                <optgroup key={group.group} label={group.group}>
                  {group.entries.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name} ({sizeText(entry.w, entry.d, unit)})
                    </option>
                  ))}
                </optgroup>
              ))}
              <optgroup label="Other">
                <option value={CUSTOM_KIND}>{CUSTOM_NAME}</option>
              </optgroup>
            </select>
          </div>
          <button
            type="button"
            className={`${button({ tone: 'primary', size: 'sm' })} ${css.action}`}
            aria-disabled={full}
            aria-describedby={`${ids}-count`}
            onClick={() => apply(addItem(inputs, kind, kind === CUSTOM_KIND ? box : undefined))}
          >
            Add item
          </button>
        </div>
        {kind === CUSTOM_KIND && (
          <div className={css.boxSize}>
            {boxField('w', 'Box width', ITEM_MIN_M, ITEM_MAX_M)}
            {boxField('d', 'Box depth', ITEM_MIN_M, ITEM_MAX_M)}
            {boxField('h', 'Box height', ITEM_MIN_HEIGHT_M, ITEM_MAX_HEIGHT_M)}
          </div>
        )}
        <p id={`${ids}-count`} className={css.note}>
          {full
            ? `${MAX_ITEMS} of ${MAX_ITEMS} pieces: the most a plan holds. Remove one to add another.`
            : `${result.items.length} of ${MAX_ITEMS} pieces; select one on the plan or in the list.`}
        </p>
        <p role="status" className={css.selectedLine}>{selected ? `Selected: ${selected.label}` : 'Nothing selected'}</p>
        {/* Unavailable buttons stay in the Tab order (aria-disabled): selecting a piece on the plan, after them, makes them work. */}
        <div className={css.actions}>
          <button type="button" className={`${button({ tone: 'secondary', size: 'sm' })} ${css.action}`} aria-disabled={!selected} onClick={() => selected && apply(rotateItem(inputs, selected.id))}>
            Rotate
          </button>
          <button type="button" className={`${button({ tone: 'secondary', size: 'sm' })} ${css.action}`} aria-disabled={!selected || full} onClick={() => selected && apply(duplicateItem(inputs, selected.id))}>
            Duplicate
          </button>
          <button type="button" className={`${button({ tone: 'secondary', size: 'sm' })} ${css.action}`} aria-disabled={!selected} onClick={() => selected && apply(removeItem(inputs, selected.id))}>
            Remove
          </button>
        </div>
        {result.items.length > 0 && (
          <div className={css.listHead} aria-hidden="true">
            <span className={css.nameColumn}>Piece</span>
            <span>X (px)</span>
            <span>Y (px)</span>
          </div>
        )}
        <ul className={css.list} aria-label="Furniture list">
          {result.items.map((item) => (
            <FurnitureRow
              key={item.id}
              id={item.id}
              label={item.label}
              x={item.x}
              y={item.y}
              maxX={Math.max(0, result.widthPx - item.w)}
              maxY={Math.max(0, result.heightPx - item.h)}
              selected={selected?.id === item.id}
              actions={rowActions}
            />
          ))}
        </ul>
        <PlanLinks from="flow-pattern" plan={result.plan} units={unit} />
      </fieldset>
      <OpeningControls
        openings={result.openings}
        room={result.room}
        units={lengthUnit(inputs.units)}
        flagged={flagged}
        items={result.plan.items}
        onChange={(openings) => update({ openings })}
      />
    </>
  );
}
