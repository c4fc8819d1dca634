/** Lighting Physics' prompt: a lighting-design check with the computed values. */
import { formatNumber, withArticle } from '../../math/format';
import type { Inputs } from './inputs';
import { luxText, type LightingStatus, type Result } from './results';

const STATUS_PHRASE: Readonly<Record<LightingStatus, string>> = {
  'Below target': 'below',
  'On target': 'within',
  'Above target': 'above',
};

/** A prompt for a lighting-design check with the computed values. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const lux = luxText;
  const advice =
    result.status === 'Below target'
      ? `Suggest how to reach 300–500 lux: a higher-intensity or narrower-beam fitting, a shorter mounting distance (about ${formatNumber(result.distanceFor400LuxM, 1)} m gives 400 lux with this fitting) or additional fittings.`
      : result.status === 'Above target'
        ? `Suggest how to bring it down to 300–500 lux without losing the effect: dimming, a wider beam or a greater distance (about ${formatNumber(result.distanceFor400LuxM, 1)} m gives 400 lux with this fitting).`
        : 'Confirm the level suits tasks such as reading, kitchen prep or desk work, and suggest a dimming range around it.';
  const { task } = result;
  return [
    'Act as a lighting designer reviewing one spotlight for an interior.',
    `- Fitting: ${formatNumber(inputs.intensityCd, 0)} cd with ${withArticle(formatNumber(inputs.beamAngleDeg, 0))}° beam (about ${formatNumber(result.beamLumens, 0)} lm in the beam), ` +
      `${formatNumber(inputs.distanceM, 1)} m from the lit surface.`,
    `- Surface reflectance: ${formatNumber(inputs.reflectance, 2)}.`,
    `- Illuminance at the centre of the spot: ${lux(result.illuminanceLux)}, ${STATUS_PHRASE[result.status]} the 300–500 lux target.`,
    `- Spot diameter: ${formatNumber(result.spotDiameterM, 2)} m (${formatNumber(result.spotAreaM2, 2)} m²).`,
    `- Across the lit work plane (cosine-cubed law): from ${lux(result.illuminanceLux)} on axis to ${lux(result.edgeLux)} at the beam's edge; ` +
      `area-weighted average ${lux(result.averageLux)}, uniformity U0 = Emin/Eavg = ${formatNumber(result.uniformity, 2)}.`,
    `- Task: ${task.name}, maintained illuminance ${lux(task.targetLux)} (${task.source}): ` +
      `${result.taskMet ? 'met' : 'not met'} by the average of ${lux(result.averageLux)}, with no maintenance factor applied.`,
    '',
    advice,
    result.taskMet
      ? `Check that the level holds over the whole task area, not only the lit spot, and allow a maintenance factor (about 0.8) for ${task.name}.`
      : `Propose how to reach ${lux(task.targetLux)} on average over the task area for ${task.name} (more or stronger fittings, spacing, a narrower beam or a lower mounting height), keeping the uniformity at 0.6 or more.`,
    'Also recommend a colour temperature and CRI for a residential setting, and how to avoid glare for people seated nearby. ' +
      'For an image, render the scene with a visible pool of light of this size on the surface, brightest at its centre and falling off to its edge.',
  ].join('\n');
}
