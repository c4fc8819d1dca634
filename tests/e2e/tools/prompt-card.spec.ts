import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';
import { toolsWithModules } from '../support/tools';

// Each tool's prompt card (Download, Copy, and the copy notice going away after 2 s) is checked on
// the visit of tools/every-tool.spec.ts; here, what needs a page set up otherwise.

test.describe('Prompt card', () => {
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
});
