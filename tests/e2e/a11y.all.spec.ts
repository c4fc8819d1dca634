import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, SALE_WEEK_WEDNESDAY, test } from './support/fixtures';
import { SiteShell } from './support/site';
import { allRoutePaths } from '../../src/app/routes';

async function expectNoViolations(page: Page, path: string) {
  const shell = new SiteShell(page);
  await shell.goto(path);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Accessibility (axe: WCAG 2.2 AA and best practices)', () => {
  for (const path of allRoutePaths()) {
    test(`${path} has no violations`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }
});

test.describe('Accessibility of the not-found page', () => {
  test.use({ allowConsole: /Page not found|Failed to load resource.*404/ });
  test('has no violations', async ({ page }) => {
    await expectNoViolations(page, '/not-a-page');
  });
});

test.describe('Accessibility of the sale phase', () => {
  test('the landing page with the sale banner has no violations', async ({ page }) => {
    // A fixed date, with timers still running: axe schedules its own work with timers.
    await page.clock.setFixedTime(SALE_WEEK_WEDNESDAY);
    await expectNoViolations(page, '/');
    await expect(page.getByRole('region', { name: 'Sale' })).toBeVisible();
  });
});
