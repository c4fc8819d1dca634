/** The sample board for a look: the material's panels and marks, with a sheen from roughness and metallic. */
import { clamp, finiteOr } from '../../../math/clamp';
import type { Inputs, Material } from '../inputs';
import { concreteSample } from './concrete';
import { metalSample } from './metal';
import { r3 } from './parts';
import type { Look, SampleBody } from './parts';
import { woodSample } from './wood';

/** What the sample shows: the material and its look (the sustainability inputs play no part). */
export type SampleLook = Pick<Inputs, 'material' | 'roughness' | 'metallic' | 'hardness' | 'aging'>;

/** How light plays on the surface, from roughness and metallic. */
export interface Sheen {
  /** Peak opacity (0–1) of the white specular band: strong on smooth, faint on rough surfaces. */
  highlightOpacity: number;
  /** Half-width of the specular band as a share of the diagonal (0–1): narrow when smooth. */
  highlightSpread: number;
  /** Opacity (0–1) of the mirrored sky and horizon, which grows with metallic. */
  reflectionOpacity: number;
  /** 0 (sharp mirror) – 1 (blurred): the horizon's softness, from roughness. */
  reflectionSoftness: number;
}

/** Everything the board drawing needs. */
export interface MaterialSample extends SampleBody {
  material: Material;
  sheen: Sheen;
}

/**
 * The sample board for the inputs: the material's panels and marks (fixed layout per material),
 * coloured and weathered by aging and metallic, with a sheen from roughness and metallic.
 */
export function materialSample(inputs: SampleLook): MaterialSample {
  const unit = (value: number): number => clamp(finiteOr(value, 0), 0, 1);
  const look: Look = { roughness: unit(inputs.roughness), metallic: unit(inputs.metallic), hardness: unit(inputs.hardness), aging: unit(inputs.aging) };
  const material: Material = inputs.material === 'concrete' || inputs.material === 'metal' ? inputs.material : 'wood';
  const body = material === 'wood' ? woodSample(look) : material === 'concrete' ? concreteSample(look) : metalSample(look);
  const smooth = 1 - look.roughness;
  const sheen: Sheen = {
    highlightOpacity: r3(smooth ** 1.5 * (0.3 + 0.45 * look.metallic)),
    highlightSpread: r3(0.05 + 0.4 * look.roughness),
    reflectionOpacity: r3(look.metallic * (0.2 + 0.45 * smooth)),
    reflectionSoftness: r3(look.roughness),
  };
  return { material, ...body, sheen };
}
