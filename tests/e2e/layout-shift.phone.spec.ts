import type { Page } from '@playwright/test';
import { expect, REGULAR_WEEK_WEDNESDAY, SALE_WEEK_WEDNESDAY, waitForHydration } from './support/fixtures';
import { test } from './support/server';
import { allRoutePaths } from '../../src/app/routes';
import { openBeforeHydration } from './support/early';
import { scrollThroughAndSettle, watchRequests } from './support/crawl';
import { forgetLayoutShifts, layoutChanges, layoutShifts, noteLayout, recordLayoutShifts, scrollToSection, sectionStops, sizeChanges } from './support/layoutShift';

// Nothing moves when the page's code runs: the prerendered page has the layout of the running one,
// wherever the visitor has scrolled. On a phone the page shows a second or more before its code
// has run, and a tap then lands on whatever has moved under the finger (the FAQ and all above it
// down to the final call to action jumped 84 px as the sale banner came). Every route of the
// sitemap (the twenty tools' pages among them) and the contact form as a buy button opens it, on
// the phone (a Pixel 7, 412 px wide) with its 4× slower CPU; the landing page in both pricing
// phases there, and in the sale on the desktop; and on a 320 px phone the two kinds of tool
// picture whose save buttons and notes wrap there.
//
// One load per page: the app's scripts are held back while the test scrolls to a section in the
// middle of the page and notes where every element lies and how large it is; then the code runs
// at the phone's speed. Once the page is idle, every element must lie where it did with its size
// (which covers every other place the visitor could have scrolled to, and the content of a
// scrolling box, such as a tool's picture stuck under the header), none may have changed its size
// meanwhile, and no layout shift may have been seen. On a page with 2D or 3D views, which start
// when seen, the test then scrolls to each section in turn, where they load and draw: nothing
// may move then either.

async function expectNothingMoves(page: Page, url: string): Promise<void> {
  await recordLayoutShifts(page);
  const requests = watchRequests(page, 200);
  const release = await openBeforeHydration(page, url);

  const stops = await sectionStops(page);
  expect(stops.length, 'sections to scroll to').toBeGreaterThan(1);
  await scrollToSection(page, stops[Math.floor(stops.length / 2)] ?? 0);
  expect(await noteLayout(page), 'elements on the page').toBeGreaterThan(10);
  // What the test's own scroll made the page report is not the code's: none of it has run yet.
  await forgetLayoutShifts(page);

  // The phone's CPU while its code runs (the HTML loads at full speed, which saves the test time).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await release();
  await waitForHydration(page);
  await requests.quiet();
  expect(await layoutChanges(page), 'elements that lie elsewhere or have another size once the code ran').toEqual([]);
  expect(await sizeChanges(page), 'elements that changed size as the code ran').toEqual([]);
  expect(await layoutShifts(page), 'layout shifts as the code ran').toEqual([]);

  // What starts once seen: the 2D and 3D views (where a page has none, nothing more comes).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if ((await page.locator('[data-scene], [data-scene3d]').count()) > 0) {
    for (const stop of stops) await scrollToSection(page, stop);
    await scrollThroughAndSettle(page, requests);
    expect(await sizeChanges(page), 'elements that changed size as the views came on screen').toEqual([]);
    expect(await layoutChanges(page), 'elements that moved as the views came on screen').toEqual([]);
  }
  const shifts = await layoutShifts(page);
  expect(shifts, 'layout shifts as the views came on screen').toEqual([]);
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
}

/** The landing page in the pricing phase of `now`: the server renders it for that moment, and the visitor's clock reads it too (running). */
function landingIn(phase: 'sale' | 'regular') {
  const now = phase === 'sale' ? SALE_WEEK_WEDNESDAY : REGULAR_WEEK_WEDNESDAY;
  test(`/ in the ${phase} phase: the banner's place and everything else stay where the prerendered page put them`, async ({ page, serverAt }) => {
    const base = await serverAt(now);
    await page.clock.setFixedTime(now);
    await expectNothingMoves(page, `${base}/`);
  });
}

test.describe('Nothing moves when the code runs', () => {
  // The landing page in a phase of the test's choosing, below: what the page shows depends on it.
  for (const path of [...allRoutePaths().filter((route) => route !== '/'), '/contact?order=sale']) {
    test(`${path}: everything stays where the prerendered page put it`, async ({ page }) => {
      await expectNothingMoves(page, path);
    });
  }
  landingIn('sale');
  landingIn('regular');
});

test.describe('Nothing moves when the code runs, on the desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  // The phase that shows the most: the banner, the struck prices.
  landingIn('sale');
});

test.describe('Nothing moves when the code runs, on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // An SVG picture's Download SVG joins Download PNG; a 2D scene's picture comes once seen and scaled.
  for (const path of ['/tools/color-harmony', '/tools/golden-ratio']) {
    test(`${path}: everything stays where the prerendered page put it`, async ({ page }) => {
      await expectNothingMoves(page, path);
    });
  }
});

test.describe('Nothing moves when the code runs, on a phone held sideways', () => {
  test.use({ viewport: { width: 740, height: 360 } });
  // The stuck picture box is short there: a room's plan keeps to its height, and its stand-in has
  // the stage's size from the first paint (golden-ratio's composition, with its ruler, keeps to the width).
  for (const path of ['/tools/flow-pattern', '/tools/vr-walkthrough', '/tools/golden-ratio']) {
    test(`${path}: everything stays where the prerendered page put it`, async ({ page }) => {
      await expectNothingMoves(page, path);
    });
  }
});
