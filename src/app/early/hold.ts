/**
 * The app's hand-over with the early script (recorder.ts), kept small because every page loads it.
 * The recorder holds the visitor's clicks, keys and sends back from React until the app has
 * replayed them. In the first effect after hydration, before React renders again (it would put
 * its own values back over what the visitor typed), the fields whose value differs from the
 * prerendered one are handed to React, as if typed now; then, if any action was held, the replay
 * code (replay.ts, its own chunk) replays them and stops the recorder; otherwise it stops at once.
 */
import { EARLY_GLOBAL } from './protocol';

type ValueField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets a field's value so React sees a change: React tracks the value it last knew through an
 * own property on the element, so the known value goes through that and the visitor's through
 * the prototype's setter, as testing libraries do; then the event React listens to.
 */
function announce(field: ValueField, key: 'value' | 'checked', known: string | boolean, type: string): void {
  const current = field[key as 'value'];
  (field as unknown as Record<string, unknown>)[key] = known;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, current);
  // (A plain Event, not a MouseEvent, does not toggle a box again.)
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Hands every field whose value is not the prerendered one (typed, slid, ticked, chosen, a file
 * picked, or restored by the browser) to React. A typed value is handed over as typed and then committed,
 * as when the visitor leaves the field (React's onBlur hears `focusout`): what the visitor did
 * before the code arrived is done, and the field shows what it would had they typed it since and
 * left it or pressed Enter (a number field: clamped, rounded and normalised, src/ui/NumberField).
 */
function adoptChangedFields(): void {
  for (const field of document.querySelectorAll<ValueField | HTMLSelectElement>('input,textarea,select')) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      if (!field.options[field.selectedIndex]?.defaultSelected) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      // A file chosen early (Open plan): its value cannot be set back and forth, only announced.
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) announce(field, 'checked', !field.checked, 'click');
    } else if (field.value !== field.defaultValue) {
      announce(field, 'value', field.defaultValue, 'input');
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  }
}

/** Once hydrated (in the first effect): adopts the changed fields and replays the held actions, if any. */
export function replayHeld(): void {
  const recorder = window[EARLY_GLOBAL];
  if (!recorder) return;
  recorder.fieldsAdopted = true;
  adoptChangedFields();
  if (recorder.queue.length === 0) return recorder.stop();
  // If the replay code cannot load (offline), the recorder must not keep holding clicks back.
  import('./replay').then(({ replayHeldActions }) => replayHeldActions(recorder), recorder.stop);
}
