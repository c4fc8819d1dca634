import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible } from '../../ui/legible';

export const wrap = style({ display: 'grid', gap: vars.space['3'] });

/** The horizontal the beam returns to at 50 %. */
export const levelLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '4 4', fill: 'none' });

export const leftShare = style({ fill: vars.color.accent });
export const rightShare = style({ fill: palette.warm });

/** The ± tolerance around 50 % within which the composition reads as balanced. */
export const band = style({ fill: 'rgba(23, 102, 58, 0.14)', stroke: vars.color.success, strokeWidth: 1 });

export const verdict = style({ fill: vars.color.text, fontSize: legible(14), fontWeight: 700 });
