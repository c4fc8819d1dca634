import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';

export const wrap = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

/** The passages, each with its clear width and verdict: the numbers the particles only suggest. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const caption = style({ textAlign: 'left', fontWeight: 600, paddingBottom: vars.space['2'] });
export const cell = style({ textAlign: 'left', padding: `${vars.space['1']} ${vars.space['2']}`, borderBottom: `1px solid ${vars.color.border}` });
export const number = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const narrow = style({ color: palette.warmText, fontWeight: 700 });

/** Legend keys in the scene's colours. */
export const keyWide = style({ stroke: vars.color.text, strokeWidth: 1.5, fill: 'none' });
export const keyNarrow = style({ stroke: palette.warm, strokeWidth: 2.5, fill: 'none' });
