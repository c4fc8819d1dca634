import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';
import { toolsWithModules } from '../support/tools';
import { framesRequested, trackFrames } from '../support/frames';

// Every tool with the keyboard alone, and with reduced motion.

test.describe('Keyboard only', () => {
  for (const { slug, panelTitle } of toolsWithModules) {
    test(`${slug}: every control is reached with Tab, shows its focus, and works from the keyboard`, async ({ page }) => {
      test.slow();
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      // Straight after hydration: a Konva scene's keyboard handles are there before the scene has
      // come on screen and loaded its code, so Tab finds them however fast it goes.
      // The skip link first, then into the main content.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');

      const problems: string[] = [];
      for (let step = 0; step < 300; step += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return { where: 'none' as const };
          const main = document.querySelector('main');
          if (!main?.contains(element)) return { where: 'outside' as const };
          element.dataset.keyboardReached = 'true';
          const style = getComputedStyle(element);
          const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          const rect = element.getBoundingClientRect();
          const header = document.querySelector('header')?.getBoundingClientRect();
          const inView = rect.bottom > (header && getComputedStyle(document.querySelector('header')!).position !== 'static' ? header.bottom : 0) && rect.top < window.innerHeight;
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
          return { where: 'main' as const, name: `${element.tagName.toLowerCase()} '${name}'`, outlined, inView };
        });
        if (focus.where === 'outside') break;
        if (focus.where === 'main') {
          if (!focus.outlined) problems.push(`${focus.name}: no visible focus outline`);
          if (!focus.inView) problems.push(`${focus.name}: focused out of view or under the header`);
        }
      }
      expect(problems).toEqual([]);

      // Every control of the page's main content was in the Tab order (of a radio group, the checked one).
      const missed = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main :is(input, select, textarea, button, a[href], [tabindex="0"])')]
          .filter((element) => !(element as HTMLInputElement).disabled && element.getClientRects().length > 0)
          .filter((element) => !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked))
          .filter((element) => element.dataset.keyboardReached !== 'true')
          .map((element) => element.getAttribute('aria-label') ?? element.id ?? element.tagName));
      expect(missed, 'controls Tab never reached').toEqual([]);

      // Arrow keys move a slider (or step a number field), and the prompt follows.
      const form = tool.main.getByRole('form', { name: 'Inputs' });
      const sliders = form.getByRole('slider');
      const control = (await sliders.count()) > 0 ? sliders.first() : form.getByRole('spinbutton').first();
      if ((await control.count()) > 0) {
        const before = await tool.promptText();
        const value = await control.inputValue();
        await control.focus();
        await page.keyboard.press(value === (await control.getAttribute('max')) ? 'ArrowDown' : 'ArrowUp');
        await expect(control).not.toHaveValue(value);
        await expect.poll(() => tool.promptText()).not.toBe(before);
      }

      // Buttons work with Enter: copying the prompt from the keyboard.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await tool.promptCard.getByRole('button', { name: 'Copy prompt' }).focus();
      await page.keyboard.press('Enter');
      await expect(tool.promptCard.getByRole('status')).toHaveText('Copied to clipboard');
    });
  }
});

test.describe('Reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { slug, panelTitle } of toolsWithModules) {
    test(`${slug}: nothing animates on its own`, async ({ page }) => {
      test.slow();
      await page.clock.install();
      await trackFrames(page);
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      await tool.visual.first().evaluate((figure) => figure.scrollIntoView({ block: 'end' }));
      // Scenes mount once on screen; the 3D ones load their code first (time runs only when the test says).
      for (const scene of await page.locator('[data-scene], [data-scene3d]').all()) {
        await expect
          .poll(async () => {
            await page.clock.runFor(200);
            return scene.locator('canvas').count();
          }, { message: `${slug}: the scene mounts`, timeout: 20_000 })
          .toBeGreaterThan(0);
      }

      const requested = () => framesRequested(page);
      // Let the first (still) frames draw: once nothing more is asked for, nothing ever is.
      let settled = -1;
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const count = await requested();
        if (count === settled) break;
        settled = count;
        await page.clock.runFor(500);
      }
      await page.clock.runFor(5000);
      expect(await requested(), 'animation frames requested with reduced motion').toBe(settled);
      const running = await page.evaluate(() =>
        document.getAnimations().filter((animation) => animation.playState === 'running').map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? animation.id;
          return `${name} on ${target?.tagName.toLowerCase()}.${target?.getAttribute('class') ?? ''} (${String(animation.effect?.getTiming().duration)} ms)`;
        }));
      expect(running, 'running CSS animations').toEqual([]);
    });
  }
});
