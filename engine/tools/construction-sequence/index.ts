/**
 * Construction Sequence: four phases run one after another; the total is the sum of their
 * days, drawn as a Gantt timeline (./gantt).
 */
import type { Explain, ParamList, QueryCodec, ToolOutput } from '../params';
import { numberToQuery, queryNumber, queryText } from '../query';
import { DAY_PX, TICK_EVERY_DAYS } from './gantt';
import { NAME_MAX_LENGTH, sanitizeDays, sanitizeName, schedulePhases } from './schedule';
import type { Phase, ScheduledPhase } from './schedule';

export * from './gantt';
export * from './schedule';

/** Inputs: the four phases, in order. */
export interface Inputs {
  phases: readonly Phase[];
}

/** Site Prep 5, Foundation 10, Framing 12, MEP Rough-in 8. */
export const DEFAULT_PHASES: readonly Readonly<Phase>[] = [
  { name: 'Site Prep', days: 5 },
  { name: 'Foundation', days: 10 },
  { name: 'Framing', days: 12 },
  { name: 'MEP Rough-in', days: 8 },
];

/**
 * No generic controls: each phase has a name field and a days slider, built by the tool's UI
 * from `phaseLabel`, DAYS_MIN/MAX/STEP and the sanitisers below.
 */
export const params: ParamList<Inputs> = [];

/** Default inputs: the four default phases. */
export const defaults: Inputs = { phases: DEFAULT_PHASES.map((phase) => ({ ...phase })) };

/** Keeps the phases when the generic sanitiser (which knows no list inputs) hands back none. */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  return Array.isArray(next.phases) ? next : { ...next, phases: previous.phases };
}

/** The schedule. */
export interface Result {
  phases: readonly ScheduledPhase[];
  totalDays: number;
}

/** Phases placed back to back; total = sum of days (days sanitised to whole 0–30). */
export function compute(inputs: Inputs): Result {
  const phases = schedulePhases(Array.isArray(inputs.phases) ? inputs.phases : DEFAULT_PHASES);
  return { phases, totalDays: phases.reduce((sum, phase) => sum + phase.days, 0) };
}

/** '35 days' ('1 day'). */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Total duration. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Total duration', text: formatDays(result.totalDays) }];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Phases run one after another: each starts the day the previous one ends. Total duration = the sum of the phases’ days. ' +
    `On the timeline each day is ${DAY_PX} px wide, with an axis label every ${TICK_EVERY_DAYS} days.`,
  units: 'Working days, whole numbers from 0 to 30 per phase.',
  assumptions:
    'Finish-to-start links only (no overlaps, lags or float); weekends, weather and inspections are not modelled. ' +
    `A blank name shows as 'Phase N'; names keep up to ${NAME_MAX_LENGTH} characters.`,
};

/** A scheduling prompt with each phase's day range and the total. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const range = (phase: ScheduledPhase): string =>
    phase.days === 0 ? `0 days (milestone at day ${phase.startDay})` : `${formatDays(phase.days)}, day ${phase.startDay + 1} to day ${phase.endDay}`;
  return [
    'Act as a construction manager reviewing an early project schedule.',
    `The phases run back to back (finish-to-start) for a total of ${formatDays(result.totalDays)}:`,
    ...result.phases.map((phase, index) => `${index + 1}. ${phase.label}: ${range(phase)}`),
    '',
    'Check whether these durations are realistic for a small residential build, identify the critical path and where phases could overlap ' +
      '(fast-tracking), add inspections, lead times and a weather contingency, and return a revised sequence with start and end days for each phase.',
  ].join('\n');
}

/**
 * The phases in a link's query: `phase1=Site+Prep&days1=5` … `phase4`/`days4`. Names and days
 * go through the same sanitisers as typed values (plain text up to 40 characters, whole days
 * 0–30); a missing or unusable value keeps the phase's current one. The list keeps its four phases.
 */
export const query: QueryCodec<Inputs> = {
  write: (inputs) =>
    Object.fromEntries(inputs.phases.flatMap((phase, index) => [
      [`phase${index + 1}`, phase.name],
      [`days${index + 1}`, numberToQuery(phase.days)],
    ])),
  read: (get, base) => ({
    ...base,
    phases: base.phases.map((phase, index) => {
      const name = queryText(get(`phase${index + 1}`), NAME_MAX_LENGTH);
      const days = queryNumber(get(`days${index + 1}`));
      return {
        name: name === null ? phase.name : sanitizeName(name, phase.name),
        days: days === null ? phase.days : sanitizeDays(days, phase.days),
      };
    }),
  }),
};
