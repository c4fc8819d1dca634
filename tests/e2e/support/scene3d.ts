import type { Locator, Page } from '@playwright/test';
import { scene3dSlugs, tools } from '../../../src/tools/registry';
import { expect, test } from './fixtures';

/** The tools with a 3D view: the catalog's entries with has3d. */
export const SCENE3D_SLUGS: readonly string[] = scene3dSlugs(tools);

/**
 * After a context is restored, three.js releases the buffers and textures it held in the lost
 * context (on disposal, or when a scene rebuilds its environment); Chromium notes each such
 * stale handle. Harmless, and only after a real loss.
 */
export const STALE_HANDLE_NOTICES = /WebGL: INVALID_OPERATION: \w+: object does not belong to this context/;

/** The 3D view's canvas on a tool page. */
export const scene3dCanvas = (page: Page): Locator => page.locator('[data-scene3d] canvas');

/** What a drawn WebGL canvas holds: its PNG data URL and how many distinct colours a 24 × 24 sample grid finds. */
export interface CanvasPixels {
  url: string;
  distinctColours: number;
}

/** Reads the canvas (its drawing buffer is preserved) through a 2D copy. */
export async function canvasPixels(canvas: Locator): Promise<CanvasPixels> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d', { willReadFrequently: true });
    if (!context || copy.width === 0 || copy.height === 0) return { url: '', distinctColours: 0 };
    context.drawImage(element, 0, 0);
    // One read of the whole copy, sampled on the grid.
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set<string>();
    const grid = 24;
    for (let i = 0; i < grid; i += 1) {
      for (let j = 0; j < grid; j += 1) {
        const x = Math.floor(((i + 0.5) / grid) * copy.width);
        const y = Math.floor(((j + 0.5) / grid) * copy.height);
        const at = (y * copy.width + x) * 4;
        colours.add(`${data[at]},${data[at + 1]},${data[at + 2]},${data[at + 3]}`);
      }
    }
    return { url: element.toDataURL(), distinctColours: colours.size };
  });
}

/** Scrolls the page's first 3D view into view: a 3D view mounts once it comes on screen. */
export async function showScene3d(page: Page): Promise<void> {
  await page.locator('[data-scene3d]').first().evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
}

/** How long a scene may take to draw: software WebGL compiles shaders slowly on a busy 2-core machine. */
export const DRAW_TIMEOUT_MS = 60_000;

/**
 * A test's time limit while a 3D view is on screen: each change of a control redraws the scene in
 * software WebGL, so on a loaded 2-core CI machine a few slider moves can take longer than the
 * default 30 s. It leaves room for a full DRAW_TIMEOUT_MS wait.
 */
export const SCENE3D_TEST_TIMEOUT_MS = 90_000;

/** Whether the tool has a 3D view. */
export const hasScene3d = (slug: string): boolean => SCENE3D_SLUGS.includes(slug);

/** In a test over every tool: gives a 3D tool's test SCENE3D_TEST_TIMEOUT_MS. */
export function allowScene3dTime(slug: string): void {
  if (hasScene3d(slug)) test.setTimeout(SCENE3D_TEST_TIMEOUT_MS);
}

/**
 * With the page's clock installed and paused: brings each 2D and 3D view of the page on screen in
 * turn and runs the clock until it has drawn (`data-drawn`; views start once on screen and the
 * browser is idle, and idle callbacks are the clock's), so what follows sees the page as a visitor
 * who waited a moment does.
 */
export async function settleViews(page: Page): Promise<void> {
  for (const view of await page.locator('main :is([data-scene], [data-scene3d])').all()) {
    await view.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await page.clock.runFor(200);
        return view.evaluate((element) => element.matches('[data-drawn]') || element.querySelector('[data-drawn]') !== null);
      }, { message: 'the view draws as the clock runs', timeout: DRAW_TIMEOUT_MS })
      .toBe(true);
  }
}

