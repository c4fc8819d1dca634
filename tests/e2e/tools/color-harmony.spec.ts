import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';
import { contrastRatio, formatContrastRatio } from '../../../engine/math/color';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'color-harmony', 'Palette Prompt');
  await tool.open();
  return tool;
};

/**
 * Swatches for the base #ff0000 (HSL 0°, 100 %, 50 %), worked out by hand from the contract's hue
 * rotations: a 30° or 90° step gives a half channel, 127.5, rounded to 128 (0x80); monochromatic
 * lightness 20/35/50/65/80 % gives red 102 (0x66), 178.5 → 179 (0xb3), 255, and the light tints
 * mix white in at 76.5 → 77 (0x4d) and 153 (0x99).
 */
const RED_PALETTES = {
  Complementary: ['#ff0000', '#00ffff'],
  Analogous: ['#ff0080', '#ff0000', '#ff8000'],
  Triadic: ['#ff0000', '#00ff00', '#0000ff'],
  Monochromatic: ['#660000', '#b30000', '#ff0000', '#ff4d4d', '#ff9999'],
  Tetradic: ['#ff0000', '#80ff00', '#00ffff', '#8000ff'],
} as const;

test.describe('color-harmony', () => {
  // One visit: each step is one of the former tests (each palette step sets its own base and scheme).
  test('controls, palettes, wheel and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('controls: a colour input and a select of the five schemes', async () => {
      await expect(tool.control('Base colour')).toHaveAttribute('type', 'color');
      await expect(tool.control('Base colour')).toHaveValue('#3b7ea1');
      const scheme = tool.control('Scheme');
      await expect(scheme).toHaveValue('complementary');
      await expect(scheme.locator('option')).toHaveText(Object.keys(RED_PALETTES));
      // Default: the base and its complement, 180° round the wheel.
      await expect(tool.output('Swatch 1')).toHaveText('#3b7ea1');
      await expect(tool.output('Swatch 2')).toHaveText('#a15e3b');
      await expect(tool.output('Swatch 3')).toHaveCount(0);
    });

    await test.step('the wheel marks each swatch’s hue and follows the inputs', async () => {
      const wheel = tool.visual.getByRole('img', { name: /^HSL colour wheel/ });
      await expect(wheel).toHaveAttribute('aria-label', /2 swatches: 201°, 21°$/);
      await tool.control('Base colour').fill('#ff0000');
      await tool.control('Scheme').selectOption('triadic');
      await expect(wheel).toHaveAttribute('aria-label', /3 swatches: 0°, 120°, 240°$/);
      await expect(tool.visual).toContainText('Hue rotated 0°, +120°, +240° from the base');
      // Triadic shares follow the 60-30-10 rule.
      const shares = tool.visual.getByRole('list', { name: 'Suggested proportions' });
      await expect(shares.getByRole('listitem')).toHaveText(['1. dominant 60 %', '2. secondary 30 %', '3. accent 10 %']);
      await expect(tool.visual).toContainText('#00FF00');
      await expect(tool.visual.locator('figcaption')).toContainText('triadic palette of 3 swatches from #FF0000');

      await tool.control('Scheme').selectOption('monochromatic');
      await expect(wheel).toHaveAttribute('aria-label', /all 5 swatches share hue 0°/);
      await expect(tool.visual.getByRole('list', { name: 'Lightness steps' }).getByRole('listitem')).toHaveText([
        '1. L 20 %',
        '2. L 35 %',
        '3. L 50 %',
        '4. L 65 %',
        '5. L 80 %',
      ]);
      await tool.expectNoBadNumbers();
    });

    for (const [scheme, hexes] of Object.entries(RED_PALETTES)) {
      await test.step(`${scheme} from #ff0000 gives ${hexes.length} swatches`, async () => {
        await tool.control('Base colour').fill('#ff0000');
        await tool.control('Scheme').selectOption({ label: scheme });
        for (const [index, hex] of hexes.entries()) {
          await expect(tool.output(`Swatch ${index + 1}`)).toHaveText(hex);
          // The drawing prints each swatch's hex code on its chip.
          await expect(tool.visual.getByRole('list', { name: 'Palette swatches' }).getByRole('listitem').nth(index)).toContainText(hex.toUpperCase());
        }
        await expect(tool.output(`Swatch ${hexes.length + 1}`)).toHaveCount(0);
        await expect(tool.visual.getByRole('list', { name: 'Palette swatches' }).getByRole('listitem')).toHaveCount(hexes.length);
        const prompt = await tool.promptText();
        expect(prompt).toContain(`${scheme.toLowerCase()}`);
        expect(prompt).toContain(`palette of ${hexes.length} colours`);
        for (const hex of hexes) expect(prompt).toContain(hex);
      });
    }

    await test.step('the Contrast table: every pair’s WCAG ratio (cut to 2 decimals) with its AA and AAA result', async () => {
      await tool.control('Base colour').fill('#3b7ea1');
      await tool.control('Scheme').selectOption('complementary');
      const table = tool.visual.getByRole('table', { name: 'Contrast' });
      await expect(table.getByRole('columnheader')).toHaveText(['Pair', 'Sample', 'Ratio', 'AA', 'AAA']);
      // Defaults: L(#3b7ea1) = 0.184247, L(#a15e3b) = 0.158982, (0.234247 / 0.208982) = 1.1209 → 1.12:1, fails both.
      await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([/Aa/, '1.12:1', 'Fail', 'Fail']);
      await expect(table.getByRole('row')).toHaveCount(2);

      await tool.control('Scheme').selectOption('monochromatic');
      const hexes = await Promise.all([1, 2, 3, 4, 5].map((n) => tool.output(`Swatch ${n}`).textContent()));
      const rows = table.getByRole('row');
      // Five swatches, ten pairs, in order 1 & 2 … 4 & 5, after the header row.
      await expect(rows).toHaveCount(11);
      let row = 1;
      for (let a = 0; a < 5; a += 1) {
        for (let b = a + 1; b < 5; b += 1) {
          const ratio = contrastRatio(hexes[a] ?? '', hexes[b] ?? '');
          const shown = formatContrastRatio(ratio);
          const cut = Number(shown.slice(0, -2));
          await expect(rows.nth(row).getByRole('rowheader')).toHaveText(`${a + 1} & ${b + 1}`);
          await expect(rows.nth(row).getByRole('cell')).toHaveText([/Aa/, shown, cut >= 4.5 ? 'Pass' : 'Fail', cut >= 7 ? 'Pass' : 'Fail']);
          // The sample sets text in each colour on the other.
          await expect(rows.nth(row).locator('svg rect').first()).toHaveAttribute('fill', hexes[b] ?? '');
          await expect(rows.nth(row).locator('svg rect').last()).toHaveAttribute('fill', hexes[a] ?? '');
          row += 1;
        }
      }
      // Pinned as in engine/tools/color-harmony: the darkest on the lightest 8.38:1 (AAA), 2 & 5 4.53:1 (AA only).
      await expect(rows.nth(4).getByRole('cell')).toHaveText([/Aa/, '8.38:1', 'Pass', 'Pass']);
      await expect(rows.nth(7).getByRole('cell')).toHaveText([/Aa/, '4.53:1', 'Pass', 'Fail']);
      expect(await tool.promptText()).toContain('#265269 with #9bc4da (4.53:1)');

      // On a 375 px phone all five columns fit across the screen, and the page never scrolls sideways.
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(async () => {
        const last = await table.getByRole('columnheader', { name: 'AAA' }).boundingBox();
        return last ? last.x + last.width : Infinity;
      }).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('monochromatic keeps the base as one swatch, also a light base (#f5e6d3, L 89.4 %: the lightest step)', async () => {
      await tool.control('Base colour').fill('#f5e6d3');
      await tool.control('Scheme').selectOption('monochromatic');
      await expect(tool.output('Swatch 5')).toHaveText('#f5e6d3');
      await expect(tool.visual.getByRole('list', { name: 'Lightness steps' }).getByRole('listitem')).toHaveText([
        '1. L 29 %',
        '2. L 44 %',
        '3. L 59 %',
        '4. L 74 %',
        '5. L 89 %',
      ]);
      const chips = tool.visual.getByRole('list', { name: 'Palette swatches' }).getByRole('listitem');
      await expect(chips.nth(4)).toContainText('base colour');
      await expect(chips.filter({ hasText: 'base colour' })).toHaveCount(1);
    });

    await test.step('the proportions bar is drawn as its title says: 60-30-10 is 60, 30 and 10 % of its width', async () => {
      const widths = async () => {
        const bar = tool.visual.getByRole('img', { name: /^Proportions bar/ });
        const box = await bar.boundingBox();
        const rects = await bar.locator('rect').all();
        const parts = await Promise.all(rects.map(async (rect) => (await rect.boundingBox())?.width ?? 0));
        return parts.map((width) => Math.round((width / (box?.width ?? 1)) * 1000) / 10);
      };
      await tool.control('Base colour').fill('#ff0000');
      await tool.control('Scheme').selectOption('analogous');
      await expect(tool.visual.getByText('Suggested proportions 60-30-10')).toBeVisible();
      // Largest share first: the dominant base (swatch 2), then swatch 1, then the accent.
      await expect(tool.visual.getByRole('list', { name: 'Suggested proportions' }).getByRole('listitem')).toHaveText([
        '2. dominant 60 %',
        '1. secondary 30 %',
        '3. accent 10 %',
      ]);
      await expect(tool.visual.getByRole('img', { name: /^Proportions bar/ })).toHaveAttribute('aria-label', 'Proportions bar: swatch 2 60 %, swatch 1 30 %, swatch 3 10 %');
      const drawn = await widths();
      expect(drawn).toHaveLength(3);
      [60, 30, 10].forEach((share, i) => expect(Math.abs((drawn[i] ?? 0) - share)).toBeLessThanOrEqual(0.5));
      await expect(tool.visual.getByRole('img', { name: /^Proportions bar/ }).locator('rect').first()).toHaveAttribute('fill', '#ff0000');

      await tool.control('Scheme').selectOption('complementary');
      await expect(tool.visual.getByText('Suggested proportions 70-30')).toBeVisible();
      const two = await widths();
      expect(two).toHaveLength(2);
      [70, 30].forEach((share, i) => expect(Math.abs((two[i] ?? 0) - share)).toBeLessThanOrEqual(0.5));
    });

    await test.step('a grey base gives grey swatches, without NaN', async () => {
      await tool.control('Base colour').fill('#808080');
      await tool.control('Scheme').selectOption('tetradic');
      for (const index of [1, 2, 3, 4]) await expect(tool.output(`Swatch ${index}`)).toHaveText('#808080');
      await tool.expectNoBadNumbers();
      expect(await tool.promptText()).toContain('#808080');
    });
  });
});
