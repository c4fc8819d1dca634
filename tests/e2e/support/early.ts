import type { Locator, Page, Route } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

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
  let isOpen = false;
  const released = new Promise<void>((resolve) => (open = resolve));
  const held = (url: URL) => url.pathname.endsWith('.js') && !EARLY_SCRIPT.test(url.pathname);
  const handler = async (route: Route) => {
    if (!isOpen) await released;
    // A page closed meanwhile has nothing left to answer.
    await route.fallback().catch(() => {});
  };
  await page.route(held, handler);
  return async () => {
    isOpen = true;
    open();
    // Later downloads (a view's code as it comes on screen, the replay's) pass straight on. The
    // route stays: removing it while the page was starting its module preloads (a few per task,
    // src/app/boot.ts) could leave one in flight unanswered, and the module waiting on it.
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

/**
 * On a page opened with openBeforeHydration: moves its first control (a slider by a key, else a
 * select to its second option, else a field), lets the app's scripts through, and checks that the
 * hydrated page kept the value and its prompt followed it. Returns the control.
 */
export async function expectEarlyChangeAdopted(page: Page, inputs: Locator, prompt: Locator, release: () => Promise<void>): Promise<Locator> {
  const promptBefore = await prompt.textContent();
  const slider = inputs.getByRole('slider').first();
  const select = inputs.getByRole('combobox').first();
  const field = inputs.getByRole('spinbutton').or(inputs.locator('input[type="text"]:not([role]), textarea')).first();
  let control: Locator;
  let expected: string;
  if ((await slider.count()) > 0) {
    control = slider;
    await slider.focus();
    const start = await slider.inputValue();
    await slider.press('ArrowRight');
    if ((await slider.inputValue()) === start) await slider.press('ArrowLeft');
    expected = await slider.inputValue();
  } else if ((await select.count()) > 0) {
    control = select;
    const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expected = values[1] ?? values[0] ?? '';
    await select.selectOption(expected);
  } else {
    control = field;
    expected = (await field.getAttribute('role')) === 'spinbutton' ? '12' : 'Typed before the code arrived';
    await field.fill(expected);
  }
  expect(await isHydrated(page), 'the test acted before the app hydrated').toBe(false);
  await release();
  await waitForHydration(page);
  await expect(control).toHaveValue(expected);
  await expect(prompt).not.toHaveText(promptBefore ?? '');
  return control;
}
