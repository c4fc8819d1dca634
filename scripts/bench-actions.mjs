// npm run bench:actions — no action done while a page loads is ever lost. Builds (unless
// SKIP_BUILD=1), serves dist/ compressed, and opens each route below RUNS times (default 25) with
// the phone profile of bench-phone.mjs (4× CPU slowdown, slow 4G, no cache, no service worker,
// nothing held back). Each time the visitor acts at another moment after the first contentful
// paint, spread evenly from 0 to 3 s over the runs (0, 125, 250 … 3000 ms for 25), so some actions
// land before the app has hydrated (recorded and replayed by src/app/early), some during hydration
// and some after it. Once the page has hydrated and is idle (bench-phone.mjs waitUntilIdle), the
// action must have taken effect: a question expanded, a tab selected, a slide added, the element
// at 61.8 %, the slider one step further, Present mode entered, the link copied, the contact
// form's toast shown (toasts and status texts and clipboard writes are recorded in the page as
// they happen, since they do not last). Where a route has two actions they alternate over the runs.
// Prints per route the actions done, how many came before hydration (the action's first click or
// key before the app marked itself hydrated; filling fields sends neither) and how many were lost;
// exits non-zero if any was lost. ROUTES=/,/docs limits the routes; DEBUG=1 prints, for a lost
// action, what the page shows, what each input hit and where the element aimed at was at that
// moment, and every layout shift (also those in an input's frame, which CLS leaves out).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';
import { buildUnlessSkipped, serveDist } from './bench-server.mjs';
import { hostSpeed, hostSpeedLine, PHONE_PROFILE_LABEL, phoneProfile, waitForFirstPaint, waitUntilIdle } from './bench-phone.mjs';

const port = Number(process.env.BENCH_PORT) || 4396;
const runs = Math.max(1, Number(process.env.RUNS) || 25);
/** The actions are spread from the first paint to this many ms after it. */
const SPREAD_MS = 3000;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (name) => new RegExp(`^${escape(name)}(\\s*\\(.*\\))?$`, 'i');
/** A result <output> by its name (as tests/e2e/support/tool.ts finds it). */
const output = (page, name) => page.locator('output').and(page.getByRole('status', { name, exact: true }));
const text = async (locator) => (await locator.textContent({ timeout: 2000 }).catch(() => null)) ?? '';
const attribute = (locator, name) => locator.getAttribute(name, { timeout: 2000 }).catch(() => null);

/** Statuses shown (toasts and notices, which go away) and clipboard writes, recorded as they happen. */
function pageRecorders() {
  window.__statusTexts = [];
  window.__copied = [];
  window.__inputs = [];
  // Every layout shift, also those just after an input (bench-phone.mjs leaves them out, as CLS
  // does; but a shift in the frame of a click moves what the click was aimed at).
  window.__allShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__allShifts.push({ start: entry.startTime, value: entry.value, recentInput: entry.hadRecentInput, moved: entry.sources?.map((source) => `${source.node?.nodeName ?? '?'} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`) });
  }).observe({ type: 'layout-shift', buffered: true });
  const describe = (element) => {
    if (!(element instanceof Element)) return String(element);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.localName}${element.id ? `#${element.id}` : ''}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
  };
  new MutationObserver(() => {
    for (const status of document.querySelectorAll('[role=status]')) {
      const shown = status.textContent?.trim();
      if (shown && !window.__statusTexts.includes(shown)) window.__statusTexts.push(shown);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  // What the visitor's inputs hit, first in the capture phase (before the early recorder holds
  // them), and where the element the action was aimed at (window.__aimedAt) was at that moment.
  const box = (element) => {
    const rect = element?.isConnected ? element.getBoundingClientRect() : null;
    return rect && { left: Math.round(rect.left), top: Math.round(rect.top), right: Math.round(rect.right), bottom: Math.round(rect.bottom) };
  };
  for (const type of ['click', 'keydown', 'submit']) {
    addEventListener(type, (event) => window.__inputs.push({ type, at: performance.now(), target: describe(event.target), key: event.key, x: event.clientX, y: event.clientY, aimed: box(window.__aimedAt) }), true);
  }
  const clipboard = navigator.clipboard;
  if (clipboard) {
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (copied) => {
      window.__copied.push(copied);
      return write(copied);
    };
  }
}

const faqQuestion = (n) => ({
  kind: 'FAQ question',
  what: `click FAQ question ${n + 1}`,
  locate: (page) => page.locator('#faq button[aria-expanded]').nth(n),
  act: (page, self) => self.locate(page).click(),
  took: async (page, self) => (await attribute(self.locate(page), 'aria-expanded')) === 'true',
  debug: async (page) => page.locator('#faq button[aria-expanded]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')).join(' ')),
});

