/**
 * Placeholder defaults of the build-time settings (docs/contract.md §1); real deployments
 * set VITE_SITE_URL, VITE_CHECKOUT_URL_SALE, VITE_CHECKOUT_URL_REGULAR and VITE_SAMPLE_PDF_URL.
 * Plain constants, so the build scripts and the browser tests read the same values.
 */
export const DEFAULT_SITE_URL = 'https://promptarc.example';
export const DEFAULT_CHECKOUT_URL_SALE = 'https://checkout.example/promptarc-sale';
export const DEFAULT_CHECKOUT_URL_REGULAR = 'https://checkout.example/promptarc';
export const DEFAULT_SAMPLE_PDF_URL = 'https://checkout.example/promptarc-sample.pdf';
