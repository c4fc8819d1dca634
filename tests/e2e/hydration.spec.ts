import type { Page } from '@playwright/test';
import { expect, freezeClockAt, REGULAR_WEEK_WEDNESDAY, SALE_WEEK_WEDNESDAY, test, waitForHydration } from './support/fixtures';

// Hydration renders the prerendered page in a transition, a few milliseconds per task (main.tsx).
// A state or store that reads differently right after it (the visitor's clock, the page's address,
// the figure's export surfaces, the visual's box) would re-render its readers synchronously: in the
// task that commits the hydration, or in the task that runs its effects, on top of them (one task
// of 200–350 ms on the phone benchmark). Those switches are transitions of their own (useHydrated).
//
// React reports each commit to a DevTools hook, which the page gets before its scripts run. A
// commit made in the hydration's own task is one before a message posted at the hydration's commit
// has arrived (a message runs after the task and its microtasks); one made in the task of its
// effects is one made after the shell's effect marked the page hydrated but before a mutation
// observer (a microtask at the end of that task) saw the mark.

interface Commits {
  commits: number;
  inHydrationTask: number;
  inEffectsTask: number;
}

async function recordCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { commits: 0, inHydrationTask: 0, inEffectsTask: 0 };
    let hydrationTask = false;
    let markSeen = false;
    (window as unknown as { __commits: typeof state }).__commits = state;
    new MutationObserver(() => {
      if (document.documentElement?.dataset.hydrated === 'true') markSeen = true;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot() {
        state.commits += 1;
        if (state.commits === 1) {
          hydrationTask = true;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (hydrationTask = false);
          channel.port2.postMessage(null);
          return;
        }
        if (hydrationTask) state.inHydrationTask += 1;
        if (document.documentElement.dataset.hydrated === 'true' && !markSeen) state.inEffectsTask += 1;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

const PAGES = ['/docs', '/contact', '/tools/structural-load', '/tools/room-proportion', '/tools/flow-pattern', '/tools/surface-reflection'];

/** Opens `path` with its commits recorded; checks that none was made on top of the hydration. */
async function expectNoCommitOnTop(page: Page, path: string): Promise<void> {
  await recordCommits(page);
  await page.goto(path);
  await waitForHydration(page);
  // A commit after the hydration's: its effects' task is over (a commit made in it would be this one).
  await expect.poll(() => page.evaluate(() => (window as unknown as { __commits: Commits }).__commits.commits), { message: 'React reported its commits' }).toBeGreaterThan(1);
  const commits = await page.evaluate(() => (window as unknown as { __commits: Commits }).__commits);
  expect(commits.inHydrationTask, 'commits in the hydration task').toBe(0);
  expect(commits.inEffectsTask, 'commits in the task of its effects').toBe(0);
}

test.describe('Hydration is not re-rendered synchronously on top of itself', () => {
  for (const [phase, time] of [['sale', SALE_WEEK_WEDNESDAY], ['regular', REGULAR_WEEK_WEDNESDAY]] as const) {
    test(`/ in the ${phase} phase (the offer and the countdown follow the visitor's clock)`, async ({ page }) => {
      await freezeClockAt(page, time);
      await expectNoCommitOnTop(page, '/');
      if (phase === 'sale') await expect(page.getByRole('timer')).toBeVisible();
    });
  }

  for (const path of PAGES) {
    test(`${path}: no commit in the hydration's task or in its effects' task`, async ({ page }) => {
      await expectNoCommitOnTop(page, path);
    });
  }

  // The prerendered page has no query: a link's inputs, read from the address, come in a transition.
  test("a tool's link (/tools/structural-load?lengthM=8&loadKN=12): none either, and the link's inputs show", async ({ page }) => {
    await expectNoCommitOnTop(page, '/tools/structural-load?lengthM=8&loadKN=12');
    await expect(page.getByRole('slider', { name: 'Beam length' })).toHaveValue('8');
    await expect(page.getByRole('slider', { name: 'Load (kN)', exact: true })).toHaveValue('12');
  });

  test("a buy button's link to /contact?order=sale: none either, and the message is the order", async ({ page }) => {
    await expectNoCommitOnTop(page, '/contact?order=sale');
    await expect(page.getByLabel('Message')).toHaveValue(/./);
  });
});
