/**
 * What the early script (recorder.ts) hands the app: the visitor's actions between the first
 * paint and hydration, in order. Shared by both sides; types only.
 */
export type EarlyAction =
  | { kind: 'click'; target: Element }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'key'; target: Element; key: string; shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean };

export interface EarlyRecorder {
  /** Stops recording and returns what was recorded, oldest first. */
  take(): EarlyAction[];
}

/** The global the recorder sets; the app reads it once, just before it hydrates. */
export const EARLY_GLOBAL = '__promptarcEarly';

declare global {
  interface Window {
    [EARLY_GLOBAL]?: EarlyRecorder;
  }
}
