import { globalStyle, style } from '@vanilla-extract/css';
import { beamRows, MAX_WIDTH, MIN_WIDTH, NARROW_BELOW } from './beamLayout';

/** The drawing's column: its width decides the layout (useFitWidth measures it; the box below queries it). */
export const frame = style({ containerType: 'inline-size' });

const narrowHeight = beamRows(true).height;
const wideHeight = beamRows(false).height;

/**
 * The drawing's box, the height the drawing will take at the column's width, laid out by CSS
 * alone: the prerendered page (drawn at the widest layout, before the code has measured the
 * column) already takes the room of what a phone draws once its code runs, so nothing under it
 * moves then. Between MIN_WIDTH and MAX_WIDTH a unit is a CSS px, so the height is the layout's
 * own; outside, the drawing scales with the column.
 */
export const box = style({
  aspectRatio: `${MIN_WIDTH} / ${narrowHeight}`,
  '@container': {
    [`(min-width: ${MIN_WIDTH}px)`]: { aspectRatio: 'auto', height: `${narrowHeight}px` },
    [`(min-width: ${NARROW_BELOW}px)`]: { height: `${wideHeight}px` },
    [`(min-width: ${MAX_WIDTH}px)`]: { height: 'auto', aspectRatio: `${MAX_WIDTH} / ${wideHeight}` },
  },
});

// The drawing fills the box (its viewBox keeps it whole, centred, while it is the wide one).
globalStyle(`${box} > svg`, { height: '100%' });
