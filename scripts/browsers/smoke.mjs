// The engine-independent half of `npm run test:browsers`: what a visit to each route checks, written
// against a small driver that scripts/browsers/firefox.mjs and webkit.mjs implement for their engine.
// Functions passed to `evaluate` run in the page: they are sent as source, so each one is
// self-contained (no closure over this module).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @typedef {object} Driver
 * @property {string} name the engine and its version, for the summary
 * @property {(url: string) => Promise<void>} goto navigates and waits for the load event
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} evaluate runs `fn` in the page and returns its (awaited) result
 * @property {(selector: string, key: string) => Promise<void>} press focuses the element and presses the key ('ArrowRight', 'x'…) as a user would
 * @property {() => Promise<string[]>} takeErrors console errors, uncaught exceptions and unhandled rejections since the last call
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} SmokeResult
 * @property {number} routes routes visited
 * @property {number} tools tools whose control changed the prompt
 * @property {number} views3d 3D views that drew
 * @property {number} scenes2d 2D scenes that drew
 * @property {string[]} errors console errors and exceptions, each prefixed with its route
 * @property {string[]} problems checks that failed (no hydration, the prompt did not change…), with their route
 */

const HYDRATION_TIMEOUT_MS = 30_000;
/** Software WebGL compiles shaders slowly on a busy 2-core machine (as tests/e2e/support/scene3d.ts allows). */
const DRAW_TIMEOUT_MS = 60_000;
const PROMPT_TIMEOUT_MS = 10_000;

/**
 * What a route may print on purpose. The not-found page warns 'Page not found' (a warning, never
 * collected) and its document answers 404, which Chromium-like consoles report as a failed resource.
 */
const ALLOWED_ERRORS = { '/not-a-page': /Failed to load resource.*404/ };

