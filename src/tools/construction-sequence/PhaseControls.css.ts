import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const phases = style({ display: 'grid', gap: vars.space['3'] });

/** One phase: its name and its days, grouped on a quiet surface. */
export const phase = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
