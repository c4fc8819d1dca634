import { expect, freezeClockAt, REGULAR_WEEK_WEDNESDAY, SALE_END, SALE_WEEK_WEDNESDAY, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { externalCheckout, LandingPage, settings } from './support/site';

test.describe('Pricing phase from the ISO week', () => {
  test('an even week is the sale: $9 with $18 struck through, sale checkout links', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto('/');

    const hero = page.getByRole('region', { name: 'AI Prompts for Design & Architecture' });
    await expect(hero.getByRole('link', { name: /\$9$/ })).toBeVisible();
    await expect(hero.locator('s, del')).toHaveText(/\$18/);
    await expect(landing.section('pricing').locator('s, del')).toHaveText(/\$18/);
    await expect(landing.section('pricing').getByText('50% off', { exact: true })).toBeVisible();

    const links = landing.buyLinks();
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', settings.checkoutSale);
      // A provider's checkout opens in a new tab; the site's own contact page in this one.
      if (externalCheckout) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        await expect(link).not.toHaveAttribute('target', /./);
      }
      await expect(link).toHaveAccessibleName(/\$9$/);
    }
  });

  test('an odd week is regular: $18, nothing struck through, the single $18 button, no banner', async ({ page }) => {
    await freezeClockAt(page, REGULAR_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto('/');

    await expect(page.locator('s, del')).toHaveCount(0);
    await expect(page.getByText('$9')).toHaveCount(0);
    await expect(landing.sale).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    for (const link of await landing.buyLinks().all()) {
      await expect(link).toHaveAttribute('href', settings.checkoutRegular);
      await expect(link).toHaveAccessibleName(/\$18$/);
    }
    // The banner's place holds a single $18 button instead.
    await expect(page.getByRole('link', { name: 'Get the library — $18' })).toHaveCount(1);
  });

  for (const [week, time, price, validUntil] of [
    ['even', SALE_WEEK_WEDNESDAY, 9, '2026-11-28'],
    ['odd', REGULAR_WEEK_WEDNESDAY, 18, '2026-11-22'],
  ] as const) {
    test(`the structured data offers the price that is shown (${week} week)`, async ({ page }) => {
      await freezeClockAt(page, time);
      const landing = new LandingPage(page);
      await landing.goto('/');
      // (When the visitor's week is not the server's, the head code arrives a moment after hydration.)
      await expect.poll(() => structuredData(page)).toMatchObject([
        {
          '@type': 'Product',
          image: `${settings.siteUrl}/og/home.png`,
          offers: { '@type': 'Offer', price: price.toFixed(2), priceCurrency: 'USD', priceValidUntil: validUntil },
        },
      ]);
      expect(await structuredData(page)).toHaveLength(1);
      await expect(page.getByRole('link', { name: `Buy now — $${price}` }).first()).toBeVisible();
    });
  }

  test('a buy link opens the checkout: a provider’s in a new tab, else the contact page with the order written in', async ({ page, context }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    if (externalCheckout) {
      await context.route(`${settings.checkoutSale}**`, (route) => route.fulfill({ status: 200, body: 'checkout' }));
      await landing.goto('/');
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'Buy now — $9' }).first().click(),
      ]);
      await expect(popup).toHaveURL(settings.checkoutSale);
      return;
    }
    // No checkout configured (the default): never a made-up domain, but the site's own contact
    // page, in this tab, with the order and its price in the message and the fields still editable.
    expect(settings.checkoutSale).toBe('/contact?order=sale');
    await landing.goto('/');
    await page.getByRole('link', { name: 'Buy now — $9' }).first().click();
    await expect(page).toHaveURL(/\/contact\?order=sale$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const message = page.getByLabel('Message');
    await expect(message).toHaveValue('I would like to buy the PromptArc prompt library at the sale price of $9. Please send me a payment link.');
    await expect(page.getByText('To order the library, add your name and email')).toBeVisible();
    await message.fill('Two licences, please.');
    await expect(message).toHaveValue('Two licences, please.');
  });
});

