import { devices, type Page } from '@playwright/test';
import * as structuralLoad from '../../../engine/tools/structural-load';
import { inputsToQuery } from '../../../engine/tools/query';
import { findTool } from '../../../src/tools/registry';
import { embedCode } from '../../../src/tools/shell/embedCode';
import { expect, test, waitForHydration } from '../support/fixtures';
import { allowScene3dTime } from '../support/scene3d';
import { ToolPage } from '../support/tool';
import { toolsWithModules } from '../support/tools';

const MARKUP = '<img src=x onerror=alert(1)>';

/** Records every history.pushState/replaceState call, and makes alert() throw (markup that ran would fail the test). */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { historyCalls: string[] }).historyCalls = calls;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        calls.push(`${method} ${String(args[2])}`);
        original(...args);
      };
    }
    window.alert = () => {
      throw new Error('markup was executed');
    };
  });
}

const historyCalls = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { historyCalls: string[] }).historyCalls);

/**
 * Changes every control of the Inputs panel to another valid value, the way a visitor would:
 * sliders to about a third of their range, numbers by 7, another option, the other checkbox
 * state, a colour, and text with markup and punctuation.
 */
async function changeEveryControl(tool: ToolPage): Promise<void> {
  const controls = tool.inputs.locator('input, select, textarea');
  const count = await controls.count();
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    // Number fields are text fields with the spinbutton role (ui/NumberField).
    const kind = await control.evaluate((element) =>
      element.getAttribute('role') === 'spinbutton' ? 'number' : element instanceof HTMLInputElement ? element.type : element.localName,
    );
    const value = await control.inputValue().catch(() => '');
    if (kind === 'range') {
      const attribute = async (name: string) => Number(await control.getAttribute(name));
      const [min, max, step] = [await attribute('min'), await attribute('max'), await attribute('step')];
      const at = (share: number) => String(Number((min + Math.round(((max - min) * share) / step) * step).toFixed(6)));
      await control.fill(Number(at(0.37)) !== Number(value) ? at(0.37) : at(0.71));
    } else if (kind === 'number') {
      const max = await control.getAttribute('aria-valuemax');
      const next = Number(value) + 7;
      await control.fill(String(max !== null && next > Number(max) ? Number(value) - 7 : next));
      await control.blur();
    } else if (kind === 'select') {
      const options = await control.locator('option').evaluateAll((elements) => elements.map((option) => (option as HTMLOptionElement).value));
      await control.selectOption(options.findLast((option) => option !== value) ?? value);
    } else if (kind === 'checkbox') {
      await control.click();
    } else if (kind === 'color') {
      await control.fill('#a1b2c3');
    } else if (kind === 'textarea') {
      await control.fill(`First & <second>\n\n  100 % "third"  ${index}`);
    } else {
      await control.fill(`Name ${index} <b>&amp;</b> 50%`);
    }
  }
}

/** List edits and buttons the parameter list does not describe, per tool. */
const listEdits: Readonly<Record<string, (tool: ToolPage) => Promise<void>>> = {
  'golden-ratio': async (tool) => {
    await tool.inputs.getByRole('button', { name: 'Hide grid' }).click();
  },
  'design-presentation': async (tool) => {
    await tool.inputs.getByRole('button', { name: '+ Add slide' }).click();
    await tool.inputs.getByRole('button', { name: 'Slide 3', exact: true }).click();
    await tool.inputs.getByLabel('Slide title').fill('Façade studies – 第三');
  },
  'vr-walkthrough': async (tool) => {
    await tool.inputs.getByRole('button', { name: 'Undo' }).click();
    await tool.inputs.getByRole('button', { name: 'Add waypoint' }).click();
  },
};

/** What a visitor sees of the tool's state: every control, the buttons' names, the figure's caption, the results and the prompt. */
async function snapshot(tool: ToolPage) {
  return {
    controls: await tool.controlValues(),
    buttons: await tool.inputs.getByRole('button').allTextContents(),
    caption: await tool.visual.locator('figcaption').textContent(),
    results: await tool.main.locator('output').allTextContents(),
    prompt: await tool.promptText(),
  };
}

/**
 * The tools whose page this spec opens from a copied link: together they have every kind of
 * control an Inputs panel has. golden-ratio: a slider, number fields and Hide grid;
 * vr-walkthrough: a slider, a checkbox, the waypoint number fields, Undo and Add waypoint;
 * design-presentation: a text field, a textarea and the slide list; color-harmony: a colour
 * well and a select. Every tool's link round-trips without a browser, with the same changes
 * (tests/unit/share-link.test.ts).
 */
