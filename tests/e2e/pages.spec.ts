import { expect, freezeClockAt, SALE_WEEK_WEDNESDAY, test } from './support/fixtures';
import { SiteShell } from './support/site';
import { tools } from '../../src/tools/registry';

test.describe('Legal pages', () => {
  test('Terms: 8 sections, last updated May 8, 2025, all sales final once downloaded', async ({ page }) => {
    const shell = new SiteShell(page);
    await shell.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(shell.main.getByRole('heading', { level: 2 })).toHaveText([
      /Introduction/, /Product description/, /Purchase and access/, /Intellectual property/,
      /Refund policy/, /Limitation of liability/, /Changes to these terms/, /Contact/,
    ]);
    await expect(shell.main).toContainText('Last updated May 8, 2025');
    await expect(shell.main).toContainText(/all sales are final once downloaded/i);
  });

  test('Privacy: 9 sections, same date', async ({ page }) => {
    const shell = new SiteShell(page);
    await shell.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(shell.main.getByRole('heading', { level: 2 })).toHaveText([
      /Introduction/, /Information we collect/, /use/i, /protect|security/i, /Cookies and analytics/,
      /Third parties/, /Your rights/, /Changes/, /Contact/,
    ]);
    await expect(shell.main).toContainText('Last updated May 8, 2025');
  });
});

// Each page is visited once, with a step per behaviour (named as the tests they were).
test.describe('Contact', () => {
  test('lists the addresses, the studio, the reply promise and the Docs call to action; requires every field, then sends for 1 s, shows the toast and clears', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const shell = new SiteShell(page);
    await shell.goto('/contact');

    await test.step('lists the addresses, the studio, the reply promise and the Docs call to action', async () => {
      const mailtos = shell.main.locator('a[href^="mailto:"]');
      expect(await mailtos.count()).toBeGreaterThanOrEqual(2);
      await expect(shell.main.locator('address')).toBeVisible();
      await expect(shell.main).toContainText(/one business day/i);
      const docs = shell.main.locator('a[href="/docs"]');
      await expect(docs.first()).toBeVisible();
    });

    await test.step('requires every field, then sends for 1 s, shows the toast and clears', async () => {
      const name = page.getByRole('textbox', { name: 'Name' });
      const email = page.getByRole('textbox', { name: 'Email' });
      const message = page.getByRole('textbox', { name: 'Message' });
      const send = page.getByRole('button', { name: 'Send message' });
      for (const field of [name, email, message]) await expect(field).toHaveAttribute('required', '');
      await expect(email).toHaveAttribute('type', 'email');

      // Browser validation: nothing happens with empty fields or a malformed address.
      await send.click();
      await expect(send).toBeEnabled();
      expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await name.fill('Ada Lovelace');
      await email.fill('not-an-address');
      await message.fill('Do the templates cover kitchens?');
      await send.click();
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      await expect(page.getByRole('button', { name: 'Sending…' })).toHaveCount(0);

      await email.fill('ada@example.com');
      await send.click();
      const sending = page.getByRole('button', { name: 'Sending…' });
      await expect(sending).toBeDisabled();
      await page.clock.runFor(999);
      await expect(sending).toBeDisabled();
      await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveCount(0);
      await page.clock.runFor(1);
      const toast = page.getByRole('status').filter({ hasText: 'Message sent' });
      await expect(toast).toContainText("We'll get back to you as soon as possible.");
      for (const field of [name, email, message]) await expect(field).toHaveValue('');
      await expect(send).toBeEnabled();
    });
  });
});

