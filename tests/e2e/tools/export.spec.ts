import { expect, test } from '../support/fixtures';
import { checkSvg, expectPicture, openDrawn, save, SVG_SLUGS } from '../support/picture';
import { allowScene3dTime, disableWebgl } from '../support/scene3d';
import { toolsWithModules } from '../support/tools';

test.describe('Saving the picture', () => {
  for (const { slug, panelTitle } of toolsWithModules) {
    test(`${slug}: Download PNG saves ${slug}.png, at least 1920 px wide, with a drawing on it`, async ({ page }) => {
      allowScene3dTime(slug);
      const tool = await openDrawn(page, slug, panelTitle);
      const picture = await expectPicture(tool);
      expect(picture.distinctColours, 'distinct colours').toBeGreaterThan(8);
      expect(picture.inkShare, 'share of non-white pixels').toBeGreaterThan(0.01);
      const svgButton = tool.exports.getByRole('button', { name: 'Download SVG', exact: true });
      if (SVG_SLUGS.includes(slug)) await expect(svgButton).toBeVisible();
      else await expect(svgButton, 'no SVG where the picture is not SVG alone').toHaveCount(0);
    });
  }

  for (const { slug, panelTitle } of toolsWithModules.filter((tool) => SVG_SLUGS.includes(tool.slug))) {
    test(`${slug}: Download SVG saves ${slug}.svg, a standalone drawing styled like the page`, async ({ page }) => {
      const tool = await openDrawn(page, slug, panelTitle);
      const { name, bytes } = await save(tool.exports.getByRole('button', { name: 'Download SVG', exact: true }));
      expect(name).toBe(`${slug}.svg`);
      const text = bytes.toString('utf8');
      expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      expect(text, 'no comments').not.toContain('<!--');
      const check = await checkSvg(page, text);
      expect(check.problems).toEqual([]);
      expect(check.compared, 'elements compared').toBeGreaterThan(10);
      await expect(tool.exports.getByRole('status').filter({ hasText: /^Saved / })).toHaveText(`Saved ${slug}.svg`);
    });
  }

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
