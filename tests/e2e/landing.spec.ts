import { expect, freezeClockAt, SALE_WEEK_WEDNESDAY, test } from './support/fixtures';
import { LandingPage, settings } from './support/site';

test.beforeEach(async ({ page }) => {
  await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
});

test.describe('Landing page sections', () => {
  // One visit, a step per behaviour (named as the tests they were); the step that leaves the page comes last.
  test('every section, in order, on one visit', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/');
    await test.step('come in the order of the spec, under one h1', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Prompts for Design & Architecture');
      const order = await page.evaluate(() => {
        const ids = ['hero-title', 'features', 'templates', 'how-it-works', 'testimonials', 'pricing', 'cta-title', 'faq'];
        return ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN);
      });
      expect(order.every((top) => Number.isFinite(top))).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The sale banner sits between the final call to action and the FAQ.
      const bannerBeforeFaq = await page.evaluate(() => {
        const banner = document.querySelector('[aria-label="Sale"]');
        const faq = document.getElementById('faq');
        return !!banner && !!faq && !!(banner.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(bannerBeforeFaq).toBe(true);
    });
    await test.step('hero: headline, buy button with the price, Preview Templates, 175+ Templates badge', async () => {
      const hero = page.getByRole('region', { name: 'AI Prompts for Design & Architecture' });
      await expect(hero.getByRole('link', { name: 'Buy now — $9' })).toBeVisible();
      const preview = hero.getByRole('link', { name: 'Preview Templates' });
      await expect(preview).toHaveAttribute('href', settings.samplePdf);
      // A sample file elsewhere opens in a new tab; the default (the contact form) in this one.
      if (settings.samplePdf.startsWith('/')) await expect(preview).not.toHaveAttribute('target', /./);
      else {
        await expect(preview).toHaveAttribute('target', '_blank');
        await expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(hero.getByText('175+ Templates')).toBeVisible();
    });
    await test.step('features: the nine cards', async () => {
      await expect(landing.section('features').getByRole('heading', { level: 3 })).toHaveText([
        'Interior Design', 'Architectural Design', 'Home Improvement', '3D Visualization', 'Design Consultation',
        'Sustainable Design', 'Style Guides', 'Smart Home Integration', 'Room-Specific Design',
      ]);
      await expect(landing.section('features')).toContainText(/25 (interior )?styles/);
    });
    await test.step('templates: six tabs, Interior Design first, three numbered AI prompts each', async () => {
      const templates = landing.section('templates');
      const tabs = templates.getByRole('tab');
      await expect(tabs).toHaveText([
        'Interior Design', 'Architectural Design', '3D Visualization', 'Home Improvement', 'Smart Home', 'Style Guides',
      ]);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const panel = templates.getByRole('tabpanel');
      await expect(panel).toHaveAccessibleName('Interior Design');
      const seen = new Set<string>();
      for (const tab of await tabs.all()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(panel).toHaveAccessibleName((await tab.textContent()) ?? '');
        await expect(panel.locator('ol > li')).toHaveCount(3);
        await expect(panel.getByText('AI Prompt', { exact: true })).toHaveCount(3);
        seen.add((await panel.textContent()) ?? '');
      }
      expect(seen.size).toBe(6);
      await expect(templates.getByRole('link', { name: 'Get All Templates Now — $9' })).toHaveAttribute('href', settings.checkoutSale);
      await expect(templates.getByRole('link', { name: 'Download Sample' })).toHaveAttribute('href', settings.samplePdf);
    });
    await test.step('templates: arrow, Home and End keys move between tabs', async () => {
      const tabs = landing.section('templates').getByRole('tab');
      // From the first tab selected, as the page opens (the step before clicked through them all).
      await tabs.first().click();
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(5)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toBeFocused();
    });
    await test.step('how it works: four steps and the AI tools it works with', async () => {
      const steps = landing.section('how-it-works');
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
        'Purchase & Download', 'Select Your Prompt', 'Copy & Paste', 'Refine & Create',
      ]);
      for (const tool of ['ChatGPT', 'Midjourney', 'DALL·E', 'Stable Diffusion']) await expect(steps).toContainText(tool);
    });
    await test.step('testimonials: three quotes with author, role and a local photo, and the social proof (+450, Joined by 500+ design professionals)', async () => {
      const testimonials = landing.section('testimonials');
      await expect(testimonials.locator('blockquote')).toHaveCount(3);
      const photos = testimonials.locator('figure img');
      await expect(photos).toHaveCount(3);
      await testimonials.scrollIntoViewIfNeeded();
      for (const photo of await photos.all()) {
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await expect(photo).toHaveAttribute('src', /^\/images\/testimonials\//);
        await expect(photo).toHaveAttribute('alt', /\S/);
      }
      // The spec's social proof (src/app/config.ts CLAIMS): the badge after the row of portraits, and the line beside it.
      await expect(testimonials.getByText('+450', { exact: true })).toBeVisible();
      await expect(testimonials.getByText('Joined by 500+ design professionals')).toBeVisible();
    });
    await test.step('pricing: BEST VALUE, the eight inclusions, the guarantee and the trust row', async () => {
      const pricing = landing.section('pricing');
      await expect(pricing.getByText('BEST VALUE')).toBeVisible();
      await expect(pricing.getByRole('heading', { name: 'What\'s Included' })).toBeVisible();
      await expect(pricing.getByRole('heading', { name: 'What\'s Included' }).locator('xpath=following-sibling::ul[1]/li')).toHaveText([
        '175+ Expert AI Prompts', '9 Design Categories', 'PDF Digital Download', 'Instant Access', 'Lifetime Updates',
        'Works with All AI Tools', 'Commercial Usage Rights', 'Ready-to-Use Templates',
      ]);
      await expect(pricing).toContainText('30-day money-back guarantee');
      await expect(pricing.getByRole('list', { name: 'Why buying is safe' }).getByRole('listitem')).toHaveText([
        'Secure Payment', 'Instant Delivery', '30-Day Guarantee', 'PDF Format', 'Free Updates',
      ]);
      await expect(pricing.getByRole('link', { name: 'Get instant access — $9' })).toBeVisible();
    });
    await test.step('final call to action: Get Instant Access and Download Sample', async () => {
      const cta = page.getByRole('region', { name: /Design faster/ });
      await expect(cta.getByRole('link', { name: 'Get Instant Access — $9' })).toHaveAttribute('href', settings.checkoutSale);
      await expect(cta.getByRole('link', { name: 'Download Sample' })).toHaveAttribute('href', settings.samplePdf);
      if (settings.samplePdf.startsWith('/')) {
        // No sample file configured (the default): never a made-up domain, but the contact form, in
        // this tab, asking for the sample.
        await expect(cta.getByRole('link', { name: 'Download Sample' })).not.toHaveAttribute('target', /./);
        await cta.getByRole('link', { name: 'Download Sample' }).click();
        await expect(page).toHaveURL(/\/contact\?order=sample$/);
        await expect(page.getByLabel('Message')).toHaveValue('Please send me the free sample of the PromptArc prompt library (a PDF with a few of its templates).');
        await expect(page.getByText('we reply within one business day with the sample PDF')).toBeVisible();
      }
    });
  });
});

