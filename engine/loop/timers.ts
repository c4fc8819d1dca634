/**
 * The app's delays. Beside the frame loop (frameLoop.ts), this is the only module that calls
 * `setTimeout` or `setInterval` (lint refuses them elsewhere): a toast's life, a 'Copied' notice,
 * the offer's deadline and the countdown's seconds all go through here, so no caller keeps a raw
 * timer id, every timer comes with its cancel, and tests control time with fake timers. A delay
 * that answers the visitor ('sent' a second after Send) counts from when they acted
 * (`afterAction`), which for an action replayed after hydration is before the code arrived.
 */

/** Stops a timer: safe to call twice, and after it has fired. */
export type Cancel = () => void;

/** The longest delay browsers keep (ms): a longer one would fire at once. */
export const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Calls `fn` once, `ms` milliseconds from now (at most MAX_DELAY_MS; 0 or less is a task of its
 * own, after the current one).
 */
export function after(ms: number, fn: () => void): Cancel {
  const id = setTimeout(fn, Math.min(ms, MAX_DELAY_MS));
  return () => clearTimeout(id);
}

/** Calls `fn` every `ms` milliseconds until cancelled. */
export function every(ms: number, fn: () => void): Cancel {
  const id = setInterval(fn, ms);
  return () => clearInterval(id);
}

/** How long an idle slice waits for the browser to fall idle before it runs anyway (ms). */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `fn` once when the browser is idle (`requestIdleCallback`: after input, rendering and
 * other urgent work), at most `timeoutMs` from now; where idle callbacks are missing (Safari), in
 * a task of its own. Heavy work that a visitor is not waiting on (a 3D view starting, a drawing
 * library loading) runs in such slices, one short step each, so a tap or a key press waiting
 * behind it is answered between two steps.
 */
export function whenIdle(fn: () => void, timeoutMs = IDLE_TIMEOUT_MS): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  return after(0, fn);
}

/** A promise kept in the next idle slice (see whenIdle): `await idleSlice()` between two steps of a long job. */
export function idleSlice(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve, timeoutMs);
  });
}

/**
 * A value that takes a while to make (a detailed geometry), made in an idle slice from now on
 * (see whenIdle) and kept: the returned function gives it, making it at once if the slice has not
 * come yet. Called as a module loads, the work is done between the loading steps, not in the
 * render that first needs it.
 */
export function madeWhenIdle<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  const get = () => (made ??= { value: make() }).value;
  whenIdle(get);
  return get;
}

/** The moment of the replayed action being handled, if one is. */
let replayedAt: number | null = null;

/**
 * When the visitor did what the app is handling now, in ms on the page's clock
 * (`performance.now()`, which fake clocks control as they do the timers): now, unless the app is
 * replaying an action the visitor did before its code had arrived (src/app/early/replay.ts runs
 * it inside `asDoneAt`), whose own moment it is then.
 */
export function actionTime(): number {
  return replayedAt ?? performance.now();
}

/** Handles, in `handle`, an action the visitor did at `time` (ms, `performance.now()`), as if it were happening now. */
export function asDoneAt<T>(time: number, handle: () => T): T {
  const outer = replayedAt;
  replayedAt = time;
  try {
    return handle();
  } finally {
    replayedAt = outer;
  }
}

/**
 * Calls `fn` once, `ms` milliseconds after the visitor did the action being handled
 * (`actionTime`): an answer to an action done before the code arrived comes when it would have
 * had the code been there, or at once (a task of its own) if that moment has passed; never later.
 */
export function afterAction(ms: number, fn: () => void): Cancel {
  return after(ms - (performance.now() - actionTime()), fn);
}
