/**
 * Defaults of the build-time settings (docs/contract.md §1); real deployments set VITE_SITE_URL,
 * VITE_CHECKOUT_URL_SALE, VITE_CHECKOUT_URL_REGULAR and VITE_SAMPLE_PDF_URL (the build warns
 * when a checkout is missing). Plain constants, so the build scripts and the browser tests read
 * the same values.
 */
export const DEFAULT_SITE_URL = 'https://promptarc.example';
/**
 * Without a payment provider's checkout the buy buttons never lead to a made-up domain: they
 * open the site's own contact page with the order and its price written into the message, as a
 * shop that takes orders by hand would.
 */
export const DEFAULT_CHECKOUT_URL_SALE = '/contact?order=sale';
export const DEFAULT_CHECKOUT_URL_REGULAR = '/contact?order=regular';
export const DEFAULT_SAMPLE_PDF_URL = '/contact?order=sample';
