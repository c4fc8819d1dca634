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
}

/** A form field and what the visitor (or the browser's restore) left in it: a value, a tick, or an option's index. */
export type FieldState = [field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string | boolean | number];

/** The global the recorder sets; the app reads it once, just before it hydrates. */
export const EARLY_GLOBAL = '__early';

declare global {
  interface Window {
    [EARLY_GLOBAL]?: EarlyRecorder;
  }
}