test.describe('Sale banner', () => {
  test('counts down every second to Saturday 23:59:59', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto('/');
    // Wednesday 10:00:00 to Saturday 23:59:59 is 3 days 13:59:59.
    await expect(landing.countdown).toHaveText('3d 13h 59m 59s');
    await page.clock.runFor(1000);
    await expect(landing.countdown).toHaveText('3d 13h 59m 58s');
    await page.clock.runFor(60_000);
    await expect(landing.countdown).toHaveText('3d 13h 58m 58s');
    await expect(landing.sale.getByRole('link', { name: 'Buy now — $9' })).toHaveAttribute('href', settings.checkoutSale);
  });

  test('drops the days on the last day', async ({ page }) => {
    await freezeClockAt(page, new Date('2026-11-28T18:56:50Z'));
    const landing = new LandingPage(page);
    await landing.goto('/');
    await expect(landing.countdown).toHaveText('05h 03m 09s');
  });

  test('can be closed for the rest of the page view', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto('/');
    await landing.sale.getByRole('button', { name: 'Close' }).click();
    await expect(landing.sale).toHaveCount(0);
    await page.clock.runFor(5000);
    await expect(landing.sale).toHaveCount(0);
    // The price stays the sale price.
    await expect(page.getByRole('link', { name: 'Buy now — $9' }).first()).toBeVisible();
  });

  test('shows Expired at zero, then hides', async ({ page }) => {
    await freezeClockAt(page, new Date(SALE_END.getTime() - 3000));
    const landing = new LandingPage(page);
    await landing.goto('/');
    await expect(landing.countdown).toHaveText('00h 00m 03s');
    await page.clock.runFor(2000);
    await expect(landing.countdown).toHaveText('00h 00m 01s');
    await page.clock.runFor(1000);
    await expect(landing.countdown).toHaveText('Expired');
    await page.clock.runFor(1000);
    await expect(landing.sale).toHaveCount(0);
  });

  test('is hidden on the Sunday of a sale week, when the price is the regular $18 again', async ({ page }) => {
    await freezeClockAt(page, new Date('2026-11-29T12:00:00Z'));
    const landing = new LandingPage(page);
    await landing.goto('/');
    await expect(landing.sale).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.locator('s, del')).toHaveCount(0);
    await expect(page.getByText('$9')).toHaveCount(0);
    for (const link of await landing.buyLinks().all()) {
      await expect(link).toHaveAttribute('href', settings.checkoutRegular);
      await expect(link).toHaveAccessibleName(/\$18$/);
    }
    await expect(page.getByRole('link', { name: 'Get the library — $18' })).toHaveCount(1);
  });

  test('when the countdown ends, the page turns to the regular price, without a reload', async ({ page }) => {
    await freezeClockAt(page, new Date(SALE_END.getTime() - 2000));
    const landing = new LandingPage(page);
    await landing.goto('/');
    await expect(page.getByRole('link', { name: 'Buy now — $9' }).first()).toHaveAttribute('href', settings.checkoutSale);
    await page.clock.runFor(2000);
    await expect(landing.countdown).toHaveText('Expired');
    await page.clock.runFor(1000);
    await expect(landing.sale).toHaveCount(0);
    await expect(page.locator('s, del')).toHaveCount(0);
    for (const link of await landing.buyLinks().all()) {
      await expect(link).toHaveAttribute('href', settings.checkoutRegular);
      await expect(link).toHaveAccessibleName(/\$18$/);
    }
    await expect.poll(() => structuredData(page)).toMatchObject([{ offers: { price: '18.00', priceValidUntil: '2026-12-06' } }]);
  });

  test('counts to Saturday 23:59:59 in the visitor’s own time zone', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    // Saturday 28 November, 22:59:59 in New York (UTC−5) is one hour before the end there.
    await freezeClockAt(page, new Date('2026-11-29T03:59:59Z'));
    const landing = new LandingPage(page);
    await landing.goto('/');
    await expect(landing.countdown).toHaveText('01h 00m 00s');
    await context.close();
  });
});

/** The page's JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as unknown);
}
