/** Lighting Physics' inputs: the fitting, its distance and beam, the surface, and the task lit. */
import { defaultsOf } from '../params';
import type { ParamList } from '../params';
import { DEFAULT_TASK, TASKS, type TaskId } from './tasks';

/** Inputs: luminous intensity (cd), distance (m), beam angle (°), surface reflectance (0–1), task. */
export interface Inputs {
  intensityCd: number;
  distanceM: number;
  beamAngleDeg: number;
  reflectance: number;
  task: TaskId;
}

/** Controls: Intensity, Distance, Beam angle, Reflectance, Task. */
export const params: ParamList<Inputs> = [
  { kind: 'range', key: 'intensityCd', label: 'Intensity', unit: 'cd', min: 100, max: 4000, step: 50, default: 800, decimals: 0 },
  // The spec gives no steps for distance and beam angle: 0.1 m and 1° are our choice.
  { kind: 'range', key: 'distanceM', label: 'Distance', unit: 'm', min: 1, max: 10, step: 0.1, default: 3, decimals: 1 },
  { kind: 'range', key: 'beamAngleDeg', label: 'Beam angle', unit: '°', min: 10, max: 120, step: 1, default: 60, decimals: 0 },
  { kind: 'range', key: 'reflectance', label: 'Reflectance', min: 0, max: 1, step: 0.01, default: 0.5, decimals: 2 },
  { kind: 'select', key: 'task', label: 'Task', default: DEFAULT_TASK, options: TASKS.map((task) => ({ value: task.id, label: task.label })) },
];

/** Default inputs: 800 cd at 3 m, 60° beam, reflectance 0.5, office work and reading. */
export const defaults: Inputs = defaultsOf(params);
