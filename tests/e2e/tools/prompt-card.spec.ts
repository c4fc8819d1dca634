import { expect, test } from '../support/fixtures';
import { allowScene3dTime } from '../support/scene3d';
import { ToolPage } from '../support/tool';
import { toolsWithModules } from '../support/tools';

test.describe('Prompt card', () => {
  for (const { slug, panelTitle } of toolsWithModules) {
    test(`${slug}: Download saves ${slug}-prompt.txt with the prompt; Copy puts it on the clipboard`, async ({ page, context }) => {
      // A 3D view draws (and redraws after each change) in software WebGL, slowly on a busy machine.
      allowScene3dTime(slug);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      await expect(tool.promptCard.getByRole('heading', { name: panelTitle })).toBeVisible();
      const prompt = await tool.promptText();
      expect(prompt.length).toBeGreaterThan(120);
      const file = await tool.download();
      expect(file.name).toBe(`${slug}-prompt.txt`);
      expect(file.text).toBe(prompt);
      expect(await tool.copy()).toBe(prompt);
      await tool.expectNoBadNumbers();
    });
  }

  test('a refused clipboard is ignored silently', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    const { slug, panelTitle } = toolsWithModules[0] ?? { slug: '', panelTitle: '' };
    const tool = new ToolPage(page, slug, panelTitle);
    await tool.open();
    await tool.promptCard.getByRole('button', { name: /^Copy/ }).click();
    await expect(tool.promptCard.getByRole('status')).toHaveText('');
    await expect(tool.prompt).toBeVisible();
  });

  test('the copy notice is brief', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const { slug, panelTitle } = toolsWithModules[0] ?? { slug: '', panelTitle: '' };
    const tool = new ToolPage(page, slug, panelTitle);
    await tool.open();
    await tool.promptCard.getByRole('button', { name: /^Copy/ }).click();
    await expect(tool.promptCard.getByRole('status')).toHaveText('Copied to clipboard');
    await page.clock.runFor(2000);
    await expect(tool.promptCard.getByRole('status')).toHaveText('');
  });
});
