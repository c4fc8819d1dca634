import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The toolbar, the plan and its legend, on the 4 px scale. */
export const wrap = style({ display: 'grid', gap: vars.space['3'] });

/** Legend keys, drawn as in the plan: the inlet in the accent, the outlet warm, particles with a tail. */
export const inletKey = style({ stroke: vars.color.accent, strokeWidth: 3 });
export const outletKey = style({ stroke: '#a85400', strokeWidth: 3 });
export const tailKey = style({ stroke: 'rgba(31, 79, 191, 0.32)', strokeWidth: 1.5 });
export const headKey = style({ fill: 'rgba(31, 79, 191, 0.75)' });
