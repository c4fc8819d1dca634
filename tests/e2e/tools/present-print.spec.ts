import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectDrawn, SCENE3D_TEST_TIMEOUT_MS, scene3dCanvas } from '../support/scene3d';
import { openSceneTool } from '../support/scene2d';
import { ToolPage } from '../support/tool';
import { wholeBrowserTestLaunchOptions } from '../../../scripts/chromium.mjs';

/**
 * Present and Print (issue 16, points 1 and 3; docs/contract.md §3): one visit per setup, a Konva
 * scene, an SVG diagram and a 3D view across the tests.
 */

/** The two projector screens Present must fill. */
const SCREENS = [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The PDF's pages: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

const present = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Present', exact: true });
const workbench = (page: Page) => page.locator('[data-present]');

/** The visual's share of the screen, and the smallest text of the results and the controls' labels, px. */
async function presentMeasures(page: Page) {
  return workbench(page).evaluate((element) => {
    const figure = element.querySelector('figure')!.getBoundingClientRect();
    const sizes = [...element.querySelectorAll('output, label')]
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    return { share: (figure.width * figure.height) / (innerWidth * innerHeight), smallestText: Math.min(...sizes), texts: sizes.length };
  });
}

/** Checks Present mode at each projector size: the visual's area, the text sizes, and `check` for the view. */
async function expectPresentsAtBothSizes(page: Page, check: (screen: (typeof SCREENS)[number]) => Promise<void>) {
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await expect(page.locator('html')).toHaveAttribute('data-presenting', /fullscreen|overlay/);
    await expect.poll(async () => (await presentMeasures(page)).share, { message: `visual's share at ${screen.width}×${screen.height}` }).toBeGreaterThanOrEqual(0.6);
    const { smallestText, texts } = await presentMeasures(page);
    expect(texts).toBeGreaterThan(2);
    expect(smallestText, 'results and labels at least 24 px').toBeGreaterThanOrEqual(24);
    await check(screen);
  }
}

// The projector's screen changes while the page is full screen, which Chromium's headless shell
// (the other tests' browser) refuses: this file runs on the whole browser, headless.
test.use({ launchOptions: wholeBrowserTestLaunchOptions });

