import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const wrap = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

/** Legend keys drawn with the scene's own colours (src/scene2d/palette.ts). */
export const keyGrid = style({ stroke: vars.color.accent, strokeWidth: 1.5, strokeDasharray: '4 3', fill: 'none' });
export const keySpiral = style({ stroke: vars.color.text, strokeWidth: 1.5, fill: 'none' });
export const keySquare = style({ stroke: vars.color.borderStrong, strokeWidth: 1, fill: 'none' });
export const keyElement = style({ fill: '#fdf0e1', stroke: '#a85400', strokeWidth: 1.5 });
