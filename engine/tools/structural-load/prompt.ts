/** Structural Load's prompt: a preliminary member-sizing discussion with the real numbers. */
import { formatNumber } from '../../math/format';
import type { Inputs } from './inputs';
import { ratioText, type Result } from './results';

/** A prompt for a preliminary member-sizing discussion with the real numbers. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const m = (value: number): string => `${formatNumber(value, 2)} m`;
  const kN = (value: number): string => `${formatNumber(value, 2)} kN`;
  const { section } = result;
  return [
    'Act as a structural engineer helping an architect with preliminary sizing.',
    `A simply supported beam spans ${m(result.lengthM)} with a single point load of ${kN(result.loadKN)} ` +
      `at ${m(result.positionM)} from the left support (${m(result.lengthM - result.positionM)} from the right).`,
    `Section checked: ${section.label} (E = ${formatNumber(section.eGPa, 1)} GPa, I = ${formatNumber(section.iCm4, 0)} cm⁴).`,
    '',
    'Results from statics and elastic beam theory (self-weight and load factors not included):',
    `- Left reaction: ${kN(result.leftReactionKN)}`,
    `- Right reaction: ${kN(result.rightReactionKN)}`,
    `- Maximum bending moment: ${formatNumber(result.maxMomentKNm, 2)} kN·m under the load`,
    `- Maximum shear: ${kN(result.maxShearKN)}`,
    `- Maximum deflection: ${formatNumber(result.deflectionMm, 2)} mm` +
      (result.deflectionMm > 0 ? ` at ${m(result.deflectionAtM)} from the left support` : '') +
      ` (limit L/360 = ${formatNumber(result.limitMm, 1)} mm)`,
    `- Span/deflection: ${ratioText(result)}`,
    '',
    'Please check these values, add the beam self-weight and typical load factors, check the bending and shear strength of this section, ' +
      `${result.passes ? 'confirm whether the deflection stays within L/360 once self-weight and any creep are added' : 'propose a stiffer section that meets L/360'}, ` +
      'and suggest alternatives in glulam timber, steel and reinforced concrete with an approximate depth for each, and the bearing length needed at each support. ' +
      'State your assumptions and flag anything that needs a full calculation.',
  ].join('\n');
}
