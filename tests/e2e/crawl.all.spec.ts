import { expect, SALE_WEEK_WEDNESDAY, test } from './support/fixtures';
import { allRoutePaths } from '../../src/app/routes';
import { crawl } from './support/crawl';
import { toolPath, tools } from '../../src/tools/registry';

// Runs in both projects (desktop 1280 px and phone): every route, as a visitor meets it. On the
// phone the visit starts at 320 px for the reflow check, then widens to the phone's own viewport.
// Tool pages are crawled on the phone by crawl-tools.phone.spec.ts, and on the desktop on their
// one visit in tools/every-tool.spec.ts.

const toolPaths = new Set(tools.map((tool) => toolPath(tool.slug)));

test.describe('Crawl: every route', () => {
  for (const path of allRoutePaths().filter((route) => !toolPaths.has(route))) {
    // The landing page reflows in the sale phase, which shows the most (struck price, banner): below.
    const reflows = path !== '/';
    test(`${path} loads cleanly and passes axe${reflows ? ' (on the phone, after reflowing at 320 px)' : ''}`, async ({ page, isMobile }) => {
      await crawl(page, path, { reflow: reflows && isMobile });
    });
  }
});

test.describe('Crawl: embedded tools', () => {
  // The embed's body is the tool page's, which the crawl checks on every tool (3D views included):
  // one embed checks what it has of its own, its name and link without the site's header and footer.
  for (const path of ['/embed/tools/structural-load']) {
    test(`${path} loads cleanly and passes axe (on the phone, after reflowing at 320 px)`, async ({ page, isMobile }) => {
      await crawl(page, path, { reflow: isMobile });
    });
  }
});

test.describe('Crawl: the not-found page', () => {
  test.use({ allowConsole: /Page not found|Failed to load resource.*404/ });
  test('answers 404, loads cleanly otherwise and passes axe', async ({ page }) => {
    await crawl(page, '/not-a-page', { status: 404 });
  });
});

test.describe('Crawl: the sale phase', () => {
  test('the landing page with the sale banner loads cleanly and passes axe (on the phone, after reflowing at 320 px)', async ({ page, isMobile }) => {
    // A fixed date, with timers still running: axe schedules its own work with timers.
    await page.clock.setFixedTime(SALE_WEEK_WEDNESDAY);
    await crawl(page, '/', { reflow: isMobile });
    await expect(page.getByRole('region', { name: 'Sale' })).toBeVisible();
  });
});
