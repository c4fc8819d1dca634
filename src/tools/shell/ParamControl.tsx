import { useId, useState } from 'react';
import { decimalsOf, formatNumber } from '../../../engine/math/format';
import { parseIsoDate } from '../../../engine/math/isoDate';
import type { ColorParam, DateParam, NumberParam, Param, ParamValue, RangeParam, SelectParam, ToggleParam } from '../../../engine/tools/params';
import * as field from '../../ui/field.css';
import { NumberField } from '../../ui/NumberField';
import * as css from './controls.css';

export interface ParamControlProps<P extends Param = Param> {
  param: P;
  value: ParamValue;
  /** All current inputs, for units and caps that come from another input. */
  inputs: Readonly<Record<string, ParamValue>>;
  /** A raw value from the control; the tool sanitises it (clamps, or ignores what is not a number). */
  onChange: (key: string, raw: unknown) => void;
}

const decimalsFor = (param: RangeParam | NumberParam): number => param.decimals ?? decimalsOf(param.step);

/** The unit of a number: its own, or the current value of the select it follows (m or ft). */
function unitOf(param: RangeParam | NumberParam, inputs: Readonly<Record<string, ParamValue>>): string | undefined {
  if (param.kind === 'number' && param.unitFrom) return String(inputs[param.unitFrom] ?? '');
  return param.unit;
}

/** A number as shown beside its slider: with its unit, or as a per cent for 0–1 values shown as %. */
export function formatParamValue(param: RangeParam | NumberParam, value: number, unit: string | undefined): string {
  if (param.kind === 'range' && param.display === 'percent') return `${formatNumber(value * 100, param.decimals ?? 0)} %`;
  const text = formatNumber(value, decimalsFor(param));
  return unit ? `${text} ${unit}` : text;
}

function RangeControl({ param, value, inputs, onChange }: ParamControlProps<RangeParam>) {
  const id = useId();
  const unit = unitOf(param, inputs);
  const number = Number(value);
  const cap = param.maxFrom !== undefined ? Number(inputs[param.maxFrom]) : Number.NaN;
  const max = Number.isFinite(cap) ? Math.min(param.max, cap) : param.max;
  const shown = formatParamValue(param, number, unit);
  const unitLabel = param.display === 'percent' ? '%' : unit;
  return (
    <div className={css.controlRow}>
      <div className={css.labelRow}>
        <label htmlFor={id} className={css.label}>
          {param.label}
          {unitLabel ? ` (${unitLabel})` : ''}
        </label>
        <span className={css.value} aria-hidden="true">{shown}</span>
      </div>
      <input
        id={id}
        type="range"
        className={css.range}
        min={param.min}
        max={max}
        step={param.step}
        value={number}
        aria-valuetext={shown}
        onChange={(event) => onChange(param.key, event.target.value)}
      />
    </div>
  );
}

function NumberControl({ param, value, inputs, onChange }: ParamControlProps<NumberParam>) {
  const unit = unitOf(param, inputs);
  return (
    <NumberField
      label={`${param.label}${unit ? ` (${unit})` : ''}`}
      value={Number(value)}
      min={param.min}
      max={param.max}
      step={param.step}
      decimals={decimalsFor(param)}
      onCommit={param.onCommit}
      onChange={(number) => onChange(param.key, number)}
    />
  );
}

function SelectControl({ param, value, onChange }: ParamControlProps<SelectParam>) {
  const id = useId();
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>{param.label}</label>
      <select id={id} className={field.control} value={String(value)} onChange={(event) => onChange(param.key, event.target.value)}>
        {param.options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </div>
  );
}

function ColorControl({ param, value, onChange }: ParamControlProps<ColorParam>) {
  const id = useId();
  return (
    <div className={css.controlRow}>
      <label htmlFor={id} className={css.label}>{param.label}</label>
      <div className={css.colorRow}>
        <input id={id} type="color" className={css.color} value={String(value)} onChange={(event) => onChange(param.key, event.target.value)} />
        <span className={css.value}>{String(value).toUpperCase()}</span>
      </div>
    </div>
  );
}

function ToggleControl({ param, value, onChange }: ParamControlProps<ToggleParam>) {
  const id = useId();
  return (
    <div className={css.toggle}>
      <input id={id} type="checkbox" className={css.checkbox} checked={value === true} onChange={(event) => onChange(param.key, event.target.checked)} />
      <label htmlFor={id}>{param.label}</label>
    </div>
  );
}

/**
 * A native date field. While the visitor is part-way through typing a date, the browser reports
 * '' (no whole date yet): that stays in the field as typed rather than snapping back, and the
 * tool keeps its last date; every whole date goes to the tool, which clamps it to the bounds.
 */
function DateControl({ param, value, onChange }: ParamControlProps<DateParam>) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>{param.label}</label>
      <input
        id={id}
        type="date"
        className={`${field.control} ${css.date}`}
        min={param.min}
        max={param.max}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          if (parseIsoDate(text) === null) {
            setDraft(text);
            return;
          }
          setDraft(null);
          onChange(param.key, text);
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}

/** The native control for a parameter, with its visible label (its accessible name, docs/contract.md §3). */
export function ParamControl(props: ParamControlProps) {
  const { param } = props;
  switch (param.kind) {
    case 'range':
      return <RangeControl {...props} param={param} />;
    case 'number':
      return <NumberControl {...props} param={param} />;
    case 'select':
      return <SelectControl {...props} param={param} />;
    case 'color':
      return <ColorControl {...props} param={param} />;
    case 'toggle':
      return <ToggleControl {...props} param={param} />;
    case 'date':
      return <DateControl {...props} param={param} />;
  }
}
