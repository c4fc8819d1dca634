import type { Page } from '@playwright/test';

/** Scrolls to the bottom a screen at a time, so everything that starts when seen has started. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      // A frame for intersection observers to report what came into view.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Elements that reach past the viewport's right edge without a scrolling box of their own to
 * hold them: cut off, even where the page hides its horizontal scrollbar.
 */
export function cutOffOnTheRight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldByScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        // An <svg> clips its own drawing; whether the drawing is cut off is the svg's question, asked of it.
        if (parent instanceof SVGElement) continue;
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') {
          return parent.getBoundingClientRect().right <= width + 1;
        }
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.right > width + 1 && !heldByScroller(element);
      })
      .slice(0, 10)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
  });
}

/** How far the page reaches past the viewport's right edge, in CSS px (0 or less: no sideways scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
