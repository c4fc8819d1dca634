import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible, MIN_TEXT_PX, UNITS_PER_PX_PROPERTY } from '../../ui/legible';

/** Shared look of the tools' SVG drawings: thin lines, labelled dimensions, one accent. */
export const svg = style({ width: '100%', height: 'auto', display: 'block', fontFamily: vars.font.body });

export const line = style({ stroke: vars.color.text, strokeWidth: 1.5, fill: 'none' });
export const thin = style({ stroke: vars.color.borderStrong, strokeWidth: 1, fill: 'none' });
export const dim = style({ stroke: vars.color.textMuted, strokeWidth: 1, fill: 'none' });
export const accentStroke = style({ stroke: vars.color.accent, strokeWidth: 2, fill: 'none' });
export const accentFill = style({ fill: vars.color.accent });
export const accentArea = style({ fill: vars.color.accentSoft, stroke: vars.color.accent, strokeWidth: 1.5 });
export const warmArea = style({ fill: palette.warmSoft, stroke: palette.warm, strokeWidth: 1.5 });
export const solid = style({ fill: vars.color.text });
export const surface = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 });
export const label = style({ fill: vars.color.text, fontSize: legible(13) });
export const labelMuted = style({ fill: vars.color.textMuted, fontSize: legible(12) });
export const labelAccent = style({ fill: vars.color.accent, fontSize: legible(13), fontWeight: 700 });
export const labelWarm = style({ fill: palette.warmText, fontSize: legible(13), fontWeight: 700 });

/** A drawing's legend, in HTML below the SVG so it stays readable when the drawing scales down. */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
/** The key of a legend item: a small SVG drawn with the same classes as the drawing. */
export const legendKey = style({ display: 'block', flex: 'none', width: '20px', height: '12px' });
/** Centre lines (axes of symmetry), dash-dot as on drawings. */
export const centreLine = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '12 3 2 3', fill: 'none' });
/**
 * Drawings made of several views (section, elevation, scale): side by side on a desktop,
 * stacked on a phone, so each view keeps a readable text size at either width.
 */
export const drawingPanels = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
});
export const drawingPanel = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start', minWidth: 0 });
/** A view's title, as on a drawing sheet: small capitals above the view. */
export const drawingTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
/**
 * A wide drawing shrinks to about half size on a phone: this raises all its labels to at least
 * 17 units there, for drawings laid out with room for it. (Every label is kept at 11 CSS px or
 * more on screen anyway, by `legible`.)
 */
export const phoneLabels = style({});
globalStyle(`${phoneLabels} text`, { '@media': { 'screen and (max-width: 599px)': { fontSize: legible(17) } } });
/**
 * Text with no label class: its inherited size, raised to 11 CSS px on screen. (`:where` keeps it
 * below every class; a font-size attribute would lose to it, so labels take a class.)
 */
globalStyle(`:where(${svg}) text`, { fontSize: `max(1em, calc(${MIN_TEXT_PX}px * var(${UNITS_PER_PX_PROPERTY}, 0)))` });
/** Small labels inside marks (a swatch's number in its dot): 11 units, legible on a phone. */
export const labelSmall = style({ fontSize: legible(11), fontWeight: 700 });
/** Targets and ideals drawn over the real thing: the accent, dashed. */
export const targetStroke = style({ stroke: vars.color.accent, strokeWidth: 1.5, strokeDasharray: '6 4', fill: 'none' });
/** Gains (credits, positive terms) in green, beside warmArea's losses. */
export const goodArea = style({ fill: palette.successSoft, stroke: vars.color.success, strokeWidth: 1.5 });
export const labelGood = style({ fill: vars.color.success, fontSize: legible(13), fontWeight: 700 });
