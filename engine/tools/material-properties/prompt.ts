/** Material Properties' prompt: a PBR material or a specification note, with every property value. */
import { formatNumber } from '../../math/format';
import { levelWord } from '../params';
import type { Inputs, Material } from './inputs';
import type { Result } from './results';

const MATERIAL_NOUN: Readonly<Record<Material, string>> = {
  wood: 'wood',
  concrete: 'concrete',
  metal: 'metal',
};

/** The finish in words, from roughness (0 polished – 1 rough). */
export const finishWord = (roughness: number): string =>
  roughness < 0.2 ? 'polished, glossy' : roughness < 0.45 ? 'smooth satin' : roughness < 0.7 ? 'matte' : 'rough, textured';
/** The wear in words, from aging (0 new – 1 heavily aged). */
export const agingWord = (aging: number): string =>
  aging < 0.15 ? 'brand-new' : aging < 0.4 ? 'lightly worn' : aging < 0.7 ? 'visibly weathered' : 'heavily aged, with patina';

/** A prompt for a PBR material or a specification note, with every property value. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const value = (v: number): string => formatNumber(v, 2);
  const noun = MATERIAL_NOUN[result.material];
  return [
    `Create a photorealistic, physically based (PBR) ${noun} material: ${finishWord(inputs.roughness)}, ${agingWord(inputs.aging)}, ` +
      `with ${levelWord(inputs.hardness)} hardness.`,
    `Use roughness ${value(inputs.roughness)} and metallic ${value(inputs.metallic)} for the shader, and show believable ${noun} grain, ` +
      'micro-detail and edge wear at that level of aging.',
    '',
    'Sustainability profile (0 = best, 1 = worst for VOC and carbon; 1 = fully recycled):',
    `- Recycled content: ${value(inputs.recycled)}`,
    `- VOC emissions: ${value(inputs.voc)}`,
    `- Embodied carbon: ${value(inputs.embodiedCarbon)}`,
    `- Sustainability score: ${formatNumber(result.scoreRounded, 0)}/100 (${result.rating})`,
    '',
    `Suggest where this ${noun} finish works best in an interior, a low-VOC sealer or coating to pair with it, ` +
      'and one alternative with lower embodied carbon and a similar look. ' +
      'For an image, show a close-up material sample board and the finish applied in a softly lit room.',
  ].join('\n');
}
