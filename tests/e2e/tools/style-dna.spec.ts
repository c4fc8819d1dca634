import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'style-dna', 'Style Prompt');
  await tool.open();
  return tool;
};

const ATTRIBUTES = ['Minimalism', 'Warmth', 'Curves', 'Contrast', 'Tech'] as const;

/** Sets several sliders, then expects the predicted style in the output and in the drawing. */
async function expectStyle(tool: ToolPage, values: Partial<Record<(typeof ATTRIBUTES)[number], number>>, style: string) {
  for (const [name, value] of Object.entries(values)) await tool.setSlider(name, value);
  await expect(tool.output('Predicted style')).toHaveText(style);
  // The ordered rules in the drawing mark exactly this one as the match.
  const rules = tool.visual.getByRole('listitem').filter({ has: tool.page.getByText('Match', { exact: true }) });
  await expect(rules).toHaveCount(1);
  await expect(rules).toContainText(style);
}

/** The shell's Reset: every attribute back to 0.5, for a step that starts from there. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('style-dna', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  // Each rule's threshold cases beyond the first ones here are in engine/tools/style-dna/style-dna.test.ts
  // ('The page's slider sequences'), with the rule the drawing marks as the match.
  test('sliders, rules, radar, verdict and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('five sliders, 0–1 in steps of 0.01, each starting at 0.5', async () => {
      for (const name of ATTRIBUTES) {
        const slider = tool.slider(name);
        await expect(slider).toHaveAttribute('min', '0');
        await expect(slider).toHaveAttribute('max', '1');
        await expect(slider).toHaveAttribute('step', '0.01');
        await expect(slider).toHaveValue('0.5');
      }
      await expect(tool.output('Predicted style')).toHaveText('Contemporary Blend');
    });

    await test.step('the radar, the verdict and the prompt follow the sliders', async () => {
      const radar = tool.visual.getByRole('img', { name: /^Radar chart of the style attributes/ });
      await expect(radar).toHaveAttribute('aria-label', /Minimalism 0\.50, Warmth 0\.50, Curves 0\.50, Contrast 0\.50, Tech 0\.50$/);
      const shapeBefore = await radar.innerHTML();
      await tool.setSlider('Minimalism', 0.71);
      await tool.setSlider('Contrast', 0.61);
      await tool.setSlider('Tech', 0.9);
      await expect(radar).toHaveAttribute('aria-label', /Minimalism 0\.71, Warmth 0\.50, Curves 0\.50, Contrast 0\.61, Tech 0\.90$/);
      await expect(radar).toContainText('0.90');
      expect(await radar.innerHTML()).not.toBe(shapeBefore);
      await expect(tool.visual).toContainText('Predicted style');
      await expect(tool.visual).toContainText('Minimalism 0.71 > 0.7');
      await expect(tool.visual.locator('figcaption')).toContainText('predict Neo-Minimal Tech');
      const prompt = await tool.promptText();
      expect(prompt).toContain('in the "Neo-Minimal Tech" style');
      expect(prompt).toContain('- Minimalism: 0.71 (high)');
      expect(prompt).toContain('- Tech: 0.90 (very high)');
      expect(prompt).toContain('Let tech lead the design.');
    });

    await test.step('Neo-Minimal Tech needs minimalism > 0.7, contrast > 0.6 and tech > 0.6, strictly', async () => {
      await reset(tool);
      await expectStyle(tool, { Minimalism: 0.71, Contrast: 0.61, Tech: 0.61 }, 'Neo-Minimal Tech');
      await expectStyle(tool, { Minimalism: 0.7 }, 'Contemporary Blend');
    });

    await test.step('Organic Modern needs warmth > 0.7 and curves > 0.6', async () => {
      await reset(tool);
      await expectStyle(tool, { Warmth: 0.71, Curves: 0.61 }, 'Organic Modern');
    });

    await test.step('Maximalist Contrast needs contrast > 0.75 and minimalism < 0.5', async () => {
      await reset(tool);
      await expectStyle(tool, { Contrast: 0.76, Minimalism: 0.49 }, 'Maximalist Contrast');
    });

    await test.step('rules are checked in order: the first that holds wins', async () => {
      await reset(tool);
      // Rules 1 and 2 both hold (rule 3 not: minimalism is high); Neo-Minimal Tech is checked first.
      await expectStyle(tool, { Minimalism: 0.71, Contrast: 0.76, Tech: 0.61, Warmth: 0.71, Curves: 0.61 }, 'Neo-Minimal Tech');
      // Rules 2 and 3 both hold now; Organic Modern is checked before Maximalist Contrast.
      await expectStyle(tool, { Minimalism: 0.49 }, 'Organic Modern');
      await expect(tool.visual.getByRole('listitem').filter({ hasText: '3. Maximalist Contrast' })).toContainText('Not reached');
      await expectStyle(tool, { Warmth: 0.7 }, 'Maximalist Contrast');
      await expect(tool.visual.getByRole('listitem').filter({ hasText: '1. Neo-Minimal Tech' })).toContainText('No match');
    });
  });
});
