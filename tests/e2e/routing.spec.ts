import { expect, test } from './support/fixtures';
import { SiteShell } from './support/site';
import { tools } from '../../src/tools/registry';

test.describe('Not-found page', () => {
  test.use({ allowConsole: /Page not found: \/no\/such\/page|Failed to load resource.*404/ });

  test('an unknown path shows it with status 404, a way home and a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    const shell = new SiteShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect.poll(() => warnings).toContain('Page not found: /no/such/page');
    await shell.main.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Prompts for Design & Architecture');
  });
});

test.describe('Unknown tool slug', () => {
  test.use({ allowConsole: /Page not found: \/tools\/not-a-tool|Failed to load resource.*404/ });

  test('is not found too', async ({ page }) => {
    const response = await page.goto('/tools/not-a-tool');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});

test.describe('Not-found after client-side navigation', () => {
  test.use({ allowConsole: /Page not found: \/tools\/missing/ });

  test('is logged with console.warn', async ({ page }) => {
    const shell = new SiteShell(page);
    await shell.goto('/');
    // (Other warnings may come first: the test browser's notice that it blocked the service worker.)
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().startsWith('Page not found'));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/tools/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await warning).text()).toBe('Page not found: /tools/missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});

// Each tool page's name and description in the site shell: tools/every-tool.spec.ts, on its visit.

test.describe('Footer', () => {
  test('has the brand link, 20 links in four columns, the year and three social links', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-04T12:00:00Z'));
    const shell = new SiteShell(page);
    await shell.goto('/privacy');
    const columns = shell.footer.getByRole('navigation');
    await expect(columns).toHaveCount(4);
    for (const column of await columns.all()) await expect(column.getByRole('link')).toHaveCount(5);
    await expect(shell.footer.getByRole('link', { name: 'PromptArc', exact: true })).toHaveAttribute('href', '/');
    await expect(shell.footer).toContainText('© 2031 PromptArc');
    const social = shell.footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('navigating from it starts the next page at the top', async ({ page }) => {
    const shell = new SiteShell(page);
    await shell.goto('/terms');
    await shell.footer.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await shell.footer.getByRole('link', { name: tools[0].name }).click();
    await expect(page).toHaveURL(new RegExp(`/tools/${tools[0].slug}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('Page views', () => {
  test('one is reported to gtag and plausible on load and on every route change', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {
        __calls: calls,
        gtag: (...args: unknown[]) => calls.push(['gtag', ...args]),
        plausible: (...args: unknown[]) => calls.push(['plausible', ...args]),
      });
    });
    const shell = new SiteShell(page);
    await shell.goto('/?ref=test');
    const calls = () => page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls);
    await expect.poll(calls).toEqual([
      ['gtag', 'event', 'page_view', {
        page_path: '/?ref=test',
        page_location: expect.stringMatching(/\/\?ref=test$/),
        page_title: 'PromptArc — AI Prompts for Design & Architecture',
      }],
      ['plausible', 'pageview'],
    ]);

    await shell.header.getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await calls()).length).toBe(4);
    expect((await calls())[2]).toEqual(['gtag', 'event', 'page_view', {
      page_path: '/docs',
      page_location: expect.stringMatching(/\/docs$/),
      page_title: 'Docs: 20 free design tools — PromptArc',
    }]);
    await expect(page).toHaveTitle('Docs: 20 free design tools — PromptArc');

    // A same-page anchor is not a route change.
    await page.goBack();
    await expect.poll(async () => (await calls()).length).toBe(6);
    await shell.header.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await shell.header.getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect.poll(async () => (await calls()).length).toBe(8);
    expect((await calls()).filter((call) => call[0] === 'gtag').map((call) => (call[3] as { page_path: string }).page_path))
      .toEqual(['/?ref=test', '/docs', '/?ref=test', '/docs']);
  });

  test('nothing breaks when no analytics is present', async ({ page }) => {
    const shell = new SiteShell(page);
    await shell.goto('/');
    await shell.header.getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeVisible();
  });
});