test.describe('Present and Print', () => {
  test('Present: a Konva scene fills the screen (full screen), sharp, and Escape restores the page', async ({ page }) => {
    await page.setViewportSize(SCREENS[0]);
    const tool = await openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
    const canvas = tool.main.locator('[data-scene] canvas').first();
    const before = (await canvas.boundingBox())!;

    await test.step('F never steals typing: in a number field it is text', async () => {
      await tool.control('Sofa X').focus();
      await page.keyboard.press('f');
      await expect(page.locator('html')).not.toHaveAttribute('data-presenting', /./);
    });

    const button = present(tool);
    // Scrolled a little, with the Present button in view (a click would scroll it there first).
    await page.evaluate(() => window.scrollTo(0, 200));
    await button.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-presenting', 'fullscreen');
    expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('figure')))).toBe(true);

    await test.step('at 1024×768 and 1920×1080: visual ≥ 60 % of the screen, text ≥ 24 px, the stage redrawn at its new size', async () => {
      await expectPresentsAtBothSizes(page, async () => {
        // The stage grew past its page size and its canvas holds a pixel per device pixel: no blur.
        await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(before.width * 1.2);
        const sharp = await canvas.evaluate((element: HTMLCanvasElement) => element.width / (element.getBoundingClientRect().width * devicePixelRatio));
        expect(sharp).toBeCloseTo(1, 1);
      });
    });

    await test.step('the controls still work in Present mode', async () => {
      await tool.control('Sofa X').fill('100');
      await tool.control('Sofa X').press('Enter');
      await expect(tool.control('Sofa X')).toHaveValue('100');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('on a phone (375 × 740): the plan across the width, the buttons over the results and the controls, side by side at the page\'s text sizes', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await expect.poll(async () => (await canvas.boundingBox())!.width).toBeLessThanOrEqual(375 - 2 * 16);
      const plan = (await canvas.boundingBox())!;
      expect(plan.x).toBeGreaterThanOrEqual(0);
      expect(plan.width).toBeGreaterThan(300);
      const results = (await tool.main.getByRole('region', { name: 'Results' }).boundingBox())!;
      const inputs = (await tool.inputs.boundingBox())!;
      // Before: three columns under the plan, Results and Inputs ~80 px wide each ("Resu", "Inpu").
      expect(results.width).toBeGreaterThanOrEqual(150);
      expect(inputs.width).toBeGreaterThanOrEqual(150);
      expect(Math.abs(results.y - inputs.y)).toBeLessThan(1);
      expect(results.y).toBeGreaterThan((await button.boundingBox())!.y);
      const { smallestText } = await presentMeasures(page);
      expect(smallestText).toBeGreaterThanOrEqual(13);
      expect(smallestText).toBeLessThan(24);
    });

    await test.step('Escape: the page as it was, the focus on Present, the inputs kept, the stage back to its size', async () => {
      await page.setViewportSize(SCREENS[0]);
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).not.toHaveAttribute('data-presenting', /./);
      await expect(workbench(page)).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the scroll position as it was' }).toBe(scrolled);
      await expect(tool.control('Sofa X')).toHaveValue('100');
      await expect.poll(async () => Math.round((await canvas.boundingBox())!.width)).toBe(Math.round(before.width));
    });

    await test.step('the F key toggles Present outside a field', async () => {
      await page.keyboard.press('f');
      await expect(page.locator('html')).toHaveAttribute('data-presenting', /./);
      await page.keyboard.press('F');
      await expect(page.locator('html')).not.toHaveAttribute('data-presenting', /./);
      await expect(button).toBeFocused();
    });
  });

  test('Present and PDF: an SVG diagram', async ({ page }) => {
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    await page.setViewportSize(SCREENS[1]);
    await tool.open();
    await tool.setSlider('Load position', 1.5);
    const svg = tool.visual.getByRole('img', { name: 'Beam, shear and moment diagrams' });
    const before = (await svg.boundingBox())!;

    await test.step('Present at both sizes where full screen is refused (the overlay): the drawing scales up by its viewBox', async () => {
      await page.evaluate(() => {
        Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
      });
      await present(tool).click();
      await expect(page.locator('html')).toHaveAttribute('data-presenting', 'overlay');
      await expectPresentsAtBothSizes(page, async () => {
        expect((await svg.boundingBox())!.width).toBeGreaterThan(before.width * 0.9);
      });
      await page.keyboard.press('Escape');
      await expect(workbench(page)).toHaveCount(0);
      await expect(present(tool)).toBeFocused();
    });

    await test.step('Print calls the browser’s print', async () => {
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
      });
      await tool.main.getByRole('button', { name: 'Print', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
    });

    await test.step('on paper: one A4 and one Letter page', async () => {
      expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
      expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(1);
    });

    await test.step('on paper: the name, the visual, every input with its unit, the results, the prompt and the address; no chrome', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1, name: 'Structural Load' })).toBeVisible();
      await expect(svg).toBeVisible();
      for (const [name, value] of [['Beam length:', '6.0 m'], ['Load:', '8.0 kN'], ['Load position:', '1.5 m']] as const) {
        await expect(tool.main.locator('dt', { hasText: name }).filter({ visible: true }).locator('+ dd')).toHaveText(value);
      }
      await expect(tool.output('Left reaction')).toBeVisible();
      await expect(tool.output('Left reaction')).toHaveText('6.00 kN');
      await expect(tool.prompt).toBeVisible();
      await expect(tool.prompt).toContainText('1.50 m from the left support');
      await expect(tool.main.getByText(page.url(), { exact: true })).toBeVisible();
      for (const hidden of [page.locator('body > #root header').first(), page.locator('footer').first(), present(tool), tool.inputs]) {
        await expect(hidden).toBeHidden();
      }
      await page.emulateMedia({ media: null });
    });
  });

  test('Present: a plan over a 3D view keeps its room (vr-walkthrough)', async ({ page }) => {
    await page.setViewportSize(SCREENS[0]);
    const tool = await openSceneTool(page, 'vr-walkthrough', 'VR Walkthrough Prompt');
    const plan = tool.main.locator('[data-scene] canvas').first();
    const view = tool.main.locator('[data-scene3d]').first();
    await present(tool).click();
    await expectPresentsAtBothSizes(page, async (screen) => {
      // At 16 : 10 of the box's width the walk under the plan left the plan 56 px high at 1280 × 900.
      await expect.poll(async () => (await plan.boundingBox())!.height, { message: `the plan's height at ${screen.width}×${screen.height}` }).toBeGreaterThan(screen.height * 0.25);
      const walk = (await view.boundingBox())!;
      expect(walk.height).toBeGreaterThan(screen.height * 0.25);
      expect(walk.y + walk.height).toBeLessThanOrEqual(screen.height + 1);
    });
  });

  test('Present and PDF: a 3D view', async ({ page }) => {
    test.setTimeout(SCENE3D_TEST_TIMEOUT_MS);
    await page.setViewportSize(SCREENS[0]);
    const tool = new ToolPage(page, 'material-properties', 'Material Prompt');
    await tool.open();
    const canvas = scene3dCanvas(page);
    await expectDrawn(canvas);
    const before = (await canvas.boundingBox())!;

    await test.step('Present at both sizes: the WebGL canvas resizes with its box, a pixel per device pixel', async () => {
      await present(tool).click();
      await expectPresentsAtBothSizes(page, async () => {
        // Resized to its box (which, beside the chart, may be narrower than on the page at 1024 px).
        await expect.poll(async () => Math.round((await canvas.boundingBox())!.width)).not.toBe(Math.round(before.width));
        await expect
          .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width / (element.getBoundingClientRect().width * devicePixelRatio)))
          .toBeCloseTo(1, 1);
      });
      await page.keyboard.press('Escape');
      await expect(workbench(page)).toHaveCount(0);
    });

    await test.step('on paper: one A4 page with the results and the prompt', async () => {
      expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(tool.output('Sustainability score')).toBeVisible();
      await expect(tool.prompt).toBeVisible();
      await expect(canvas).toBeVisible();
      await page.emulateMedia({ media: null });
    });
  });
});
