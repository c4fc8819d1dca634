import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
});

/** Stretches the figure so the authors line up along the bottom of the row. */
export const item = style({ alignContent: 'stretch' });

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  justifyContent: 'space-between',
});

export const quoteMark = style({ width: '28px', height: '28px', color: vars.color.accent });

export const quote = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  fontSize: vars.fontSize.lg,
  lineHeight: 1.6,
  color: vars.color.text,
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const photo = style({
  flexShrink: 0,
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});

export const name = style({ fontWeight: 650, lineHeight: 1.3 });

export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.4 });

export const proof = style({
  marginTop: vars.space['12'],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
});

export const stack = style({ display: 'flex', alignItems: 'center' });

/** Avatars overlap by a quarter, each ringed in the page colour so the edges read. */
const avatarBase = {
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.bg}`,
  boxSizing: 'content-box',
  selectors: { '& + &': { marginLeft: '-10px' } },
} as const;

export const avatar = style({ ...avatarBase, display: 'block', background: vars.color.surface });

export const badge = style({
  ...avatarBase,
  width: 'auto',
  minWidth: '40px',
  paddingInline: vars.space['3'],
  marginLeft: '-10px',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const proofText = style({ color: vars.color.textMuted, fontWeight: 500 });

export const proofStrong = style({ color: vars.color.text, fontWeight: 650 });

export const who = style({ display: 'grid', gap: '2px' });
