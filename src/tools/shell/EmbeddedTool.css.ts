import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** An embedded tool: no site header above it, so the sticky inputs panel keeps to the frame's top. */
export const embedded = style({ vars: { [vars.layout.headerHeight]: '0px' } });

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