const roundTripTools = ['golden-ratio', 'vr-walkthrough', 'design-presentation', 'color-harmony'].map((slug) => {
  const tool = toolsWithModules.find((candidate) => candidate.slug === slug);
  if (!tool) throw new Error(`No tool ${slug} to open from a link`);
  return tool;
});

test.describe('Copy link', () => {
  for (const { slug, panelTitle } of roundTripTools) {
    test(`${slug}: the link restores every input, and the address bar never changes`, async ({ page, context, baseURL }) => {
      // Software WebGL redraws the 3D views slowly after each of the many changes.
      allowScene3dTime(slug);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await watchPage(page);
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      const address = page.url();
      const defaults = await snapshot(tool);

      await changeEveryControl(tool);
      await listEdits[slug]?.(tool);
      const before = await snapshot(tool);
      expect(before.prompt).not.toBe(defaults.prompt);
      expect(page.url()).toBe(address);

      await tool.inputs.getByRole('button', { name: 'Copy link' }).click();
      await expect(tool.copyStatus()).toHaveText('Link copied');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link.startsWith(`${baseURL}/tools/${slug}?`)).toBe(true);
      expect(page.url()).toBe(address);
      expect(await historyCalls(page)).toEqual([]);

      await page.goto(link);
      await waitForHydration(page);
      await expect(tool.prompt).toHaveText(before.prompt);
      expect(await snapshot(tool)).toEqual(before);
      await tool.expectNoBadNumbers();
      await expect(tool.main.locator('img[src="x"]')).toHaveCount(0);
    });
  }

  test('the notice is brief, and a refused clipboard is ignored silently', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    await tool.open();
    const status = tool.copyStatus();
    await tool.inputs.getByRole('button', { name: 'Copy link' }).click();
    await expect(status).toHaveText('Link copied');
    await page.clock.runFor(2000);
    await expect(status).toHaveText('');

    await test.step("'Copy embed code' copies the tool's <iframe> with the inputs shown, and says so as briefly", async () => {
      await tool.setSlider('Beam length', 9);
      await tool.inputs.getByRole('button', { name: 'Copy embed code' }).click();
      await expect(status).toHaveText('Embed code copied');
      const beam = findTool('structural-load');
      if (!beam) throw new Error('no structural-load');
      const query = inputsToQuery(structuralLoad, { ...structuralLoad.defaults, lengthM: 9 });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(embedCode(baseURL ?? '', beam, query));
      await page.clock.runFor(2000);
      await expect(status).toHaveText('');
    });

    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    });
    await tool.inputs.getByRole('button', { name: 'Copy link' }).click();
    await expect(status).toHaveText('');
  });

  test('a deck longer than a link carries: the notice says so, and the link opens its first 30 slides', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tool = new ToolPage(page, 'design-presentation', 'Deck Prompt');
    // A deck of as many slides as a link carries (a link's missing slides open as new ones), then two more.
    await page.goto('/tools/design-presentation?slides=30');
    await waitForHydration(page);
    await expect(tool.output('Slides')).toHaveText('30');
    const add = tool.main.getByRole('button', { name: '+ Add slide', exact: true });
    for (let added = 0; added < 2; added += 1) await add.click();
    await expect(tool.output('Slides')).toHaveText('32');
    await tool.inputs.getByRole('button', { name: 'Copy link' }).click();
    await expect(tool.copyStatus()).toHaveText('Link copied. It holds the first 30 of the 32 slides.');

    await page.goto(await page.evaluate(() => navigator.clipboard.readText()));
    await waitForHydration(page);
    await expect(tool.output('Slides')).toHaveText('30');
    expect(await tool.promptText()).toContain('Slide 30');
    expect(await tool.promptText()).not.toContain('Slide 31');
  });

  test('moving a slider or typing never touches the address bar', async ({ page }) => {
    await watchPage(page);
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    await page.goto('/tools/structural-load?loadKN=12');
    await waitForHydration(page);
    const address = page.url();
    await tool.setSlider('Beam length', 9);
    await tool.slider('Load').press('ArrowRight');
    await expect(tool.output('Max moment')).not.toHaveText('12.00 kN·m');
    expect(page.url()).toBe(address);
    expect(await historyCalls(page)).toEqual([]);
  });

  test('Reset goes back to the defaults, not to the link', async ({ page }) => {
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    await page.goto('/tools/structural-load?lengthM=10&loadKN=20&positionM=7');
    await waitForHydration(page);
    await expect(tool.slider('Beam length')).toHaveValue('10');
    await tool.inputs.getByRole('button', { name: 'Reset' }).click();
    await expect(tool.slider('Beam length')).toHaveValue('6');
    await expect(tool.output('Max moment')).toHaveText('12.00 kN·m');
  });

  test('another tool opened from the page starts from its defaults, and so does the linked tool opened again', async ({ page }) => {
    const beam = new ToolPage(page, 'structural-load', 'Beam Prompt');
    await page.goto('/tools/structural-load?lengthM=10');
    await waitForHydration(page);
    await expect(beam.slider('Beam length')).toHaveValue('10');
    await beam.footer.getByRole('link', { name: 'Lighting Physics' }).click();
    const light = new ToolPage(page, 'lighting-physics', 'Lighting Prompt');
    await expect(light.slider('Intensity')).toHaveValue('800');
    await light.footer.getByRole('link', { name: 'Structural Load' }).click();
    await expect(page).toHaveURL(/\/tools\/structural-load$/);
    await expect(beam.slider('Beam length')).toHaveValue('6');
  });
});

