import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test, waitForHydration } from './fixtures';
import { cutOffOnTheRight, horizontalOverflow, scenesPastTheirBox, scrollThrough, squeezedDrawings } from './layout';
import { DRAW_TIMEOUT_MS } from './scene3d';
import { drawingTextProblems } from './drawingText';

// The crawl's check of a route as a whole, as a visitor meets it: tests/e2e/crawl.all.spec.ts runs
// it on every route (tool pages on the phone), tests/e2e/tools/every-tool.spec.ts on each tool's
// desktop visit.

/** WCAG 1.4.10 Reflow: at 320 CSS px wide no content is clipped or needs sideways scrolling. */
const REFLOW_VIEWPORT = { width: 320, height: 640 };
/** The phone every drawing's text is checked on (and at the desktop's 1280 px). */
const PHONE_375 = { width: 375, height: 667 };

/** A tool page's drawings: every label at least 11 CSS px, inside its drawing, clear of the others (scenes re-lay out after a resize). */
export async function expectLegibleDrawings(page: Page, width: number): Promise<void> {
  await test.step(`Drawing text at ${width} px: at least 11 px, inside, not overlapping`, () =>
    expect.poll(() => drawingTextProblems(page), { intervals: [50, 100, 250] }).toEqual([]));
}

/** The page once it is idle and has drawn twice more: a slider's change rendered, its scenes redrawn. */
function idleAndDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 2000 });
      }),
  );
}

/**
 * The drawings' text checked again with every slider at its ends (all at the minimum, all at the
 * maximum, and alternating both ways), moved by keyboard as a visitor would; then the sliders go
 * back to where they were. Labels that clear each other at the defaults can meet at the ends.
 */
export async function expectLegibleAtExtremes(page: Page, width: number): Promise<void> {
  const sliders = page.locator('main input[type="range"]:visible');
  const count = await sliders.count();
  if (count === 0) return;
  const before = await sliders.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  for (const [first, second = first] of [['Home'], ['End'], ['Home', 'End'], ['End', 'Home']] as const) {
    await test.step(`Drawing text at ${width} px with the sliders at ${first === second ? first : `${first} and ${second} in turn`}`, async () => {
      for (let index = 0; index < count; index += 1) await sliders.nth(index).press(index % 2 === 0 ? first : second);
      await idleAndDrawn(page);
      await expect.poll(() => drawingTextProblems(page), { intervals: [50, 100, 250] }).toEqual([]);
    });
  }
  for (const [index, value] of before.entries()) await sliders.nth(index).fill(value);
  await idleAndDrawn(page);
}

export interface Requests {
  /** Failed requests, and responses of 400 or more but the document's own. */
  problems: string[];
  /** Resolves once no request is in flight, and none has started by the next frame. */
  quiet: () => Promise<void>;
}

/** Watches the page's requests from now on; `status` is the document's own. */
export function watchRequests(page: Page, status: number): Requests {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (response.status() >= 400 && !(isDocument && response.status() === status)) problems.push(`${response.status()}: ${response.url()}`);
  });
  const quiet = async () => {
    for (let counted = -1; counted !== started; ) {
      counted = started;
      await expect.poll(() => [...inFlight].map((request) => request.url()), { message: 'requests in flight', intervals: [25], timeout: 30_000 }).toEqual([]);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    }
  };
  return { problems, quiet };
}

/**
 * Scrolls through the page and waits for what came on screen: the requests it made (a view's
 * code comes in a chunk of its own) and the views themselves, 2D scenes with their Konva stage
 * instead of the placeholder, 3D views with the canvas of their three.js renderer (it marks it
 * data-engine). Nothing on the page changes after that (once checked against waiting for
 * Playwright's networkidle, 500 ms without a request, and 0.7 s more).
 */
export async function scrollThroughAndSettle(page: Page, requests: Requests): Promise<void> {
  await scrollThrough(page);
  await requests.quiet();
  // A view whose code failed to download never comes: say that, rather than that it did not come.
  expect(requests.problems).toEqual([]);
  await expect(page.locator('[data-scene] > svg[role="img"]').filter({ visible: true }), '2D scenes on screen without their stage').toHaveCount(0);
  await expect(page.locator('[data-scene3d] > [role="img"]:not(:has(canvas[data-engine]))'), '3D views on screen without their renderer').toHaveCount(0, {
    timeout: DRAW_TIMEOUT_MS,
  });
}

/** No sideways scrolling, nothing past the viewport's right edge or a view's box, and no icon or drawing squeezed out of shape. */
export async function expectNothingCutOff(page: Page): Promise<void> {
  expect(await horizontalOverflow(page), 'horizontal overflow in CSS px').toBeLessThanOrEqual(0);
  expect(await cutOffOnTheRight(page), 'elements past the right edge of the viewport').toEqual([]);
  expect(await scenesPastTheirBox(page), 'views wider than their box').toEqual([]);
  expect(await squeezedDrawings(page), 'icons and drawings out of shape').toEqual([]);
}

