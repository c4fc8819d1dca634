import { expect, test } from '../support/fixtures';
import { allowScene3dTime } from '../support/scene3d';
import { ToolPage } from '../support/tool';
import { toolsWithModules } from '../support/tools';

const MARKUP = '<img src=x onerror=alert(1)>';

/**
 * The tools whose pages take the bad input here: together they have every kind of control that
 * takes typed or chosen values. golden-ratio: a slider and bounded number fields;
 * room-proportion: a select and number fields without bounds; construction-sequence: its own
 * name fields and day sliders; design-presentation: a text field and a textarea. Every tool takes
 * the same input without a browser, through the same handlers (tests/unit/bad-input.test.ts).
 */
const badInputTools = ['golden-ratio', 'room-proportion', 'construction-sequence', 'design-presentation'].map((slug) => {
  const tool = toolsWithModules.find((candidate) => candidate.slug === slug);
  if (!tool) throw new Error(`No tool ${slug} to give bad input`);
  return tool;
});

test.describe('Bad input never breaks a tool', () => {
  for (const { slug, panelTitle } of badInputTools) {
    test(`${slug}: empty, negative, huge, non-numeric and markup input`, async ({ page }) => {
      // A 3D view draws (and redraws after each change) in software WebGL, slowly on a busy machine.
      allowScene3dTime(slug);
      await page.addInitScript(() => {
        window.alert = () => {
          throw new Error('markup was executed');
        };
      });
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      const form = tool.inputs;

      for (const slider of await form.getByRole('slider').all()) {
        const min = Number(await slider.getAttribute('min'));
        for (const raw of ['-1000000', '1e12', String(min)]) {
          await slider.fill(raw);
          const value = Number(await slider.inputValue());
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(Number(await slider.getAttribute('max')));
          await tool.expectNoBadNumbers();
        }
      }

      for (const field of await form.getByRole('spinbutton').all()) {
        const name = (await field.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent)) ?? '';
        // Number fields are text fields with the spinbutton role (ui/NumberField): bounds in aria-valuemin/max.
        const bound = async (name: string) => {
          const value = await field.getAttribute(name);
          return value === null ? NaN : Number(value);
        };
        const [min, max] = [await bound('aria-valuemin'), await bound('aria-valuemax')];
        for (const raw of ['', '-5', '1e400', '99999999999', '0']) {
          const before = await tool.controlValues();
          await field.fill(raw);
          await tool.expectNoBadNumbers();
          const after = await tool.controlValues();
          // Typing into one field never changes another.
          for (const [other, value] of Object.entries(before)) if (other !== name) expect(after[other], other).toBe(value);
          // Leaving the field shows the value the tool uses: a number within the field's bounds.
          await field.blur();
          const shown = Number(await field.inputValue());
          expect(Number.isFinite(shown), `${name} after '${raw}'`).toBe(true);
          if (Number.isFinite(min)) expect(shown, `${name} after '${raw}'`).toBeGreaterThanOrEqual(min);
          if (Number.isFinite(max)) expect(shown, `${name} after '${raw}'`).toBeLessThanOrEqual(max);
        }
        await field.fill('');
        await field.pressSequentially(`abc${MARKUP}`);
        await field.blur();
        expect(await field.inputValue()).not.toContain('<');
        await tool.expectNoBadNumbers();
      }

      // Text fields (a colour well is no text field, though Playwright gives it the textbox role).
      for (const field of await form.locator('input:is([type="text"], :not([type])), textarea').all()) {
        for (const raw of ['', ' '.repeat(40), 'x'.repeat(5000), `${MARKUP}<script>alert(2)</script>`]) {
          await field.fill(raw);
          await tool.expectNoBadNumbers();
        }
        // Markup is text: where the field keeps it (a name, not a colour code), the prompt quotes it.
        await field.fill(MARKUP);
        await field.blur();
        if ((await field.inputValue()).includes('<img')) expect(await tool.promptText()).toContain('<img src=x');
      }

      for (const select of await form.getByRole('combobox').all()) {
        for (const option of await select.locator('option').all()) {
          await select.selectOption((await option.getAttribute('value')) ?? '');
          await tool.expectNoBadNumbers();
        }
      }

      await tool.promptText();
      await expect(page.locator('img[src="x"], script:not([src]):not([type])')).toHaveCount(0);
    });
  }
});
