/**
 * The app's hand-over with the early script (recorder.ts), kept tiny because every page loads it:
 * the recorder's queue is taken just before hydrating, and once hydrated the replay code
 * (replay.ts, its own chunk) is loaded only if there is anything to adopt or replay.
 */
import { EARLY_GLOBAL, type EarlyAction } from './protocol';

let held: EarlyAction[] = [];
let pending = false;

/** Stops the recorder and keeps its queue. Call just before hydrating. */
export function holdEarlyActions(): void {
  const recorder = window[EARLY_GLOBAL];
  pending = recorder?.pending() ?? false;
  held = recorder?.take() ?? [];
}

/** Once hydrated: adopts the fields' values and replays the held actions, if there may be any. */
export function replayHeld(root: ParentNode): void {
  if (!pending && held.length === 0) return;
  const actions = held;
  held = [];
  pending = false;
  void import('./replay').then(({ replayEarlyActions }) => replayEarlyActions(root, actions));
}
