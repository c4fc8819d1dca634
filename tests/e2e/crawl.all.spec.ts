import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, SALE_WEEK_WEDNESDAY, test, waitForHydration } from './support/fixtures';
import { allRoutePaths } from '../../src/app/routes';
import { cutOffOnTheRight, horizontalOverflow, scrollThrough } from './support/layout';

// Runs in both projects (desktop 1280 px and phone): every route, as a visitor meets it.

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

  expect(await horizontalOverflow(page), 'horizontal overflow in CSS px').toBeLessThanOrEqual(0);
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
