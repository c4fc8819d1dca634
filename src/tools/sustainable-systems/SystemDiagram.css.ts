import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible } from '../../ui/legible';

/** System colours; as text each passes 4.5:1 on white. */
const SOLAR = palette.warm;
const SOLAR_TEXT = palette.warmText;
const STORAGE = vars.color.success;
const GRID = vars.color.textMuted;
const WATER = vars.color.accent;
const INSULATION = '#f0c4cc';
const INSULATION_TEXT = '#9b2c45';

/** Secondary figures, left out where the drawing is phone-sized (the caption and prompt still give them). */
export const minor = style({ '@media': { 'screen and (max-width: 599px)': { display: 'none' } } });

export const wrap = style({ display: 'grid', gap: vars.space['4'] });

export const envelope = style({ stroke: INSULATION, fill: 'none', strokeLinejoin: 'miter' });
export const envelopeKey = style({ fill: INSULATION, stroke: INSULATION_TEXT, strokeWidth: 0.5 });
export const envelopeText = style({ fill: INSULATION_TEXT, fontSize: legible(13), fontWeight: 700 });

export const sun = style({ fill: palette.lightSoft, stroke: SOLAR, strokeWidth: 1 });
export const sunRay = style({ stroke: SOLAR, strokeWidth: 1, strokeDasharray: '3 4', fill: 'none' });
export const pv = style({ fill: palette.warmSoft, stroke: SOLAR, strokeWidth: 1 });
export const pvText = style({ fill: SOLAR_TEXT, fontSize: legible(13), fontWeight: 700 });
export const cable = style({ stroke: SOLAR, strokeWidth: 1, fill: 'none' });
export const solarFlow = style({ stroke: SOLAR, fill: 'none' });
export const arrowHead = style({ fill: 'context-stroke' });

export const battery = style({ fill: vars.color.surfaceRaised, stroke: STORAGE, strokeWidth: 1.5 });
export const cell = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 0.5 });
export const cellFull = style({ fill: STORAGE });
export const batteryText = style({ fill: STORAGE, fontSize: legible(13), fontWeight: 700 });

export const gridFlow = style({ stroke: GRID, fill: 'none' });
export const gridText = style({ fill: vars.color.text, fontSize: legible(13), fontWeight: 700 });

export const tank = style({ fill: vars.color.accentSoft, stroke: WATER, strokeWidth: 1 });
export const water = style({ stroke: WATER, strokeWidth: 2, fill: 'none' });
export const waterDial = style({ stroke: WATER, strokeWidth: 5, fill: 'none' });
export const waterText = style({ fill: WATER, fontSize: legible(13), fontWeight: 700 });

export const meter = style({ display: 'grid', gap: vars.space['2'] });
export const meterHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['3'] });
export const meterLabel = style({ fontWeight: 650, fontSize: vars.fontSize.sm });
export const meterValue = style({ fontWeight: 700, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums', color: STORAGE });
export const track = style({ position: 'relative' });
export const progress = style({
  display: 'block',
  width: '100%',
  height: '12px',
  appearance: 'none',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
  color: STORAGE,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surface, borderRadius: vars.radius.pill },
    '&::-webkit-progress-value': { background: STORAGE, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { background: STORAGE, borderRadius: vars.radius.pill },
  },
});
/** The 95 % cap, marked on the bar. */
export const capMark = style({
  position: 'absolute',
  left: '95%',
  top: '-4px',
  bottom: '-4px',
  width: '2px',
  background: vars.color.text,
});
export const meterScale = style({
  position: 'relative',
  display: 'flex',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  minHeight: '1.25em',
});
/** The cap's label, ending under its mark at 95 %. */
export const capLabel = style({ position: 'absolute', right: '5%' });

export const hint = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderLeft: `3px solid ${STORAGE}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space['1'],
});
export const hintTitle = style({ fontWeight: 700, fontSize: vars.fontSize.xs, letterSpacing: '0.06em', textTransform: 'uppercase', color: STORAGE });
