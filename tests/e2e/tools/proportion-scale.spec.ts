import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'proportion-scale', 'Proportion Prompt');
  await tool.open();
  return tool;
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('proportion-scale', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, ratio, deviation, drawing and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('controls: widths 40–480 px, Target ratio 1–2.5 step 0.001 default 1.618', async () => {
      for (const name of ['Element A width', 'Element B width']) {
        await expect(tool.slider(name)).toHaveAttribute('min', '40');
        await expect(tool.slider(name)).toHaveAttribute('max', '480');
      }
      await expect(tool.slider('Element A width')).toHaveValue('320');
      await expect(tool.slider('Element B width')).toHaveValue('198');
      const target = tool.slider('Target ratio');
      await expect(target).toHaveAttribute('min', '1');
      await expect(target).toHaveAttribute('max', '2.5');
      await expect(target).toHaveAttribute('step', '0.001');
      await expect(target).toHaveValue('1.618');
    });

    await test.step('defaults: 320 / 198 = 1.616, 0.11 % from φ', async () => {
      // 320 / 198 = 1.61616; |1.61616 − 1.618| / 1.618 = 0.114 %.
      await expect(tool.output('Ratio')).toHaveText('1.616');
      await expect(tool.output('Deviation')).toHaveText('0.11 %');
      // At the elevation's 1 px = 1 cm: 3.20 m and 1.98 m, with a 1 m scale bar shrunk with the drawing.
      const elements = tool.visual.getByRole('img', { name: /element A 3\.20 m and element B 1\.98 m/ });
      await expect(elements).toContainText('A 3.20 m');
      await expect(elements).toContainText('B 1.98 m');
      await expect(elements.locator('[data-scale-bar]')).toHaveCount(1);
      await expect(tool.visual.getByRole('img', { name: /^Ratio 1\.616 against the target 1\.618/ })).toContainText('Δ 0.11 %');
    });

    await test.step('the drawing follows the widths', async () => {
      const elements = tool.visual.getByRole('img', { name: /^Elevation at 1 px = 1 cm/ });
      const widths = () => elements.locator('rect').evaluateAll((rects) => rects.slice(0, 2).map((rect) => Number(rect.getAttribute('width'))));
      const [a0 = 0, b0 = 0] = await widths();
      expect(a0 / b0).toBeCloseTo(320 / 198, 6);
      await tool.setSlider('Element B width', 400);
      await expect(tool.output('Ratio')).toHaveText('1.250');
      const [a1 = 0, b1 = 0] = await widths();
      expect(b1 / a1).toBeCloseTo(400 / 320, 6);
      await expect(elements).toContainText('closest: 5:4');
      await tool.expectNoBadNumbers();
    });

    await test.step('ratio is larger / smaller whichever element is larger, with the deviation in %', async () => {
      await reset(tool);
      await tool.setSlider('Element A width', 100);
      await tool.setSlider('Element B width', 250);
      // 250 / 100 = 2.5; |2.5 − 1.618| / 1.618 = 54.51 %.
      await expect(tool.output('Ratio')).toHaveText('2.500');
      await expect(tool.output('Deviation')).toHaveText('54.51 %');
      const elements = tool.visual.getByRole('img', { name: /element A 1\.00 m and element B 2\.50 m/ });
      await expect(elements).toContainText('A 1.00 m');
      await expect(elements).toContainText('B 2.50 m');
      // At φ, A would be 250 / 1.618 = 154.5 px = 1.545 m.
      await expect(elements).toContainText('A at the target ratio: 1.545 m');

      await tool.setSlider('Target ratio', 2.5);
      await expect(tool.output('Deviation')).toHaveText('0.00 %');
      await tool.setSlider('Target ratio', 2);
      // |2.5 − 2| / 2 = 25 %.
      await expect(tool.output('Deviation')).toHaveText('25.00 %');
      await expect(tool.visual.getByRole('img', { name: /^Ratio 2\.500 against the target 2\.000: 25\.00 % apart/ })).toBeVisible();

      const prompt = await tool.promptText();
      // 100 / 250 = 40.0 %; 250 / 100 = 2.500.
      expect(prompt).toContain('Element A is 1.00 m wide and element B is 2.50 m wide: element A is 40.0 % of element B, a ratio of 2.500 : 1');
      expect(prompt).not.toMatch(/\d\s*px/);
      expect(prompt).toContain('The target ratio is 2.000 : 1, so the pair deviates by 25.00 %; element A would need to be 1.250 m wide (50.0 % of element B)');
    });
  });
});