test.describe('FAQ accordion', () => {
  // One visit, a step per behaviour (named as the tests they were); the step that leaves the page comes last.
  test('seven questions, one open at a time, keys, and the seven topics, on one visit', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/');
    await test.step('seven questions, one open at a time, closable', async () => {
      const questions = landing.faq.locator('button[aria-expanded]');
      await expect(questions).toHaveCount(7);
      for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');

      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      const firstPanel = landing.faq.getByRole('region', { name: (await questions.nth(0).textContent()) ?? '' });
      await expect(firstPanel).toBeVisible();

      await questions.nth(3).click();
      await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await expect(firstPanel).toBeHidden();

      await questions.nth(3).click();
      await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false');
      await expect(landing.faq.getByRole('region')).toHaveCount(0);
    });
    await test.step('arrow, Home and End keys move between questions', async () => {
      const questions = landing.faq.locator('button[aria-expanded]');
      await questions.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(questions.nth(6)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(questions.nth(6)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(questions.nth(0)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('answers the seven topics of the spec', async () => {
      const text = (await landing.faq.textContent()) ?? '';
      for (const topic of [/e-?mail/i, /AI tools?/i, /experience/i, /commercial/i, /updates/i, /30-day/i, /resale|resell/i]) {
        expect(text).toMatch(topic);
      }
      await landing.faq.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
});

test.describe('Same-page anchors', () => {
  test('scroll smoothly to 100 px below the top and update the hash', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/');
    await landing.header.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    // Smooth scrolling takes a moment; the section comes to rest 100 px from the top.
    await expect.poll(() => landing.sectionTop('pricing')).toBe(100);
    await landing.header.getByRole('link', { name: 'Features', exact: true }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect.poll(() => landing.sectionTop('features')).toBe(100);
  });

  test('a hash in the URL scrolls there on load', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/#testimonials');
    await expect.poll(() => landing.sectionTop('testimonials')).toBe(100);
  });

  test('a section link on another page opens the landing page at that section', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto('/docs');
    await landing.header.getByRole('link', { name: 'Templates', exact: true }).click();
    await expect(page).toHaveURL(/\/#templates$/);
    await expect.poll(() => landing.sectionTop('templates')).toBe(100);
  });
});