const tab = (list, n) => ({
  kind: `${list} tab`,
  what: `click tab ${n + 1} of ${list}`,
  locate: (page) => page.getByRole('tablist', { name: list }).getByRole('tab').nth(n),
  act: (page, self) => self.locate(page).click(),
  took: async (page, self) => (await attribute(self.locate(page), 'aria-selected')) === 'true',
  debug: async (page) => page.getByRole('tablist', { name: list }).getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('aria-selected')).join(' ')),
});

const aboutQuestion = (n) => ({
  kind: 'About question',
  what: `click About question ${n + 1}`,
  locate: (page) => page.locator('section[aria-labelledby="about-faq"] button[aria-expanded]').nth(n),
  act: (page, self) => self.locate(page).click(),
  took: async (page, self) => (await attribute(self.locate(page), 'aria-expanded')) === 'true',
  debug: async (page) => page.locator('section[aria-labelledby="about-faq"] button[aria-expanded]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')).join(' ')),
});

const menu = () => ({
  kind: 'Menu',
  what: 'click Menu',
  locate: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }),
  act: (page, self) => self.locate(page).click(),
  took: async (page, self) => (await attribute(self.locate(page), 'aria-expanded')) === 'true',
});

const search = () => ({
  kind: 'typing in Search tools',
  what: "type 'light' into Search tools",
  locate: (page) => page.getByRole('searchbox', { name: 'Search tools' }),
  act: (page, self) => self.locate(page).pressSequentially('light'),
  took: (page) => page.getByText('3 of 20 tools match').isVisible(),
  debug: async (page) => [await page.getByRole('searchbox', { name: 'Search tools' }).inputValue(), await text(page.getByText(/tools match|All 20 tools/))],
});

const contactSend = () => ({
  kind: 'contact form sent',
  what: 'fill in and send the contact form',
  locate: (page) => page.getByRole('button', { name: 'Send message' }),
  act: async (page, self) => {
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Hello');
    await self.locate(page).click();
  },
  // The toast lasts 5 s: it was shown at some point, the form was emptied and nothing reached the address.
  took: async (page) => {
    const statuses = await page.evaluate(() => window.__statusTexts);
    return statuses.some((shown) => shown.startsWith('Message sent')) && (await page.getByLabel('Name').inputValue()) === '' && !page.url().includes('?');
  },
  debug: async (page) => [page.url(), await page.getByLabel('Name').inputValue(), await page.getByLabel('Message').inputValue(), await page.locator('[aria-invalid=true]').count()],
});

const toolButton = (name, what, took, debug) => ({
  kind: name,
  what,
  locate: (page) => page.getByRole('main').getByRole('button', { name, exact: true }),
  act: (page, self) => self.locate(page).click(),
  took,
  debug,
});

const snapToPhi = () =>
  toolButton(
    'Snap to φ',
    'click Snap to φ',
    async (page) => (await text(output(page, 'Horizontal position'))) === '61.8 %' && (await text(output(page, 'Vertical position'))) === '61.8 %',
    async (page) => [await text(output(page, 'Horizontal position')), await text(output(page, 'Vertical position'))],
  );

const addSlide = () =>
  toolButton('+ Add slide', 'click + Add slide', async (page) => (await text(output(page, 'Slides'))) === '3', async (page) => text(output(page, 'Slides')));

const present = () =>
  toolButton(
    'Present',
    'click Present',
    async (page) => /^(fullscreen|overlay)$/.test((await page.locator('html').getAttribute('data-presenting')) ?? ''),
    async (page) => page.locator('html').getAttribute('data-presenting'),
  );

const copyLink = (slug) =>
  toolButton(
    'Copy link',
    'click Copy link',
    async (page) => (await page.evaluate(() => window.__copied)).some((copied) => copied.includes(`/tools/${slug}`)),
    async (page) => page.evaluate(() => [window.__copied, window.__statusTexts]),
  );

/** One key on Beam length: ArrowRight to 6.1 m (left reaction 8 × 3.1 / 6.1 = 4.07 kN) or ArrowLeft to 5.9 m (3.93 kN). */
const beamKey = (key) => {
  const [value, left] = key === 'ArrowRight' ? ['6.1', '4.07'] : ['5.9', '3.93'];
  const beam = (page) => page.getByRole('slider', { name: named('Beam length') });
  return {
    kind: 'Beam length key (← / →)',
    what: `${key} on Beam length`,
    locate: beam,
    act: (page, self) => self.locate(page).press(key),
    took: async (page) => (await beam(page).inputValue()) === value && (await text(output(page, 'Left reaction'))).startsWith(left),
    debug: async (page) => [await beam(page).inputValue(), await text(output(page, 'Left reaction'))],
  };
};

