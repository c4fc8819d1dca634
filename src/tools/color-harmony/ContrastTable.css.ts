import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const block = style({ display: 'grid', gap: vars.space['2'], paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border}` });

/** Scrolls sideways on its own when the table is wider than a narrow screen; the page never does. */
export const scroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  paddingBottom: vars.space['2'],
  fontSize: vars.fontSize.xs,
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['1'],
  paddingInlineEnd: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.xs, fontWeight: 650, color: vars.color.textMuted });

export const pair = style({ fontWeight: 650 });
export const ratio = style({ fontFamily: vars.font.mono });
export const sample = style({ display: 'block', borderRadius: '3px', border: '1px solid rgba(20, 24, 31, 0.14)' });
export const sampleText = style({ fontSize: '14px', fontWeight: 700 });
export const pass = style({ color: vars.color.success, fontWeight: 650 });
export const fail = style({ color: vars.color.textMuted });
export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