/** Each tool's prompt card title (its panel title, docs/contract.md §3), as the catalog (engine/tools/catalog.ts) declares it. */
export async function panelTitles(root, slugs) {
  const source = await readFile(join(root, 'engine', 'tools', 'catalog.ts'), 'utf8');
  const entries = new Map([...source.matchAll(/\{ slug: '([^']+)'[^}]*?panelTitle: '([^']+)'/g)].map((match) => [match[1], match[2]]));
  const titles = new Map();
  for (const slug of slugs) {
    const title = entries.get(slug);
    if (!title) throw new Error(`engine/tools/catalog.ts has no panelTitle for ${slug}`);
    titles.set(slug, title);
  }
  return titles;
}

/**
 * Visits every route in one engine: waits for hydration, scrolls through the page so every view that
 * starts when seen has started, and on a tool page checks that its views drew and that one control,
 * moved by a key, changes the prompt. Collects the page's console errors per route.
 * @param {Driver} driver
 * @param {{ baseUrl: string, routes: string[], titles: Map<string, string>, log: (line: string) => void }} options
 * @returns {Promise<SmokeResult>}
 */
export async function smokeTest(driver, { baseUrl, routes, titles, log }) {
  /** @type {SmokeResult} */
  const result = { routes: 0, tools: 0, views3d: 0, scenes2d: 0, errors: [], problems: [] };
  for (const path of routes) {
    const problems = [];
    const notes = [];
    try {
      await driver.goto(baseUrl + path);
      await waitFor(driver, () => document.documentElement.dataset.hydrated === 'true', [], HYDRATION_TIMEOUT_MS, 'the page did not hydrate');
      await driver.evaluate(scrollThrough);
      const slug = /^\/tools\/([^/]+)$/.exec(path)?.[1];
      if (slug) {
        const views = await waitForViews(driver);
        result.views3d += views.views3d;
        result.scenes2d += views.scenes2d;
        if (views.views3d + views.scenes2d > 0) notes.push(`${describeViews(views)} drawn`);
        const control = await exerciseOneControl(driver, titles.get(slug) ?? '');
        result.tools += 1;
        notes.push(control);
      }
      result.routes += 1;
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    const allowed = ALLOWED_ERRORS[path];
    const errors = (await driver.takeErrors()).filter((text) => !allowed?.test(text));
    result.errors.push(...errors.map((text) => `${path}: ${text}`));
    result.problems.push(...problems.map((text) => `${path}: ${text}`));
    const verdict = problems.length || errors.length ? 'FAIL' : 'ok';
    log(`  ${verdict.padEnd(4)} ${path}${notes.length ? ` (${notes.join('; ')})` : ''}`);
    for (const text of [...problems, ...errors]) log(`         ${text}`);
  }
  return result;
}

/**
 * Checks, on the site's first page, that the driver reports a console error, an uncaught exception
 * and an unhandled rejection, so a clean run means a clean site and not a deaf engine. Throws if any
 * of the three went unreported.
 * @param {Driver} driver
 */
export async function checkErrorCapture(driver, url) {
  await driver.goto(url);
  await driver.takeErrors();
  await driver.evaluate(async () => {
    console.error('smoke-check: console.error');
    setTimeout(() => {
      throw new Error('smoke-check: uncaught');
    });
    void Promise.reject(new Error('smoke-check: rejection'));
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  const reported = (await driver.takeErrors()).join('\n');
  const missed = ['console.error', 'uncaught', 'rejection'].filter((kind) => !reported.includes(`smoke-check: ${kind}`));
  if (missed.length) throw new Error(`${driver.name} did not report these page errors: ${missed.join(', ')} (reported: ${reported || 'nothing'})`);
}

/** Polls `fn(...args)` in the page until it returns something truthy, and returns that. */
async function waitFor(driver, fn, args, timeoutMs, message) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await driver.evaluate(fn, ...args);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${message} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** In the page: scrolls to the bottom a screen at a time (views start once seen), then back to the top. */
async function scrollThrough() {
  for (let step = 0; step < 40; step += 1) {
    window.scrollBy(0, window.innerHeight * 0.8);
    // Two frames for intersection observers to report what came into view.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
  }
  window.scrollTo(0, 0);
}

function describeViews({ views3d, scenes2d }) {
  return [views3d && `${views3d} 3D view${views3d > 1 ? 's' : ''}`, scenes2d && `${scenes2d} 2D scene${scenes2d > 1 ? 's' : ''}`].filter(Boolean).join(', ');
}

/**
 * Waits until every 3D view and 2D scene of the page has drawn: a canvas whose pixels are not all
 * one colour. A 3D view that shows its notice instead (WebGL unavailable, lost, or its code failed
 * to load) fails the route: the smoke test runs where WebGL works.
 */
async function waitForViews(driver) {
  const state = await waitFor(
    driver,
    () => {
      /** Whether the canvas holds more than one colour (read through a 2D copy; the 3D views preserve their buffer). */
      const drew = (canvas) => {
        if (!canvas || canvas.width === 0 || canvas.height === 0) return false;
        const copy = document.createElement('canvas');
        copy.width = canvas.width;
        copy.height = canvas.height;
        const context = copy.getContext('2d', { willReadFrequently: true });
        context.drawImage(canvas, 0, 0);
        const { data } = context.getImageData(0, 0, copy.width, copy.height);
        const colours = new Set();
        // Every 97th pixel: a prime stride, so the samples do not line up with a pattern's period.
        for (let at = 0; at < data.length && colours.size < 2; at += 4 * 97) colours.add(`${data[at]},${data[at + 1]},${data[at + 2]},${data[at + 3]}`);
        return colours.size > 1;
      };
      const views3d = [...document.querySelectorAll('[data-scene3d]')];
      const scenes2d = [...document.querySelectorAll('[data-scene]')];
      const notices = views3d.filter((view) => view.dataset.scene3d !== 'ok').map((view) => view.textContent.trim());
      if (notices.length) return { failed: `the 3D view shows a notice: ${notices.join(' / ')}` };
      // Every Konva layer is its own canvas; a scene has drawn once any of its layers has.
      const ready = views3d.every((view) => drew(view.querySelector('canvas'))) && scenes2d.every((scene) => [...scene.querySelectorAll('canvas')].some(drew));
      return ready && { views3d: views3d.length, scenes2d: scenes2d.length };
    },
    [],
    DRAW_TIMEOUT_MS,
    'the views did not draw',
  );
  if (state.failed) throw new Error(state.failed);
  return state;
}

/**
 * Moves the tool's first control by one key press and waits for the prompt to change: the first
 * slider (ArrowRight, or ArrowLeft at its maximum), else the first number field (ArrowUp/ArrowDown),
 * else the first select (the next option), else the first text field (types a letter). The Inputs
 * panel and the prompt card are found by their accessible names, as tests/e2e/support/tool.ts does.
 * Returns what it did, for the log.
 */
async function exerciseOneControl(driver, panelTitle) {
  const picked = await driver.evaluate((title) => {
    const main = document.querySelector('main');
    const named = (selector, name) =>
      [...(main?.querySelectorAll(selector) ?? [])].find((element) => {
        const ids = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        return ids.map((id) => document.getElementById(id)?.textContent?.trim()).join(' ') === name;
      });
    const inputs = named('form', 'Inputs');
    const prompt = named('section', title)?.querySelector('pre');
    if (!inputs) return { failed: "no form named 'Inputs'" };
    if (!prompt) return { failed: `no prompt card named '${title}'` };
    const choices = [
      ['input[type=range]', (slider) => (Number(slider.value) < Number(slider.max) ? 'ArrowRight' : 'ArrowLeft')],
      ['[role=spinbutton]', (field) => (Number(field.getAttribute('aria-valuenow')) < Number(field.getAttribute('aria-valuemax') ?? Infinity) ? 'ArrowUp' : 'ArrowDown')],
      ['select', (select) => (select.selectedIndex < select.options.length - 1 ? 'ArrowDown' : 'ArrowUp')],
      ['input[type=text], textarea', () => 'x'],
    ];
    for (const [selector, keyFor] of choices) {
      const control = [...inputs.querySelectorAll(selector)].find((element) => !element.disabled);
      if (!control) continue;
      for (const marked of document.querySelectorAll('[data-smoke-control]')) marked.removeAttribute('data-smoke-control');
      for (const marked of document.querySelectorAll('[data-smoke-prompt]')) marked.removeAttribute('data-smoke-prompt');
      control.setAttribute('data-smoke-control', '');
      prompt.setAttribute('data-smoke-prompt', '');
      const name = control.labels?.[0]?.textContent?.trim() || control.getAttribute('aria-label') || selector;
      return { name, key: keyFor(control), before: prompt.textContent };
    }
    return { failed: 'no slider, number field, select or text field in Inputs' };
  }, panelTitle);
  if (picked.failed) throw new Error(picked.failed);
  await driver.press('[data-smoke-control]', picked.key);
  const after = await waitFor(
    driver,
    (before) => {
      const text = document.querySelector('[data-smoke-prompt]')?.textContent ?? '';
      return text !== before && text;
    },
    [picked.before],
    PROMPT_TIMEOUT_MS,
    `${picked.key} on '${picked.name}' did not change the prompt`,
  );
  if (/NaN|Infinity|undefined/.test(after)) throw new Error(`the prompt reads NaN, Infinity or undefined after ${picked.key} on '${picked.name}'`);
  return `${picked.key} on '${picked.name}' changed the prompt`;
}
