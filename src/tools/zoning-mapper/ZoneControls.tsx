import { useId, useRef, useState } from 'react';
import { after } from '../../../engine/loop/timers';
import { formatNumber } from '../../../engine/math/format';
import { fromMetres, lengthUnit, toMetres, type LengthUnit } from '../../../engine/math/units';
import { sanitize, type NumberParam, type Param, type ParamList, type RangeParam } from '../../../engine/tools/params';
import { MAX_ZONES, MIN_ZONES, ZONE_NAME_MAX } from '../../../engine/plan/types';
import {
  MIN_ZONE_M,
  NEW_ZONE_DEFAULTS,
  addZone,
  canAddZone,
  canRemoveZone,
  planMetres,
  planOf,
  removeZone,
  renameZone,
  setZoneField,
  zoneFieldValue,
  zoneParams,
  type Inputs,
  type NewZone,
  type Result,
  type Zone,
} from '../../../engine/tools/zoning-mapper';
import { button } from '../../ui/button.css';
import * as field from '../../ui/field.css';
import { ParamControl } from '../shell/ParamControl';
import type { ToolVisualProps } from '../defineTool';
import { useZoneChange } from './useZoneChange';
import * as css from './ZoningScene.css';

type Change = (change: (inputs: Inputs) => Inputs) => void;

/**
 * A zone's name field. While it has the focus it shows what is typed (an empty field, a name
 * being changed), and every keystroke renames the zone (plain text, ≤ 24 characters, 'Zone N'
 * when empty, made unique); left, it shows the zone's name.
 */
