import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { framesPending, trackFrames } from './support/frames';
import { DRAW_TIMEOUT_MS, expectDrawn, hasScene3d, liveWebglContexts, scene3dCanvas, trackWebglContexts } from './support/scene3d';
import { SiteShell } from './support/site';
import { toolsWithModules } from './support/tools';

// Three rounds of client-side navigation through all twenty tools (docs → tool → docs …):
// whatever a tool page starts (frame callbacks, Konva stages, WebGL contexts) ends with it, and
// the JS heap does not grow from round to round. The same rounds are the repeated visits of the
// Konva scenes (one stage each, none after leaving) and of the 3D views (each draws again, with at
// most one live WebGL context while it is open: nine visits, where Chromium allows 16 live contexts).

const ROUNDS = 3;
/** The heap after the last round may be at most this many times the heap after the first. */
const HEAP_GROWTH_LIMIT = 1.5;

/** Konva's stages, and the stage containers on the page. */
function konva(page: Page): Promise<{ stages: number; containers: number }> {
  return page.evaluate(() => ({
    stages: (window as unknown as { Konva?: { stages: unknown[] } }).Konva?.stages.length ?? 0,
    containers: document.querySelectorAll('.konvajs-content').length,
  }));
}

/** The JS heap in use after a full garbage collection, in bytes. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}

test.describe('No leaks', () => {
  test(`${ROUNDS} rounds through all ${toolsWithModules.length} tools leave no frame callback, stage or WebGL context behind, and no heap growth`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await trackFrames(page);
    await trackWebglContexts(page);
    const shell = new SiteShell(page);
    await shell.goto('/docs');
    const docsLink = shell.header.getByRole('link', { name: 'Docs', exact: true });
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    const heaps: number[] = [];

    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const { slug, name } of toolsWithModules) {
        await test.step(`round ${round}: ${slug}`, async () => {
          await shell.main.getByRole('link', { name: new RegExp(`^Open tool ?: ${name}$`) }).click();
          await expect(page).toHaveURL(new RegExp(`/tools/${slug}$`));
          await expect(shell.main.getByRole('heading', { level: 1 })).toHaveText(name);
          // Bring the whole visual into view, so everything that starts when seen has started.
          const figure = shell.main.locator('figure').first();
          await figure.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          for (const scene of await page.locator('[data-scene], [data-scene3d]').all()) {
            await scene.scrollIntoViewIfNeeded();
            // A 3D view downloads and compiles three.js on its first visit: slow on a busy machine.
            await expect(scene.locator('canvas').first()).toBeVisible({ timeout: DRAW_TIMEOUT_MS });
          }
          // While the page is open: one Konva stage per scene on screen, none from an earlier page.
          const open = await konva(page);
          expect(open.stages).toBe(open.containers);
          expect(open.stages, `${slug}: a Konva stage per scene`).toBe(await page.locator('[data-scene]').count());
          if (hasScene3d(slug)) {
            await expectDrawn(scene3dCanvas(page).first(), `${slug} in round ${round}`);
            expect(await liveWebglContexts(page), `${slug}: live WebGL contexts while open`).toBeLessThanOrEqual(1);
          }

          await docsLink.click();
          await expect(search).toBeVisible();
          // react-three-fiber releases a canvas's context 500 ms after it unmounts.
          await expect.poll(() => liveWebglContexts(page), { message: `${slug}: live WebGL contexts` }).toBe(0);
          await expect.poll(() => konva(page), { message: `${slug}: Konva stages and their containers` }).toEqual({ stages: 0, containers: 0 });
          await expect.poll(() => framesPending(page), { message: `${slug}: pending frame callbacks` }).toBe(0);
        });
      }
      heaps.push(await heapAfterGc(page));
    }

    const first = heaps[0] ?? 0;
    const last = heaps[heaps.length - 1] ?? Infinity;
    test.info().annotations.push({ type: 'heap (MB)', description: heaps.map((bytes) => (bytes / 2 ** 20).toFixed(1)).join(' → ') });
    expect(last, `heap after round ${ROUNDS} vs round 1 (${heaps.map((bytes) => (bytes / 2 ** 20).toFixed(1)).join(' → ')} MB)`).toBeLessThanOrEqual(first * HEAP_GROWTH_LIMIT);
  });
});