test.describe('Hostile links: the page loads with defaults or clamped values', () => {
  // Every case of the table reads the same way without a browser, on every tool's engine and page
  // (tests/unit/share-link.test.ts, 'Hostile links'). Here, the page itself: markup from a link shows
  // as text and never runs, and a 10,000-character address is served and read.
  const hostile: readonly { slug: string; panelTitle: string; query: string; expect: (tool: ToolPage) => Promise<void> }[] = [
    {
      slug: 'design-presentation',
      panelTitle: 'Deck Prompt',
      query: `?slides=2&slide1=${encodeURIComponent(MARKUP)}&bullets1=${encodeURIComponent(`${MARKUP}\n<script>alert(2)</script>`)}`,
      expect: async (tool) => {
        await expect(tool.control('Slide title')).toHaveValue(MARKUP);
        await expect(tool.visual.getByRole('heading', { name: MARKUP })).toBeVisible();
        await expect(tool.output('Slides')).toHaveText('2');
      },
    },
    {
      slug: 'lighting-physics',
      panelTitle: 'Lighting Prompt',
      query: `?intensityCd=1200&junk=${'x'.repeat(10_000)}&distanceM=${'9'.repeat(300)}`,
      expect: async (tool) => {
        await expect(tool.slider('Intensity')).toHaveValue('1200');
        await expect(tool.slider('Distance')).toHaveValue('3');
      },
    },
  ];

  for (const { slug, panelTitle, query, expect: check } of hostile) {
    test(`${slug}${query.length > 120 ? `${query.slice(0, 60)}… (${query.length} characters)` : query}`, async ({ page }) => {
      await watchPage(page);
      const tool = new ToolPage(page, slug, panelTitle);
      await page.goto(`/tools/${slug}${query}`);
      await waitForHydration(page);
      await check(tool);
      await tool.expectNoBadNumbers();
      await tool.promptText();
      await expect(tool.main.locator('img[src="x"]')).toHaveCount(0);
    });
  }
});

test.describe('On a phone', () => {
  // The phone project's Pixel 7 (its browser type can only be set per project).
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('a link restores the inputs, and the Inputs panel does not scroll sideways', async ({ page }) => {
    const tool = new ToolPage(page, 'window-optimizer', 'Window Prompt');
    await page.goto('/tools/window-optimizer?orientation=E&season=winter&glazing=low-e&timeH=9.5&widthM=2&heightM=0.8&latitudeDeg=-33.9&date=2026-12-21');
    await waitForHydration(page);
    await expect(tool.control('Orientation')).toHaveValue('E');
    await expect(tool.slider('Time')).toHaveValue('9.5');
    // The date field, a kind of control of this tool alone, takes its value from the link too.
    await expect(tool.control('Date')).toHaveValue('2026-12-21');
    await expect(tool.control('Latitude')).toHaveValue('-33.9');
    await expect(tool.prompt).toContainText('latitude 33.9° S on 21 December 2026');
    await expect(tool.prompt).toContainText('winter');
    const copyLink = tool.inputs.getByRole('button', { name: 'Copy link' });
    await expect(copyLink).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
