// npm run bench:load — how long the main thread is blocked while a page loads on a mid-range phone.
// Builds (unless SKIP_BUILD=1), serves dist/ compressed, and opens each route of the sitemap in
// Chromium with the phone profile over the DevTools protocol (4× CPU slowdown; slow 4G: 150 ms
// latency, 1.6 Mbps down), no cache, no service worker, at a phone's viewport (412 × 823). Long
// tasks (the Long Tasks API) are recorded from navigation until the page is idle: no long task and
// no request for QUIET_MS (default 3000) after the app has hydrated, at most 30 s. Prints per route
// the longest task, the blocking time after the first paint (each task's time past 50 ms, as
// Lighthouse's TBT) and the number of long tasks; the worst of RUNS runs (default 1) is shown.
// Exits non-zero if any task is longer than LIMIT_MS (default 200). ROUTES=/,/docs limits the routes.
// Control pages are measured the same way and printed apart, not judged (CONTROLS=blank, the
// default: a page of one paragraph; no-script: each route's page without its scripts as well;
// none), to read the figures against what the browser costs on this host with no script.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';
import { buildUnlessSkipped, controlsMissed, CONTROLS_TITLE, serveDist, sitemapPaths, withControls } from './bench-server.mjs';
import { hostSpeed, hostSpeedLine, PHONE_PROFILE_LABEL, phoneProfile, waitUntilIdle } from './bench-phone.mjs';

const port = Number(process.env.BENCH_PORT) || 4394;
const runs = Math.max(1, Number(process.env.RUNS) || 1);
const limit = Number(process.env.LIMIT_MS) || 200;

buildUnlessSkipped();
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : await sitemapPaths();
const controls = await withControls(routes);
const { baseUrl, stop } = await serveDist(port, { dir: controls.dir });
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
const hostBefore = await hostSpeed(browser);

async function once(path) {
  const { context, page } = await phoneProfile(browser);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await waitUntilIdle(page);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: window.__longTasks.map((task) => ({ start: task.startTime, duration: task.duration })),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const longest = Math.max(0, ...tasks.map((task) => task.duration));
  const blocking = tasks.filter((task) => task.start >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { longest, blocking, count: tasks.length };
}

const rows = [];
const controlRows = [];
for (const { path, control, label = path } of controls.order) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await once(path));
  const worst = results.reduce((a, b) => (b.longest > a.longest ? b : a));
  (control ? controlRows : rows).push({ path: label, ...worst });
  process.stderr.write(`${path} ${Math.round(worst.longest)} ms\n`);
}
const hostAfter = await hostSpeed(browser);
await browser.close();
stop();
await controls.remove();

console.log(`\nLong tasks while loading, phone profile (${PHONE_PROFILE_LABEL}), worst of ${runs} run(s)\n`);
console.log(`${hostSpeedLine(hostBefore, hostAfter)}\n`);
console.log('| route | longest task | blocking after first paint | long tasks |');
console.log('| --- | --- | --- | --- |');
const printRow = (row) => console.log(`| \`${row.path}\` | ${Math.round(row.longest)} ms | ${Math.round(row.blocking)} ms | ${row.count} |`);
rows.forEach(printRow);
if (controlRows.length > 0) {
  console.log(`\n${CONTROLS_TITLE}\n`);
  console.log('| control | longest task | blocking after first paint | long tasks |');
  console.log('| --- | --- | --- | --- |');
  controlRows.forEach(printRow);
  const overControl = controlRows.filter((row) => row.longest > limit);
  if (overControl.length > 0) {
    console.log(`\n${controlsMissed(overControl.map((row) => `${row.path} has a task of ${Math.round(row.longest)} ms, over ${limit}`))}`);
  }
}
const over = rows.filter((row) => row.longest > limit);
if (over.length > 0) {
  console.error(`\n${over.length} route(s) with a task longer than ${limit} ms: ${over.map((row) => row.path).join(', ')}`);
  process.exit(1);
}
