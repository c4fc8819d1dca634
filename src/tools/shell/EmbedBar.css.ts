import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const link = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.accent, textDecoration: 'underline' });
