// npm run bench:size — builds the site unless SKIP_BUILD=1, serves it, and prints the gzipped
// JavaScript each route loads before interaction. Budget: the landing page at most 90 KB.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';
import { measureRouteJs } from './measure-js.mjs';
import { buildUnlessSkipped, serveDist, sitemapPaths } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT) || 4391;
const LANDING_BUDGET_KB = 90;

buildUnlessSkipped();
const { baseUrl, stop } = await serveDist(port);
const routes = await sitemapPaths();
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
const rows = [];
try {
  const page = await browser.newPage();
  for (const path of [...routes, '/not-found-example']) {
    const { files, gzipBytes } = await measureRouteJs(page, baseUrl, path);
    rows.push({ path, kb: gzipBytes / 1024, files: files.length });
  }
} finally {
  await browser.close();
  stop();
}

const width = Math.max(...rows.map((row) => row.path.length));
console.log(`${'route'.padEnd(width)}  gzipped JS before interaction`);
for (const row of rows) console.log(`${row.path.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} KB  (${row.files} files)`);
const landing = rows.find((row) => row.path === '/');
console.log(`\nLanding page: ${landing.kb.toFixed(1)} KB of ${LANDING_BUDGET_KB} KB budget.`);
if (landing.kb > LANDING_BUDGET_KB) process.exitCode = 1;
