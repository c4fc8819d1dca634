import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, SALE_WEEK_WEDNESDAY, test, waitForHydration } from './support/fixtures';
import { allRoutePaths } from '../../src/app/routes';

// Runs in both projects (desktop 1280 px and phone): every route, as a visitor meets it.

/** Scrolls to the bottom a screen at a time, so everything that starts when seen has started. */
async function scrollThrough(page: Page): Promise<void> {
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
function cutOffOnTheRight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldByScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
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

/**
 * Visits `path` and checks it as a whole: the document's status, no failed request and no
 * response of 400 or more (but the not-found document's own), no horizontal scrollbar, and no
 * axe violation (WCAG 2.0–2.2 A and AA, and axe's best practices). The fixture fails the test
 * on any console error or warning.
 */
async function crawl(page: Page, path: string, status = 200): Promise<void> {
  // axe over a long page, with its scenes running, takes a while on a slow machine.
  test.slow();
  const problems: string[] = [];
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (response.status() >= 400 && !(isDocument && response.status() === status)) problems.push(`${response.status()}: ${response.url()}`);
  });

  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
  await scrollThrough(page);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in CSS px').toBeLessThanOrEqual(0);
  expect(await cutOffOnTheRight(page), 'elements past the right edge of the viewport').toEqual([]);

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(problems).toEqual([]);
}

test.describe('Crawl: every route', () => {
  for (const path of allRoutePaths()) {
    test(`${path} loads cleanly and passes axe`, async ({ page }) => {
      await crawl(page, path);
    });
  }
});

test.describe('Crawl: the not-found page', () => {
  test.use({ allowConsole: /Page not found|Failed to load resource.*404/ });
  test('answers 404, loads cleanly otherwise and passes axe', async ({ page }) => {
    await crawl(page, '/not-a-page', 404);
  });
});

test.describe('Crawl: the sale phase', () => {
  test('the landing page with the sale banner loads cleanly and passes axe', async ({ page }) => {
    // A fixed date, with timers still running: axe schedules its own work with timers.
    await page.clock.setFixedTime(SALE_WEEK_WEDNESDAY);
    await crawl(page, '/');
    await expect(page.getByRole('region', { name: 'Sale' })).toBeVisible();
  });
});
