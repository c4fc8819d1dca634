/**
 * The tasks whose illuminance target the work plane is checked against: the maintained
 * illuminance Ēm, in lux, of EN 12464-1:2011 (Light and lighting — Lighting of work places — Part 1:
 * Indoor work places), table 5.1 'Traffic zones inside buildings' (5.1.1 circulation areas and
 * corridors) and table 5.26 'Offices' (5.26.2 writing, typing, reading, data processing; 5.26.3
 * technical drawing); the 2021 revision keeps these required values. EN 12464-1 covers workplaces only: the
 * living room's 200 lux is not from it but a common recommendation for a living room's general
 * lighting, as the product brief gives it.
 */

export type TaskId = 'corridor' | 'living-room' | 'office' | 'technical-drawing';

export interface Task {
  id: TaskId;
  /** What the select shows: the task and its target. */
  label: string;
  /** The task's name in a sentence. */
  name: string;
  /** Maintained illuminance Ēm, lux. */
  targetLux: number;
  /** Where the value comes from. */
  source: string;
}

export const TASKS: readonly Task[] = [
  { id: 'corridor', label: 'Corridor (100 lux)', name: 'a corridor', targetLux: 100, source: 'EN 12464-1, circulation areas and corridors' },
  { id: 'living-room', label: 'Living room (200 lux)', name: 'a living room', targetLux: 200, source: 'not in EN 12464-1 (workplaces only); a common domestic recommendation' },
  { id: 'office', label: 'Office work, reading (500 lux)', name: 'office work and reading', targetLux: 500, source: 'EN 12464-1, writing, typing, reading, data processing' },
  { id: 'technical-drawing', label: 'Technical drawing (750 lux)', name: 'technical drawing', targetLux: 750, source: 'EN 12464-1, technical drawing' },
];

/** The default task: office work and reading, the desk and reading light a spotlight is usually aimed for. */
export const DEFAULT_TASK: TaskId = 'office';

/** The task with this id; the default one for anything else. */
export function taskOf(id: string): Task {
  return TASKS.find((task) => task.id === id) ?? (TASKS.find((task) => task.id === DEFAULT_TASK) as Task);
}
