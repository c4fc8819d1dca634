/**
 * The app's one frame loop and the only owner of `requestAnimationFrame`. Scenes subscribe a
 * callback `(dtSeconds, timeMs)`; the loop asks for a frame only while someone is subscribed and
 * the page is visible, and cancels its pending frame when the last subscriber leaves.
 *
 * dt rules:
 * - the first frame after a start (first subscriber, or the page becoming visible again) passes
 *   dt = 0: a scene draws its current state and nothing jumps, so time spent idle or hidden
 *   never reaches a simulation;
 * - every later dt is the time since the previous frame, clamped to [0, MAX_DT_S] (0.1 s), so a
 *   slow or stalled frame moves things by at most a tenth of a second.
 */

/** The longest step a callback is ever given, in seconds. */
export const MAX_DT_S = 0.1;

/** A frame callback: seconds since the previous frame (clamped) and the frame's timestamp in ms. */
export type FrameCallback = (dtSeconds: number, timeMs: number) => void;

/** The part of `document` the loop uses to pause while the tab is hidden. */
export interface VisibilitySource {
  readonly visibilityState?: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** What the loop needs from its environment: `window` in the browser, a fake in tests. */
export interface FrameHost {
  requestAnimationFrame?: (callback: (timeMs: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
  document?: VisibilitySource | undefined;
}

/** Options of `createFrameLoop`. */
export interface FrameLoopOptions {
  /**
   * Receives an error thrown by a callback (the other callbacks still run). Default: the
   * browser's `reportError` where it exists, else rethrown in a microtask.
   */
  onError?: (error: unknown) => void;
}

/** A frame loop. */
export interface FrameLoop {
  /** Calls `callback` once per frame until the returned function is called (safe to call twice). */
  subscribe(callback: FrameCallback): () => void;
  /** Number of current subscriptions. */
  activeCount(): number;
  /** Whether a frame is pending or being run. */
  isRunning(): boolean;
}

interface Subscription {
  callback: FrameCallback;
  active: boolean;
}

function defaultReport(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof report === 'function') {
    report(error);
    return;
  }
  queueMicrotask(() => {
    throw error;
  });
}

/**
 * A frame loop on `host` (default `globalThis`). Without `requestAnimationFrame` (server
 * rendering) subscriptions are kept but no frame ever runs.
 */
export function createFrameLoop(host: FrameHost = globalThis as FrameHost, options: FrameLoopOptions = {}): FrameLoop {
  const onError = options.onError ?? defaultReport;
  const canAnimate = typeof host.requestAnimationFrame === 'function' && typeof host.cancelAnimationFrame === 'function';
  // Copy-on-write: a frame iterates the list it started with, so subscribing or unsubscribing
  // during a frame neither skips nor repeats anyone, and frames themselves allocate nothing.
  let subscriptions: readonly Subscription[] = [];
  let frameId: number | null = null;
  let inFrame = false;
  let lastTimeMs: number | null = null;
  let listening = false;

  const hidden = (): boolean => host.document?.visibilityState === 'hidden';

  const request = (): void => {
    if (!canAnimate || frameId !== null || inFrame || subscriptions.length === 0 || hidden()) return;
    frameId = host.requestAnimationFrame!(tick);
  };

  const cancel = (): void => {
    if (frameId !== null) host.cancelAnimationFrame!(frameId);
    frameId = null;
    // The next frame after any stop starts a fresh clock (dt = 0).
    lastTimeMs = null;
  };

  const onVisibility = (): void => {
    if (hidden()) cancel();
    else request();
  };

  const listen = (on: boolean): void => {
    const doc = host.document;
    if (!doc || listening === on) return;
    listening = on;
    if (on) doc.addEventListener('visibilitychange', onVisibility);
    else doc.removeEventListener('visibilitychange', onVisibility);
  };

  function tick(timeMs: number): void {
    frameId = null;
    if (subscriptions.length === 0 || hidden()) {
      lastTimeMs = null;
      return;
    }
    const elapsedS = lastTimeMs === null ? 0 : (timeMs - lastTimeMs) / 1000;
    const dtSeconds = elapsedS > 0 ? Math.min(MAX_DT_S, elapsedS) : 0;
    lastTimeMs = timeMs;
    const list = subscriptions;
    inFrame = true;
    try {
      for (let i = 0; i < list.length; i += 1) {
        const subscription = list[i]!;
        if (!subscription.active) continue;
        try {
          subscription.callback(dtSeconds, timeMs);
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      inFrame = false;
    }
    if (subscriptions.length === 0) lastTimeMs = null;
    request();
  }

  return {
    subscribe(callback) {
      const subscription: Subscription = { callback, active: true };
      subscriptions = [...subscriptions, subscription];
      listen(true);
      request();
      return () => {
        if (!subscription.active) return;
        subscription.active = false;
        subscriptions = subscriptions.filter((entry) => entry !== subscription);
        if (subscriptions.length === 0) {
          cancel();
          listen(false);
        }
      };
    },
    activeCount: () => subscriptions.length,
    isRunning: () => frameId !== null || inFrame,
  };
}

let shared: FrameLoop | null = null;
const sharedLoop = (): FrameLoop => (shared ??= createFrameLoop());

/**
 * The app's shared loop on `window`. It is created on first use, so importing this module
 * (server rendering included) has no side effects.
 */
export const frameLoop: FrameLoop = {
  subscribe: (callback) => sharedLoop().subscribe(callback),
  activeCount: () => (shared ? shared.activeCount() : 0),
  isRunning: () => (shared ? shared.isRunning() : false),
};

/**
 * Frames this close together (ms) are frames the GPU keeps up with: a 60 Hz screen's 16.7 ms, or
 * one missed refresh, or a 30 Hz screen (a phone saving power). A GPU still busy with the frame
 * before (a software renderer drawing a page that is loading) holds the next back longer.
 */
export const STEADY_FRAME_MS = 36;

/** How many steady frames in a row `steadyFrames` waits for. */
export const STEADY_FRAMES = 2;

/** The longest `steadyFrames` waits, counted in frame time from its first frame (ms). */
export const STEADY_WAIT_MAX_MS = 1500;

/**
 * Resolves, in a frame callback, once the page's frames come steadily: STEADY_FRAMES in a row,
 * each at most STEADY_FRAME_MS after the one before; or STEADY_WAIT_MAX_MS after the first frame
 * it saw, whichever comes first (no frames come while the tab is hidden, so it waits that out).
 * For a call that waits for the GPU process to answer (the page's first canvas drawn, a WebGL
 * context made): made while the GPU is drawing a frame, it blocks the page until the frame is
 * done (measured with a software GPU during a load: up to 115 ms), made once frames are steady,
 * it does not.
 */
export function steadyFrames(loop: FrameLoop = frameLoop): Promise<void> {
  return new Promise((resolve) => {
    let first: number | null = null;
    let previous: number | null = null;
    let steady = 0;
    const stop = loop.subscribe((_dt, timeMs) => {
      first ??= timeMs;
      steady = previous !== null && timeMs - previous <= STEADY_FRAME_MS ? steady + 1 : 0;
      previous = timeMs;
      if (steady >= STEADY_FRAMES || timeMs - first >= STEADY_WAIT_MAX_MS) {
        stop();
        resolve();
      }
    });
  });
}
