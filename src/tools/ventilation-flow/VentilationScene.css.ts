import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';

/** The toolbar, the plan and its legend, on the 4 px scale. */
export const wrap = style({ display: 'grid', gap: vars.space['3'] });

/** Legend keys, drawn as in the plan: the inlet in the accent, the outlet warm, particles with a tail. */
export const inletKey = style({ stroke: vars.color.accent, strokeWidth: 3 });
export const outletKey = style({ stroke: palette.warm, strokeWidth: 3 });
export const tailKey = style({ stroke: palette.particleTail, strokeWidth: 1.5 });
export const headKey = style({ fill: palette.particle });
