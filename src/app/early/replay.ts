/**
 * The app's side of the early script (recorder.ts), loaded only when the visitor clicked, pressed
 * a key on a widget or sent a form before the app could handle it: replays those actions in order
 * once hydrated (hold.ts has already handed React the fields' values), then stops the recorder.
 */
import { after, asDoneAt } from '../../../engine/loop/timers';
import type { EarlyAction, EarlyRecorder } from './protocol';

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
 * Replays the held actions in order, each in a task of its own: React has rendered what the
 * previous one changed (a panel opened, a slide added) before the next handler runs. Actions the
 * visitor does meanwhile are still held and join the queue; once it is empty the recorder stops
 * and React hears events itself. Each is handled at the moment the visitor did it (actionTime),
 * so a message sent before the code arrived is answered a second after Send, not after the code.
 */
export function replayHeldActions(recorder: EarlyRecorder): void {
  const next = () => {
    const action = recorder.queue.shift();
    if (!action) return recorder.stop();
    recorder.passing = true;
    try {
      // Handled as done when the visitor did it: a delay that answers it counts from then.
      asDoneAt(action.time, () => replayOne(action));
    } finally {
      recorder.passing = false;
    }
    after(0, next);
  };
  after(0, next);
}
