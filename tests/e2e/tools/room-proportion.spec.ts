import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';
import { drawingTextProblems } from '../support/drawingText';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'room-proportion', 'Room Prompt');
  await tool.open();
  return tool;
};

const drawing = (tool: ToolPage) => tool.visual.getByRole('img', { name: /^Section and plan of an? / });

/** The shell's Reset: back to 6 × 3.6 × 2.8 m, for a step that starts from there. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('room-proportion', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('units, dimensions, ratios, score, drawing and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('controls: Units (m, ft) and free number fields with step 0.1 and no minimum', async () => {
      await expect(tool.control('Units')).toHaveValue('m');
      await expect(tool.control('Units').locator('option')).toHaveText(['m', 'ft']);
      for (const [name, value] of [['Length', '6.0'], ['Width', '3.6'], ['Height', '2.8']] as const) {
        const field = tool.control(name);
        // A number field (ui/NumberField: role spinbutton, a decimal keypad on phones) stepping by 0.1, with no minimum.
        await expect(field).toHaveRole('spinbutton');
        await expect(field).toHaveAttribute('inputmode', 'decimal');
        await expect(field).not.toHaveAttribute('aria-valuemin');
        await expect(field).toHaveValue(value);
        await field.press('ArrowUp');
        await expect(field).toHaveValue((Number(value) + 0.1).toFixed(1));
        await field.press('ArrowDown');
        await expect(field).toHaveValue(value);
      }
    });

    await test.step('defaults: 6 × 3.6 × 2.8 m gives 1.67, 0.78, 2.14 and a score of 88', async () => {
      // 6/3.6 = 1.667, 2.8/3.6 = 0.778, 6/2.8 = 2.143;
      // 100 − 35·0.0487 − 20·0.1598 − 15·0.4751 = 87.97 → 88.
      await expect(tool.output('L:W ratio')).toHaveText('1.67');
      await expect(tool.output('H:W ratio')).toHaveText('0.78');
      await expect(tool.output('L:H ratio')).toHaveText('2.14');
      await expect(tool.output('Score')).toHaveText('88');
      const svg = drawing(tool);
      await expect(svg).toContainText('H = 2.80 m');
      await expect(svg).toContainText('W = 3.60 m');
      await expect(svg).toContainText('L = 6.00 m');
      await expect(svg).toContainText('1.75 m');
      await expect(svg).toContainText('21.60 m²');
      // Golden targets for a 6 m length: 6/1.618 = 3.71 m wide, 6/2.618 = 2.29 m high.
      await expect(tool.visual).toContainText('W 3.71 m, H 2.29 m');
    });

    await test.step('new dimensions change the ratios, the drawing and the prompt', async () => {
      const svg = drawing(tool);
      const before = await svg.innerHTML();
      await tool.control('Length').fill('8');
      await tool.control('Width').fill('5');
      await tool.control('Height').fill('3');
      // 8/5 = 1.60, 3/5 = 0.60, 8/3 = 2.667;
      // 100 − 35·0.018 − 20·0.018 − 15·0.0487 = 98.28 → 98.
      await expect(tool.output('L:W ratio')).toHaveText('1.60');
      await expect(tool.output('H:W ratio')).toHaveText('0.60');
      await expect(tool.output('L:H ratio')).toHaveText('2.67');
      await expect(tool.output('Score')).toHaveText('98');
      expect(await svg.innerHTML()).not.toBe(before);
      await expect(svg).toContainText('L = 8.00 m');
      await expect(svg).toContainText('40.00 m²');
      const prompt = await tool.promptText();
      expect(prompt).toContain('8.00 m long, 5.00 m wide and 3.00 m high');
      expect(prompt).toContain('a proportion score of 98/100');
    });

    await test.step('switching to feet converts the fields and keeps ratios and score', async () => {
      await reset(tool);
      await tool.control('Units').selectOption('ft');
      // 6 / 0.3048 = 19.685, 3.6 / 0.3048 = 11.811, 2.8 / 0.3048 = 9.186.
      await expect(tool.control('Length')).toHaveValue('19.7');
      await expect(tool.control('Width')).toHaveValue('11.8');
      await expect(tool.control('Height')).toHaveValue('9.2');
      await expect(tool.main.getByText('Length (ft)')).toBeVisible();
      await expect(tool.output('L:W ratio')).toHaveText('1.67');
      await expect(tool.output('H:W ratio')).toHaveText('0.78');
      await expect(tool.output('L:H ratio')).toHaveText('2.14');
      await expect(tool.output('Score')).toHaveText('88');
      // The 1.75 m person is 1.75 / 0.3048 = 5.74 ft, drawn and labelled in feet.
      const svg = drawing(tool);
      await expect(svg).toContainText('L = 19.69 ft');
      await expect(svg).toContainText('H = 9.19 ft');
      await expect(svg).toContainText('5.74 ft');
      const prompt = await tool.promptText();
      expect(prompt).toContain('19.69 ft long');
      expect(prompt).toContain('(6.00 × 3.60 × 2.80 m)');
      expect(prompt).toContain('proportion score of 88/100');

      await tool.control('Units').selectOption('m');
      await expect(tool.control('Length')).toHaveValue('6.0');
      await expect(tool.output('Score')).toHaveText('88');
    });

    await test.step('a zero width gives an L:W ratio of 0 and no NaN anywhere', async () => {
      await reset(tool);
      await tool.control('Width').fill('0');
      // L/W and H/W have a zero denominator → 0; 100 − 35·1.618 − 20·0.618 − 15·0.4751 = 23.88 → 24.
      await expect(tool.output('L:W ratio')).toHaveText('0.00');
      await expect(tool.output('H:W ratio')).toHaveText('0.00');
      await expect(tool.output('L:H ratio')).toHaveText('2.14');
      await expect(tool.output('Score')).toHaveText('24');
      await expect(drawing(tool)).toContainText('W = 0.00 m');
      await tool.expectNoBadNumbers();
      const svgMarkup = await drawing(tool).evaluate((svg) => svg.outerHTML);
      expect(svgMarkup).not.toMatch(/NaN|Infinity|undefined/);
      expect(await tool.promptText()).toContain('L:W 0.00');
    });

    await test.step('an empty or non-numeric entry keeps the last value', async () => {
      await reset(tool);
      const length = tool.control('Length');
      await length.fill('');
      await expect(tool.output('L:W ratio')).toHaveText('1.67');
      await expect(tool.output('Score')).toHaveText('88');
      // 'e' alone is not a number: the field reports '' and the tool keeps 6.
      await length.pressSequentially('e');
      await expect(tool.output('Score')).toHaveText('88');
      await length.blur();
      await expect(length).toHaveValue('6.0');
      await expect(drawing(tool)).toContainText('L = 6.00 m');
      await tool.expectNoBadNumbers();
    });

    await test.step("a tall room's small plan at 320 px: its length's text starts at the plan, clear of the width's", async () => {
      await reset(tool);
      await page.setViewportSize({ width: 320, height: 800 });
      // 50 m high sets the scale: the plan is drawn 6 × 3.6 m in a few dozen units, too short to hold 'L = 6.00 m'.
      await tool.control('Height').fill('50');
      await expect(drawing(tool)).toContainText('H = 50.00 m');
      await expect.poll(() => drawingTextProblems(page)).toEqual([]);
    });

    await test.step('a room of no size at 320 px: no golden target or section letters crowd its point', async () => {
      await reset(tool);
      for (const name of ['Length', 'Width', 'Height']) await tool.control(name).fill('0');
      await expect(drawing(tool)).toContainText('L = 0.00 m');
      await expect(drawing(tool).locator('text', { hasText: /^(φ|A)$/ })).toHaveCount(0);
      await expect.poll(() => drawingTextProblems(page)).toEqual([]);
      await tool.expectNoBadNumbers();
    });
  });
});
