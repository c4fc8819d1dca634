import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';

export const wrap = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

/** Legend keys drawn with the scene's own colours (src/ui/palette.ts). */
export const keyGrid = style({ stroke: vars.color.accent, strokeWidth: 1.5, strokeDasharray: '4 3', fill: 'none' });
export const keySpiral = style({ stroke: vars.color.text, strokeWidth: 1.5, fill: 'none' });
export const keySquare = style({ stroke: vars.color.borderStrong, strokeWidth: 1, fill: 'none' });
export const keyElement = style({ fill: palette.warmSoft, stroke: palette.warm, strokeWidth: 1.5 });
