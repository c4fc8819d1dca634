import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { framesOnceSettled, framesPending, framesRequested, trackFrames } from '../support/frames';
import { expectLegibleDrawings, expectWholePageClean, scrollThroughAndSettle, watchRequests } from '../support/crawl';
import { checkSvg, expectFigureDrawn, expectPicture, save, SVG_SLUGS } from '../support/picture';
import { DRAW_TIMEOUT_MS, expectDrawn, hasScene3d, SCENE3D_TEST_TIMEOUT_MS, settleViews } from '../support/scene3d';
import { ToolPage } from '../support/tool';
import { expectEarlyChangeAdopted, openBeforeHydration } from '../support/early';
import { hasModuleFile } from '../support/tools';
import { toolNeighbours, toolPath, tools } from '../../../src/tools/registry';

// What every tool page must do, checked on one visit per tool: a page load costs seconds on a busy
// 2-core machine (a 3D view draws in software WebGL), so each check that holds for every tool
// shares the visit. Each step is named after the check it makes.
//
// The visit is also the desktop crawl of the tool page (support/crawl.ts; the phone's is in
// crawl-tools.phone.spec.ts): after the checks that need the page as it opened, it scrolls through,
// and nothing may be cut off, fail axe or fail to load.
//
// The visit opens the page with the app's scripts held back, as a slow phone would, and moves a
// control before they arrive (what src/app/early keeps; first-paint.spec.ts has the other pages).
//
// The visit asks for reduced motion, which the motion check needs. The keyboard checks do not
// depend on it: nothing on a tool page moves focus or scrolls smoothly, and what reduced motion
// changes (a Konva scene shows Play instead of Pause, transitions take no time) leaves the same
// controls in the Tab order.

test.describe('Every tool, on one visit', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { slug, name, description, panelTitle } of tools) {
    const saves = SVG_SLUGS.includes(slug) ? 'PNG and SVG' : 'PNG';
    test(`${slug}: a control moved before hydration kept, its name in the shell, every control from the keyboard, nothing moving under reduced motion, the prompt saved and copied, the page clean and passing axe, the picture saved as ${saves}`, async ({ page, context }) => {
      // Each step is cheap but a 3D view redraws (in software WebGL) after each change.
      test.setTimeout((hasScene3d(slug) ? 2 : 1) * SCENE3D_TEST_TIMEOUT_MS);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The motion check counts animation frames from the start, with time under the test's control.
      await page.clock.install();
      await trackFrames(page);
      const requests = watchRequests(page, 200);
      const tool = new ToolPage(page, slug, panelTitle);
      if (hasModuleFile(slug)) {
        // The page opens as on a slow phone: the prerendered page shows before the app's code arrives.
        const release = await openBeforeHydration(page, toolPath(slug));
        await test.step(`${slug}: a control changed before hydration is adopted, not reset`, async () => {
          await expectEarlyChangeAdopted(page, tool.inputs, tool.prompt, release);
        });
      } else {
        await tool.open();
      }

      await test.step(`${slug} shows its name and description in the site shell`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(tool.main).toContainText(description);
        await expect(tool.header).toBeVisible();
        await expect(tool.footer).toBeVisible();
      });

      await test.step(`${slug} links to the tools before and after it, three related ones, and the prompt library's price`, async () => {
        const near = toolNeighbours(tools, slug)!;
        const nearby = page.getByRole('navigation', { name: 'Tools nearby' });
        await expect(nearby.getByRole('link', { name: `Previous tool ${near.previous.name}`, exact: true })).toHaveAttribute('href', toolPath(near.previous.slug));
        await expect(nearby.getByRole('link', { name: `Next tool ${near.next.name}`, exact: true })).toHaveAttribute('href', toolPath(near.next.slug));
        const related = nearby.getByRole('list').getByRole('link');
        await expect(related).toHaveText(near.related.map((entry) => entry.name));
        expect(await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(near.related.map((entry) => toolPath(entry.slug)));
        const library = page.getByRole('complementary', { name: 'The prompt library' });
        await expect(library.getByRole('link')).toHaveAttribute('href', '/#pricing');
      });
      // A tool whose UI module has not landed yet shows its shell alone.
      if (!hasModuleFile(slug)) return;

      await test.step(`${slug}: every control is reached with Tab, shows its focus, and works from the keyboard`, async () => {
        await settleViews(page);
        await expectKeyboardOnly(page, tool);
      });

      await test.step(`${slug}: the copy notice is brief`, async () => {
        await page.clock.runFor(2000);
        await expect(tool.promptCard.getByRole('status')).toHaveText('');
      });

      await test.step(`${slug}: Download saves ${slug}-prompt.txt with the prompt; Copy puts it on the clipboard`, async () => {
        await expect(tool.promptCard.getByRole('heading', { name: panelTitle })).toBeVisible();
        const prompt = await tool.promptText();
        expect(prompt.length).toBeGreaterThan(120);
        const file = await tool.download();
        expect(file.name).toBe(`${slug}-prompt.txt`);
        expect(file.text).toBe(prompt);
        // The keyboard step copied this prompt already: the clipboard starts empty, so Copy must fill it.
        await page.evaluate(() => navigator.clipboard.writeText(''));
        expect(await tool.copy()).toBe(prompt);
        await tool.expectNoBadNumbers();
      });

      await test.step(`${slug}: nothing animates on its own`, async () => {
        await expectStillUnderReducedMotion(page, tool);
      });

      await test.step(`/tools/${slug} loads cleanly and passes axe`, async () => {
        await scrollThroughAndSettle(page, requests);
        await expectLegibleDrawings(page, page.viewportSize()?.width ?? 1280);
        await expectWholePageClean(page, requests);
      });

      await test.step(`${slug}: Download PNG saves ${slug}.png, at least 1920 px wide, with a drawing on it`, async () => {
        await expectFigureDrawn(tool);
        const picture = await expectPicture(tool);
        expect(picture.distinctColours, 'distinct colours').toBeGreaterThan(8);
        expect(picture.inkShare, 'share of non-white pixels').toBeGreaterThan(0.01);
        const svgButton = tool.exports.getByRole('button', { name: 'Download SVG', exact: true });
        if (SVG_SLUGS.includes(slug)) await expect(svgButton).toBeVisible();
        else await expect(svgButton, 'no SVG where the picture is not SVG alone').toHaveCount(0);
      });

      if (!SVG_SLUGS.includes(slug)) return;
      await test.step(`${slug}: Download SVG saves ${slug}.svg, a standalone drawing styled like the page`, async () => {
        const { name: fileName, bytes } = await save(tool.exports.getByRole('button', { name: 'Download SVG', exact: true }));
        expect(fileName).toBe(`${slug}.svg`);
        const text = bytes.toString('utf8');
        expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
        expect(text, 'no comments').not.toContain('<!--');
        const check = await checkSvg(page, text);
        expect(check.problems).toEqual([]);
        expect(check.compared, 'elements compared').toBeGreaterThan(10);
        await expect(tool.exports.getByRole('status').filter({ hasText: /^Saved / })).toHaveText(`Saved ${slug}.svg`);
      });
    });
  }
});

