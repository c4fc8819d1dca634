import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const MARKUP = '<img src=x onerror=alert(1)>';
/** The timeline's geometry from the spec: day 0 at x = 120 (label column 112 + 8 px gap), 6 px a day, rows 36 apart from y = 24. */
const ORIGIN_X = 120;
const DAY_PX = 6;

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'construction-sequence', 'Schedule Prompt');
  await tool.open();
  return tool;
};

const bar = (tool: ToolPage, phase: number) => tool.visual.locator(`svg [data-phase="${phase}"] rect`);

/** Each bar's x, y, width and height attributes, phase 1 to 4. */
const barGeometry = (tool: ToolPage) =>
  tool.visual
    .locator('svg [data-phase] rect')
    .evaluateAll((rects) => rects.map((rect) => ['x', 'y', 'width', 'height'].map((name) => Number(rect.getAttribute(name)))));

/** Bars placed back to back from `days`: x = origin + start · 6, width = days · 6. */
const expectedBars = (days: number[]) => {
  let start = 0;
  return days.map((d, i) => {
    const geometry = [ORIGIN_X + start * DAY_PX, 24 + i * 36, d * DAY_PX, 20];
    start += d;
    return geometry;
  });
};

const tickLabels = (tool: ToolPage) => tool.visual.locator('svg [data-tick]').allTextContents();

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('construction-sequence', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, timeline, total and prompt', async ({ page }) => {
    // A phase name with markup must never run: an alert would throw.
    await page.addInitScript(() => {
      window.alert = () => {
        throw new Error('markup was executed');
      };
    });
    const tool = await open(page);

    await test.step('defaults: Site Prep 5, Foundation 10, Framing 12, MEP Rough-in 8 — 35 days in total', async () => {
      const names = ['Site Prep', 'Foundation', 'Framing', 'MEP Rough-in'];
      const days = [5, 10, 12, 8];
      for (const [i, name] of names.entries()) {
        await expect(tool.control(`Phase ${i + 1} name`)).toHaveValue(name);
        const slider = tool.slider(`Phase ${i + 1} days`);
        await expect(slider).toHaveValue(String(days[i]));
        await expect(slider).toHaveAttribute('min', '0');
        await expect(slider).toHaveAttribute('max', '30');
        await expect(slider).toHaveAttribute('step', '1');
      }
      await expect(tool.output('Total duration')).toHaveText('35 days');
      // Each days slider shows its value.
      await expect(tool.main.getByRole('form', { name: 'Inputs' })).toContainText('12 days');
    });

    await test.step('the Gantt timeline: 640 × 280, bars 20 high on 36 px rows, stacked back to back at 6 px a day', async () => {
      const svg = tool.visual.locator('svg').first();
      await expect(svg).toHaveAttribute('viewBox', '0 0 640 280');
      const bars = await barGeometry(tool);
      expect(bars).toEqual([
        [120, 24, 30, 20],
        [150, 60, 60, 20],
        [210, 96, 72, 20],
        [282, 132, 48, 20],
      ]);
      expect(bars).toEqual(expectedBars([5, 10, 12, 8]));
      // Axis labels every 5 days up to the total.
      expect(await tickLabels(tool)).toEqual(['0', '5', '10', '15', '20', '25', '30', '35']);
      const tickX = await tool.visual.locator('svg [data-tick]').evaluateAll((texts) => texts.map((text) => Number(text.getAttribute('x'))));
      expect(tickX).toEqual([0, 5, 10, 15, 20, 25, 30, 35].map((day) => ORIGIN_X + day * DAY_PX));
      await expect(tool.visual.locator('svg [data-phase="3"] [data-phase-name]')).toHaveText('Framing');
      await expect(tool.visual.locator('svg [data-total]')).toHaveText('35 days');
    });

    await test.step("changing a phase's days moves the bars after it, the total, the axis and the prompt", async () => {
      await tool.setSlider('Phase 2 days', 20);
      await expect(tool.output('Total duration')).toHaveText('45 days');
      // Phase 3 now starts on day 25 (x = 120 + 25·6 = 270), phase 4 on day 37 (x = 342).
      await expect(bar(tool, 2)).toHaveAttribute('width', '120');
      await expect(bar(tool, 3)).toHaveAttribute('x', '270');
      await expect(bar(tool, 4)).toHaveAttribute('x', '342');
      expect(await barGeometry(tool)).toEqual(expectedBars([5, 20, 12, 8]));
      expect(await tickLabels(tool)).toEqual(['0', '5', '10', '15', '20', '25', '30', '35', '40', '45']);
      const prompt = await tool.promptText();
      expect(prompt).toContain('total of 45 days');
      expect(prompt).toContain('2. Foundation: 20 days, day 6 to day 25');
      expect(prompt).toContain('3. Framing: 12 days, day 26 to day 37');

      // The keyboard moves a slider one day at a time.
      await tool.slider('Phase 1 days').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tool.slider('Phase 1 days')).toHaveValue('6');
      await expect(tool.output('Total duration')).toHaveText('46 days');
      expect(await barGeometry(tool)).toEqual(expectedBars([6, 20, 12, 8]));

      // A 0-day phase has no width; the next starts where it does.
      await tool.setSlider('Phase 3 days', 0);
      expect(await barGeometry(tool)).toEqual(expectedBars([6, 20, 0, 8]));
      await expect(bar(tool, 4)).toHaveAttribute('x', String(ORIGIN_X + 26 * DAY_PX));
      await expect(tool.output('Total duration')).toHaveText('34 days');
    });

    await test.step('days clamp to whole numbers from 0 to 30', async () => {
      await reset(tool);
      await tool.setSlider('Phase 1 days', 45);
      await expect(tool.slider('Phase 1 days')).toHaveValue('30');
      await tool.setSlider('Phase 2 days', -3);
      await expect(tool.slider('Phase 2 days')).toHaveValue('0');
      await tool.setSlider('Phase 3 days', 7.6);
      await expect(tool.slider('Phase 3 days')).toHaveValue('8');
      // 30 + 0 + 8 + 8.
      await expect(tool.output('Total duration')).toHaveText('46 days');
      expect(await barGeometry(tool)).toEqual(expectedBars([30, 0, 8, 8]));
      expect(await tool.promptText()).toContain('2. Foundation: 0 days (milestone at day 30)');
    });

    await test.step('a schedule longer than 640 px holds widens the drawing, which scrolls', async () => {
      for (const phase of [1, 2, 3, 4]) await tool.setSlider(`Phase ${phase} days`, 30);
      await expect(tool.output('Total duration')).toHaveText('120 days');
      // 120 + 120 days · 6 + 40 px for the last day count.
      await expect(tool.visual.locator('svg').first()).toHaveAttribute('viewBox', '0 0 880 280');
      await expect(bar(tool, 4)).toHaveAttribute('x', String(ORIGIN_X + 90 * DAY_PX));
      await expect(bar(tool, 4)).toHaveAttribute('width', '180');
      expect((await tickLabels(tool)).at(-1)).toBe('120');
      await expect(tool.visual.getByRole('region', { name: 'Timeline' })).toBeVisible();
    });

    await test.step('a phase name is plain text: markup shows as text in the chart and the prompt', async () => {
      await reset(tool);
      await tool.control('Phase 2 name').fill(MARKUP);
      await expect(tool.control('Phase 2 name')).toHaveValue(MARKUP);
      // The name wraps in the label column; the bar's tooltip holds the whole name.
      await expect(tool.visual.locator('svg [data-phase="2"] [data-phase-name]')).toContainText('<img src=x');
      await expect(tool.visual.locator('svg [data-phase="2"] title')).toHaveText(`${MARKUP}: 10 days, day 6 to day 15`);
      await expect(tool.visual).toContainText(`${MARKUP} days 6–15`);
      expect(await tool.promptText()).toContain(`2. ${MARKUP}: 10 days, day 6 to day 15`);
      await expect(tool.main.locator('img[src="x"]')).toHaveCount(0);
      // The label follows the phase's place, not its name.
      await expect(tool.control('Phase 2 days')).toHaveValue('10');
    });

    await test.step("a blank name shows as 'Phase N'; Reset restores the defaults", async () => {
      await tool.control('Phase 4 name').fill('   ');
      await expect(tool.visual.locator('svg [data-phase="4"] [data-phase-name]')).toHaveText('Phase 4');
      expect(await tool.promptText()).toContain('4. Phase 4: 8 days, day 28 to day 35');
      await tool.setSlider('Phase 1 days', 0);
      await reset(tool);
      await expect(tool.control('Phase 4 name')).toHaveValue('MEP Rough-in');
      await expect(tool.slider('Phase 1 days')).toHaveValue('5');
      await expect(tool.output('Total duration')).toHaveText('35 days');
      expect(await barGeometry(tool)).toEqual(expectedBars([5, 10, 12, 8]));
    });
  });
});
