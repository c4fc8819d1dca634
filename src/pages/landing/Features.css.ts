import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const featureCard = style({
  gap: vars.space['4'],
  transition: 'border-color 160ms ease',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
  // On a phone the icon sits beside the text, so nine cards take less scrolling.
  '@media': {
    'screen and (max-width: 639px)': {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'start',
      padding: vars.space['5'],
    },
  },
});

/** The icon tile: accent line art on the soft accent tint. */
export const iconTile = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const icon = style({ width: '24px', height: '24px' });

export const body = style({ display: 'grid', gap: vars.space['2'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The line under the cards that points to the free tools. */
export const toolsNote = style({ marginTop: vars.space['8'], textAlign: 'center', color: vars.color.textMuted });
