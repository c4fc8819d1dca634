import type { Page } from '@playwright/test';

/** The early script (src/app/early/recorder.ts): render-blocking in the head, so part of "the HTML shows". */
const EARLY_SCRIPT = /\/assets\/early-[0-9a-f]+\.js$/;

/**
 * Holds back every other script download of the page (the app's entry and modules, lazy chunks)
 * until the test calls the returned release, as a slow phone would keep them for a second or two
 * after the prerendered page shows. A controlled gate, not a timer: the test acts first, then
 * releases. The service worker must be blocked (it would fetch on its own).
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !EARLY_SCRIPT.test(url.pathname),
    async (route) => {
      await released;
      await route.continue().catch(() => {});
    },
  );
  return async () => {
    open();
  };
}

/** Opens a path with scripts held back and waits until its prerendered page is parsed (not hydrated). */
export async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  // Module scripts hold back DOMContentLoaded, so wait for the parsed page and the early script instead.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => '__early' in window && document.querySelector('#root footer') !== null);
  return release;
}

/** Whether the app has hydrated yet. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
}
