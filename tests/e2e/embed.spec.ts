import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Response } from '@playwright/test';
import * as structuralLoad from '../../engine/tools/structural-load';
import { inputsToQuery } from '../../engine/tools/query';
import { expect, test } from './support/fixtures';

// An embedded tool (/embed/tools/{slug}) framed by a page of another origin, as a lesson page
// would: beside it, a frame of the tool's own page, which must be refused. The other origin is a
// second server on 127.0.0.1 (the site is on localhost): Chromium lets a page frame a local
// address only from a local address, so a page made up by page.route would be refused either way.

/** The inputs the embed code carries, and what the engine makes of them. */
const inputs = { ...structuralLoad.defaults, lengthM: 9, loadKN: 20 };
const query = inputsToQuery(structuralLoad, inputs);
const expected = structuralLoad.outputs(structuralLoad.compute(inputs));

/**
 * In every frame, before its scripts: a record of each touch of the browser's storage (cookies,
 * local and session storage, IndexedDB, the Cache API, a service worker's registration), in
 * `window.storageTouches`, however the browser then answers (a third-party frame's storage may be
 * refused outright).
 */
function recordStorageTouches(): void {
  const touches: string[] = [];
  (window as unknown as { storageTouches: string[] }).storageTouches = touches;
  const watch = (target: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    if (!descriptor?.get) return;
    const { get, set } = descriptor;
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        touches.push(`read ${name}`);
        return get.call(this);
      },
      set: set &&
        function (this: unknown, value: unknown) {
          touches.push(`write ${name}`);
          set.call(this, value);
        },
    });
  };
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'caches']) watch(window, name);
  watch(Document.prototype, 'cookie');
  if ('serviceWorker' in navigator) {
    const container = ServiceWorkerContainer.prototype;
    const register = container.register;
    container.register = function (this: ServiceWorkerContainer, ...args: Parameters<ServiceWorkerContainer['register']>) {
      touches.push('serviceWorker.register');
      return register.apply(this, args);
    };
  }
}

const storageTouches = (frame: Frame): Promise<string[]> => frame.evaluate(() => (window as unknown as { storageTouches: string[] }).storageTouches);

let parent: Server;
let parentUrl = '';

test.beforeAll(async ({ baseURL }) => {
  const site = baseURL ?? '';
  parent = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A lesson</title></head><body>
      <h1>A lesson on beams</h1>
      <iframe id="embed" src="${site}/embed/tools/structural-load?${query.replace(/&/g, '&amp;')}" title="Structural Load — PromptArc" width="100%" height="760"></iframe>
      <iframe id="site" src="${site}/tools/structural-load" title="The tool's own page" width="100%" height="400"></iframe>
    </body></html>`);
  });
  await new Promise<void>((resolve) => parent.listen(0, '127.0.0.1', resolve));
  parentUrl = `http://127.0.0.1:${(parent.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => parent.close(() => resolve())));

test.describe('Embed: a tool framed by another site', () => {
  // Chromium's report of the refused frame of the tool's page.
  test.use({ allowConsole: /Framing 'http:\/\/localhost:\d+\/' violates the following Content Security Policy directive: "frame-ancestors 'none'"/ });

  test('the embed shows the tool with the embed code’s inputs, stores nothing, and only it may be framed', async ({ page, context, baseURL }) => {
    await page.addInitScript(recordStorageTouches);
    const documents = new Map<string, Response>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.set(new URL(response.url()).pathname, response);
    });
    await page.goto(parentUrl);
    const embed = page.frameLocator('#embed');
    const embedFrame = page.frame({ url: (url) => url.pathname === '/embed/tools/structural-load' });
    if (!embedFrame) throw new Error('the embed frame is missing');
    await embedFrame.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    await test.step('the tool alone: its inputs from the query, its results, a link to its page, no site header or footer', async () => {
      await expect(embed.getByRole('heading', { level: 1 })).toHaveText('Structural Load');
      await expect(embed.getByRole('slider', { name: /^Beam length/ })).toHaveValue('9');
      await expect(embed.getByRole('slider', { name: /^Load \(/ })).toHaveValue('20');
      for (const { label, text } of expected) {
        await expect(embed.locator('output').and(embed.getByRole('status', { name: label, exact: true }))).toHaveText(text);
      }
      await expect(embed.getByRole('figure')).toBeVisible();
      const open = embed.getByRole('link', { name: 'Open in PromptArc' });
      await expect(open).toHaveAttribute('href', `/tools/structural-load?${query}`);
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(embed.getByRole('banner')).toHaveCount(0);
      await expect(embed.getByRole('contentinfo')).toHaveCount(0);
      // The link follows what the visitor changes.
      await embed.getByRole('slider', { name: /^Beam length/ }).fill('10');
      await expect(open).toHaveAttribute('href', `/tools/structural-load?${inputsToQuery(structuralLoad, { ...inputs, lengthM: 10 })}`);
    });

    await test.step('only the embed may be framed: its policy allows any site; the tool’s page refuses framing', async () => {
      const embedHeaders = await documents.get('/embed/tools/structural-load')?.allHeaders();
      expect(embedHeaders?.['content-security-policy']).toMatch(/frame-ancestors \*$/);
      expect(embedHeaders).not.toHaveProperty('x-frame-options');
      const siteHeaders = await documents.get('/tools/structural-load')?.allHeaders();
      expect(siteHeaders?.['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(siteHeaders?.['x-frame-options']).toBe('DENY');
      // Chromium shows its error page instead: nothing of the site is in that frame.
      await expect(page.frameLocator('#site').getByRole('main')).toHaveCount(0);
      expect(page.frames().map((frame) => new URL(frame.url()).pathname)).not.toContain('/tools/structural-load');
    });

    await test.step('the embed stores nothing: no cookie, no storage touched', async () => {
      // Loaded, hydrated and changed (above). (The service worker, which the site's pages register
      // once idle, is left out by main.tsx on an embed path: src/app/routes.test.ts.)
      expect(await storageTouches(embedFrame)).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      // The record does see a touch: the parent page's own.
      await page.evaluate(() => localStorage.setItem('lesson', '1'));
      expect(await storageTouches(page.mainFrame())).toEqual(['read localStorage']);
      expect(baseURL).not.toBe(new URL(parentUrl).origin);
    });
  });
});
