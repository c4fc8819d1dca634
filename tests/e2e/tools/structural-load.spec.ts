import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
  await tool.open();
  return tool;
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('structural-load', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, results, diagrams and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('defaults: 6 m beam, 8 kN at 3 m give 4.00 kN, 4.00 kN and 12.00 kN·m', async () => {
      await expect(tool.slider('Beam length')).toHaveAttribute('min', '2');
      await expect(tool.slider('Beam length')).toHaveAttribute('max', '12');
      await expect(tool.slider('Beam length')).toHaveValue('6');
      await expect(tool.slider('Load')).toHaveAttribute('step', '0.5');
      await expect(tool.slider('Load')).toHaveAttribute('max', '30');
      await expect(tool.slider('Load')).toHaveValue('8');
      await expect(tool.slider('Load position')).toHaveValue('3');
      await expect(tool.output('Left reaction')).toHaveText('4.00 kN');
      await expect(tool.output('Right reaction')).toHaveText('4.00 kN');
      await expect(tool.output('Max moment')).toHaveText('12.00 kN·m');
    });

    await test.step('draws the beam, supports, load and both diagrams from 60 samples', async () => {
      const svg = tool.visual.getByRole('img', { name: 'Beam, shear and moment diagrams' });
      await expect(svg).toBeVisible();
      // One area and one outline per diagram; each outline passes through 60 points.
      const outlines = await svg.locator('path').evaluateAll((paths) =>
        paths.map((path) => (path.getAttribute('d') ?? '').match(/[ML]/g)?.length ?? 0));
      expect(outlines.filter((points) => points === 60)).toHaveLength(2);
      await expect(svg).toContainText('P = 8.00 kN');
      await expect(svg).toContainText('12.00 kN·m');
      await expect(tool.visual).toContainText('60 samples');
    });

    await test.step('explains how it is calculated', async () => {
      const explain = tool.main.getByRole('region', { name: 'How it’s calculated' });
      await expect(explain).toContainText('P·(L − a)/L');
      await expect(explain).toContainText('kN·m');
    });

    await test.step('moving the load changes the reactions, the diagram and the prompt', async () => {
      const before = await tool.visual.locator('svg').innerHTML();
      await tool.setSlider('Load position', 1.5);
      // P = 8 kN at a = 1.5 m on L = 6 m: left 6, right 2, moment 9.
      await expect(tool.output('Left reaction')).toHaveText('6.00 kN');
      await expect(tool.output('Right reaction')).toHaveText('2.00 kN');
      await expect(tool.output('Max moment')).toHaveText('9.00 kN·m');
      expect(await tool.visual.locator('svg').innerHTML()).not.toBe(before);
      await expect(tool.visual).toContainText('a = 1.5 m');
      const prompt = await tool.promptText();
      expect(prompt).toContain('1.50 m from the left support');
      expect(prompt).toContain('Left reaction: 6.00 kN');
      expect(prompt).toContain('9.00 kN·m');
    });

    await reset(tool);
    await test.step('the load position is capped to the beam length', async () => {
      await tool.setSlider('Load position', 6);
      await tool.setSlider('Beam length', 4);
      await expect(tool.slider('Load position')).toHaveValue('4');
      await expect(tool.slider('Load position')).toHaveAttribute('max', '4');
      await expect(tool.output('Left reaction')).toHaveText('0.00 kN');
      await expect(tool.output('Right reaction')).toHaveText('8.00 kN');
      await expect(tool.output('Max moment')).toHaveText('0.00 kN·m');
    });
  });
});
