/**
 * The app's delays. Beside the frame loop (frameLoop.ts), this is the only module that calls
 * `setTimeout` or `setInterval` (lint refuses them elsewhere): a toast's life, a 'Copied' notice,
 * the offer's deadline and the countdown's seconds all go through here, so no caller keeps a raw
 * timer id, every timer comes with its cancel, and tests control time with fake timers.
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
