/**
 * Until the app has adopted the fields' values (early/hold.ts), the events of form fields (keys, typing,
 * focus, a tap) do what the browser does with them (the slider moves, the text is typed) but do
 * not reach React. React listens from the moment hydration starts and hydrates in slices; a key,
 * a focus or a tap on a field it hears meanwhile makes it hydrate the rest of the page at once,
 * inside that event, and the field's answer waits for all of it (a tool page: ~80 ms on a phone).
 * Kept from React, the field is adopted with the others once hydrated, as one changed before the
 * code arrived.
 *
 * Imported by the pages whose hydration is long (a tool, an embedded tool), whose code loads
 * before they hydrate (main.tsx); not by the landing page, whose JavaScript has a budget and
 * whose hydration is short. On a later visit within the app (the fields long adopted) it does
 * nothing.
 */
import { EARLY_GLOBAL } from './early/protocol';

const FIELDS = 'input,textarea,select';

// The events on a field that React answers by hydrating at once (its discrete events).
const EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'change',
  'select',
  'focusin',
  'focusout',
  'click',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'compositionstart',
  'compositionend',
  'paste',
  'cut',
  'copy',
];

function keepFromReact(event: Event): void {
  const recorder = window[EARLY_GLOBAL];
  if (!recorder || recorder.fieldsAdopted) {
    for (const type of EVENTS) removeEventListener(type, keepFromReact, true);
    return;
  }
  if (!recorder.passing && event.target instanceof Element && event.target.matches(FIELDS)) event.stopPropagation();
}

if (typeof window !== 'undefined' && window[EARLY_GLOBAL] && !window[EARLY_GLOBAL].fieldsAdopted) {
  for (const type of EVENTS) addEventListener(type, keepFromReact, true);
}
