import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible } from '../../ui/legible';

/** Sunlight: the warm tone of the drawings (the same as the moment diagram's). */
const SUN = '#e59a1c';
const SUN_DARK = palette.warm;
const SUN_TEXT = palette.warmText;

export const sun = style({ fill: palette.light, stroke: SUN_DARK, strokeWidth: 1.5 });
export const sunDown = style({ fill: vars.color.surfaceRaised, stroke: vars.color.textMuted, strokeWidth: 1.5, strokeDasharray: '3 2' });
export const sunPath = style({ stroke: SUN, strokeWidth: 2.5, fill: 'none', strokeLinecap: 'round' });
export const otherPath = style({ stroke: vars.color.textMuted, strokeWidth: 1.25, strokeDasharray: '5 4', fill: 'none' });
export const facadeBand = style({ fill: palette.warmSoft });
export const beam = style({ fill: '#f8c24e' });
export const ray = style({ stroke: SUN_DARK, strokeWidth: 1, fill: 'none' });
export const sunPatch = style({ stroke: SUN_DARK, strokeWidth: 4, strokeLinecap: 'butt', fill: 'none' });
export const labelSun = style({ fill: SUN_TEXT, fontSize: legible(13), fontWeight: 700 });
/** Labels over hatching or light: a white outline keeps them legible. */
export const halo = style({ paintOrder: 'stroke', stroke: vars.color.surfaceRaised, strokeWidth: 4, strokeLinejoin: 'round' });
export const small = style({ fill: vars.color.textMuted, fontSize: legible(12) });

/** Cut walls and slabs (poché): light grey with a 45° hatch. */
export const cut = style({ fill: palette.cut, stroke: vars.color.text, strokeWidth: 1.25 });
export const hatch = style({ stroke: palette.hatch, strokeWidth: 0.75 });
export const ground = style({ stroke: vars.color.text, strokeWidth: 2, fill: 'none' });
export const wallFace = style({ fill: vars.color.surface, stroke: vars.color.text, strokeWidth: 1.25 });
export const frame = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 1.25 });
export const glassEdge = style({ stroke: '#5d7d95', strokeWidth: 1 });
export const glassShine = style({ stroke: vars.color.surfaceRaised, strokeWidth: 1.5, strokeLinecap: 'round' });

/** The key sits in the grid's fourth cell: one item per line. */
export const key = style({ flexDirection: 'column', alignItems: 'flex-start' });

/** The wall in the sky plan: a thick dark line. */
export const planWall = style({ stroke: vars.color.text, strokeWidth: 5, strokeLinecap: 'butt' });

/** The daylight targets: a small table, figures right-aligned, pass and fail in words and colour. */
export const targets = style({
  captionSide: 'top', width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const targetCell = style({ padding: `${vars.space['2']} ${vars.space['2']}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const targetFigure = style([targetCell, { textAlign: 'right' }]);
export const pass = style({ color: vars.color.success, fontWeight: 700 });
export const fail = style({ color: vars.color.warning, fontWeight: 700 });
export const adfNote = style({ margin: 0, paddingBottom: vars.space['2'], textAlign: 'left', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

