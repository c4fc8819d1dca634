// Firefox for `npm run test:browsers`: Debian's firefox-esr (or FIREFOX_PATH) driven over WebDriver
// BiDi by puppeteer-core. It runs with a window (on the display test-browsers.mjs provides): headless
// Firefox has no WebGL on a machine without a GPU, and the 3D views must draw.
import puppeteer from 'puppeteer-core';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** @returns {Promise<import('./smoke.mjs').Driver>} */
export async function launchFirefox({ width, height }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: false,
    defaultViewport: { width, height },
    args: [`--width=${width}`, `--height=${height}`],
  });
  const page = await browser.newPage();
  let errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Uncaught exceptions and unhandled rejections.
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));

  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async press(selector, key) {
      await page.focus(selector);
      await page.keyboard.press(key);
    },
    async takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    close: () => browser.close(),
  };
}
