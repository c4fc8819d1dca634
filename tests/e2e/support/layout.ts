import type { Page } from '@playwright/test';

/**
 * Scrolls to the bottom a screen at a time, so everything that starts when seen has started, and
 * back to the top (what started may still be loading: the crawl waits for it). The steps run in
 * the page, in one call. Each waits for a frame and then for a task after it: intersection
 * observers take the new position in when that frame lays out, after its animation callbacks. A
 * step of a whole screen leaves no gap, and shows at least half of anything no taller than the
 * screen (views mount once a tenth of them is seen: src/ui/useSeen.ts).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    for (let step = 0; step < 60; step += 1) {
      window.scrollBy(0, window.innerHeight);
      await afterFrame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
    }
    window.scrollTo(0, 0);
  });
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
