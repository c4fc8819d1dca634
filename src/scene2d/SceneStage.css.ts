import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

/**
 * Around the scene: as wide as its column, never sized by the stage inside (contain), so the
 * scene's measure follows the column as it grows and as it shrinks.
 */
export const frame = style({ width: '100%', minWidth: 0, contain: 'inline-size' });

/** The scene's wrapper: its top-left corner is the canvas origin (no padding, no border). */
export const scene = style({
  position: 'relative',
  width: 'fit-content',
  maxWidth: '100%',
  marginInline: 'auto',
  lineHeight: 0,
  background: vars.color.bg,
  touchAction: 'none',
  // On paper the canvases print as they are, zoomed to the room the stage sets (--print-zoom).
  '@media': { print: { zoom: 'var(--print-zoom, 1)' } },
});

/** Before hydration: an empty box of the scene's proportions, so nothing shifts. */
export const placeholder = style({ display: 'block', width: '100%', height: 'auto', background: vars.color.surface });

export const handle = style({
  position: 'absolute',
  // Placed by a transform (DragHandle's handleBox).
  left: 0,
  top: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  pointerEvents: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
