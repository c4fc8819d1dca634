/** Window Optimizer's prompt: a daylighting review or a render of the window at this hour. */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { longDate } from '../../math/isoDate';
import type { Glazing, Inputs, Orientation } from './inputs';
import { directSunText, type Result } from './results';

const ORIENTATION_NAMES: Readonly<Record<Orientation, string>> = { N: 'north', E: 'east', S: 'south', W: 'west' };
const GLAZING_NAMES: Readonly<Record<Glazing, string>> = { clear: 'clear', 'low-e': 'low-E', tinted: 'tinted' };

/** An hour of the day as a 24-hour clock, 12.5 → '12:30' (the prompt's time and the charts' labels). */
export function clockTime(timeH: number): string {
  const total = Math.round(clamp(finiteOr(timeH, 12), 0, 24) * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Words as a list: 'a', 'a and b', 'a, b and c'; '' for none. */
function listWords(words: readonly string[]): string {
  if (words.length < 2) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
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
  const latitude = `${formatNumber(Math.abs(result.latitudeDeg), 1)}° ${result.latitudeDeg < 0 ? 'S' : 'N'}`;
  const elevation = result.sun.apparentElevationDeg;
  const where =
    elevation > 0
      ? `${formatNumber(elevation, 1)}° above the horizon at an azimuth of ${formatNumber(result.sun.azimuthDeg, 1)}° from north`
      : `below the horizon (${formatNumber(-elevation, 1)}° under it, azimuth ${formatNumber(result.sun.azimuthDeg, 1)}°)`;
  const direct = directSunText(result.realDirect);
  const realSun =
    `At latitude ${latitude} on ${longDate(result.date)} at ${clockTime(inputs.timeH)} local mean solar time, the real sun is ${where}; ` +
    `direct sun on this window: ${direct.charAt(0).toLowerCase()}${direct.slice(1)}.`;
  const rooms = (pass: boolean) => listWords(result.targets.filter((t) => t.pass === pass).map((t) => `${t.room.toLowerCase()} (${formatNumber(t.targetPct, 1)} %)`));
  const targets = [rooms(true) && `meets the target for a ${rooms(true)}`, rooms(false) && `falls short of the target for a ${rooms(false)}`].filter(Boolean).join(' but ');
  const room =
    `The room behind it is ${formatNumber(inputs.roomWidthM, 1)} m wide × ${formatNumber(inputs.roomDepthM, 1)} m deep × ${formatNumber(inputs.roomHeightM, 1)} m high ` +
    `(${formatNumber(result.roomSurfaceM2, 1)} m² of internal surface, mean reflectance ${formatNumber(inputs.reflectance, 2)}, ${formatNumber(inputs.skyAngleDeg, 0)}° of visible sky); ` +
    `its BRE average daylight factor is ${formatNumber(result.averageDaylightFactorPct, 2)} %, which ${targets}.`;
  const renderSun =
    elevation > 0
      ? `with the sun ${formatNumber(elevation, 1)}° up at ${formatNumber(result.sun.azimuthDeg, 1)}° azimuth and realistic daylight through this window`
      : 'after sunset, lit from inside, with the window dark';
  return [
    `Act as a daylighting consultant. A ${facing}-facing window, ${formatNumber(inputs.widthM, 1)} m wide × ${formatNumber(inputs.heightM, 1)} m high ` +
      `(${formatNumber(result.windowAreaM2, 2)} m²), has ${GLAZING_NAMES[result.glazing]} glazing (light factor ${formatNumber(result.glazingFactor, 2)}).`,
    `At ${clockTime(inputs.timeH)} in ${season}, ${sunText}; the tool's daylight factor is ${formatNumber(result.daylightFactorPct, 1)} %.`,
    realSun,
    room,
    '',
    'Please advise on:',
    '- whether this size and glazing suit a living room or a workspace behind this facade, and how to reach the daylight targets it misses;',
    `- ${shading}`,
    '- furniture and desk placement to avoid glare at this time of day.',
    '',
    `For an image, render the interior at ${clockTime(inputs.timeH)} on ${longDate(result.date)} ${renderSun}.`,
  ].join('\n');
}