/**
 * From the top of the freshly opened page: Tab reaches every control of the main content, each
 * with a visible focus outline and in view; arrow keys move a slider (or step a number field) and
 * the prompt follows; Enter on Copy prompt copies it. Leaves the prompt copied.
 */
async function expectKeyboardOnly(page: Page, tool: ToolPage): Promise<void> {
  // Straight after hydration: a Konva scene's keyboard handles are there before the scene has
  // come on screen and loaded its code, so Tab finds them however fast it goes.
  // From the top of the page with nothing focused, as on a fresh page (the visit may have moved a
  // control already): the skip link first, then into the main content.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.blur();
    document.body.removeAttribute('tabindex');
  });
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
  // A 3D view redraws after the change, in software WebGL, holding the page for seconds on a busy
  // machine: the 2 s copy notice could come and go unseen. Nothing asks for frames once it is done.
  await expect.poll(() => framesPending(page), { message: 'the picture has redrawn', timeout: DRAW_TIMEOUT_MS }).toBe(0);

  // Buttons work with Enter: copying the prompt from the keyboard.
  await tool.promptCard.getByRole('button', { name: 'Copy prompt' }).focus();
  await page.keyboard.press('Enter');
  await expect(tool.promptCard.getByRole('status')).toHaveText('Copied to clipboard');
}

/**
 * With reduced motion and the page's clock under the test's control: once every scene of the
 * figure has mounted and drawn its first (still) frames, no more animation frames are asked for,
 * and no CSS animation runs.
 */
async function expectStillUnderReducedMotion(page: Page, tool: ToolPage): Promise<void> {
  await tool.visual.first().evaluate((figure) => figure.scrollIntoView({ block: 'end' }));
  // Scenes mount once on screen; the 3D ones load their code first. (The installed clock also runs in
  // real time between the runFor calls: a frame asked for between them would still be counted.)
  for (const scene of await page.locator('[data-scene], [data-scene3d]').all()) {
    await expect
      .poll(async () => {
        await page.clock.runFor(200);
        return scene.locator('canvas').count();
      }, { message: `${tool.slug}: the scene mounts`, timeout: 20_000 })
      .toBeGreaterThan(0);
  }

  // A 3D view draws once three.js has loaded and compiled its shaders, in real time: wait for its
  // picture (advancing the page's clock, which runs its frames) before counting.
  for (const canvas of await page.locator('[data-scene3d] canvas').all()) await expectDrawn(canvas, `${tool.slug}: the 3D view`, { runClock: true });
  // Let the first (still) frames draw: once nothing more is asked for, nothing ever is.
  const settled = await framesOnceSettled(page);
  await page.clock.runFor(5000);
  expect(await framesRequested(page), 'animation frames requested with reduced motion').toBe(settled);
  const running = await page.evaluate(() =>
    document.getAnimations().filter((animation) => animation.playState === 'running').map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? animation.id;
      return `${name} on ${target?.tagName.toLowerCase()}.${target?.getAttribute('class') ?? ''} (${String(animation.effect?.getTiming().duration)} ms)`;
    }));
  expect(running, 'running CSS animations').toEqual([]);
}
