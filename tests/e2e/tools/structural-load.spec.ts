import type { Page } from '@playwright/test';
import { compute, defaults, outputs, shearOutline } from '../../../engine/tools/structural-load';
import { expect, test } from '../support/fixtures';
import { illegibleDrawingText } from '../support/layout';
import { ToolPage } from '../support/tool';

/** The engine's text for one output, to compare the page with. */
const expected = (inputs: Parameters<typeof compute>[0], label: string) => outputs(compute(inputs)).find((o) => o.label === label)?.text ?? '';

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

    await test.step('draws the beam, supports, load and both diagrams from 60 samples, the shear stepping vertically at the load', async () => {
      const svg = tool.visual.getByRole('img', { name: 'Beam, shear and moment diagrams' });
      await expect(svg).toBeVisible();
      // One area and one outline per diagram: the moment's passes through the 60 samples; the
      // shear's through the samples either side of the load and two points at it (62 here).
      const outlines = await svg.locator('path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''));
      const points = (d: string) => [...d.matchAll(/[ML]([-\d.e]+),([-\d.e]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      // (Each area's path also runs back along the zero line, so it holds twice as many.)
      expect(outlines.filter((d) => points(d).length === 60)).toHaveLength(1);
      expect(shearOutline(defaults)).toHaveLength(62);
      const shear = outlines.filter((d) => points(d).length === 62);
      expect(shear).toHaveLength(1);
      // The jump: two consecutive points at the same x (the load's), 8 kN apart.
      const path = points(shear[0]!);
      const step = path.findIndex((p, i) => i > 0 && Math.abs(p[0] - path[i - 1]![0]) < 1e-6);
      expect(step).toBeGreaterThan(0);
      expect(path[step]![1]).not.toBeCloseTo(path[step - 1]![1], 0);
      await expect(svg).toContainText('P = 8.00 kN');
      await expect(svg).toContainText('12.00 kN·m');
      await expect(tool.visual).toContainText('60 samples');
    });

    await test.step('Section: the default IPE 200 deflects 8.82 mm, L/680, and C24 47 × 200 fails L/360', async () => {
      await expect(tool.control('Section').locator('option:checked')).toHaveText('Steel IPE 200');
      // 8 kN at mid-span of 6 m: P·L³/(48·E·I) = 8000 × 216 / (48 × 210e9 × 1943e-8) = 8.82 mm; 6000 / 8.82 = 680.
      await expect(tool.output('Max deflection')).toHaveText('8.82 mm');
      await expect(tool.output('Span/deflection')).toHaveText('680 — passes L/360');
      const svg = tool.visual.getByRole('img', { name: 'Beam, shear and moment diagrams' });
      await expect(svg).toContainText('E = 210.0 GPa, I = 1943 cm⁴');

      await tool.control('Section').selectOption({ label: 'C24 timber 47 × 200 mm' });
      const timber = { ...defaults, section: 'c24-47x200' } as const;
      // E·I = 11e9 × 3133.3e-8 = 344 667 N·m²: 1 728 000 / (48 × 344 667) = 104.45 mm; 6000 / 104.45 = 57.
      await expect(tool.output('Max deflection')).toHaveText('104.45 mm');
      await expect(tool.output('Max deflection')).toHaveText(expected(timber, 'Max deflection'));
      await expect(tool.output('Span/deflection')).toHaveText('57 — fails L/360');
      await expect(svg).toContainText('E = 11.0 GPa, I = 3133 cm⁴');
      expect(await tool.promptText()).toContain('C24 timber 47 × 200 mm (E = 11.0 GPa, I = 3133 cm⁴)');

      // Off centre, a = 1.5 m (b = 1.5): 8000 × 1.5 × 33.75^{3/2} / (9√3 × 344 667 × 6) = 72.99 mm, L/82.
      await tool.setSlider('Load position', 1.5);
      await expect(tool.output('Max deflection')).toHaveText('72.99 mm');
      await expect(tool.output('Span/deflection')).toHaveText(expected({ ...timber, positionM: 1.5 }, 'Span/deflection'));
      await expect(tool.output('Span/deflection')).toHaveText('82 — fails L/360');
      // The limit: a load on a support bends nothing.
      await tool.setSlider('Load position', 0);
      await expect(tool.output('Max deflection')).toHaveText('0.00 mm');
      await expect(tool.output('Span/deflection')).toHaveText('100000+ — passes L/360');
      await tool.expectNoBadNumbers();
    });

    await test.step('labels are 11 px or more, inside the drawing and apart, at 375 px and at 1280 px', async () => {
      await reset(tool);
      // A long span with the load near a support and a heavy load: the labels' hardest case.
      await tool.setSlider('Beam length', 12);
      await tool.setSlider('Load', 30);
      await tool.setSlider('Load position', 0.3);
      await tool.control('Section').selectOption({ label: 'GL24h glulam 90 × 270 mm' });
      await expect.poll(() => illegibleDrawingText(tool.visual)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      // The drawing lays itself out again at the phone's width (one unit per CSS px).
      await expect.poll(() => illegibleDrawingText(tool.visual)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await reset(tool);
    await test.step('explains how it is calculated', async () => {
      const explain = tool.main.getByRole('region', { name: 'How it’s calculated' });
      await expect(explain).toContainText('P·(L − a)/L');
      await expect(explain).toContainText('kN·m');
      await expect(explain).toContainText('δmax = P·b·(L² − b²)^{3/2} / (9·√3·E·I·L)');
      await expect(explain).toContainText('Steel IPE 200: E = 210.0 GPa, I = 1943 cm⁴');
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
