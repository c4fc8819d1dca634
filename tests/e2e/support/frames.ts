import type { Page } from '@playwright/test';
import { IDLE_TIMEOUT_MS } from '../../../engine/loop/timers';
import { BUSY_VIEW } from './scene3d';

interface FrameRecord {
  requested: number;
  pending(): number;
}

/**
 * Records the page's animation frames (an init script, before any page code; after
 * `page.clock.install()` when the test controls time, so it wraps the clock's own
 * requestAnimationFrame): how many were requested, and how many are still to come (a running
 * loop always has one).
 */
export async function trackFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pending = new Set<number>();
    const record = { requested: 0, pending: () => pending.size };
    const request = window.requestAnimationFrame.bind(window);
    const cancel = window.cancelAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      record.requested += 1;
      const id = request((time) => {
        pending.delete(id);
        callback(time);
      });
      pending.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      pending.delete(id);
      cancel(id);
    };
    Object.assign(window, { __frames: record });
  });
}

/** How many animation frames the page has requested so far. */
export function framesRequested(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __frames: FrameRecord }).__frames.requested);
}

/** How many requested animation frames have not run (nor been cancelled) yet. */
export function framesPending(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __frames: FrameRecord }).__frames.pending());
}

/**
 * With the page's clock installed: runs it on in steps of twice an idle slice's longest wait (work
 * deferred to an idle moment runs by then: engine/loop/timers' IDLE_TIMEOUT_MS) until no more
 * animation frames are asked for (a texture or a font that arrives later draws one more frame)
 * and no 3D view says it is still busy (`data-busy`: material-properties' maps, whose colour map
 * a worker paints on its own clock, not the page's; `data-sharpening`: its sharp frame to come),
 * and returns the count. A busy view is waited for in shorter steps, for at most 30 s.
 */
export async function framesOnceSettled(page: Page): Promise<number> {
  let settled = -1;
  const deadline = Date.now() + 30_000;
  for (let attempt = 0; attempt < 20 && Date.now() < deadline; ) {
    if ((await page.locator(`[data-scene3d] canvas${BUSY_VIEW}`).count()) > 0) {
      settled = -1;
      await page.clock.runFor(100);
      continue;
    }
    const count = await framesRequested(page);
    if (count === settled) break;
    settled = count;
    attempt += 1;
    await page.clock.runFor(2 * IDLE_TIMEOUT_MS);
  }
  return settled;
}
