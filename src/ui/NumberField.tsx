import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clamp } from '../../engine/math/clamp';
import { formatNumber, roundTo } from '../../engine/math/format';
import { parseDecimal } from '../../engine/math/parseDecimal';
import * as css from './field.css';

export interface NumberFieldProps {
  /** The visible label (the field's accessible name). */
  label: ReactNode;
  value: number;
  min?: number;
  max?: number;
  step: number;
  /** Decimals the committed value shows with. */
  decimals: number;
  /** A new number: typed (already clamped to the bounds), stepped with the keys, or committed. */
  onChange: (value: number) => void;
  /** What is typed takes effect once the field is left or Enter is pressed, not at each key (Up and Down still step at once). */
  onCommit?: boolean;
  className?: string;
}

/**
 * The number a field takes from what was typed, clamped to [min, max]; null when it takes none
 * (not a number, or beyond the double range with no bound on that side), so it keeps its last.
 */
export function typedNumber(text: string, min?: number, max?: number): number | null {
  const number = parseDecimal(text);
  if (number === null) return null;
  const bounded = clamp(number, min ?? -Infinity, max ?? Infinity);
  return Number.isFinite(bounded) ? bounded : null;
}

/**
 * A number typed by hand, for the tools' free numeric entries. A text field with the
 * spinbutton role rather than `type="number"`, because browsers treat what a number input
 * cannot parse in their own ways (Chromium drops the comma of `1,5` and computes with 15):
 * here a point or a comma is the decimal mark, and anything else is refused visibly (the tool
 * keeps its last number and says so). What is typed shows as typed until the field is left or
 * Enter is pressed; then the committed value shows, clamped to the bounds. Up and Down step
 * (Shift: ten steps), as on a native number field. With `onCommit`, the number typed takes effect
 * then too, rather than at each key.
 */
export function NumberField({ label, value, min, max, step, decimals, onChange, onCommit = false, className }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // Typed since the last commit, and not taken yet (onCommit).
  const typed = useRef(false);
  const lo = min ?? -Infinity;
  const hi = max ?? Infinity;
  const committed = formatNumber(value, decimals);
  const parsed = draft === null ? value : parseDecimal(draft);
  const refused = draft !== null && draft.trim() !== '' && (parsed === null || !Number.isFinite(clamp(parsed, lo, hi)));

  // `handedOver`: set by a script, not typed (the early script hands over what was typed before the
  // code arrived, src/app/early/hold.ts): that takes effect at once, as typing done and committed.
  const type = (text: string, handedOver = false) => {
    setDraft(text);
    typed.current = !handedOver;
    if (onCommit && !handedOver) return;
    const number = typedNumber(text, min, max);
    if (number !== null) onChange(number);
  };
  const commit = (text: string) => {
    if (onCommit && typed.current) {
      const number = typedNumber(text, min, max);
      if (number !== null && number !== value) onChange(number);
    }
    typed.current = false;
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit(event.currentTarget.value);
      return;
    }
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const next = clamp(roundTo(value + direction * step * (event.shiftKey ? 10 : 1), Math.max(decimals, 6)), lo, hi);
    typed.current = false;
    setDraft(null);
    onChange(next);
  };

  return (
    <div className={`${css.field} ${className ?? ''}`}>
      <label htmlFor={id} className={css.label}>{label}</label>
      <input
        id={id}
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={css.control}
        aria-valuenow={value}
        aria-valuemin={Number.isFinite(lo) ? lo : undefined}
        aria-valuemax={Number.isFinite(hi) ? hi : undefined}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-refused` : undefined}
        value={draft ?? committed}
        onChange={(event) => type(event.target.value, !event.nativeEvent.isTrusted)}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {refused && (
        <p id={`${id}-refused`} className={css.refused}>
          Not a number: type digits with a point or a comma (1.5 or 1,5). The results use {committed}.
        </p>
      )}
    </div>
  );
}
