/**
 * The early script: a classic script in every page's <head> (built apart from the app, ~1 KB),
 * so it runs before the first paint. The app's code arrives later (after the first paint; about
 * a second on a slow phone), and until it has hydrated nothing on the page has a handler. This
 * script records what the visitor does in that window, the way Angular's event replay (from
 * JSAction) does, and the app replays it once hydrated (replay.ts):
 *
 * - clicks on buttons (not submit buttons: their submit is recorded) and tabs;
 * - form submissions, which it stops: a form never navigates, so nothing typed reaches the
 *   address bar, the history or a server, even if the app never loads;
 * - arrow, Home and End keys on the widgets whose keys the app handles (tabs, accordion headers,
 *   number fields with the spinbutton role); elsewhere the keys keep scrolling the page.
 *
 * What the browser does natively (typing into fields, moving a slider with the keys, choosing an
 * option, ticking a box, following a link) is not recorded: the app adopts the fields' values
 * when it hydrates.
 *
 * A recorded event is stopped where it starts (capture on the window), so React never handles it
 * out of turn: not during hydration, and not after it while the app is still adopting the fields'
 * values (a Send clicked then would send empty fields). The app replays the queue in order and
 * then stops the recorder; from then on React's own listeners see every event.
 */
import { EARLY_GLOBAL, type EarlyEvent, type EarlyRecorder } from './protocol';

const recorder: EarlyRecorder = { queue: [], passing: false, stop };

// Arrow keys, Home and End.
const KEYS = /^(Arrow|Home$|End$)/;
const KEYED_WIDGETS = '[role=tab],[role=spinbutton],button[aria-controls]';

/**
 * Holds the event back from the page's own handlers (and from the browser's: a form does not
 * navigate, a key does not scroll the page) and queues it for the app to replay, unless it is
 * the app replaying it now. Capturing on the window, nothing on the page has seen it yet.
 */
function hold(event: Event, action: EarlyEvent): void {
  if (recorder.passing) return;
  event.preventDefault();
  event.stopPropagation();
  // The moment on the clock the app's timers read (fake clocks included), not the event's timeStamp.
  recorder.queue.push({ ...action, time: performance.now() });
}

function onClick(event: MouseEvent): void {
  // (A disabled button fires no click; a submit button's submit is recorded instead.)
  const target = (event.target as Element).closest('button,[role=tab]');
  if (target && (target as HTMLButtonElement).type !== 'submit') hold(event, { kind: 'click', target });
}

function onSubmit(event: SubmitEvent): void {
  hold(event, { kind: 'submit', target: event.target as HTMLFormElement, submitter: event.submitter });
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target as Element;
  if (KEYS.test(event.key) && target.matches(KEYED_WIDGETS)) hold(event, { kind: 'key', target, event });
}

const listeners = [
  ['click', onClick],
  ['submit', onSubmit],
  ['keydown', onKeyDown],
] as const;
for (const [type, listener] of listeners) addEventListener(type, listener as EventListener, true);

function stop(): void {
  for (const [type, listener] of listeners) removeEventListener(type, listener as EventListener, true);
}

window[EARLY_GLOBAL] = recorder;
