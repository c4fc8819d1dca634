import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const list = style({
  display: 'grid',
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['5']} 0`,
  background: 'none',
  border: 0,
  textAlign: 'left',
  fontWeight: 600,
  cursor: 'pointer',
  minHeight: '44px',
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 160ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  paddingBottom: vars.space['5'],
  color: vars.color.textMuted,
  maxWidth: '68ch',
});
