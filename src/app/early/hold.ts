/**
 * The app's hand-over with the early script (recorder.ts), kept tiny because every page loads it.
 * The recorder's queue is taken just before hydrating. Once hydrated, before React renders again
 * (it would put its own values back), the fields whose value differs from the prerendered one
 * are noted; only then, if there is anything to adopt or replay, the replay code (replay.ts, its
 * own chunk) is loaded.
 */
import { EARLY_GLOBAL, type EarlyAction, type FieldState } from './protocol';

let held: EarlyAction[] = [];

/** Stops the recorder and keeps its queue. Call just before hydrating. */
export function holdEarlyActions(): void {
  held = window[EARLY_GLOBAL]?.take() ?? [];
}

/** Every field whose value is not the prerendered one: typed, slid, ticked, chosen or restored by the browser. */
function changedFields(): FieldState[] {
  const changed: FieldState[] = [];
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input,textarea,select')) {
    if (field instanceof HTMLSelectElement) {
      if (!field.options[field.selectedIndex]?.defaultSelected) changed.push([field, field.selectedIndex]);
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      const box = field as HTMLInputElement;
      if (box.checked !== box.defaultChecked) changed.push([box, box.checked]);
    } else if (field.value !== field.defaultValue) changed.push([field, field.value]);
  }
  return changed;
}

/** Once hydrated (in the first effect): adopts the changed fields and replays the held actions, if any. */
export function replayHeld(): void {
  const fields = changedFields();
  const actions = held;
  held = [];
  if (fields.length + actions.length > 0) void import('./replay').then(({ replayEarlyActions }) => replayEarlyActions(fields, actions));
}
