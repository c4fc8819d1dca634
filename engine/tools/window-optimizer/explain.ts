/** Window Optimizer's 'How it's calculated' text. */
import type { Explain } from '../params';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Sun altitude = peak × sin(π·(t − 6)/12) between 6 h and 18 h, else 0; peak 70° in summer, 30° in winter. ' +
    'Daylight value = glazing factor (Clear 0.8, Low-E 0.65, Tinted 0.5) × min(1, window area / 4.32 m²) × facade exposure × sin(altitude), ' +
    'with exposure = 0.6 + 0.4 × max(0, cos(sun azimuth − facade azimuth)) and the sun moving from east (6 h) through south (12 h) to west (18 h). ' +
    'Daylight factor = min(100, value × 120) %.',
  units: 'Time in hours, sizes in metres, area in m², angles in degrees, daylight factor in per cent.',
  assumptions:
    'A simplified northern-hemisphere model: a clear sky, no obstructions or overhangs, the sun due south at noon. ' +
    'The section draws a 0.3 m wall reveal for context; the daylight factor does not count its shade. ' +
    '4.32 m² is the largest window the tool allows. The daylight factor is a comparative index for this tool, not a CIE daylight-factor calculation.',
};