/**
 * axe-core as @axe-core/playwright injects it (the same copy and version). The crawl runs it
 * itself: AxeBuilder runs axe in each frame and again in a blank page of its own to merge their
 * results (or, in its legacy mode, injects axe twice), for frames the site does not have.
 */
const require = createRequire(import.meta.url);
const axeSource = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** WCAG 2.0–2.2 A and AA, and axe's best practices; only the violations are reported in full. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/** One axe run over the page: each violation as `rule: selector, selector…`. */
export async function axeViolations(page: Page): Promise<string[]> {
  expect(page.frames(), 'frames (the crawl runs axe in the top frame only)').toHaveLength(1);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    return (await axe.run(document, options)).violations;
  }, AXE_OPTIONS);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Visits `path` and checks it as a whole: the document's status, no failed request and no
 * response of 400 or more (but the not-found document's own), no horizontal scrollbar, nothing
 * cut off, and no axe violation (WCAG 2.0–2.2 A and AA, and axe's best practices). The fixture
 * fails the test on any console error or warning.
 *
 * With `reflow` (the phone, a mobile touch viewport) the page loads at 320 × 640 px first, as the
 * reflow check always has, and must show nothing cut off there (and with `drawings`, its
 * drawings' text legible there too, at the defaults and with the sliders at their ends: 320 px
 * is also a desktop at 400 % zoom); then it widens to the phone's own viewport for the rest.
 * (Not the other way round: narrowing a loaded page leaves the flow diagrams of
 * /tools/flow-pattern and /tools/ventilation-flow at their wider size.)
 */
export async function crawl(page: Page, path: string, { status = 200, reflow = false, drawings = false } = {}): Promise<void> {
  // axe over a long page, with its scenes running, takes a while on a slow machine.
  test.slow();
  const requests = watchRequests(page, status);
  const viewport = page.viewportSize();
  if (reflow) await page.setViewportSize(REFLOW_VIEWPORT);

  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
  await scrollThroughAndSettle(page, requests);
  if (reflow && viewport) {
    await test.step(`Reflow at 320 px › ${path}: nothing cut off, no sideways scrolling`, () => expectNothingCutOff(page));
    if (drawings) {
      await expectLegibleDrawings(page, REFLOW_VIEWPORT.width);
      await expectLegibleAtExtremes(page, REFLOW_VIEWPORT.width);
      await page.setViewportSize(PHONE_375);
      await scrollThroughAndSettle(page, requests);
      await expectLegibleDrawings(page, PHONE_375.width);
    }
    await page.setViewportSize(viewport);
    await scrollThroughAndSettle(page, requests);
  }
  if (drawings && !reflow && viewport) await expectLegibleDrawings(page, viewport.width);
  await expectWholePageClean(page, requests);
}

/**
 * Words about the product's specification, or the contract written from it, rather than to the
 * visitor ('as the spec gives them', 'the specification’s model', 'the spec's', 'the contract’s
 * x'). engine/tools/engines.test.ts checks every tool's explanation and prompt for the same.
 */
const MENTIONS_THE_SPEC = /\bthe spec(ification)?\b|\bspec['’]s\b|\bcontract['’]s\b/gi;

/**
 * Each place where the page speaks of the spec, with the words around it: its title, its
 * description and all of its text, what is not on screen included (textContent: a closed FAQ
 * answer, the print sheet; 'How it's calculated' is always in the page).
 */
function specMentions(page: Page): Promise<string[]> {
  return page.evaluate(({ source, flags }) => {
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const text = [document.title, description, document.body.textContent ?? ''].join('\n');
    return [...text.matchAll(new RegExp(source, flags))].map((match) => `…${text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 60)}…`);
  }, { source: MENTIONS_THE_SPEC.source, flags: MENTIONS_THE_SPEC.flags });
}

/**
 * The checks of a page as a whole, once what came on screen has settled: nothing cut off, no px²
 * or px³ in its text, no word of 'the spec' in it, no axe violation, and no failed request or
 * response of 400 or more since `requests` began watching.
 */
export async function expectWholePageClean(page: Page, requests: Requests): Promise<void> {
  await expectNothingCutOff(page);
  // No area or volume in screen pixels anywhere on a page (the prompt's <pre> included).
  expect(await page.locator('body').innerText(), 'px² or px³ on the page').not.toMatch(/px[²³]/);
  expect(await specMentions(page), "'the spec' on the page").toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  expect(requests.problems).toEqual([]);
}

