import type { Cancel } from '../../../engine/loop/timers';

/** How long the inputs must rest before a run of changes (a drag, a held key, typing) becomes one step, ms. */
export const UNDO_PAUSE_MS = 500;
/** Most steps kept each way. */
export const UNDO_LIMIT = 100;

export interface UndoHistoryOptions<T> {
  /** The state as it is now (the latest rendered inputs). */
  current: () => T;
  /** Whether two states are the same step (a run of changes that came back where it started is no step). */
  same: (a: T, b: T) => boolean;
  /** Calls `fn` once after `ms` (engine/loop/timers.ts `after`, or a test's fake). */
  after: (ms: number, fn: () => void) => Cancel;
  pauseMs?: number;
  limit?: number;
}

/**
 * Undo and redo over whole states, with runs of changes coalesced into one step. Before each
 * change the caller says `willChange()`: the first change of a run keeps the state it starts
 * from. The run ends (and becomes a step) when the inputs rest for `pauseMs` with no pointer
 * held (`hold`), when the caller marks a new gesture (`commit()`: a new press of a key, a new
 * pointer down), or at the next undo or redo. A run whose end state equals its start is dropped.
 * A new step clears what could be redone.
 */
export class UndoHistory<T> {
  private readonly past: T[] = [];
  private readonly future: T[] = [];
  /** The state the open run started from, if a run is open. */
  private start: { state: T } | null = null;
  private cancelPause: Cancel | null = null;
  private holding = false;

  constructor(private readonly options: UndoHistoryOptions<T>) {}

  /** A change is about to happen. */
  willChange(): void {
    if (!this.start) this.start = { state: this.options.current() };
    this.restartPause();
  }

  /** Whether a pointer is held down (a drag in progress): the run stays open until it is released and the inputs rest. */
  hold(held: boolean): void {
    this.holding = held;
    if (!held && this.start) this.restartPause();
  }

  /** Ends the open run: it becomes a step unless it changed nothing. */
  commit(): void {
    this.cancelPause?.();
    this.cancelPause = null;
    const start = this.start;
    this.start = null;
    if (!start || this.options.same(start.state, this.options.current())) return;
    this.past.push(start.state);
    if (this.past.length > (this.options.limit ?? UNDO_LIMIT)) this.past.shift();
    this.future.length = 0;
  }

  /** The state to go back to (the open run ends first), or null when there is nothing to undo. */
  undo(): T | null {
    this.commit();
    const target = this.past.pop();
    if (target === undefined) return null;
    this.future.push(this.options.current());
    return target;
  }

  /** The state to go forward to, or null when there is nothing to redo. */
  redo(): T | null {
    this.commit();
    const target = this.future.pop();
    if (target === undefined) return null;
    this.past.push(this.options.current());
    return target;
  }

  get canUndo(): boolean {
    return this.past.length > 0 || this.start !== null;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Stops the pause timer (on unmount). */
  dispose(): void {
    this.cancelPause?.();
    this.cancelPause = null;
  }

  private restartPause(): void {
    this.cancelPause?.();
    this.cancelPause = this.options.after(this.options.pauseMs ?? UNDO_PAUSE_MS, () => {
      this.cancelPause = null;
      if (!this.holding) this.commit();
    });
  }
}

/** What a keydown asks of the history: Ctrl+Z (⌘Z) undoes; Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo. */
export function undoShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return 'redo';
  return null;
}

/** The keys of two states whose values differ (compared as JSON: inputs are plain data). */
export function changedKeys(a: object, b: object): string[] {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]));
}