function NameField({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>{label}</label>
      <input
        id={id}
        type="text"
        className={field.control}
        autoComplete="off"
        spellCheck={false}
        maxLength={ZONE_NAME_MAX}
        value={draft ?? value}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}

/** One zone's controls: name, X and Y (px), W and D (in the room's units), privacy, Remove; a <details> titled by the zone. */
function ZoneGroup({ zone, index, inputs, change: changeZones, removable, onRemoved }: {
  zone: Zone;
  index: number;
  inputs: Inputs;
  change: Change;
  removable: boolean;
  onRemoved: (index: number) => void;
}) {
  const ids = useId();
  const units = lengthUnit(inputs.units);
  const [x, y, w, d, privacy] = zoneParams(zone, planOf(inputs), units);
  const values: Record<string, number> = { x: zoneFieldValue(zone, 'x'), y: zoneFieldValue(zone, 'y'), w: zoneFieldValue(zone, 'w', units), d: zoneFieldValue(zone, 'd', units), privacy: zone.privacy };
  const change = (key: string, raw: unknown) => changeZones((current) => setZoneField(current, zone.id, key as 'x', raw));
  const control = (param: Param) => <ParamControl param={param} value={values[param.key]!} inputs={values} onChange={change} />;
  return (
    <details className={css.group} open>
      <summary className={css.summary}>
        {zone.label}
        <span className={css.summaryNote}>
          {formatNumber(zoneFieldValue(zone, 'w', units), 1)} × {formatNumber(zoneFieldValue(zone, 'd', units), 1)} {units}, privacy {formatNumber(zone.privacy, 2)}
        </span>
      </summary>
      <div className={css.groupBody}>
        <NameField label={`${zone.label} name`} value={zone.label} onChange={(text) => changeZones((current) => renameZone(current, zone.id, text))} />
        <div className={css.pair}>
          {control(x)}
          {control(y)}
        </div>
        <div className={css.pair}>
          {control(w)}
          {control(d)}
        </div>
        {control(privacy)}
        <div className={css.removeRow}>
          <button
            type="button"
            className={`${button({ tone: 'secondary', size: 'sm' })} ${css.removeButton}`}
            // Unavailable, not disabled: it keeps the focus a removal just gave it.
            aria-disabled={!removable}
            aria-describedby={removable ? undefined : `${ids}-why`}
            onClick={() => {
              if (!removable) return;
              changeZones((current) => removeZone(current, zone.id));
              onRemoved(index);
            }}
          >
            Remove {zone.label}
          </button>
          {!removable && (
            <p id={`${ids}-why`} className={css.reason}>At least {MIN_ZONES} zones stay.</p>
          )}
        </div>
      </div>
    </details>
  );
}

/** The new zone's size fields, in the room's units (its draft holds metres), and its privacy. */
const newZoneParams = (inputs: Inputs, units: LengthUnit): readonly [NumberParam<'widthM'>, NumberParam<'depthM'>, RangeParam<'privacy'>] => {
  const plan = planOf(inputs);
  const side = <K extends 'widthM' | 'depthM'>(key: K, label: string, max: number): NumberParam<K> => ({
    kind: 'number',
    key,
    label,
    unit: units,
    min: fromMetres(MIN_ZONE_M, units),
    max: fromMetres(planMetres(max), units),
    step: 0.1,
    default: fromMetres(NEW_ZONE_DEFAULTS[key], units),
    decimals: 1,
    snap: units === 'm',
  });
  return [
    side('widthM', 'New zone width', plan.width),
    side('depthM', 'New zone depth', plan.height),
    { kind: 'range', key: 'privacy', label: 'New zone privacy', min: 0, max: 1, step: 0.01, default: NEW_ZONE_DEFAULTS.privacy },
  ];
};

/**
 * The zones' own controls, above the room's: a group per zone (name, X, Y, W, D, privacy,
 * Remove; at least two stay), then Add zone with the new zone's name, size and privacy (at most 12).
 */
export function ZoneControls({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const ids = useId();
  const change = useZoneChange(inputs, update);
  const [draft, setDraft] = useState<NewZone>(NEW_ZONE_DEFAULTS);
  const [added, setAdded] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const zones = result.zones;
  const removable = canRemoveZone(inputs);
  const addable = canAddZone(inputs);
  const units = lengthUnit(inputs.units);
  const params = newZoneParams(inputs, units);
  const values: Record<string, number> = { widthM: fromMetres(draft.widthM, units), depthM: fromMetres(draft.depthM, units), privacy: draft.privacy };
  const changeDraft = (key: string, raw: unknown) => {
    const next = sanitize(params as unknown as ParamList<Record<string, number>>, { [key]: raw }, values)[key]!;
    setDraft((current) => ({ ...current, [key]: key === 'privacy' ? next : toMetres(next, units) }));
  };
  // After a removal the focus goes to the next group's title (or the last one's), not to the page.
  const onRemoved = (index: number) => {
    setAdded('');
    after(0, () => {
      const summaries = list.current?.querySelectorAll('summary');
      const target = summaries?.[Math.min(index, summaries.length - 1)];
      (target ?? addButton.current)?.focus();
    });
  };
  const add = () => {
    let zone: Zone | undefined;
    change((current) => {
      const next = addZone(current, draft);
      if (next !== current) zone = next.zones[next.zones.length - 1];
      return next;
    });
    if (!zone) return;
    const length = (px: number) => formatNumber(fromMetres(planMetres(px), units), 1);
    setAdded(`Added ${zone.label}, ${length(zone.w)} × ${length(zone.h)} ${units}, ${length(zone.x)} ${units} across and ${length(zone.y)} ${units} down.`);
    setDraft((current) => ({ ...current, name: '' }));
  };
  return (
    <>
      <fieldset className={css.zones}>
        <legend className={css.zonesTitle}>Zones ({zones.length} of {MAX_ZONES})</legend>
        <div ref={list} className={css.zones}>
          {zones.map((zone, index) => (
            <ZoneGroup key={zone.id} zone={zone} index={index} inputs={inputs} change={change} removable={removable} onRemoved={onRemoved} />
          ))}
        </div>
      </fieldset>
      <fieldset className={`${css.zones} ${css.group}`}>
        <legend className={css.zonesTitle}>New zone</legend>
        <div className={field.field}>
          <label htmlFor={`${ids}-name`} className={field.label}>New zone name</label>
          <input
            id={`${ids}-name`}
            type="text"
            className={field.control}
            autoComplete="off"
            spellCheck={false}
            maxLength={ZONE_NAME_MAX}
            // The component's own draft until Add zone, not one of the tool's inputs (tests/unit/bad-input.test.ts).
            data-draft=""
            placeholder={`Zone ${zones.length + 1}`}
            value={draft.name}
            onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <div className={css.pair}>
          {params.slice(0, 2).map((param) => (
            <ParamControl key={param.key} param={param} value={values[param.key]!} inputs={values} onChange={changeDraft} />
          ))}
        </div>
        <ParamControl param={params[2]} value={draft.privacy} inputs={values} onChange={changeDraft} />
        <div className={css.removeRow}>
          <button
            ref={addButton}
            type="button"
            className={button({ tone: 'primary', size: 'sm' })}
            // Unavailable, not disabled: the twelfth zone's Add keeps the keyboard's focus.
            aria-disabled={!addable}
            aria-describedby={addable ? undefined : `${ids}-full`}
            onClick={add}
          >
            Add zone
          </button>
          {!addable && <p id={`${ids}-full`} className={css.reason}>{MAX_ZONES} zones is the most a plan holds.</p>}
          {/* Polite, and no role="status": the shell's Copy link notice is the panel's first status. */}
          <span aria-live="polite" className={css.reason}>{added}</span>
        </div>
      </fieldset>
    </>
  );
}
