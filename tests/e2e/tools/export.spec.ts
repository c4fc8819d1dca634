import { expect, test } from '../support/fixtures';
import { checkSvg, expectPicture, openDrawn, save } from '../support/picture';
import { disableWebgl } from '../support/scene3d';

// Each tool's PNG (and SVG, where its picture is SVG alone) is saved and checked on the visit of
// tools/every-tool.spec.ts; here, the cases that are not one per tool.

test.describe('Saving the picture', () => {
  test('without WebGL, surface-reflection saves what is there: the Fresnel curve, as PNG and as SVG', async ({ page }) => {
    await disableWebgl(page);
    const tool = await openDrawn(page, 'surface-reflection', 'Surface Prompt', false);
    await expect(tool.visual.getByRole('status').filter({ hasText: '3D preview unavailable' })).toBeVisible();
    const picture = await expectPicture(tool);
    expect(picture.distinctColours).toBeGreaterThan(8);
    const { name, bytes } = await save(tool.exports.getByRole('button', { name: 'Download SVG', exact: true }));
    expect(name).toBe('surface-reflection.svg');
    expect((await checkSvg(page, bytes.toString('utf8'))).problems).toEqual([]);
  });

  test('an empty deck has nothing to save: Download PNG is disabled and says why', async ({ page }) => {
    const tool = await openDrawn(page, 'design-presentation', 'Deck Prompt');
    const png = tool.exports.getByRole('button', { name: 'Download PNG', exact: true });
    await expect(png).toBeEnabled();
    const remove = tool.main.getByRole('button', { name: 'Remove' });
    while ((await remove.count()) > 0) await remove.first().click();
    await expect(png).toBeDisabled();
    await expect(png).toHaveAccessibleDescription('Nothing to save yet: the picture is empty.');
    await tool.main.getByRole('button', { name: '+ Add slide' }).click();
    await expect(png).toBeEnabled();
    await expect(tool.exports.getByText('Nothing to save yet')).toHaveCount(0);
  });
});
