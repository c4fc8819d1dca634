/**
 * Construction Sequence phases: their input rules (whole days 0–30, plain-text names) and
 * their placement one after another.
 */
import { clamp, toFiniteNumber } from '../../math/clamp';

/** Days slider bounds (whole days). */
export const DAYS_MIN = 0;
export const DAYS_MAX = 30;
export const DAYS_STEP = 1;
/** Longest phase name kept, characters. */
export const NAME_MAX_LENGTH = 40;

/** A phase: its name (free text) and duration in whole days. */
export interface Phase {
  name: string;
  days: number;
}

/**
 * Days from raw input: non-numeric keeps `previous`, then rounded to whole days (half up)
 * and clamped to 0–30.
 */
export function sanitizeDays(raw: unknown, previous: number): number {
  const value = toFiniteNumber(raw, Number.NaN);
  const base = Number.isNaN(value) ? toFiniteNumber(previous, 0) : value;
  return clamp(Math.round(base), DAYS_MIN, DAYS_MAX);
}

/**
 * A name from raw input, kept as plain text (markup is just characters): line breaks and other
 * control characters become spaces, and it is cut to 40 characters. Spaces are kept while
 * typing; `phaseLabel` trims for display. Non-strings keep `previous`.
 */
export function sanitizeName(raw: unknown, previous: string): string {
  if (typeof raw !== 'string') return previous;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return Array.from(raw.replace(/[\u0000-\u001f\u007f]/g, ' ')).slice(0, NAME_MAX_LENGTH).join('');
}

/** The phases with phase `index` changed (name and/or days sanitised); an unknown index changes nothing. */
export function updatePhase(phases: readonly Phase[], index: number, patch: { name?: unknown; days?: unknown }): Phase[] {
  return phases.map((phase, i) =>
    i !== index
      ? phase
      : {
          name: 'name' in patch ? sanitizeName(patch.name, phase.name) : phase.name,
          days: 'days' in patch ? sanitizeDays(patch.days, phase.days) : phase.days,
        },
  );
}

/** The name shown for a phase: trimmed, or 'Phase N' when blank. */
export function phaseLabel(phase: Phase, index: number): string {
  const name = typeof phase.name === 'string' ? phase.name.trim() : '';
  return name === '' ? `Phase ${index + 1}` : name;
}

/** A phase placed on the timeline. */
export interface ScheduledPhase {
  label: string;
  days: number;
  /** First day offset (0 = the schedule's start). */
  startDay: number;
  /** Day offset where it ends (= the next phase's start). */
  endDay: number;
}

/** Phases placed back to back from day 0 (days sanitised to whole 0–30). */
export function schedulePhases(phases: readonly Phase[]): ScheduledPhase[] {
  let startDay = 0;
  return phases.map((phase, index) => {
    const days = sanitizeDays(phase.days, 0);
    const scheduled = { label: phaseLabel(phase, index), days, startDay, endDay: startDay + days };
    startDay += days;
    return scheduled;
  });
}
