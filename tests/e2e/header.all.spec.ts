import { expect, test } from './support/fixtures';
import { LandingPage } from './support/site';

test.describe('Header', () => {
  test('is transparent at the top and turns white and blurred past 10 px', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/');
    const header = landing.header;
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('backdrop-filter', /blur/);
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('is fixed and its logo links home', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/about');
    await expect(landing.header).toHaveCSS('position', 'fixed');
    await landing.header.getByRole('link', { name: 'PromptArc home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Prompts for Design & Architecture');
  });
});

test.describe('Header navigation by screen size', () => {
  test('shows the nav links on a desktop and hides them on a phone', async ({ page }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.goto('/');
    const nav = landing.header.getByRole('navigation', { name: 'Main' });
    const links = ['Features', 'Templates', 'Testimonials', 'Pricing', 'Docs'];
    const phone = testInfo.project.name === 'phone';
    for (const name of links) {
      const link = nav.getByRole('link', { name, exact: true });
      if (phone) await expect(link).toBeHidden();
      else await expect(link).toBeVisible();
    }
    if (!phone) {
      await nav.getByRole('link', { name: 'Docs', exact: true }).click();
      await expect(page).toHaveURL(/\/docs$/);
    }
  });
});
