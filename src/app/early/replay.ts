/**
 * The app's side of the early script (recorder.ts): once the page has hydrated, it adopts what
 * the visitor put in the fields before (typed text, a slider moved with the keys, an option
 * chosen, a box ticked; also what the browser restored on Back or Reload) and then replays the
 * recorded clicks, keys and submits, in order.
 */
import type { EarlyAction, FieldState } from './protocol';


type ValueField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets a field's value so React sees a change: React tracks the value it last knew through an
 * own property on the element, so the known value goes through that (the prerendered default)
 * and the visitor's through the prototype's setter, as testing libraries do; then an input event.
 */
function announceValue(field: ValueField, known: string, current: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = known;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, current);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function announceChecked(box: HTMLInputElement, known: boolean, current: boolean): void {
  box.checked = known;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(box, current);
  // React hears a checkbox change through 'click'; a plain Event (not a MouseEvent) does not toggle it again.
  box.dispatchEvent(new Event('click', { bubbles: true }));
}

/**
 * Hands the fields the visitor changed before hydration to the app, as if typed now (React may
 * have put its own values back meanwhile).
 */
export function adoptFieldValues(fields: readonly FieldState[]): void {
  for (const [field, value] of fields) {
    if (!field.isConnected || field.disabled) continue;
    if (typeof value === 'number') {
      (field as HTMLSelectElement).selectedIndex = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (typeof value === 'boolean') {
      announceChecked(field as HTMLInputElement, !value, value);
    } else {
      const shown = (field as ValueField).value;
      announceValue(field as ValueField, shown !== value ? shown : (field as ValueField).defaultValue, value);
    }
  }
}

function replayOne(action: EarlyAction): void {
  if (!action.target.isConnected) return;
  switch (action.kind) {
    case 'click':
      if (action.target instanceof HTMLElement) action.target.click();
      return;
    case 'submit':
      action.target.requestSubmit(action.submitter instanceof HTMLButtonElement && action.submitter.form === action.target ? action.submitter : undefined);
      return;
    case 'key': {
      const { key, shiftKey, ctrlKey, altKey, metaKey } = action.event;
      action.target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
      return;
    }
  }
}

/**
 * Adopts the fields' values, then replays the actions in order, each in a task of its own:
 * React has rendered what the previous one changed (an adopted value, a slide added) before the
 * next handler runs. Call once, after hydration.
 */
export function replayEarlyActions(fields: readonly FieldState[], actions: readonly EarlyAction[]): void {
  adoptFieldValues(fields);
  const next = (index: number) => {
    const action = actions[index];
    if (!action) return;
    replayOne(action);
    window.setTimeout(() => next(index + 1), 0);
  };
  if (actions.length > 0) window.setTimeout(() => next(0), 0);
}
