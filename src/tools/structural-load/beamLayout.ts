/**
 * The beam drawing's layout, in drawing units (one per CSS px between MIN_WIDTH and MAX_WIDTH):
 * shared by the drawing (BeamDiagram.tsx) and the box its page reserves for it before the code
 * has measured the column (BeamDiagram.css.ts), so the two never disagree on its height.
 */

/** The drawing's width follows its column, from a small phone's to this (desktop) width. */
export const MIN_WIDTH = 260;
export const MAX_WIDTH = 640;
/** Narrower than this, the section's text takes four lines instead of two, and the supports come closer to the edges. */
export const NARROW_BELOW = 480;

// Low enough that the tallest load arrow's label clears the span's dimension above it.
export const BEAM_Y = 110;
export const LINE = 16;
export const PLOT_HEIGHT = 90;

/** Whether a drawing `width` units wide takes the narrow layout. */
export const isNarrow = (width: number): boolean => width < NARROW_BELOW;

/** Where the section's text, the shear plot and the moment plot start, and the drawing's height, in units. */
export function beamRows(narrow: boolean): { infoTop: number; shearTop: number; momentTop: number; height: number } {
  const infoTop = BEAM_Y + 104;
  const shearTop = infoTop + (narrow ? 4 : 2) * LINE + 42;
  const momentTop = shearTop + PLOT_HEIGHT + 58;
  return { infoTop, shearTop, momentTop, height: momentTop + PLOT_HEIGHT + 36 };
}
