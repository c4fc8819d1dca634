import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'design-presentation', 'Deck Prompt');
  await tool.open();
  return tool;
};

/** The slide list's select buttons, Remove buttons and the preview cards. */
const deck = (tool: ToolPage) => {
  const slides = tool.main.getByRole('group', { name: 'Slides' });
  return {
    add: tool.main.getByRole('button', { name: '+ Add slide', exact: true }),
    slide: (title: string) => slides.getByRole('button', { name: title, exact: true }),
    removes: slides.getByRole('button', { name: 'Remove', exact: true }),
    cards: tool.visual.getByRole('listitem').filter({ has: tool.page.getByRole('article') }),
    card: (n: number, title: string) => tool.visual.getByRole('article', { name: `Slide ${n}: ${title}`, exact: true }),
  };
};

/** The shell's Reset: back to the two default slides, the first selected, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('design-presentation', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('slides, editor, preview and prompt', async ({ page }) => {
    // Markup in a title or a bullet must never run: an alert would throw.
    await page.addInitScript(() => {
      window.alert = () => {
        throw new Error('markup was executed');
      };
    });
    const tool = await open(page);
    const { add, slide, removes, cards, card } = deck(tool);

    await test.step('defaults: Project Overview and Design Concept, the first selected', async () => {
      await expect(tool.output('Slides')).toHaveText('2');
      await expect(removes).toHaveCount(2);
      await expect(slide('Project Overview')).toHaveAttribute('aria-current', 'true');
      await expect(slide('Design Concept')).not.toHaveAttribute('aria-current');
      await expect(cards).toHaveCount(2);
      await expect(card(1, 'Project Overview').getByRole('listitem')).toHaveText(['Goals', 'Scope', 'Constraints']);
      await expect(card(2, 'Design Concept').getByRole('listitem')).toHaveText(['Inspiration', 'Style DNA', 'Narrative']);
      await expect(cards.nth(0)).toHaveAttribute('aria-current', 'true');
      await expect(tool.control('Slide title')).toHaveValue('Project Overview');
      await expect(tool.control('Bullets')).toHaveValue('Goals\nScope\nConstraints');
      const prompt = await tool.promptText();
      expect(prompt).toContain('The deck has 2 slides:');
      expect(prompt).toContain('Slide 1: Project Overview\n- Goals\n- Scope\n- Constraints');
      expect(prompt).toContain('Slide 2: Design Concept\n- Inspiration\n- Style DNA\n- Narrative');
    });

    await test.step('+ Add slide appends Slide 3 with Point A, Point B, Point C', async () => {
      await add.click();
      await expect(tool.output('Slides')).toHaveText('3');
      await expect(cards).toHaveCount(3);
      await expect(card(3, 'Slide 3').getByRole('listitem')).toHaveText(['Point A', 'Point B', 'Point C']);
      // The selection does not move on its own.
      await expect(slide('Project Overview')).toHaveAttribute('aria-current', 'true');
      await add.click();
      await expect(slide('Slide 4')).toBeVisible();
      const prompt = await tool.promptText();
      expect(prompt).toContain('The deck has 4 slides:');
      expect(prompt).toContain('Slide 3: Slide 3\n- Point A\n- Point B\n- Point C');
    });

    await test.step('Ctrl+Z undoes adding and removing slides (a click on a slide is no step); in the title field Ctrl+Z stays the field\'s', async () => {
      await reset(tool);
      await add.click();
      await removes.nth(0).click();
      await expect(tool.output('Slides')).toHaveText('2');
      await page.keyboard.press('Control+z');
      await expect(tool.output('Slides')).toHaveText('3');
      await expect(card(1, 'Project Overview')).toBeVisible();
      await expect(tool.undoStatus()).toHaveText('Undone: slides');
      await page.keyboard.press('Control+z');
      await expect(tool.output('Slides')).toHaveText('2');
      await page.keyboard.press('Control+Shift+Z');
      await expect(tool.output('Slides')).toHaveText('3');
      // Selecting a slide changes no slide: Ctrl+Z still takes back the added one.
      await slide('Design Concept').click();
      await page.keyboard.press('Control+z');
      await expect(tool.output('Slides')).toHaveText('2');
      await page.keyboard.press('Control+Shift+Z');
      await expect(tool.output('Slides')).toHaveText('3');
      await tool.control('Slide title').focus();
      await page.keyboard.press('Control+z');
      await expect(tool.output('Slides')).toHaveText('3');
    });

    await test.step('clicking a slide selects it for the editor and highlights its preview', async () => {
      await reset(tool);
      await slide('Design Concept').click();
      await expect(slide('Design Concept')).toHaveAttribute('aria-current', 'true');
      await expect(slide('Project Overview')).not.toHaveAttribute('aria-current');
      await expect(cards.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(cards.nth(0)).not.toHaveAttribute('aria-current');
      await expect(tool.control('Slide title')).toHaveValue('Design Concept');
      await expect(tool.control('Bullets')).toHaveValue('Inspiration\nStyle DNA\nNarrative');
    });

    await test.step('Remove deletes the slide at its position; the selected position stays, so the editor shows the next slide', async () => {
      await reset(tool);
      await add.click();
      await slide('Design Concept').click();
      // Slide 2 is selected; removing slide 1 leaves position 2 selected, now the old slide 3.
      await removes.nth(0).click();
      await expect(tool.output('Slides')).toHaveText('2');
      await expect(cards).toHaveCount(2);
      await expect(tool.control('Slide title')).toHaveValue('Slide 3');
      await expect(tool.control('Bullets')).toHaveValue('Point A\nPoint B\nPoint C');
      await expect(slide('Slide 3')).toHaveAttribute('aria-current', 'true');
      await expect(cards.nth(1)).toHaveAttribute('aria-current', 'true');
      // The focus stays in the list, on the Remove button now at that position.
      await expect(removes.nth(0)).toBeFocused();
      const prompt = await tool.promptText();
      expect(prompt).toContain('The deck has 2 slides:');
      expect(prompt).toContain('Slide 1: Design Concept');
      expect(prompt).toContain('Slide 2: Slide 3');
      expect(prompt).not.toContain('Project Overview');
    });

    await test.step('the editor hides when the selected position no longer exists', async () => {
      await reset(tool);
      await slide('Design Concept').click();
      await removes.nth(0).click();
      await expect(tool.output('Slides')).toHaveText('1');
      await expect(tool.control('Slide title')).toHaveCount(0);
      await expect(tool.control('Bullets')).toHaveCount(0);
      await expect(slide('Design Concept')).not.toHaveAttribute('aria-current');
      await expect(cards.and(page.locator('[aria-current]'))).toHaveCount(0);
      // A new slide fills position 2 again: it is the selected one.
      await add.click();
      await expect(tool.control('Slide title')).toHaveValue('Slide 2');
      await removes.nth(1).click();
      await removes.nth(0).click();
      await expect(tool.output('Slides')).toHaveText('0');
      await expect(removes).toHaveCount(0);
      await expect(add).toBeFocused();
      expect(await tool.promptText()).toContain('The deck has no slides yet.');
      await reset(tool);
      await expect(tool.output('Slides')).toHaveText('2');
      await expect(tool.control('Slide title')).toHaveValue('Project Overview');
    });

    await test.step('editing the title and the bullets updates the list, the preview and the prompt; blank lines are left out', async () => {
      await slide('Design Concept').click();
      await tool.control('Slide title').fill('Material Story');
      await tool.control('Bullets').fill('Oak\n\n   \nTerrazzo\nBrass');
      await expect(slide('Material Story')).toHaveAttribute('aria-current', 'true');
      await expect(card(2, 'Material Story').getByRole('listitem')).toHaveText(['Oak', 'Terrazzo', 'Brass']);
      const prompt = await tool.promptText();
      expect(prompt).toContain('Slide 2: Material Story\n- Oak\n- Terrazzo\n- Brass\n');
      expect(prompt).not.toContain('Design Concept');
      // The first slide is untouched.
      expect(prompt).toContain('Slide 1: Project Overview\n- Goals');
    });

    await test.step('markup in a title or a bullet shows as text', async () => {
      await reset(tool);
      const markup = '<img src=x onerror=alert(1)>';
      await tool.control('Slide title').fill(`<b>Bold</b> ${markup}`);
      await tool.control('Bullets').fill(`<i>one</i>\n${markup}`);
      await expect(slide(`<b>Bold</b> ${markup}`)).toBeVisible();
      await expect(card(1, `<b>Bold</b> ${markup}`).getByRole('heading')).toHaveText(`<b>Bold</b> ${markup}`);
      await expect(card(1, `<b>Bold</b> ${markup}`).getByRole('listitem')).toHaveText(['<i>one</i>', markup]);
      await expect(tool.main.locator('img[src="x"]')).toHaveCount(0);
      await expect(tool.visual.locator('b, i')).toHaveCount(0);
      expect(await tool.promptText()).toContain(`Slide 1: <b>Bold</b> ${markup}\n- <i>one</i>\n- ${markup}`);
    });

    await test.step('a blank title reads Untitled slide', async () => {
      await reset(tool);
      await tool.control('Slide title').fill('   ');
      await expect(slide('Untitled slide')).toBeVisible();
      expect(await tool.promptText()).toContain('Slide 1: Untitled slide');
    });
  });
});
