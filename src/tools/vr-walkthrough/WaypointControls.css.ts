import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';

export const group = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space['1'], fontWeight: 600, fontSize: vars.fontSize.sm });

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] });

/** Add waypoint across the panel, Undo and Reset side by side below it. */
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['2'] });

export const wide = style({ gridColumn: '1 / -1' });

/** The waypoints inside furniture, in the warm tone as text. */
export const blocked = style({ margin: 0, paddingLeft: vars.space['4'], color: palette.warmText, fontSize: vars.fontSize.sm });
