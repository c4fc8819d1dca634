import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { visuallyHidden } from '../../ui/layout.css';

export const price = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space['3'] });
export const was = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xl });
export const now = styleVariants({
  lg: { fontSize: vars.fontSize['2xl'], fontWeight: 750 },
  xl: { fontSize: '3.5rem', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 },
});
export const badge = style({
  alignSelf: 'center',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});
export const srOnly = visuallyHidden;