/** Each route's actions; run i does action i mod their number, the k-th time that action is done being k. */
const SCENARIOS = {
  '/': [(k) => faqQuestion(k % 7), (k) => tab('Template categories', 1 + (k % 5))],
  '/about': [(k) => aboutQuestion(k % 3), (k) => tab('Audiences', 1 + (k % 2))],
  '/contact': [() => contactSend()],
  '/docs': [() => search(), () => menu()],
  '/tools/golden-ratio': [() => snapToPhi()],
  '/tools/design-presentation': [() => addSlide()],
  '/tools/room-proportion': [() => copyLink('room-proportion')],
  '/tools/flow-pattern': [() => present()],
  '/tools/structural-load': [() => beamKey('ArrowRight'), () => beamKey('ArrowLeft')],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function once(browser, baseUrl, path, run) {
  const choices = SCENARIOS[path];
  const action = choices[run % choices.length](Math.floor(run / choices.length));
  const delay = runs > 1 ? Math.round((SPREAD_MS * run) / (runs - 1)) : 0;
  const { context, page } = await phoneProfile(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.addInitScript(pageRecorders);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  const fcp = await waitForFirstPaint(page);
  await sleep(delay);
  let error = null;
  try {
    // The element acted on, for the page's input recorder (where it was when the input came).
    await action.locate(page).evaluate((element) => (window.__aimedAt = element), null, { timeout: 10_000 });
    await action.act(page, action);
  } catch (caught) {
    error = caught.message.split('\n')[0];
  }
  await waitUntilIdle(page).catch((caught) => (error ??= `never idle: ${caught.message.split('\n')[0]}`));
  let took = false;
  for (let attempt = 0; attempt < 20 && !took && !error; attempt++) {
    took = await action.took(page, action);
    if (!took) await sleep(100);
  }
  const state = await page.evaluate(() => ({
    hydratedAt: window.__hydratedAt,
    inputs: window.__inputs,
    shifts: window.__allShifts,
    queued: window.__early?.queue.length,
  }));
  const firstInput = state.inputs[0]?.at ?? null;
  const early = firstInput !== null && (state.hydratedAt === null || firstInput < state.hydratedAt);
  if (!took && process.env.DEBUG) {
    const since = (at) => `${Math.round(at - fcp)} ms`;
    console.error(`\nLOST ${path} run ${run + 1}: ${action.what}, ${delay} ms after FCP${error ? ` (${error})` : ''}`);
    console.error(`  FCP ${Math.round(fcp)} ms; hydrated ${state.hydratedAt === null ? 'never' : `${since(state.hydratedAt)} after FCP`}; still held by the early recorder: ${state.queued ?? 'none (stopped)'}`);
    for (const input of state.inputs) {
      const aimed = input.aimed ? `; the element aimed at was at x ${input.aimed.left}–${input.aimed.right}, y ${input.aimed.top}–${input.aimed.bottom}` : '; the element aimed at was not in the page';
      console.error(`  ${input.type}${input.key ? ` ${input.key}` : ''} at ${since(input.at)} after FCP on ${input.target}${input.type === 'click' ? ` at (${input.x}, ${input.y})${aimed}` : ''}`);
    }
    for (const shift of state.shifts) console.error(`  layout shift ${shift.value.toFixed(4)} at ${since(shift.start)} after FCP${shift.recentInput ? ' (just after an input: not in CLS)' : ''}: ${shift.moved?.join(', ') || 'no source named'}`);
    if (action.debug) console.error('  page shows:', JSON.stringify(await action.debug(page, action).catch((caught) => caught.message)));
  }
  await context.close();
  return { took, early, kind: action.kind };
}

buildUnlessSkipped();
const { baseUrl, stop } = await serveDist(port);
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : Object.keys(SCENARIOS);
for (const path of routes) if (!SCENARIOS[path]) throw new Error(`No scenario for ${path}; routes: ${Object.keys(SCENARIOS).join(', ')}`);
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
const hostBefore = await hostSpeed(browser);

const rows = [];
for (const path of routes) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await once(browser, baseUrl, path, run));
  const actions = [...new Set(results.map((result) => result.kind))];
  const row = {
    path,
    actions: actions.join(' / '),
    done: results.length,
    early: results.filter((result) => result.early).length,
    lost: results.filter((result) => !result.took).length,
  };
  rows.push(row);
  process.stderr.write(`${path}: ${row.lost} of ${row.done} lost\n`);
}
const hostAfter = await hostSpeed(browser);
await browser.close();
stop();

console.log(`\nActions while loading, phone profile (${PHONE_PROFILE_LABEL}), ${runs} per route, spread from 0 to ${SPREAD_MS / 1000} s after the first paint\n`);
console.log(`${hostSpeedLine(hostBefore, hostAfter)}\n`);
console.log('| route | action | actions | before hydration | lost |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| \`${row.path}\` | ${row.actions} | ${row.done} | ${row.early} | ${row.lost} |`);
const lost = rows.reduce((sum, row) => sum + row.lost, 0);
console.log(`| total | | ${rows.reduce((sum, row) => sum + row.done, 0)} | ${rows.reduce((sum, row) => sum + row.early, 0)} | ${lost} |`);
if (lost > 0) {
  console.error(`\n${lost} action(s) lost`);
  process.exit(1);
}
