import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The icon's tile: accent line art on the soft accent tint. */
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
