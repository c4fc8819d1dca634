import type { Locator, Page } from '@playwright/test';
import {
  DEFAULT_CHECKOUT_URL_REGULAR,
  DEFAULT_CHECKOUT_URL_SALE,
  DEFAULT_SAMPLE_PDF_URL,
  DEFAULT_SITE_URL,
} from '../../../src/app/defaults';
import { waitForHydration } from './fixtures';

/** The settings the site under test was built with. */
export const settings = {
  siteUrl: (process.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
  checkoutSale: process.env.VITE_CHECKOUT_URL_SALE || DEFAULT_CHECKOUT_URL_SALE,
  checkoutRegular: process.env.VITE_CHECKOUT_URL_REGULAR || DEFAULT_CHECKOUT_URL_REGULAR,
  samplePdf: process.env.VITE_SAMPLE_PDF_URL || DEFAULT_SAMPLE_PDF_URL,
};

/** Whether the checkouts are a payment provider's (full URLs, a new tab) or, by default, the site's contact page. */
export const externalCheckout = /^[a-z][a-z\d+.-]*:/i.test(settings.checkoutSale);

/** The parts of the site shell every page has. */
export class SiteShell {
  readonly header: Locator;
  readonly footer: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').first();
    this.footer = page.getByRole('contentinfo');
    this.main = page.getByRole('main');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await waitForHydration(this.page);
  }
}

/** The landing page, through its accessible names. */
export class LandingPage extends SiteShell {
  readonly sale: Locator;
  readonly countdown: Locator;
  readonly faq: Locator;

  constructor(page: Page) {
    super(page);
    this.sale = page.getByRole('region', { name: 'Sale' });
    this.countdown = this.sale.getByRole('timer');
    this.faq = page.locator('#faq');
  }

  /** Every link that opens a checkout. */
  buyLinks(): Locator {
    return this.page.locator(`a[href="${settings.checkoutSale}"], a[href="${settings.checkoutRegular}"]`);
  }

  section(id: string): Locator {
    return this.page.locator(`#${id}`);
  }

  /** The distance in CSS pixels from the viewport's top to a section's top. */
  async sectionTop(id: string): Promise<number> {
    return this.section(id).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  }

  async scrollY(): Promise<number> {
    return this.page.evaluate(() => Math.round(window.scrollY));
  }
}
