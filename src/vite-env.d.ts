/// <reference types="vite/client" />

/** Milliseconds since the epoch when the build started; the prerendered HTML was computed for it. */
declare const __BUILD_TIME__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CHECKOUT_URL_SALE?: string;
  readonly VITE_CHECKOUT_URL_REGULAR?: string;
  readonly VITE_SAMPLE_PDF_URL?: string;
}

interface Window {
  gtag?: (...args: unknown[]) => void;
  plausible?: (...args: unknown[]) => void;
}