test.describe('Docs', () => {
  test('lists all 20 tools with name, description, Open tool and path; filters as you type, case-insensitively, on name and description', async ({ page }) => {
    const shell = new SiteShell(page);
    await shell.goto('/docs');
    await test.step('lists all 20 tools with name, description, Open tool and path', async () => {
      const cards = shell.main.getByRole('article');
      await expect(cards).toHaveCount(20);
      for (const [index, tool] of tools.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(tool.name);
        await expect(card).toContainText(tool.description);
        await expect(card).toContainText(`/tools/${tool.slug}`);
        await expect(card.getByRole('link', { name: /^Open tool/ })).toHaveAttribute('href', `/tools/${tool.slug}`);
      }
    });

    await test.step('filters as you type, case-insensitively, on name and description', async () => {
      const search = page.getByRole('searchbox', { name: 'Search tools' });
      await expect(search).toHaveAttribute('placeholder', 'Search by name or description');
      const cards = shell.main.getByRole('article');

      await search.pressSequentially('GOLDEN');
      // "golden" is in one name and in another tool's description.
      await expect(cards.getByRole('heading')).toHaveText(['Golden Ratio', 'Room Proportion']);
      await search.fill('ratio');
      await expect(cards.getByRole('heading')).toHaveText(['Golden Ratio', 'Proportion Scale']);
      await search.fill('fresnel'); // only in a description
      await expect(cards.getByRole('heading')).toHaveText(['Surface Reflection']);
      await search.fill('zzz-no-such-tool');
      await expect(cards).toHaveCount(0);
      await expect(shell.main).toContainText('No tool matches');
      await search.fill('<img src=x onerror=alert(1)>');
      await expect(cards).toHaveCount(0);
      await expect(shell.main).toContainText('<img src=x onerror=alert(1)>');
      await search.fill('');
      await expect(cards).toHaveCount(20);

      await search.fill('light');
      const expected = tools.filter((t) => `${t.name} ${t.description}`.toLowerCase().includes('light')).map((t) => t.name);
      expect(expected.length).toBeGreaterThan(1);
      await expect(cards.getByRole('heading')).toHaveText(expected);
      await cards.first().getByRole('link', { name: /^Open tool/ }).click();
      await expect(page).toHaveURL(/\/tools\//);
    });
  });
});

test.describe('About', () => {
  test('has the hero links, three value cards, the audience tabs, the 3-item accordion, principles and the call to action', async ({ page }) => {
    const shell = new SiteShell(page);
    await shell.goto('/about');
    await expect(shell.main.getByRole('link', { name: 'Explore Docs' })).toHaveAttribute('href', '/docs');
    await expect(shell.main.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
    const tabs = shell.main.getByRole('tab');
    await expect(tabs).toHaveText(['Studios', 'Solo designers', 'Education']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = shell.main.getByRole('tabpanel');
    const firstText = await panel.textContent();
    await tabs.nth(2).click();
    await expect(panel).toHaveAccessibleName('Education');
    expect(await panel.textContent()).not.toBe(firstText);

    const questions = shell.main.locator('button[aria-expanded]');
    await expect(questions).toHaveCount(3);
    await expect(questions.nth(0)).toContainText(/offline/i);
    await expect(questions.nth(1)).toContainText(/custom/i);
    await expect(questions.nth(2)).toContainText(/student/i);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(2).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await questions.nth(0).focus();
    await page.keyboard.press('End');
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(0)).toBeFocused();

    await expect(shell.main.getByRole('heading', { name: /principles/i })).toBeVisible();
    expect(await shell.main.locator('a[href="/docs"]').count()).toBeGreaterThanOrEqual(2);
    expect(await shell.main.locator('a[href="/contact"]').count()).toBeGreaterThanOrEqual(2);
  });
});

test.describe('Careers', () => {
  test('has the hero links, culture, the three hiring steps and open roles; the notify form waits 0.4 s, shows the Subscribed toast and clears; toasts leave after 5 s', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const shell = new SiteShell(page);
    await shell.goto('/careers');
    await test.step('has the hero links, culture, the three hiring steps and open roles', async () => {
      await expect(shell.main.locator('a[href^="mailto:"]').first()).toBeVisible();
      await expect(shell.main.locator('a[href="/about"]').first()).toBeVisible();
      const steps = shell.main.locator('ol > li');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText(/Intro and portfolio/i);
      await expect(steps.nth(1)).toContainText(/Practical exercise/i);
      await expect(steps.nth(2)).toContainText(/Team chat/i);
      await expect(shell.main.getByRole('heading', { name: 'Open roles' })).toBeVisible();
    });

    const toast = page.getByRole('status').filter({ hasText: 'Subscribed' });
    await test.step('the notify form waits 0.4 s, shows the Subscribed toast and clears', async () => {
      const email = page.getByRole('textbox', { name: 'Email' });
      const notify = page.getByRole('button', { name: 'Notify me' });
      await notify.click();
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await expect(page.getByRole('button', { name: 'Please wait' })).toHaveCount(0);

      await email.fill('grace@example.com');
      await notify.click();
      await expect(page.getByRole('button', { name: 'Please wait' })).toBeVisible();
      await page.clock.runFor(399);
      await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toContainText('We’ll email you when new roles are posted.');
      await expect(email).toHaveValue('');
      await expect(notify).toBeVisible();
    });

    await test.step('toasts leave after 5 s', async () => {
      // The toast came 400 ms after the click.
      await expect(toast).toBeVisible();
      await page.clock.runFor(4999);
      await expect(toast).toBeVisible();
      await page.clock.runFor(1);
      await expect(toast).toHaveCount(0);
    });
  });
});
