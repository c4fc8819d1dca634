import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible } from '../../ui/legible';

export const wrap = style({ display: 'grid', gap: vars.space['3'] });

/** Thermostat colour cue against 22 °C; each passes 4.5:1 on white as text. */
const COOL = '#0b6e99';
const COMFORT = vars.color.success;
const WARM = '#b4461b';
const LAMP = '#f2b233';

/** Cut structure: hatched poché with its outline. */
export const cut = style({ stroke: vars.color.text, strokeWidth: 1 });
export const glass = style({ stroke: vars.color.textMuted, strokeWidth: 1, fill: 'none' });
export const blind = style({ fill: vars.color.surface, stroke: vars.color.textMuted, strokeWidth: 1 });
export const daylight = style({ fill: palette.lightSoft, fillOpacity: 0.85 });
export const sun = style({ fill: palette.lightSoft, stroke: palette.warm, strokeWidth: 1 });
export const sunRays = style({ stroke: palette.warm, strokeWidth: 1, strokeLinecap: 'round' });

export const lampStopNear = style({ stopColor: LAMP, stopOpacity: 0.55 });
export const lampStopFar = style({ stopColor: LAMP, stopOpacity: 0.04 });
export const lampKey = style({ fill: LAMP, fillOpacity: 0.45 });
export const bulbOff = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 });
export const bulbOn = style({ fill: LAMP });

export const figure = style({ stroke: vars.color.text, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' });
export const figureHead = style({ fill: vars.color.text });

export const thermostat = style({ strokeWidth: 2, fill: vars.color.surfaceRaised });
export const cool = style({ fill: COOL });
export const comfort = style({ fill: COMFORT });
export const warm = style({ fill: WARM });
export const coolText = style({ fill: COOL });
export const comfortText = style({ fill: COMFORT });
export const comfortLabel = style({ fill: COMFORT, fontSize: legible(12), fontWeight: 700 });
export const coolStroke = style({ stroke: COOL });
export const comfortStroke = style({ stroke: COMFORT });
export const warmStroke = style({ stroke: WARM });
export const warmText = style({ fill: WARM });
export const reading = style({ fontSize: legible(15), fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const cueWord = style({ fontSize: legible(12), fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em' });
export const comfortLine = style({ stroke: COMFORT, strokeWidth: 1.5 });

export const energyBase = style({ fill: '#8a93a3' });
export const energyLight = style({ fill: LAMP });
export const energyHeat = style({ fill: WARM });
export const energyCool = style({ fill: COOL });
