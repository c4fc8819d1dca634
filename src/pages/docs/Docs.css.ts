import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const search = style({ display: 'grid', gap: vars.space['2'], maxWidth: '560px', marginBottom: vars.space['4'] });

export const label = style({ fontWeight: 650 });

export const input = style({ minHeight: '48px', fontSize: vars.fontSize.md });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space['6'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const category = style({ fontSize: vars.fontSize.xs, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.accent });

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap', marginTop: 'auto' });

export const path = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const cardFill = style({ height: '100%' });

export const empty = style({
  padding: vars.space['10'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});
