import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { allowScene3dTime, DRAW_TIMEOUT_MS, scene3dCanvas } from './support/scene3d';
import { ToolPage } from './support/tool';
import { toolsWithModules } from './support/tools';

// The service worker is what these tests are about (the other tests block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });


/** Waits until the service worker has precached the site and controls the page; returns its cache's name. */
async function waitForOfflineCopy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const names = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('promptarc-')));
  expect(names).toHaveLength(1);
  return names[0]!;
}

/** The URL paths a cache holds. */
function cachedPaths(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    const requests = await (await caches.open(cacheName)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, name);
}

const siteCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('promptarc-')).sort());

/** Whether the registration's newest worker has finished activating (none installing or waiting). */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return !!registration && !registration.installing && !registration.waiting && registration.active?.state === 'activated';
  });

test.describe('Offline after the first visit', () => {

  test('the service worker precaches every page, all 20 tools and every built asset', async ({ page }) => {
    const tool = new ToolPage(page, 'golden-ratio', 'Composition Prompt');
    await tool.open();
    const paths = await cachedPaths(page, await waitForOfflineCopy(page));
    expect(toolsWithModules).toHaveLength(20);
    for (const { slug } of toolsWithModules) expect(paths).toContain(`/tools/${slug}`);
    for (const path of ['/', '/about', '/docs', '/contact', '/careers', '/terms', '/privacy', '/404.html', '/favicon.svg']) {
      expect(paths).toContain(path);
    }
    const assets = (await readdir('dist/assets')).filter((file) => !/\.(br|gz)$/.test(file));
    for (const file of assets) expect(paths).toContain(`/assets/${file}`);
    for (const path of ['/sw.js', '/sitemap.xml', '/robots.txt', '/_headers']) expect(paths).not.toContain(path);
    expect(paths.filter((path) => /\.(br|gz)$/.test(path))).toEqual([]);
  });

  // Precaching fetches the whole site: done while a view builds itself, it competes with it for the
  // network and the CPU (on a 2-core machine at the phone profile, ~1.3 s more blocking time).
  for (const [slug, view] of [['material-properties', '[data-scene3d] [data-drawn]'], ['flow-pattern', '[data-scene][data-drawn]']] as const) {
    test(`${slug}: the service worker is registered only once the view on screen has built itself`, async ({ page }) => {
      await page.addInitScript((drawn) => {
        const container = navigator.serviceWorker;
        const register = container.register.bind(container);
        const calls: boolean[] = [];
        (window as unknown as { registered: boolean[] }).registered = calls;
        container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
          calls.push(document.querySelector(drawn) !== null);
          return register(...args);
        };
      }, view);
      allowScene3dTime(slug);
      await page.goto(`/tools/${slug}`);
      // Software WebGL may take long to build a 3D view on a busy machine.
      await expect(page.locator(view)).toHaveCount(1, { timeout: DRAW_TIMEOUT_MS });
      await waitForOfflineCopy(page);
      expect(await page.evaluate(() => (window as unknown as { registered: boolean[] }).registered), 'the view drawn when the worker was registered').toEqual([true]);
    });
  }

  test('a tool page reloads and works with no network, and so do other tools and pages never visited', async ({ page, context }) => {
    // Four pages, one of them a 3D scene: slow on a busy machine.
    test.setTimeout(90_000);
    const tool = new ToolPage(page, 'golden-ratio', 'Composition Prompt');
    await tool.open();
    await waitForOfflineCopy(page);
    await context.setOffline(true);

    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Golden Ratio');
    await expect(tool.output('Horizontal position')).toHaveText('50.0 %');
    await tool.main.getByRole('button', { name: 'Snap to φ', exact: true }).click();
    await expect(tool.output('Horizontal position')).toHaveText('61.8 %');
    expect(await tool.promptText()).toContain('centred at 61.8 % of the width and 61.8 % of the height');

    // Client-side navigation to another tool: its chunk comes from the cache.
    await tool.footer.getByRole('link', { name: 'Structural Load', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/structural-load$/);
    const beam = new ToolPage(page, 'structural-load', 'Beam Prompt');
    await expect(beam.promptCard).toBeVisible();
    const before = await beam.promptText();
    await beam.setSlider('Beam length', 9);
    await expect.poll(() => beam.promptText()).not.toBe(before);

    // A full load of a page never visited.
    const about = await page.goto('/about/');
    expect(about?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    const offlineQuestion = tool.main.getByRole('button', { name: 'Can I use PromptArc offline?' });
    await offlineQuestion.click();
    await expect(offlineQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(tool.main).toContainText('The site and all 20 free tools work offline too');

    // A 3D tool: three.js and the scene's chunks are precached too. (That the canvas then draws is
    // the 3D specs' concern; software WebGL can take long to compile on a busy machine.)
    await page.goto('/tools/surface-reflection?from=offline');
    await waitForHydration(page);
    await expect(scene3dCanvas(page)).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __THREE__?: string }).__THREE__ ?? null)).not.toBeNull();
  });

  test('the server sends the service worker uncached, and the host headers file says so too', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    // The headers file is for the host, read from the build (the server never serves it).
    const headersFile = await readFile(new URL('../../dist/_headers', import.meta.url), 'utf8');
    expect(headersFile).toMatch(/^\/sw\.js\n {2}Cache-Control: no-cache\n {2}Content-Type: text\/javascript/m);
  });
});

