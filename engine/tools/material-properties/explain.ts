/** Material Properties' 'How it's calculated' text. */
import type { Explain } from '../params';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula: 'Score = clamp(100 − embodied carbon × 40 − VOC × 25 + recycled × 35, 0, 100), rounded to a whole number.',
  units:
    'Every property runs from 0 to 1: roughness 0 is mirror-smooth, metallic 1 is a bare metal, recycled 1 is fully recycled content, ' +
    'VOC and embodied carbon 1 are the worst in class. The score is out of 100.',
  assumptions:
    'Roughness, metallic, hardness and aging describe the look and wear only; they do not change the score. ' +
    'Choosing a material sets its typical roughness, metallic and hardness (wood 0.60, 0, 0.50; concrete 0.85, 0, 0.70; metal 0.35, 1, 0.85), ' +
    'which stay editable: metallic 1 for a bare metal and 0 for wood and concrete as in the metal/roughness PBR model (glTF 2.0); roughness ' +
    'as PBR material references give sanded oak, board-formed concrete and brushed stainless steel; hardness ranks scratch resistance ' +
    '(oak, a medium hardwood, below concrete, below stainless steel). Aging, recycled content, VOC and embodied carbon belong to the ' +
    'product, so a material choice leaves them as set. ' +
    'The weights are a comparative heuristic, not a life-cycle assessment.',
};
