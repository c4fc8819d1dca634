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

/** The properties a material choice sets: how the surface looks and wears. */
export type MaterialLook = Pick<Inputs, 'roughness' | 'metallic' | 'hardness'>;

/**
 * Each material's typical values, set on the sliders when it is chosen (they stay editable).
 * Roughness and metallic follow the metal/roughness PBR model (glTF 2.0; Burley, 'Physically
 * Based Shading at Disney', 2012): a bare metal is metallic 1, wood and concrete are dielectrics,
 * metallic 0; roughness is the perceptual roughness common PBR material references give a
 * sanded, oiled oak board (about 0.5–0.7), board-formed concrete (0.8–0.95) and brushed stainless
 * steel (0.3–0.4). Hardness is this tool's relative 0–1 resistance to scratching (it sets how many
 * scratches the sample shows), ranked by common measures: oak, a medium hardwood (Janka about
 * 6 kN), softest; cured concrete (Mohs about 5–6 at its aggregate) harder; stainless steel
 * (Mohs about 5.5–6.5, and it does not crumble) hardest. Wood's values are the defaults.
 * Aging, recycled content, VOC and embodied carbon describe this sample and its product, not
 * the material class, so a material choice leaves them as they are.
 */
export const MATERIAL_LOOKS: Readonly<Record<Material, MaterialLook>> = {
  wood: { roughness: 0.6, metallic: 0, hardness: 0.5 },
  concrete: { roughness: 0.85, metallic: 0, hardness: 0.7 },
  metal: { roughness: 0.35, metallic: 1, hardness: 0.85 },
};

/** After a change: choosing another material sets its typical roughness, metallic and hardness (MATERIAL_LOOKS). */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  if (previous.material === next.material) return next;
  return { ...next, ...MATERIAL_LOOKS[next.material] };
}
