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
    'The weights are a comparative heuristic, not a life-cycle assessment.',
};
