import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { palette } from '../ui/palette';

export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: `linear-gradient(180deg, ${palette.backdropTop} 0%, ${palette.backdropBottom} 100%)`,
});

export const canvas = style({ position: 'absolute', inset: 0 });

/** A view that turns under a drag: a finger turns it rather than scrolling the page (touch-action holds for the canvas inside). */
export const turnable = style({ touchAction: 'none', cursor: 'grab' });

/** The turnable view's keyboard handle: the frame's size, over the canvas; pointers pass through to the canvas. */
export const turnFocus = style({
  position: 'absolute',
  inset: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  pointerEvents: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** A turnable view with its hint and Reset view below it. */
export const turnWrap = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

/** The hint and Reset view under the view, wrapping on a narrow phone. */
export const turnBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const turnHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
