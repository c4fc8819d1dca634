import { expect, freezeClockAt, REGULAR_WEEK_WEDNESDAY, SALE_WEEK_WEDNESDAY } from './support/fixtures';
import { test } from './support/server';
import { LandingPage, settings } from './support/site';

/** Sunday of the even ISO week 48 of 2026, after the sale's Saturday 23:59:59 (UTC). */
const SALE_WEEK_SUNDAY = new Date('2026-11-29T12:00:00Z');
/** New Year's Day 2027: ISO week 53 of 2026 (odd), a year after the year the tests' build may show. */
const NEW_YEAR_2027 = new Date('2027-01-01T12:00:00Z');

const cases = [
  { name: 'an even week', now: SALE_WEEK_WEDNESDAY, price: 9, checkout: settings.checkoutSale, validUntil: '2026-11-28' },
  { name: 'an odd week', now: REGULAR_WEEK_WEDNESDAY, price: 18, checkout: settings.checkoutRegular, validUntil: '2026-11-22' },
  { name: 'the Sunday of an even week', now: SALE_WEEK_SUNDAY, price: 18, checkout: settings.checkoutRegular, validUntil: '2026-12-06' },
  { name: 'week 53', now: NEW_YEAR_2027, price: 18, checkout: settings.checkoutRegular, validUntil: '2027-01-10' },
] as const;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The buy links in markup: their checkout address and their text. */
const checkoutLinks = new RegExp(
  `<a [^>]*href="(${[settings.checkoutSale, settings.checkoutRegular].map(escapeRegExp).join('|')})"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</a>`,
  'g',
);
const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? '{}');
};
const mainOf = (html: string): string => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const footerOf = (html: string): string => /<footer[^>]*>([\s\S]*)<\/footer>/.exec(html)?.[1] ?? '';
/** Markup as text: tags and React's text separators dropped. */
const textOf = (html: string): string => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test.describe('The HTML the server sends shows the price of the current phase by its clock (UTC)', () => {
  for (const { name, now, price, checkout, validUntil } of cases) {
    test(`${name}: $${price}, its checkout and structured data, without JavaScript`, async ({ request, serverAt }) => {
      const base = await serverAt(now);
      const response = await request.get(`${base}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe('br');
      const html = await response.text();
      // The moment the page was rendered for, for the client to hydrate it as rendered: this one
      // (or the build's, when the prerendered page shows the same price and year).
      expect(html).toMatch(/<div id="root" data-render-time="\d+">/);
      const main = mainOf(html);
      const text = textOf(main);
      const buyLinks = [...main.matchAll(checkoutLinks)];
      expect(buyLinks.length).toBeGreaterThanOrEqual(4);
      for (const [, href, label] of buyLinks) {
        expect(href).toBe(checkout);
        expect(textOf(label ?? '')).toMatch(new RegExp(`— \\$${price}$`));
      }
      if (price === 9) {
        const struck = [...main.matchAll(/<(s|del)[\s>][\s\S]*?<\/\1>/g)].map(([markup]) => textOf(markup).trim());
        expect(struck.length).toBeGreaterThanOrEqual(2);
        for (const was of struck) expect(was).toMatch(/\$18$/);
        expect(text).toContain('Buy now — $9');
      } else {
        expect(main).not.toMatch(/<(s|del)[\s>]/);
        expect(text).not.toContain('$9');
        expect(text).toContain('Buy now — $18');
      }
      const product = jsonLdOf(html);
      expect(product.image).toBe(`${settings.siteUrl}/og/home.png`);
      // Structured data needs an absolute URL: the default checkout, a path of the site, is joined to the site's URL.
      const offerUrl = checkout.startsWith('/') ? `${settings.siteUrl}${checkout}` : checkout;
      expect(product.offers).toMatchObject({ price: price.toFixed(2), priceValidUntil: validUntil, url: offerUrl });
      expect(textOf(footerOf(html))).toContain(`© ${now.getUTCFullYear()} PromptArc`);
    });
  }

  test('the footer of every other page, and the not-found page, shows the current year', async ({ request, serverAt }) => {
    const base = await serverAt(NEW_YEAR_2027);
    for (const [path, status] of [['/about', 200], ['/tools/golden-ratio', 200], ['/nope', 404]] as const) {
      const response = await request.get(`${base}${path}`);
      expect(response.status()).toBe(status);
      expect(textOf(footerOf(await response.text()))).toContain('© 2027 PromptArc');
    }
  });

  test('a page rendered for a moment is rendered once, then sent the same', async ({ request, serverAt }) => {
    const base = await serverAt(SALE_WEEK_SUNDAY);
    const [first, second] = await Promise.all([request.get(`${base}/`), request.get(`${base}/`)]);
    const gz = await request.get(`${base}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    expect(await second.text()).toBe(await first.text());
    expect(await gz.text()).toBe(await first.text());
  });
});

test.describe('The page hydrates the HTML it received, then follows the visitor’s clock', () => {
  test('a visitor in an even week gets the server’s $18 of the Sunday, then their own $9', async ({ page, serverAt }) => {
    const base = await serverAt(SALE_WEEK_SUNDAY);
    // The visitor's clock is three days behind the server's: the sale's Wednesday.
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto(`${base}/`);
    // A mismatch while hydrating would be a console error, which fails the test.
    await expect(page.getByRole('link', { name: 'Buy now — $9' }).first()).toHaveAttribute('href', settings.checkoutSale);
    await expect(landing.countdown).toHaveText('3d 13h 59m 59s');
  });

  test('in a time zone ahead of UTC, the page hydrates the server’s Saturday sale, then shows the visitor’s Sunday', async ({ browser, serverAt }) => {
    // Saturday 8 March 2031 (even week 10), 20:00 UTC, is Sunday 09:00 in Auckland (UTC+13). A year
    // no build shows, so the server renders the page for this moment.
    const now = new Date('2031-03-08T20:00:00Z');
    const base = await serverAt(now);
    const context = await browser.newContext({ timezoneId: 'Pacific/Auckland' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await freezeClockAt(page, now);
    const landing = new LandingPage(page);
    await page.request.get(`${base}/`).then(async (response) => expect(await response.text()).toContain('Buy now — $9'));
    await landing.goto(`${base}/`);
    await expect(page.getByRole('link', { name: 'Buy now — $18' }).first()).toHaveAttribute('href', settings.checkoutRegular);
    await expect(page.locator('s, del')).toHaveCount(0);
    await expect(landing.sale).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
