/**
 * What the early script (recorder.ts) hands the app: the visitor's actions from the first paint
 * until the app has adopted the fields and replayed them, in order. Shared by both sides; types only.
 */
export type EarlyEvent =
  | { kind: 'click'; target: Element }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'key'; target: Element; event: KeyboardEvent };

/** A held event and when it happened. */
export type EarlyAction = EarlyEvent & {
  /**
   * When the visitor did it, in ms on the page's clock (`performance.now()`): the replay hands
   * it to the app (engine/loop/timers.ts `asDoneAt`), so what answers the action after a delay
   * counts from here, not from when the code arrived.
   */
  time: number;
};

export interface EarlyRecorder {
  /** What was recorded and not yet replayed, oldest first (the app shifts them off as it replays). */
  queue: EarlyAction[];
  /** True while the app replays an action: the recorder lets that one through to React. */
  passing: boolean;
  /** Set by the app once it has adopted the fields' values (hold.ts; see holdEvents.ts). */
  fieldsAdopted?: boolean;
  /** Stops recording: from now on React's own listeners see every event. */
  stop(): void;
}

/** The global the recorder sets; the app reads it once hydrated. */
export const EARLY_GLOBAL = '__early';

declare global {
  interface Window {
    [EARLY_GLOBAL]?: EarlyRecorder;
  }
}
