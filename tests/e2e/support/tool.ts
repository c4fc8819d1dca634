import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { SiteShell } from './site';

/**
 * A window so short that a tool's picture starts below the first screen (its head and title take
 * the first ~340 px at any width), for the tests of what a view does once it comes on screen.
 */
export const SHORT_WINDOW = { width: 1024, height: 300 };

/**
 * A tool page through its accessible names (docs/contract.md §3): controls by label, results as
 * <output>s (role status), the visual in its figure, and the prompt card by its panel title.
 */
export class ToolPage extends SiteShell {
  readonly visual: Locator;
  /** The picture's save buttons and their status, under the figure. */
  readonly exports: Locator;
  /** The Inputs panel (a form named by its heading). */
  readonly inputs: Locator;
  readonly promptCard: Locator;
  readonly prompt: Locator;

  constructor(page: Page, readonly slug: string, panelTitle: string) {
    super(page);
    this.visual = this.main.getByRole('figure');
    this.exports = this.main.getByRole('group', { name: 'Save the picture' });
    this.inputs = this.main.getByRole('form', { name: 'Inputs' });
    this.promptCard = this.main.getByRole('region', { name: panelTitle });
    this.prompt = this.promptCard.locator('pre');
  }

  async open(): Promise<void> {
    await this.goto(`/tools/${this.slug}`);
  }

  /** A control by its accessible name, which may be followed by a unit: 'Beam length' finds 'Beam length (m)'. */
  control(name: string): Locator {
    return this.main.getByLabel(new RegExp(`^${escape(name)}(\\s*\\(.*\\))?$`, 'i'));
  }

  slider(name: string): Locator {
    return this.main.getByRole('slider', { name: new RegExp(`^${escape(name)}(\\s*\\(.*\\))?$`, 'i') });
  }

  /** A result <output> by its name. */
  output(name: string): Locator {
    return this.main.locator('output').and(this.main.getByRole('status', { name, exact: true }));
  }

  /** The notice of Copy link and Copy embed code: the action row's first status (undo's follows it on the five undo tools). */
  copyStatus(): Locator {
    return this.inputs.getByRole('status').first();
  }

  /** What Ctrl+Z / Ctrl+Shift+Z last did ('Undone: Sofa X, Sofa Y'), on the tools with undo. */
  undoStatus(): Locator {
    return this.main.getByRole('status').filter({ hasText: /^(Undone|Redone|Nothing to)/ });
  }

  async setSlider(name: string, value: number | string): Promise<void> {
    await this.slider(name).fill(String(value));
  }

  /** The prompt text once it has followed the last change (it renders deferred, aria-busy meanwhile), which never holds NaN, Infinity or undefined. */
  async promptText(): Promise<string> {
    await expect(this.prompt).not.toHaveAttribute('aria-busy', 'true');
    const text = (await this.prompt.textContent()) ?? '';
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
    return text;
  }

  /** Clicks Download and returns the saved file's name and contents. */
  async download(): Promise<{ name: string; text: string }> {
    return this.savedBy(this.promptCard.getByRole('button', { name: /^Download/ }));
  }

  /** On a layout tool: clicks Download plan and returns the plan file's name and text. */
  async downloadPlan(): Promise<{ name: string; text: string }> {
    return this.savedBy(this.main.getByRole('group', { name: 'Plan file' }).getByRole('button', { name: 'Download plan' }));
  }

  /** The name and contents of the file that clicking `button` saves. */
  private async savedBy(button: Locator): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  /** Clicks Copy and returns what the clipboard holds (the context must grant clipboard access). */
  async copy(): Promise<string> {
    await this.promptCard.getByRole('button', { name: /^Copy/ }).click();
    await expect(this.promptCard.getByRole('status')).toHaveText('Copied to clipboard');
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** Every form control's value in the Inputs panel, keyed by its label (checkboxes as 'true'/'false'). */
  async controlValues(): Promise<Record<string, string>> {
    return this.inputs.locator('input, select, textarea').evaluateAll((elements) =>
      Object.fromEntries(
        elements.map((element) => {
          const control = element as HTMLInputElement;
          return [control.labels?.[0]?.textContent ?? control.name, control.type === 'checkbox' ? String(control.checked) : control.value];
        }),
      ),
    );
  }

  /** No NaN, Infinity or undefined anywhere on the page. */
  async expectNoBadNumbers(): Promise<void> {
    await expect(this.main).not.toContainText(/NaN|Infinity|undefined/);
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
