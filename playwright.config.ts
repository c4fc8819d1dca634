import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT) || 4317;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // CI's two; elsewhere Playwright's half of the cores, but at least two: on a 2-core machine one
  // worker took 14.0 min and two 9.8–11.4 (the run is CPU-bound, but a page waits on its own too).
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: 'UTC',
    locale: 'en-GB',
    trace: 'off',
    // A fresh context per test would install the service worker every time, and its install
    // downloads and caches every page and chunk of the site (~140 files) while the test runs.
    // Only the offline tests, which are about it, let it in (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    // Chromium's headless shell where installed, compositing in software (scripts/chromium.mjs).
    launchOptions: testLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    {
      name: 'phone',
      // A Pixel 7's viewport, touch and user agent, drawn at 1 device pixel per CSS px: the layout
      // and what the tests check are in CSS px, and at the phone's own 2.625 every paint and 3D frame
      // is rasterised in software over 6.9 times the pixels (a crawl of six tools ran ~30 % faster).
      // The high-density drawing is checked where it matters, at the phone's own ratio: saving the
      // picture (tools/export.phone.spec.ts) and a phone's Copy link (tools/share-link.spec.ts).
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium', deviceScaleFactor: 1 },
      // The phone run covers what depends on the viewport: layout, the header and the crawl.
      testMatch: /\.(phone|all)\.spec\.ts$/,
    },
  ],
  // Serves the production build (npm run build runs first in `npm test`).
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
