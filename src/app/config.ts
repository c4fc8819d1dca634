/**
 * Site-wide constants and the build-time settings of docs/contract.md §1. What the business sets
 * is here and nowhere else: where the buy and sample links lead, and the claims the pages make
 * (CLAIMS); components read them from this module.
 */
import { DEFAULT_CHECKOUT_URL_REGULAR, DEFAULT_CHECKOUT_URL_SALE, DEFAULT_SAMPLE_PDF_URL, DEFAULT_SITE_URL } from './defaults';

// Defined in ui/ so the tools' shell (the embed code's title) reads the same constant.
export { PRODUCT_NAME } from '../ui/brand';

// Each setting is read as import.meta.env.VITE_…, which the build replaces by its value (the
// object itself would be shipped whole).
/** Absolute origin used for canonical links, Open Graph and the sitemap (no trailing slash). */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
/** Checkout for the even-week sale price ($9). */
export const CHECKOUT_URL_SALE: string = import.meta.env.VITE_CHECKOUT_URL_SALE || DEFAULT_CHECKOUT_URL_SALE;
/** Checkout for the odd-week regular price ($18). */
export const CHECKOUT_URL_REGULAR: string = import.meta.env.VITE_CHECKOUT_URL_REGULAR || DEFAULT_CHECKOUT_URL_REGULAR;
/** Whether a link leaves the site (a payment provider's checkout): it then opens in a new tab. */
export const isExternalUrl = (href: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(href);
/** `href` as an absolute URL (a path of this site is joined to SITE_URL), for structured data. */
export const absoluteUrl = (href: string): string => (isExternalUrl(href) ? href : `${SITE_URL}${href.startsWith('/') ? '' : '/'}${href}`);
/** The sample PDF opened by 'Preview Templates' and 'Download Sample'. */
export const SAMPLE_PDF_URL: string = import.meta.env.VITE_SAMPLE_PDF_URL || DEFAULT_SAMPLE_PDF_URL;

/**
 * The library's claims (docs/product.md, "Business constants"): the landing page makes them, and
 * About, the terms, a tool page's note and the landing page's description and social card repeat
 * them. A figure changes here, not in a component.
 */
export const CLAIMS = {
  /** Prompt templates in the PDF, at least: '175+ Templates', '175+ Expert AI Prompts' (the terms: 'more than 175'). */
  prompts: 175,
  /** Design categories the templates cover: '9 Design Categories'. */
  categories: 9,
  /** The same in words, for running text: 'across nine design categories'. */
  categoriesInWords: 'nine',
  /** Interior styles with a guide each: '25 style guides'. */
  styles: 25,
  /** Design professionals who use the library, at least: 'Joined by 500+ design professionals'. */
  professionals: 500,
  /** The badge at the end of the testimonials' row of portraits: the professionals beyond those pictured, '+450'. */
  professionalsBeyondPictured: 450,
} as const;

export const SUPPORT_EMAIL = 'support@promptarc.example';
export const HELLO_EMAIL = 'hello@promptarc.example';
export const CAREERS_EMAIL = 'careers@promptarc.example';
export const STUDIO_ADDRESS = ['PromptArc Studio', '12 Drafting Lane', 'Bristol BS1 4DJ', 'United Kingdom'] as const;

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://instagram.com/promptarc' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/promptarc' },
  { name: 'Pinterest', href: 'https://pinterest.com/promptarc' },
] as const;

export const LEGAL_LAST_UPDATED = 'May 8, 2025';
