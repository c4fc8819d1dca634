/** Window Optimizer's prompt: a daylighting review or a render of the window at this hour. */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import type { Glazing, Inputs, Orientation } from './inputs';
import type { Result } from './results';

const ORIENTATION_NAMES: Readonly<Record<Orientation, string>> = { N: 'north', E: 'east', S: 'south', W: 'west' };
const GLAZING_NAMES: Readonly<Record<Glazing, string>> = { clear: 'clear', 'low-e': 'low-E', tinted: 'tinted' };

/** An hour of the day as a 24-hour clock, 12.5 → '12:30' (the prompt's time and the charts' labels). */
export function clockTime(timeH: number): string {
  const total = Math.round(clamp(finiteOr(timeH, 12), 0, 24) * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A prompt for a daylighting review or a render of the window at this hour. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const facing = ORIENTATION_NAMES[result.orientation];
  const season = result.season;
  const sunText =
    result.sunAltitudeDeg > 0
      ? `the sun is ${formatNumber(result.sunAltitudeDeg, 1)}° above the horizon` +
        (result.directSun ? ' and shines onto this facade' : ' but is not in front of this facade')
      : 'the sun is below the horizon';
  const shading =
    result.directSun && season === 'summer'
      ? 'external shading (overhang depth, fins or louvres) to control summer glare and heat gain without losing daylight;'
      : 'how to bring daylight deeper into the room (reveals, light shelves, pale surfaces) while limiting heat loss;';
  return [
    `Act as a daylighting consultant. A ${facing}-facing window, ${formatNumber(inputs.widthM, 1)} m wide × ${formatNumber(inputs.heightM, 1)} m high ` +
      `(${formatNumber(result.windowAreaM2, 2)} m²), has ${GLAZING_NAMES[result.glazing]} glazing (light factor ${formatNumber(result.glazingFactor, 2)}).`,
    `At ${clockTime(inputs.timeH)} in ${season}, ${sunText}; the tool's daylight factor is ${formatNumber(result.daylightFactorPct, 1)} %.`,
    '',
    'Please advise on:',
    '- whether this size and glazing suit a living room or a workspace behind this facade;',
    `- ${shading}`,
    '- furniture and desk placement to avoid glare at this time of day.',
    '',
    `For an image, render the interior at ${clockTime(inputs.timeH)} in ${season} with realistic sun angle and daylight through this window.`,
  ].join('\n');
}
