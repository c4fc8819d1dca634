/** Lighting Physics' 'How it's calculated'. */
import type { Explain } from '../params';
import { TASKS } from './tasks';

const taskList = TASKS.map((task) => `${task.name} ${task.targetLux} lux (${task.source})`).join('; ');

export const explain: Explain = {
  formula:
    'Direct illuminance on axis E = I / d² (inverse-square law), capped at 2000 lux. ' +
    'Light reflected by the room adds 25 % × reflectance of it: E = min(2000, I/d² × (1 + 0.25 × reflectance)), so reflectance 0 adds nothing. ' +
    'Spot diameter = 2 × d × tan(beam angle / 2). Status: Below target under 300 lux, On target from 300 to 500 lux, Above target over 500 lux. ' +
    'Across the work plane, at r from the point under the fitting (d = h): E(r) = I·cos³θ / h² × (1 + 0.25 × reflectance), θ = atan(r/h), the cosine-cubed law, inside the beam (θ ≤ beam angle / 2); ' +
    'its minimum is at the beam’s edge. The average is area-weighted over the lit disc: Eavg = ∫ E(r)·2πr dr / (π·R²), R = h·tan(beam angle / 2), which is the beam’s flux over the disc’s area, 2·I·(1 − cos α)/R² × (1 + 0.25 × reflectance), α = beam angle / 2. ' +
    'Uniformity U0 = Emin / Eavg = cos α·(1 + cos α)/2 below the cap: it depends on the beam angle alone. ' +
    `The task is met when the average, in whole lux, reaches its maintained illuminance Ēm: ${taskList}.`,
  units: 'Intensity in candela (cd), distance in metres, beam angle in degrees, illuminance in lux (lm/m²); uniformity is a ratio from 0 to 1.',
  assumptions:
    'A point source aimed straight down at a horizontal surface, lighting only inside its beam angle, with the same intensity across the beam. ' +
    'The indirect share is a simple allowance for inter-reflections, not a radiosity calculation. The status and the task check use whole lux. ' +
    'The task targets are maintained values: the figures here are the fitting’s as new, with no maintenance factor, from this one fitting; a real room adds the others.',
};
