/** Window Optimizer's 'How it's calculated' text. */
import type { Explain } from '../params';
import { DEFAULT_CITY, MAINTENANCE_FACTOR } from './daylight';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Sun altitude and Daylight factor come from a deliberately simple model, quick for comparing one option with another: ' +
    'sun altitude = peak × sin(π·(t − 6)/12) between 6 h and 18 h, else 0; peak 70° in summer, 30° in winter. ' +
    'Daylight value = glazing factor (Clear 0.8, Low-E 0.65, Tinted 0.5) × min(1, window area / 4.32 m²) × facade exposure × sin(altitude), ' +
    'with exposure = 0.6 + 0.4 × max(0, cos(sun azimuth − facade azimuth)) and the sun moving from east (6 h) through south (12 h) to west (18 h). ' +
    'Daylight factor = min(100, value × 120) %: a relative index of this tool for comparing options, not a daylight factor in the CIE or BRE sense. ' +
    'Beside it, the real sun: Solar elevation and Sun azimuth for the Latitude, Date and Time by NOAA’s Solar Calculator algorithm ' +
    '(Julian century, the sun’s mean longitude and anomaly, equation of centre, apparent longitude, obliquity with its correction, declination, ' +
    'equation of time, true solar time, hour angle, zenith and azimuth), with NOAA’s atmospheric refraction added to the elevation. ' +
    'Direct sun: the sun is above the horizon and its azimuth within 90° of the direction the window faces (N 0°, E 90°, S 180°, W 270°). ' +
    `Average daylight factor (BRE, BR 209 / BS 8206-2) = T × Aw × θ × M / (A × (1 − R²)) %, with T the glazing factor above as the glass’s transmittance, ` +
    `Aw the window area, θ the Visible sky angle in degrees, M = ${MAINTENANCE_FACTOR} for dirt on vertical glazing, ` +
    'A = 2 × (W·D + W·H + D·H) the room’s whole internal surface, windows included, and R the Mean reflectance. ' +
    'It passes a room’s usual target when, to two decimals, it reaches 2 % for a kitchen, 1.5 % for a living room and 1 % for a bedroom.',
  units:
    'Time in hours, sizes in metres, areas in m², angles in degrees (azimuth clockwise from north, latitude north positive, south negative), ' +
    'reflectance and transmittance 0–1, daylight factors in per cent; Date as year-month-day.',
  assumptions:
    'That simple model (Sun altitude and Daylight factor) is a northern-hemisphere one: a clear sky, no obstructions or overhangs, the sun due south at noon. ' +
    'The section draws a 0.3 m wall reveal for context; neither daylight factor counts its shade. ' +
    '4.32 m² is the largest window the tool allows. ' +
    `The real sun: Latitude defaults to ${DEFAULT_CITY.name} (${DEFAULT_CITY.latitudeDeg}° N); Date defaults to a fixed day, the June solstice 21 June 2026 ` +
    '(a fixed day, so the page reads the same for everyone), and NOAA’s algorithm holds for 1901–2099. ' +
    'Time is read as local mean solar time: the clock on the time zone’s own meridian, without daylight saving ' +
    '(GMT in London; add an hour for summer time, and about 4 minutes per degree of longitude east of the meridian is earlier sun). ' +
    'The equation of time is included, so the sun is due south a few minutes before or after 12:00. ' +
    'The average daylight factor assumes an overcast sky, the whole window as glass (deduct the frame, often 20–30 %, for the net glazed area), ' +
    'T taken from the glazing factor, and one window in a plain box room; it says nothing about where in the room the light falls.',
};
