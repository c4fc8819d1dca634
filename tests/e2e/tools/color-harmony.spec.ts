import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

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

    await test.step('a grey base gives grey swatches, without NaN', async () => {
      await tool.control('Base colour').fill('#808080');
      await tool.control('Scheme').selectOption('tetradic');
      for (const index of [1, 2, 3, 4]) await expect(tool.output(`Swatch ${index}`)).toHaveText('#808080');
      await tool.expectNoBadNumbers();
      expect(await tool.promptText()).toContain('#808080');
    });
  });
});
