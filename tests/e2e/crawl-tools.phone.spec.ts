import { test } from './support/fixtures';
import { crawl } from './support/crawl';
import { toolPath, tools } from '../../src/tools/registry';

// The crawl of every tool page on the phone (crawl.all.spec.ts has the other routes; on the
// desktop each tool page is crawled on its one visit in tools/every-tool.spec.ts).

test.describe('Crawl: every route', () => {
  for (const { slug } of tools) {
    const path = toolPath(slug);
    test(`${path} loads cleanly and passes axe (on the phone, after reflowing at 320 px; its drawings' text legible at 375 px)`, async ({ page }) => {
      await crawl(page, path, { reflow: true, drawings: true });
    });
  }
});
