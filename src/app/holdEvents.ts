/**
 * Until the app has adopted the fields' values (early/hold.ts), the events React answers at once
 * do what the browser does with them (the page scrolls, the slider moves, the text is typed) but
 * do not reach React. React listens from the moment hydration starts and hydrates in slices, but
 * one of its discrete events (react-dom's `discreteReplayableEvents`: a key, a tap, a touch, a
 * click) on a part of the page not hydrated yet makes it hydrate the rest of the page at once,
 * inside that event: a key on a slider waited for all of it (a tool page: ~80 ms on a phone), and
 * so did a tap on the picture or a touch to scroll (handled in 120–230 ms at 4× in bench:input).
 * Kept from React, a field is adopted with the others once hydrated, as one changed before the
 * code arrived; what the app answers (a button, a tab, a send) the early script holds and replays
 * (early/recorder.ts). A click on a link goes on to React, which navigates.
 *
 * Imported by the pages whose hydration is long (a tool, an embedded tool), whose code loads
 * before they hydrate (main.tsx); not by the landing page, whose JavaScript has a budget and
 * whose hydration is short. On a later visit within the app (the fields long adopted) it does
 * nothing.
 */
import { EARLY_GLOBAL } from './early/protocol';

// React's discrete events, and a field's focus, selection and beforeinput.
const EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'change',
  'select',
  'reset',
  'focusin',
  'focusout',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'dragstart',
  'dragend',
  'drop',
  'compositionstart',
  'compositionend',
  'textInput',
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
  if (recorder.passing) return;
  if (event.type === 'click' && event.target instanceof Element && event.target.closest('a[href]')) return;
  event.stopPropagation();
}

if (typeof window !== 'undefined' && window[EARLY_GLOBAL] && !window[EARLY_GLOBAL].fieldsAdopted) {
  // Passive: a touch never waits for this listener to scroll the page.
  for (const type of EVENTS) addEventListener(type, keepFromReact, { capture: true, passive: true });
}
