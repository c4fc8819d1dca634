import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const head = style({
  paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['10']})`,
  paddingBottom: vars.space['8'],
  background: `linear-gradient(180deg, ${vars.color.accentSoft} 0%, ${vars.color.bg} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  // On paper: the tool's name alone, at the top of the sheet (src/tools/shell/present/print.css.ts).
  '@media': { print: { padding: `0 0 2mm`, background: 'none', border: 'none' } },
});

export const headInner = style({ display: 'grid', gap: vars.space['3'], maxWidth: '760px' });

export const crumbs = style({ '@media': { print: { display: 'none' } }, display: 'flex', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const crumbLink = style({ color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } });

export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: 750, letterSpacing: '-0.02em', '@media': { print: { fontSize: '18pt' } } });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, '@media': { print: { display: 'none' } } });