test.describe('Offline, a path that is no page', () => {
  // As online: the browser notes the 404 status, the not-found page warns about its path.
  test.use({ allowConsole: /^Page not found: \/(robots\.txt|tools\/no-such-tool)$|Failed to load resource.*404/ });

  test('with no network, a path that is no page answers with the not-found page, as the server would', async ({ page, context }) => {
    await page.goto('/docs');
    await waitForOfflineCopy(page);
    await context.setOffline(true);
    // Not precached, so not to be had offline: this also shows the worker's own requests are offline.
    for (const path of ['/robots.txt', '/tools/no-such-tool']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    }
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Prompts for Design & Architecture');
  });
});

/** A port no one listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Serves a copy of dist/ (the 'deployment' the test changes) with scripts/serve.mjs on its own port. */
async function serveCopy(): Promise<{ dir: string; origin: string; server: ChildProcess }> {
  const dir = await mkdtemp(join(tmpdir(), 'promptarc-deploy-'));
  await cp('dist', dir, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), DIST: dir }, stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  await expect.poll(() => fetch(origin).then((response) => response.status, () => 0), { timeout: 10_000 }).toBe(200);
  return { dir, origin, server };
}

/** Rewrites a file of the copy (and drops its compressed twins, which the server would prefer). */
async function edit(dir: string, path: string, change: (text: string) => string): Promise<void> {
  const file = join(dir, path);
  await writeFile(file, change(await readFile(file, 'utf8')));
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
}

test.describe('A new deployment', () => {
  let copy: Awaited<ReturnType<typeof serveCopy>>;

  test.beforeEach(async () => {
    copy = await serveCopy();
  });

  test.afterEach(async () => {
    copy.server.kill();
    await rm(copy.dir, { recursive: true, force: true });
  });

  test('is picked up on the next visit; the old copy stays while a page of it is open, then goes', async ({ page, context, consoleProblems }) => {
    const { dir, origin } = copy;
    // The page open from before the deployment.
    await page.goto(`${origin}/about`);
    await waitForHydration(page);
    const oldCache = await waitForOfflineCopy(page);
    const oldVersion = oldCache.replace('promptarc-', '');

    // Deploy: a new version whose About page says something new, and whose Docs chunk has gone
    // from the host (as when a chunk's content, and so its hashed name, changes).
    const sw = await readFile(join(dir, 'sw.js'), 'utf8');
    const docsChunk = /\/assets\/docs-[\w-]+\.js/.exec(sw)?.[0] ?? '';
    expect(docsChunk).not.toBe('');
    await edit(dir, 'sw.js', (text) => text.replaceAll(oldVersion, 'second-deployment').replace(`${docsChunk},`, ''));
    await rm(join(dir, docsChunk), { force: true });
    await rm(join(dir, `${docsChunk}.br`), { force: true });
    await rm(join(dir, `${docsChunk}.gz`), { force: true });
    await edit(dir, 'about/index.html', (text) => text.replace('</body>', '<p id="deployed">The second deployment</p>\n</body>'));
    expect((await fetch(`${origin}${docsChunk}`)).status).toBe(404);

    // The next visit, online: the new page at once, then the new version's worker and cache.
    const next = await context.newPage();
    next.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) consoleProblems.push({ type: message.type(), text: message.text() });
    });
    next.on('pageerror', (error) => consoleProblems.push({ type: 'pageerror', text: error.message }));
    await next.goto(`${origin}/about`);
    await waitForHydration(next);
    await expect(next.locator('#deployed')).toHaveText('The second deployment');
    // (Its cache exists from the start of its install: wait until it has taken over.)
    await expect
      .poll(async () => (await siteCaches(next)).includes('promptarc-second-deployment') && (await settled(next)), { timeout: 20_000 })
      .toBe(true);
    // The first page is still open: its version's files stay.
    expect(await siteCaches(next)).toEqual(['promptarc-second-deployment', oldCache].sort());

    // The page open from before lazily loads a chunk that only the old copy has.
    await page.locator('header').first().getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeVisible();

    // Once no window that was open when the new version took over is left (the first page, and the
    // About page of the second, which a navigation replaces), a navigation deletes the old copy.
    await page.close();
    for (const path of ['/contact', '/careers']) {
      await next.goto(`${origin}${path}`);
      await waitForHydration(next);
    }
    await expect.poll(() => siteCaches(next)).toEqual(['promptarc-second-deployment']);

    // Offline, the new version's copy answers.
    await context.setOffline(true);
    await next.goto(`${origin}/about`);
    await expect(next.locator('#deployed')).toHaveText('The second deployment');
  });
});