/** Waits until the scene has drawn something: many colours, not one flat fill (or a blank buffer). */
export async function expectDrawn(canvas: Locator, what = 'the 3D scene', { runClock = false } = {}): Promise<CanvasPixels> {
  const page = canvas.page();
  await showScene3d(page);
  // The first 3D view of a run also downloads and compiles three.js.
  if (!runClock) await expect(canvas).toBeVisible({ timeout: DRAW_TIMEOUT_MS });
  let pixels: CanvasPixels = { url: '', distinctColours: 0 };
  await expect
    .poll(async () => {
      // With the page's clock installed and paused, the view mounts and draws only as the test runs it on.
      if (runClock) {
        await page.clock.runFor(200);
        if (!(await canvas.isVisible())) return 0;
      }
      return (pixels = await canvasPixels(canvas)).distinctColours;
    }, { message: `${what} draws non-blank pixels`, timeout: DRAW_TIMEOUT_MS })
    .toBeGreaterThan(8);
  return pixels;
}

/** Waits until the canvas shows something else than `before`. */
export async function expectRedrawn(canvas: Locator, before: CanvasPixels): Promise<CanvasPixels> {
  let pixels = before;
  await expect
    .poll(async () => (pixels = await canvasPixels(canvas)).url !== before.url, { message: 'the 3D scene follows the sliders', timeout: 20_000 })
    .toBe(true);
  expect(pixels.distinctColours).toBeGreaterThan(8);
  return pixels;
}

/**
 * A 3D view's canvas that is still busy: repainting what it shows (`data-busy`: material-properties'
 * maps, a panel per idle slice), or showing a lighter frame drawn while it changed until its sharp
 * frame (`data-sharpening`). Appended to a canvas selector.
 */
export const BUSY_VIEW = ':is([data-busy], [data-sharpening])';

/**
 * Waits until the canvas has stopped changing (render on demand: a settled frame), and differs
 * from `unlike` when given; returns its data URL.
 */
export async function expectSettled(canvas: Locator, unlike?: string): Promise<string> {
  let last = '';
  await expect
    .poll(async () => {
      const busy = await canvas.evaluate((element, selector) => element.matches(selector), BUSY_VIEW);
      const now = (await canvasPixels(canvas)).url;
      const settled = !busy && now === last && now !== unlike;
      last = now;
      return settled;
    }, { message: 'the 3D scene settles', intervals: [250], timeout: 30_000 })
    .toBe(true);
  return last;
}

/** A mouse drag across the middle of a 3D view, by (dx, dy) CSS px. */
export async function dragView(canvas: Locator, dx: number, dy: number): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the 3D view is not laid out');
  const page = canvas.page();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/**
 * Records every WebGL context the page creates (an init script, before any page code), so a test
 * can count the live ones: those not lost (react-three-fiber forces the loss when a canvas
 * unmounts) nor collected. Weak references: the record keeps no context or canvas alive.
 */
export async function trackWebglContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const contexts: WeakRef<WebGLRenderingContext>[] = [];
    Object.assign(window, { __webglContexts: contexts });
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      const context = (original as (this: HTMLCanvasElement, ...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      if (context && /^(webgl2?|experimental-webgl)$/.test(type) && !contexts.some((ref) => ref.deref() === context)) {
        contexts.push(new WeakRef(context as WebGLRenderingContext));
      }
      return context;
    } as typeof HTMLCanvasElement.prototype.getContext;
  });
}

/** How many recorded WebGL contexts are still live. */
export function liveWebglContexts(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __webglContexts: WeakRef<WebGLRenderingContext>[] }).__webglContexts.filter((ref) => {
      const context = ref.deref();
      return context !== undefined && !context.isContextLost();
    }).length);
}

/** Makes WebGL unavailable: every request for a WebGL context gets null (an init script). */
export async function disableWebgl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/^(webgl2?|experimental-webgl)$/.test(type)) return null;
      return (original as (this: HTMLCanvasElement, ...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof HTMLCanvasElement.prototype.getContext;
  });
}

/** How many distinct colours a 64 × 40 copy of a canvas holds: 1 for a blank one. */
export function distinctColours(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = 64;
    copy.height = 40;
    const context = copy.getContext('2d');
    if (!context) return 0;
    context.drawImage(element, 0, 0, copy.width, copy.height);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add(((data[i]! * 256 + data[i + 1]!) * 256 + data[i + 2]!) * 256 + data[i + 3]!);
    return seen.size;
  });
}
