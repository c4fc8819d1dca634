import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible } from '../../ui/legible';

/** Element A in the accent, element B in the drawings' warm tone; the target in the accent. */
export const elementA = style({ fill: vars.color.accentSoft, stroke: vars.color.accent, strokeWidth: 1.5 });
export const elementB = style({ fill: palette.warmSoft, stroke: palette.warm, strokeWidth: 1.5 });
export const ghost = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 1, strokeDasharray: '4 3' });
export const big = style({ fill: vars.color.text, fontSize: legible(22), fontWeight: 700 });
export const targetBar = style({ fill: vars.color.accentSoft, stroke: vars.color.accent, strokeWidth: 1 });
export const ratioBar = style({ fill: '#c9ced6', stroke: vars.color.text, strokeWidth: 1 });
export const deviation = style({ fill: palette.warmSoft, stroke: palette.warm, strokeWidth: 1 });
export const small = style({ fill: vars.color.textMuted, fontSize: legible(11) });
export const tickMajor = style({ stroke: vars.color.text, strokeWidth: 1 });
