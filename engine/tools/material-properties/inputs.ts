/** Material Properties' inputs: the material and its seven 0–1 properties, with their controls. */
import { defaultsOf } from '../params';
import type { ParamList } from '../params';

/** The three base materials. */
export type Material = 'wood' | 'concrete' | 'metal';

/** Inputs: the material and seven properties, each 0–1. */
export interface Inputs {
  material: Material;
  roughness: number;
  metallic: number;
  hardness: number;
  aging: number;
  recycled: number;
  voc: number;
  embodiedCarbon: number;
}

/** The materials in menu order. */
export const MATERIALS: readonly Material[] = ['wood', 'concrete', 'metal'];

const unitSlider = <K extends Exclude<keyof Inputs, 'material'>>(key: K, label: string, defaultValue: number) =>
  ({ kind: 'range', key, label, min: 0, max: 1, step: 0.01, default: defaultValue, decimals: 2 }) as const;

/** Controls: Material, Roughness, Metallic, Hardness, Aging, Recycled, VOC, Embodied carbon. */
export const params: ParamList<Inputs> = [
  {
    kind: 'select',
    key: 'material',
    label: 'Material',
    default: 'wood',
    options: [
      { value: 'wood', label: 'Wood' },
      { value: 'concrete', label: 'Concrete' },
      { value: 'metal', label: 'Metal' },
    ],
  },
  // Roughness, metallic, hardness and aging defaults are not in the spec: chosen for the
  // default material, wood (a satin, non-metallic, medium-hard, lightly aged board).
  unitSlider('roughness', 'Roughness', 0.6),
  unitSlider('metallic', 'Metallic', 0),
  unitSlider('hardness', 'Hardness', 0.5),
  unitSlider('aging', 'Aging', 0.2),
  unitSlider('recycled', 'Recycled', 0.4),
  unitSlider('voc', 'VOC', 0.3),
  unitSlider('embodiedCarbon', 'Embodied carbon', 0.5),
];

/** Default inputs (spec: recycled 0.4, VOC 0.3, embodied carbon 0.5). */
export const defaults: Inputs = defaultsOf(params);
