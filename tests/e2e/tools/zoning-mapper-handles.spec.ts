import { expect, test } from '../support/fixtures';
import { openSceneTool } from '../support/scene2d';

// Issue 24 point 8: every zone is a focusable control with its name and place. The move handle's
// name stays the zone's name ('Living'); its place and size are its accessible description, and
// the corner handle's ('Living size') is its size, in the room's units.

test.describe('zoning-mapper: the zones’ handles say where the zones are', () => {
  test('Living’s handle describes its place and size, which follow an arrow key, the corner handle and the units', async ({ page }) => {
    const tool = await openSceneTool(page, 'zoning-mapper', 'Zoning Prompt');
    // Living: 40, 40, 160 × 120 px at 40 px = 1 m.
    const living = tool.visual.getByRole('button', { name: 'Living', exact: true });
    const size = tool.visual.getByRole('button', { name: 'Living size', exact: true });
    await expect(living).toHaveAccessibleDescription('at 1.00 m from the left wall, 1.00 m from the top wall; 4.0 × 3.0 m');
    await expect(size).toHaveAccessibleDescription('4.0 × 3.0 m');
    // The names stay exactly the zone's: the description is not part of them.
    await expect(living).toHaveAccessibleName('Living');
    await expect(size).toHaveAccessibleName('Living size');

    // Shift + Right moves it 10 px (0.25 m) to the right; Down 1 px (0.025 m) down.
    await living.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(tool.control('Living X')).toHaveValue('50');
    await expect(living).toHaveAccessibleDescription('at 1.25 m from the left wall, 1.00 m from the top wall; 4.0 × 3.0 m');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(living).toHaveAccessibleDescription(/^at 1\.25 m from the left wall, 1\.25 m from the top wall; /);

    // The corner handle: Right widens by 0.1 m.
    await size.focus();
    await page.keyboard.press('ArrowRight');
    await expect(size).toHaveAccessibleDescription('4.1 × 3.0 m');
    await expect(living).toHaveAccessibleDescription('at 1.25 m from the left wall, 1.25 m from the top wall; 4.1 × 3.0 m');

    // In feet, the descriptions speak feet.
    await tool.control('Units').selectOption('ft');
    await expect(living).toHaveAccessibleDescription('at 4.10 ft from the left wall, 4.10 ft from the top wall; 13.5 × 9.8 ft');
    await expect(size).toHaveAccessibleDescription('13.5 × 9.8 ft');
    // Its tooltip too (it said metres).
    await expect(size).toHaveAttribute('title', 'Living size, 13.5 × 9.8 ft: drag, or arrow keys (Shift 1 m)');
    // And its W and D fields: 10 typed there is 10 ft (it made a 10 m zone, most of the room).
    await expect(tool.control('Living W')).toHaveAccessibleName('Living W (ft)');
    await expect(tool.control('Living W')).toHaveValue('13.5');
    await tool.control('Living W').fill('10');
    await tool.control('Living W').press('Tab');
    await expect(size).toHaveAccessibleDescription('10.0 × 9.8 ft');
    await expect(tool.control('New zone width')).toHaveAccessibleName('New zone width (ft)');
    await tool.expectNoBadNumbers();
  });
});
