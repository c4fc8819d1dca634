import { expect, SALE_WEEK_WEDNESDAY, test, waitForHydration } from './support/fixtures';
import { cutOffOnTheRight, horizontalOverflow, scrollThrough } from './support/layout';
import { allRoutePaths } from '../../src/app/routes';

// WCAG 1.4.10 Reflow: at 320 CSS px wide no content is clipped or needs sideways scrolling.
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

test.describe('Reflow at 320 px', () => {
  for (const path of allRoutePaths()) {
    test(`${path}: nothing cut off, no sideways scrolling`, async ({ page }) => {
      test.slow();
      // The sale phase shows the most on the landing page (struck price, banner).
      if (path === '/') await page.clock.setFixedTime(SALE_WEEK_WEDNESDAY);
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      expect(await horizontalOverflow(page), 'horizontal overflow in CSS px').toBeLessThanOrEqual(0);
      expect(await cutOffOnTheRight(page), 'elements past the right edge of the viewport').toEqual([]);
    });
  }
});
