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
 * when it hydrates. Once the app takes the queue (just before hydrating) recording stops; from
 * then on React's own listeners handle events, replaying those that come during hydration.
 */
import { EARLY_GLOBAL, type EarlyAction } from './protocol';

const queue: EarlyAction[] = [];
let recording = true;

const KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
const KEYED_WIDGETS = '[role=tab],[role=spinbutton],button[aria-controls]';

function onClick(event: MouseEvent): void {
  if (!recording || !(event.target instanceof Element)) return;
  // (A disabled button fires no click; a submit button's submit is recorded instead.)
  const target = event.target.closest('button,[role=tab]');
  if (!target || (target instanceof HTMLButtonElement && target.type === 'submit')) return;
  queue.push({ kind: 'click', target });
}

function onSubmit(event: SubmitEvent): void {
  if (!recording || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  queue.push({ kind: 'submit', target: event.target, submitter: event.submitter });
}

function onKeyDown(event: KeyboardEvent): void {
  if (!recording || !KEYS.has(event.key) || !(event.target instanceof Element)) return;
  const target = event.target;
  if (!target.matches(KEYED_WIDGETS)) return;
  // The app moves focus or changes a value for these keys; the page must not scroll meanwhile.
  event.preventDefault();
  queue.push({ kind: 'key', target, event });
}

const listeners = [
  ['click', onClick],
  ['submit', onSubmit],
  ['keydown', onKeyDown],
] as const;
for (const [type, listener] of listeners) addEventListener(type, listener as EventListener, true);

window[EARLY_GLOBAL] = {
  take() {
    recording = false;
    // Submits too: the site's forms use method="dialog" (ui/LocalForm), so a submit during
    // hydration, before React's handler is attached, does nothing rather than navigate.
    for (const [type, listener] of listeners) removeEventListener(type, listener as EventListener, true);
    return queue.splice(0);
  },
};
