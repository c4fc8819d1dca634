import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'visual-weight', 'Balance Prompt');
  await tool.open();
  return tool;
};

/** The beam's group, turned about the fulcrum by the balance. */
const beam = (tool: ToolPage) => tool.visual.locator('g[data-tilt]');

test.describe('visual-weight', () => {
  // One visit: each step is one of the former tests; every step after the defaults sets all four sliders.
  test('sliders, balance, beam and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('sizes 40–180 px and distances 40–200 px; the defaults balance at 50.0 %', async () => {
      for (const [name, max, value] of [
        ['Left size', '180', '120'],
        ['Left distance', '200', '80'],
        ['Right size', '180', '80'],
        ['Right distance', '200', '180'],
      ] as const) {
        const slider = tool.slider(name);
        await expect(slider).toHaveAttribute('min', '40');
        await expect(slider).toHaveAttribute('max', max);
        await expect(slider).toHaveAttribute('step', '1');
        await expect(slider).toHaveValue(value);
      }
      // 120²·80 = 1,152,000 = 80²·180, so the left share is exactly 50 %.
      await expect(tool.output('Balance')).toHaveText('50.0 %');
      await expect(beam(tool)).toHaveAttribute('data-tilt', '0.00');
      const svg = tool.visual.getByRole('img', { name: 'Balance beam with the two masses and their moments' });
      // At the wall's 1 px = 1 cm: 1.2² m² × 0.8 m = 1.152 m³; a scale bar, and no area or volume in px.
      await expect(svg).toContainText('M = 1.152 m³');
      await expect(svg).toContainText('1.44 m² × 0.80 m');
      await expect(svg.locator('[data-scale-bar]')).toHaveAttribute('data-scale-bar', '1 m');
      await expect(svg).not.toContainText('px');
      await expect(svg).toContainText('Balanced');
    });

    await test.step('explains how it is calculated', async () => {
      const explain = tool.main.getByRole('region', { name: 'How it’s calculated' });
      await expect(explain).toContainText('Visual weight = size²');
      await expect(explain).toContainText('Balance = left moment / (left moment + right moment) × 100 %');
    });

    await test.step('a heavier left side tips the beam left, with the moments and the prompt updated', async () => {
      const before = await tool.visual.locator('svg').first().innerHTML();
      await tool.setSlider('Left size', 100);
      await tool.setSlider('Left distance', 50);
      await tool.setSlider('Right size', 50);
      await tool.setSlider('Right distance', 100);
      // Left 100²·50 = 500,000; right 50²·100 = 250,000; 500,000 / 750,000 = 66.67 % → 66.7 %.
      await expect(tool.output('Balance')).toHaveText('66.7 %');
      // (66.7 − 50) / 50 of the 10° full tilt, left end down (a counter-clockwise turn).
      await expect(beam(tool)).toHaveAttribute('data-tilt', '3.34');
      await expect(beam(tool)).toHaveAttribute('transform', /^rotate\(-3\.34 /);
      const svg = tool.visual.locator('svg').first();
      expect(await svg.innerHTML()).not.toBe(before);
      // 1.00² m² × 0.50 m = 0.500 m³; 0.50² m² × 1.00 m = 0.250 m³.
      await expect(svg).toContainText('M = 0.500 m³');
      await expect(svg).toContainText('M = 0.250 m³');
      await expect(svg).toContainText('1.00 m² × 0.50 m');
      await expect(svg).toContainText('Leans left');
      await expect(svg).toContainText('Left 66.7 %');
      await expect(svg).toContainText('Right 33.3 %');
      // Squares drawn to scale (0.8 units per px): 100 px → 80 units, 50 px → 40.
      await expect(svg.locator('[data-mass="left"] rect')).toHaveAttribute('width', '80');
      await expect(svg.locator('[data-mass="right"] rect')).toHaveAttribute('width', '40');
      const prompt = await tool.promptText();
      expect(prompt).toContain('left mass: 1.00 m across, 0.50 m from the axis');
      expect(prompt).toContain('right mass: 0.50 m across, 1.00 m from the axis');
      expect(prompt).not.toMatch(/\d\s*px/);
      expect(prompt).toContain('66.7 %');
      expect(prompt).toContain('so the composition leans left');
    });

    await test.step('a heavier right side tips the beam right', async () => {
      await tool.setSlider('Left size', 60);
      await tool.setSlider('Left distance', 60);
      await tool.setSlider('Right size', 160);
      await tool.setSlider('Right distance', 180);
      // Left 3,600·60 = 216,000; right 25,600·180 = 4,608,000; 216,000 / 4,824,000 = 4.48 % → 4.5 %.
      await expect(tool.output('Balance')).toHaveText('4.5 %');
      await expect(beam(tool)).toHaveAttribute('data-tilt', '-9.10');
      await expect(beam(tool)).toHaveAttribute('transform', /^rotate\(9\.10 /);
      await expect(tool.visual).toContainText('Leans right');
      await expect(tool.visual.locator('figcaption')).toContainText('4.5 % on the left');
      expect(await tool.promptText()).toContain('so the composition leans right');
    });

    await test.step('equal sizes at equal distances balance at 50.0 %', async () => {
      await tool.setSlider('Left size', 100);
      await tool.setSlider('Right size', 100);
      await tool.setSlider('Left distance', 150);
      await tool.setSlider('Right distance', 150);
      await expect(tool.output('Balance')).toHaveText('50.0 %');
      await expect(beam(tool)).toHaveAttribute('data-tilt', '0.00');
    });

    await test.step('a mass wider than the distances reaches over the axis: the smaller is drawn on top of it', async () => {
      const svg = tool.visual.locator('svg').first();
      const order = () => svg.locator('[data-mass]').evaluateAll((masses) => masses.map((mass) => mass.getAttribute('data-mass')));
      // Left 1.00 m across, right 1.80 m, both 0.40 m from the axis: the right square (−0.50 to 1.30 m) covers the left one's place.
      await tool.setSlider('Left size', 100);
      await tool.setSlider('Right size', 180);
      await tool.setSlider('Left distance', 40);
      await tool.setSlider('Right distance', 40);
      await expect.poll(order).toEqual(['right', 'left']);
      // The sizes' labels come after both squares, so neither square hides the other's.
      const labelOverSquares = (text: string) =>
        svg.evaluate((drawing, wanted) => {
          const label = [...drawing.querySelectorAll('text')].find((node) => node.textContent === wanted);
          return !!label && [...drawing.querySelectorAll('[data-mass]')].every((mass) => !!(mass.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING));
        }, text);
      expect(await labelOverSquares('1.00 m')).toBe(true);
      expect(await labelOverSquares('1.80 m')).toBe(true);
      // Now the left is the larger (equal sizes keep the left first).
      await tool.setSlider('Left size', 180);
      await expect.poll(order).toEqual(['left', 'right']);
    });
  });
});
