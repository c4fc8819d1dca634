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

    // What fades as it turns (read as it turns): the colours; the blur is there at once (an animated blur is
    // drawn afresh on every frame, and held a phone's GPU as a page scrolled early hydrated).
    const fading = await header.evaluate(
      (element) =>
        new Promise<string[]>((resolve) => {
          new MutationObserver((_, observer) => {
            observer.disconnect();
            resolve(element.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty).sort());
          }).observe(element, { attributeFilter: ['data-scrolled'] });
          window.scrollTo({ top: 11, behavior: 'instant' });
        }),
    );
    expect(fading).toContain('background-color');
    expect(fading.filter((property) => /filter/.test(property))).toEqual([]);
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
  test('shows the nav links on a desktop; on a phone (and at 375 px) a Menu button opens them, Escape and navigating close them', async ({ page }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.goto('/');
    const nav = landing.header.getByRole('navigation', { name: 'Main' });
    const links = ['Features', 'Templates', 'Testimonials', 'Pricing', 'Docs'];
    const menu = nav.getByRole('button', { name: 'Menu', exact: true });
    const phone = testInfo.project.name === 'phone';
    // Beside the header, the landing page's own content leads to the free tools.
    await expect(landing.main.getByRole('link', { name: 'Try the 20 free design tools' })).toHaveAttribute('href', '/docs');
    if (!phone) {
      await expect(menu).toBeHidden();
      for (const name of links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      await nav.getByRole('link', { name: 'Docs', exact: true }).click();
      await expect(page).toHaveURL(/\/docs$/);
      return;
    }
    for (const width of [page.viewportSize()!.width, 375]) {
      await test.step(`at ${width} px: closed, the links are hidden; Menu opens them; Escape closes and gives the focus back`, async () => {
        await page.setViewportSize({ width, height: 740 });
        for (const name of links) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        const list = page.locator(`#${await menu.getAttribute('aria-controls')}`);
        await menu.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        for (const name of links) await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
        // The keyboard reaches the links from the button.
        await page.keyboard.press('Tab');
        await expect(list.getByRole('link', { name: 'Features', exact: true })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeFocused();
        await expect(list.getByRole('link', { name: 'Features', exact: true })).toBeHidden();
      });
    }
    await test.step('following a link closes the menu: an anchor on this page, then Docs', async () => {
      await menu.click();
      await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
      await expect(page).toHaveURL(/#pricing$/);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await nav.getByRole('link', { name: 'Docs', exact: true }).click();
      await expect(page).toHaveURL(/\/docs$/);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toBeHidden();
    });
  });

  test('on a small phone shows the mark and the name whole or not at all, and the row fits', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'sets its own widths; once is enough');
    const landing = new LandingPage(page);
    await landing.goto('/');
    const home = landing.header.getByRole('link', { name: 'PromptArc home' });
    // From 360 to 411 px the row squeezed the mark to a sliver or nothing.
    for (const width of [320, 340, 360, 375, 389, 390, 400, 412, 419, 420, 768]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 740 });
        const row = await landing.header.evaluate((header) => {
          const box = (element: Element | null) => element?.getBoundingClientRect() ?? null;
          const mark = box(header.querySelector('a[aria-label="PromptArc home"] svg'));
          const name = header.querySelector('a[aria-label="PromptArc home"] > span');
          const nameShown = !!name && getComputedStyle(name).position !== 'absolute';
          const call = box([...header.querySelectorAll('a')].find((a) => a.textContent === 'Get templates') ?? null);
          return { mark: mark && { w: mark.width, h: mark.height }, nameShown, callRight: call?.right ?? 0, width: document.documentElement.clientWidth };
        });
        // The mark is square and whole (24 px on a small phone, 28 above), or not drawn at all.
        expect([0, 24, 28]).toContain(Math.round(row.mark!.w));
        expect(Math.round(row.mark!.w)).toBe(Math.round(row.mark!.h));
        // Something of the brand always shows: the mark, the name or both (both from 390 px).
        expect(row.mark!.w > 0 || row.nameShown).toBe(true);
        if (width >= 390) expect(row.mark!.w > 0 && row.nameShown).toBe(true);
        // The call to action ends inside the page's margin.
        expect(row.callRight).toBeLessThanOrEqual(row.width - 18);
        await expect(home).toBeVisible();
      });
    }
  });
});
