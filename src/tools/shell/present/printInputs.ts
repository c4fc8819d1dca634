/** One input as printed: its name and its value with its unit. */
export interface PrintedInput {
  name: string;
  value: string;
}

/** Controls that are not inputs of the tool (buttons) or hold nothing to print. */
const SKIPPED_TYPES = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** The value a control shows: a slider's spoken value (with its unit), a choice's text, On or Off. */
function shownValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  if (control instanceof HTMLSelectElement) return control.selectedOptions[0]?.text ?? control.value;
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') return control.checked ? 'On' : 'Off';
    if (control.type === 'color') return control.value.toUpperCase();
    if (control.type === 'range') return control.getAttribute('aria-valuetext') ?? control.value;
  }
  return control.value;
}

/**
 * A control's name and value for print. A name's unit in brackets (`Beam length (m)`) moves to
 * the value (`6.00 m`), where a slider's value already has it.
 */
export function printedInput(name: string, value: string): PrintedInput {
  const match = /^(.*\S)\s+\(([^()]+)\)$/.exec(name.trim());
  if (!match) return { name: name.trim(), value };
  const [, base = '', unit = ''] = match;
  const withUnit = value.endsWith(unit) || value === '' ? value : `${value} ${unit}`;
  return { name: base, value: withUnit };
}

/**
 * Every labelled control in `form`, in order, as printed: the generated parameters and a tool's
 * own controls (phase names, slide titles, waypoints) alike, with the values they hold now.
 */
export function readInputs(form: HTMLFormElement): PrintedInput[] {
  const list: PrintedInput[] = [];
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (control instanceof HTMLInputElement && SKIPPED_TYPES.has(control.type)) continue;
    const name = control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '';
    if (name.trim() === '') continue;
    list.push(printedInput(name, shownValue(control)));
  }
  return list;
}

export const sameInputs = (a: readonly PrintedInput[], b: readonly PrintedInput[]) =>
  a.length === b.length && a.every((item, index) => item.name === b[index]?.name && item.value === b[index]?.value);
