import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const band = style({
  background: vars.color.accent,
  color: vars.color.accentText,
  paddingBlock: vars.space['20'],
  textAlign: 'center',
});

export const inner = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'center' });

export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: 750, maxWidth: '22ch' });

export const text = style({ fontSize: vars.fontSize.lg, maxWidth: '56ch', color: vars.color.accentSoft });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['3'] });

export const outline = style({
  borderColor: 'rgba(255,255,255,0.7)',
  background: 'transparent',
  color: vars.color.accentText,
  selectors: { '&:hover:not(:disabled)': { background: 'rgba(255,255,255,0.12)', color: vars.color.accentText, borderColor: '#fff' } },
});
