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

/** The hint and Reset view along the view's bottom edge; only the button takes the pointer. */
export const turnBar = style({
  position: 'absolute',
  left: vars.space['2'],
  right: vars.space['2'],
  bottom: vars.space['2'],
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

export const turnHint = style({
  margin: 0,
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
});

export const turnReset = style({ pointerEvents: 'auto', flexShrink: 0 });
