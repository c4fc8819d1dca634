import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * How often expect.poll asks again, unless a test says otherwise: every 100 ms, then every 250 ms.
 * Playwright's own default backs off to once a second, so a picture that redraws in 1.1 s is seen
 * at 1.85 s; most waits here are for a scene to draw or a context to go, which take about a second.
 */
const POLL_INTERVALS = [100, 250];
const basePoll = expect.poll.bind(expect);
expect.poll = ((generator: () => unknown, options?: string | { message?: string; timeout?: number; intervals?: number[] }) =>
  basePoll(generator, { intervals: POLL_INTERVALS, ...(typeof options === 'string' ? { message: options } : options) })) as typeof expect.poll;

export interface ConsoleRecord {
  type: string;
  text: string;
}

/**
 * What the test browser's software WebGL (SwiftShader) prints about itself: reading a canvas back
 * (the software compositor does, every frame) stalls it, and its automatic fallback is deprecated.
 * Nothing the site does; every test ignores these.
 */
export const SWIFTSHADER_NOTICES = /GPU stall due to ReadPixels|Automatic fallback to software WebGL has been deprecated/;

/** What Playwright prints when it refuses the service worker (playwright.config.ts blocks it outside the offline tests). */
export const BLOCKED_WORKER_NOTICE = /^Service Worker registration blocked by Playwright$/;

interface Fixtures {
  /** Console messages that a test expects (e.g. the not-found warning); anything else fails it. */
  allowConsole: RegExp | null;
  /** Every error and warning the page printed, and every uncaught exception. */
  consoleProblems: ConsoleRecord[];
}

/**
 * The site's tests: each one fails if the page logs an error or a warning (hydration
 * mismatches included) or throws, unless the test allows that message.
 */
export const test = base.extend<Fixtures>({
  allowConsole: [null, { option: true }],
  consoleProblems: [
    async ({ page, allowConsole }, use) => {
      const problems: ConsoleRecord[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = message.text();
        if (SWIFTSHADER_NOTICES.test(text) || BLOCKED_WORKER_NOTICE.test(text) || allowConsole?.test(text)) return;
        problems.push({ type, text });
      });
      page.on('pageerror', (error) => problems.push({ type: 'pageerror', text: error.message }));
      await use(problems);
      expect(problems, 'console errors, warnings or exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

/** A Wednesday of an even ISO week (48 of 2026): the sale phase. */
export const SALE_WEEK_WEDNESDAY = new Date('2026-11-25T10:00:00Z');
/** A Wednesday of an odd ISO week (47 of 2026): the regular phase. */
export const REGULAR_WEEK_WEDNESDAY = new Date('2026-11-18T10:00:00Z');
/** The end of the sale of week 48, in the tests' UTC time zone. */
export const SALE_END = new Date('2026-11-28T23:59:59Z');

/** Freezes the page's clock at `time` (Date, timers and intervals) before it loads. */
export async function freezeClockAt(page: Page, time: Date): Promise<void> {
  // The installed clock runs until paused; starting a minute early leaves room to pause at `time`
  // however slow the machine (pausing cannot go back in time). No page has loaded yet.
  await page.clock.install({ time: new Date(time.getTime() - 60_000) });
  await page.clock.pauseAt(time);
}

/** Waits until the app has hydrated (the page-view effect of the shell has run). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** What Chromium and React print when a script download fails on purpose in a test (with the service worker blocked). */
export const FAILED_DOWNLOAD_NOTICES = /Failed to load resource|Failed to fetch dynamically imported module|Service Worker registration blocked by Playwright/;

/**
 * From now on every script download fails, as it would offline before a visit had cached it.
 * Returns the undo. (The test should block the service worker, which would otherwise fetch.)
 */
export async function failScriptDownloads(page: Page): Promise<() => Promise<void>> {
  const pattern = /\.js(\?.*)?$/;
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}
