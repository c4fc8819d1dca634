/**
 * Present mode's two layouts, and the choice between them (pure, so unit-tested): the visual
 * beside a side column (results, then controls), or above a bottom row (buttons, results,
 * controls). The one that shows the visual, at its own proportions, the larger wins; both give
 * the visual's box at least 60 % of a 1024×768 or 1920×1080 screen.
 */
export type PresentLayout = 'side' | 'bottom';

/** Padding round the screen and gaps between the areas, px. */
export const PRESENT_GAP_PX = 16;

/** The side column's width: 26 % of the screen, within 280–420 px. */
export const sideWidthPx = (viewportWidth: number) => Math.min(420, Math.max(280, viewportWidth * 0.26));

/** The bottom row's height: 24 % of the screen, within 170–280 px. */
export const bottomHeightPx = (viewportHeight: number) => Math.min(280, Math.max(170, viewportHeight * 0.24));

/** The visual's box in each layout, px. */
export function presentBox(layout: PresentLayout, viewportWidth: number, viewportHeight: number): { width: number; height: number } {
  const gap = PRESENT_GAP_PX;
  return layout === 'side'
    ? { width: viewportWidth - sideWidthPx(viewportWidth) - 3 * gap, height: viewportHeight - 2 * gap }
    : { width: viewportWidth - 2 * gap, height: viewportHeight - bottomHeightPx(viewportHeight) - 3 * gap };
}

/** The area of a picture of proportions `aspect` (width / height) fitted in a box. */
export function fittedArea(aspect: number, box: { width: number; height: number }): number {
  const width = Math.max(0, Math.min(box.width, box.height * aspect));
  return width * (width / aspect);
}

/** The layout that shows a visual of proportions `aspect` the larger; side on a tie, or when the proportions are unknown. */
export function choosePresentLayout(aspect: number, viewportWidth: number, viewportHeight: number): PresentLayout {
  if (!(aspect > 0) || !Number.isFinite(aspect)) return 'side';
  const side = fittedArea(aspect, presentBox('side', viewportWidth, viewportHeight));
  const bottom = fittedArea(aspect, presentBox('bottom', viewportWidth, viewportHeight));
  return bottom > side ? 'bottom' : 'side';
}
