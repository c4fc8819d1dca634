import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const footer = style({
  background: vars.color.text,
  color: '#c9d0da',
  paddingBlock: `${vars.space['16']} ${vars.space['8']}`,
  marginTop: 'auto',
});

export const top = style({
  display: 'grid',
  gap: vars.space['10'],
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: '1.4fr repeat(4, 1fr)' },
  },
});

export const brandBlock = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start', maxWidth: '320px' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: 750,
  fontSize: vars.fontSize.lg,
  color: '#ffffff',
  textDecoration: 'none',
  minHeight: '44px',
  selectors: { '&:hover': { color: '#ffffff' } },
});

export const columnTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
  color: '#ffffff',
  marginBottom: vars.space['3'],
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  color: '#c9d0da',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: '#ffffff', textDecoration: 'underline' } },
});

export const bottom = style({
  marginTop: vars.space['12'],
  paddingTop: vars.space['6'],
  borderTop: '1px solid #2c333e',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});

export const social = style({ display: 'flex', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });

export const socialLink = style({
  display: 'inline-flex',
  width: '40px',
  height: '40px',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  color: '#ffffff',
  border: '1px solid #3a4350',
  selectors: { '&:hover': { background: '#2c333e', color: '#ffffff' } },
});
