/** Texture Pattern's inputs: the pattern, its rotation and three 0–1 sliders, with their controls. */
import { defaultsOf } from '../params';
import type { ParamList } from '../params';

/** The three patterns. */
export type Pattern = 'stripes' | 'checker' | 'dots';

/** Inputs: pattern, rotation in degrees (0–180) and three 0–1 sliders. */
export interface Inputs {
  pattern: Pattern;
  rotationDeg: number;
  scale: number;
  density: number;
  contrast: number;
}

const unitSlider = <K extends 'scale' | 'density' | 'contrast'>(key: K, label: string, defaultValue: number) =>
  ({ kind: 'range', key, label, min: 0, max: 1, step: 0.01, default: defaultValue, decimals: 2 }) as const;

/** Controls: Pattern, Rotation, Scale, Density, Contrast. */
export const params: ParamList<Inputs> = [
  {
    kind: 'select',
    key: 'pattern',
    label: 'Pattern',
    default: 'stripes',
    options: [
      { value: 'stripes', label: 'Stripes' },
      { value: 'checker', label: 'Checker' },
      { value: 'dots', label: 'Dots' },
    ],
  },
  { kind: 'range', key: 'rotationDeg', label: 'Rotation', unit: '°', min: 0, max: 180, step: 1, default: 20, decimals: 0 },
  // The spec names only "sliders 0–1, step 0.01"; these three and their defaults are our choice.
  unitSlider('scale', 'Scale', 0.5),
  unitSlider('density', 'Density', 0.5),
  unitSlider('contrast', 'Contrast', 0.7),
];

/** Default inputs: stripes at 20°, scale 0.5, density 0.5, contrast 0.7. */
export const defaults: Inputs = defaultsOf(params);
