/**
 * What the early script (recorder.ts) hands the app: the visitor's actions between the first
 * paint and hydration, in order. Shared by both sides; types only.
 */
export type EarlyAction =
  | { kind: 'click'; target: Element }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'key'; target: Element; event: KeyboardEvent };

export interface EarlyRecorder {
  /** Stops recording and returns what was recorded, oldest first. */
  take(): EarlyAction[];
  /**
   * Whether the app may have something to adopt or replay: an action was recorded, a field took
   * input, or the browser may have restored fields (a reload or Back/Forward). When false the app
   * skips loading its replay code.
   */
  pending(): boolean;
}

/** The global the recorder sets; the app reads it once, just before it hydrates. */
export const EARLY_GLOBAL = '__early';

declare global {
  interface Window {
    [EARLY_GLOBAL]?: EarlyRecorder;
  }
}
