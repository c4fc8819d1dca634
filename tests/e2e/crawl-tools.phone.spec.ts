import { test } from './support/fixtures';
import { crawl } from './support/crawl';
import { toolPath, tools } from '../../src/tools/registry';

// The crawl of every tool page on the phone (crawl.all.spec.ts has the other routes; on the
// desktop each tool page is crawled on its one visit in tools/every-tool.spec.ts).

test.describe('Crawl: every route', () => {
  // One retry, for a stall of the browser's own: now and then (on 2026-11-28, in 3 of 4 full runs
  // in the morning and 2 of 330 crawls in the afternoon; on the 2-core machines since that day,
  // never on the earlier ones) a page here stops drawing frames partway down while its thread is
  // free, and a screenshot of it never completes either, so its compositor makes no frame at all.
  // The same crawl passes when run again, and so did every crawl with cold file caches or with
  // three workers at once. scrollThrough fails it after 30 s with the page's state; Playwright
  // lists a test that passed on its retry as flaky, with that message, so it stays in sight. A
  // real fault fails both tries.
  test.describe.configure({ retries: 1 });
  for (const { slug } of tools) {
    const path = toolPath(slug);
    test(`${path} loads cleanly and passes axe (on the phone, after reflowing at 320 px; its drawings' text legible at 320 px, also with the sliders at their ends, and at 375 px)`, async ({ page }) => {
      await crawl(page, path, { reflow: true, drawings: true });
    });
  }
});
