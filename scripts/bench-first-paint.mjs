// npm run bench:first-paint — what a visitor on a mid-range phone gets between the first paint and
// hydration. Builds (unless SKIP_BUILD=1), serves dist/ compressed, and for each route opens it in
// Chromium with a 4× CPU slowdown and slow 4G (150 ms latency, 1.6 Mbps down, 750 kbps up) over
// the DevTools protocol, with no cache and no service worker. At the first contentful paint the
// visitor acts at once (a click, typing, keys or a send, per route); the script then measures when
// the app has hydrated (when <html data-hydrated> is set) and checks that the action took effect.
// Prints per route the median of RUNS runs (default 3): FCP, time until the page responds and
// the number of actions lost (must be 0; the script exits non-zero otherwise).
// ROUTES=/,/docs limits the routes to those of the table below; DEBUG=1 prints what a page shows
// when its action was lost.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';
import { buildUnlessSkipped, serveDist } from './bench-server.mjs';
import { hostSpeed, hostSpeedLine, PHONE_PROFILE_LABEL, phoneProfile } from './bench-phone.mjs';

const port = Number(process.env.BENCH_PORT) || 4393;
const runs = Math.max(1, Number(process.env.RUNS) || 3);

/** Each route's action right after the first paint, and the check that it took effect once hydrated. */
const SCENARIOS = {
  '/': {
    action: 'click the first FAQ question',
    act: (page) => page.locator('#faq button[aria-expanded]').first().click(),
    took: (page) => page.locator('#faq button[aria-expanded]').first().getAttribute('aria-expanded').then((v) => v === 'true'),
  },
  '/contact': {
    action: 'fill in and send the contact form',
    act: async (page) => {
      await page.getByLabel('Name').fill('Ada');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Message').fill('Hello');
      await page.getByRole('button', { name: 'Send message' }).click();
    },
    debug: async (page) => [page.url(), await page.getByLabel('Name').inputValue(), await page.getByLabel('Message').inputValue(), await page.locator('[role=alert],[aria-invalid=true]').count()],
    took: (page) => page.getByRole('status').filter({ hasText: 'Message sent' }).waitFor({ timeout: 5000 }).then(() => !page.url().includes('?'), () => false),
  },
  '/docs': {
    action: "type 'light' into Search tools",
    act: (page) => page.getByRole('searchbox', { name: 'Search tools' }).pressSequentially('light'),
    took: (page) => page.getByText('3 of 20 tools match').waitFor({ timeout: 5000 }).then(() => true, () => false),
  },
  '/tools/structural-load': {
    action: 'ArrowRight ×5 on Beam length',
    act: (page) => pressKeys(page.getByRole('slider', { name: /^Beam length/ }), 'ArrowRight', 5),
    took: (page) => outputStarts(page, 'Left reaction', '4.31'),
    debug: async (page) => [await page.getByRole('slider', { name: /^Beam length/ }).inputValue(), await page.locator('output').first().textContent(), await page.evaluate(() => window.__early?.queue.length)],
  },
  '/tools/flow-pattern': {
    action: 'ArrowUp ×3 on Sofa X',
    act: (page) => pressKeys(page.getByRole('spinbutton', { name: /^Sofa X/ }), 'ArrowUp', 3),
    took: (page) => page.getByRole('spinbutton', { name: /^Sofa X/ }).inputValue().then((value) => value === '63'),
  },
  '/tools/surface-reflection': {
    action: 'ArrowRight ×2 on Roughness',
    act: async (page) => {
      const slider = page.getByRole('slider', { name: /^Roughness/ });
      const [value, step] = [Number(await slider.inputValue()), Number(await slider.getAttribute('step'))];
      await pressKeys(slider, 'ArrowRight', 2);
      return value + 2 * step;
    },
    took: async (page, expected) => Math.abs(Number(await page.getByRole('slider', { name: /^Roughness/ }).inputValue()) - expected) < 1e-9,
  },
};

async function pressKeys(locator, key, times) {
  await locator.focus();
  for (let i = 0; i < times; i++) await locator.press(key);
}

function outputStarts(page, name, text) {
  return page
    .locator('output')
    .and(page.getByRole('status', { name, exact: true }))
    .textContent()
    .then((shown) => (shown ?? '').startsWith(text));
}

buildUnlessSkipped();
const { baseUrl, stop } = await serveDist(port);
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : Object.keys(SCENARIOS);
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
const hostBefore = await hostSpeed(browser);

async function once(path) {
  const scenario = SCENARIOS[path];
  const { context, page } = await phoneProfile(browser);
  // The moment the app marks itself hydrated (App.tsx sets <html data-hydrated="true">).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      performance.mark('hydrated');
      observer.disconnect();
      // The document is still empty when this runs: watch it all.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 16, timeout: 30_000 });
  const hydratedAtAction = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  const expected = await scenario.act(page);
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, { timeout: 60_000 });
  const [fcp, responds] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0].startTime,
    performance.getEntriesByName('hydrated')[0].startTime,
  ]);
  let took = false;
  for (let attempt = 0; attempt < 20 && !took; attempt++) {
    took = await scenario.took(page, expected);
    if (!took) await page.waitForTimeout(100);
  }
  if (!took && process.env.DEBUG) console.error(path, await scenario.debug?.(page));
  await context.close();
  return { fcp, responds, lost: took ? 0 : 1, early: !hydratedAtAction };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
let lostTotal = 0;
for (const path of routes) {
  if (!SCENARIOS[path]) throw new Error(`No scenario for ${path}; routes: ${Object.keys(SCENARIOS).join(', ')}`);
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await once(path));
  const lost = results.reduce((sum, result) => sum + result.lost, 0);
  lostTotal += lost;
  rows.push({
    route: path,
    action: SCENARIOS[path].action,
    fcp: median(results.map((result) => result.fcp)),
    responds: median(results.map((result) => result.responds)),
    actedEarly: results.filter((result) => result.early).length,
    lost,
    runs,
  });
}
const hostAfter = await hostSpeed(browser);
await browser.close();
stop();

const ms = (value) => `${(value / 1000).toFixed(2)} s`;
console.log(`\nFirst paint to response, phone profile (${PHONE_PROFILE_LABEL}), median of ${runs} run(s)\n`);
console.log(`${hostSpeedLine(hostBefore, hostAfter)}\n`);
console.log('| route | action at first paint | FCP | responds | acted before hydration | actions lost |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(`| \`${row.route}\` | ${row.action} | ${ms(row.fcp)} | ${ms(row.responds)} | ${row.actedEarly} of ${row.runs} | ${row.lost} |`);
}
if (lostTotal > 0) {
  console.error(`\n${lostTotal} action(s) lost`);
  process.exit(1);
}
