import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const hero = style({
  paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['16']})`,
  paddingBottom: vars.space['12'],
  background: `linear-gradient(180deg, ${vars.color.accentSoft} 0%, ${vars.color.bg} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({ display: 'grid', gap: vars.space['4'], maxWidth: '760px' });

export const title = style({ fontSize: vars.fontSize['4xl'], fontWeight: 750, letterSpacing: '-0.02em' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '62ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['2'] });
