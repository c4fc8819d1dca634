import { expect, freezeClockAt, SALE_WEEK_WEDNESDAY, test } from './support/fixtures';
import { LandingPage } from './support/site';

// The sticky sale banner on a 375 px phone: it never hides the focused element (WCAG 2.2 2.4.11
// Focus Not Obscured), and Escape closes it.
test.use({ viewport: { width: 375, height: 667 } });

test.describe('Sale banner on a phone', () => {
  test('tabbing through the whole landing page, no focused element is under the banner', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto('/');
    await expect(landing.sale).toBeVisible();
    const seen = new Set<string>();
    let checked = 0;
    for (let step = 0; step < 250; step++) {
      await page.keyboard.press('Tab');
      const report = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const banner = document.querySelector('section[aria-label="Sale"]');
        if (!focused || focused === document.body) return null;
        const key = `${focused.tagName}#${focused.id}:${focused.textContent?.slice(0, 30)}:${Math.round(focused.getBoundingClientRect().top + window.scrollY)}`;
        if (!banner || banner.contains(focused)) return { key, hidden: false, inBanner: true };
        const f = focused.getBoundingClientRect();
        const b = banner.getBoundingClientRect();
        const bannerOnScreen = b.bottom > 0 && b.top < window.innerHeight;
        const overlaps = bannerOnScreen && f.bottom > b.top && f.top < b.bottom && f.right > b.left && f.left < b.right;
        // A control must be wholly clear of the banner; a region taller than half the screen (a tab
        // panel) only must not be entirely hidden (2.4.11): some of it shows outside the banner.
        const visibleTop = Math.max(f.top, 0);
        const visibleBottom = Math.min(f.bottom, window.innerHeight);
        const tall = f.height > window.innerHeight / 2;
        const hidden = tall ? overlaps && visibleTop >= b.top && visibleBottom <= b.bottom : overlaps;
        return { key, hidden, inBanner: false, where: `${Math.round(f.top)}–${Math.round(f.bottom)} vs banner ${Math.round(b.top)}–${Math.round(b.bottom)}` };
      });
      if (!report) continue;
      if (seen.has(report.key)) break;
      seen.add(report.key);
      expect(report.hidden, `${report.key} is under the banner (${report.where})`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  test('Escape closes the banner, from anywhere on the page', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto('/');
    await expect(landing.sale).toBeVisible();
    await page.getByRole('link', { name: /Preview Templates/ }).first().focus();
    await page.keyboard.press('Escape');
    await expect(landing.sale).toHaveCount(0);
    // The page no longer keeps room for it.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toMatch(/^(0px|auto)$/);
  });

  test('Escape on the banner’s own buttons closes it and leaves the focus on the page', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const landing = new LandingPage(page);
    await landing.goto('/');
    await landing.sale.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(landing.sale).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
