import type { Page } from '@playwright/test';
import { expect, freezeClockAt, SALE_WEEK_WEDNESDAY, test } from '../support/fixtures';
import { expectHoldsStill, expectMoving, expectPlaysWhenAsked, layerPixels, openSceneTool, sceneBox } from '../support/scene2d';
import { disableWebgl, distinctColours, dragView, DRAW_TIMEOUT_MS, SCENE3D_TEST_TIMEOUT_MS, showScene3d } from '../support/scene3d';
import type { ToolPage } from '../support/tool';

const open = (page: Page, options?: { runClock?: boolean }) => openSceneTool(page, 'vr-walkthrough', 'VR Walkthrough Prompt', options);

/** The walker's layer (the stage's third canvas). */
const walkerPixels = (page: Page) => layerPixels(page, 2);

/** The waypoint buttons of the tool's own controls; its Reset (clear all) is the page's only one. */
const waypoints = (tool: ToolPage) => {
  const group = tool.main.getByRole('group', { name: 'Waypoints' });
  return {
    add: group.getByRole('button', { name: 'Add waypoint', exact: true }),
    undo: group.getByRole('button', { name: 'Undo', exact: true }),
    reset: group.getByRole('button', { name: 'Reset', exact: true }),
  };
};

/** The first-person 3D preview's canvas, and its last frame as a data URL (the drawing buffer is kept). */
const view = (tool: ToolPage) => tool.visual.locator('[data-scene3d] canvas');
const viewPixels = (tool: ToolPage) => view(tool).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
const play3d = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Play 3D walk', exact: true });
const pause3d = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Pause 3D walk', exact: true });

const viewColours = (tool: ToolPage) => distinctColours(view(tool));

/**
 * Opens the tool on a paused clock, with the 3D preview on screen (it walks only while visible)
 * and drawn: frames, and the walk, run only when the test advances time.
 */
const openView = async (page: Page) => {
  await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
  const tool = await open(page, { runClock: true });
  await showView(page, tool);
  return tool;
};

/** Brings the 3D preview on screen (on a paused clock) and waits until it has drawn. */
const showView = async (page: Page, tool: ToolPage) => {
  // The 3D view mounts once it comes on screen, and its canvas once measured (after a timer).
  await showScene3d(page);
  await expect
    .poll(async () => {
      await page.clock.runFor(200);
      return (await view(tool).count()) > 0 ? viewColours(tool) : 0;
    }, { message: 'the 3D view draws', timeout: DRAW_TIMEOUT_MS })
    .toBeGreaterThan(10);
};

/** Runs frames on the paused clock until the 3D view shows something other than `before`. */
const runUntilRedrawn = async (page: Page, tool: ToolPage, before: string) => {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return viewPixels(tool);
    }, { message: 'the 3D view draws again' })
    .not.toBe(before);
};

const expectFigures = async (tool: ToolPage, count: string, length: string, duration: string) => {
  await expect(tool.output('Waypoints')).toHaveText(count);
  await expect(tool.output('Path length')).toHaveText(length);
  await expect(tool.output('Duration')).toHaveText(duration);
};

/**
 * Undo of the one waypoint a step added: the three default waypoints again (at 1.2 m/s), for a
 * step that starts from them. (The tool's Reset clears every waypoint.)
 */
const backToDefaultPath = async (tool: ToolPage) => {
  await waypoints(tool).undo.click();
  await expectFigures(tool, '3', '10.6 m', '8.9 s');
  const prompt = await tool.promptText();
  expect(prompt).toContain('3. (11.0 m, 4.5 m)');
  expect(prompt).not.toContain('4. (');
};

/**
 * Walks `ms` on the paused clock in frames of 100 ms, the longest step the frame loop takes
 * (engine/loop: dt is capped at 0.1 s): the same walk as frames of 16 ms, with a sixth of the
 * 3D renders, each of which costs tens of ms in software WebGL.
 */
const walkFor = async (page: Page, ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) await page.clock.fastForward(100);
};

test.describe('vr-walkthrough', () => {
  // One visit: each step is one of the former tests. A step that needs the three default waypoints
  // undoes the one its predecessor added; the one that clears them all comes last.
  test('plan, waypoints, figures and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('defaults: 3 waypoints, 10.6 m, 8.9 s at 1.2 m/s, on a 560 × 320 plan with a scale strip', async () => {
      await expectFigures(tool, '3', '10.6 m', '8.9 s');
      await expect(tool.slider('Speed')).toHaveValue('1.2');
      await expect(tool.slider('Speed')).toHaveAttribute('min', '0.2');
      await expect(tool.slider('Speed')).toHaveAttribute('max', '3');
      await expect(tool.slider('Speed')).toHaveAttribute('step', '0.05');
      await expect(tool.control('Loop path')).not.toBeChecked();
      const box = await sceneBox(tool);
      expect(Math.round(box.width)).toBe(560);
      expect(Math.round(box.height)).toBe(360);
      const prompt = await tool.promptText();
      for (const text of ['1. (1.0 m, 1.0 m)', '2. (5.5 m, 3.0 m)', '3. (11.0 m, 4.5 m)', 'Path length 10.6 m at 1.20 m/s: about 8.9 s']) {
        expect(prompt).toContain(text);
      }
    });

    await test.step('the walker moves along the path between frames', async () => {
      await expectMoving(() => walkerPixels(page));
    });

    await test.step('Loop path adds the closing segment (21.2 m); Speed changes the duration', async () => {
      await tool.control('Loop path').check();
      // (10.6253 + 400.2…/40 → 21.2201 m) / 1.2 m/s = 17.68 s.
      await expectFigures(tool, '3', '21.2 m', '17.7 s');
      expect(await tool.promptText()).toContain('looping back to the start');
      await expect(tool.visual.locator('figcaption')).toContainText('looping back to the start');
      await tool.control('Loop path').uncheck();
      await tool.setSlider('Speed', 2);
      // 10.6253 m / 2 m/s = 5.31 s.
      await expectFigures(tool, '3', '10.6 m', '5.3 s');
      expect(await tool.promptText()).toContain('at 2.00 m/s: about 5.3 s');
    });

    await test.step('the keyboard adds waypoints: the + marker moves with the arrow keys (Shift ×10), Enter adds one there', async () => {
      // Back to the default speed.
      await tool.setSlider('Speed', 1.2);
      await expectFigures(tool, '3', '10.6 m', '8.9 s');
      await expect(tool.control('Waypoint X')).toHaveValue('280');
      await expect(tool.control('Waypoint Y')).toHaveValue('160');
      const marker = tool.main.getByRole('button', { name: 'New waypoint marker', exact: true });
      await marker.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      await expect(tool.control('Waypoint X')).toHaveValue('281');
      await expect(tool.control('Waypoint Y')).toHaveValue('170');
      await page.keyboard.press('Enter');
      // + hypot(159, 10)/40 = 3.983 m → 14.61 m, 12.17 s.
      await expectFigures(tool, '4', '14.6 m', '12.2 s');
      expect(await tool.promptText()).toContain('4. (7.0 m, 4.3 m)');
      await expect(marker).toBeFocused();
      for (let i = 0; i < 20; i += 1) await page.keyboard.press('Shift+ArrowUp');
      await expect(tool.control('Waypoint Y')).toHaveValue('0');
    });

    await test.step('Waypoint X and Y place the marker, clamped to the plan, and Add waypoint adds it', async () => {
      await backToDefaultPath(tool);
      await tool.control('Waypoint X').fill('5000');
      await tool.control('Waypoint X').blur();
      await expect(tool.control('Waypoint X')).toHaveValue('560');
      await tool.control('Waypoint Y').fill('-30');
      await tool.control('Waypoint Y').blur();
      await expect(tool.control('Waypoint Y')).toHaveValue('0');
      await waypoints(tool).add.click();
      // + hypot(120, 180)/40 = 5.408 m → 16.03 m, 13.36 s.
      await expectFigures(tool, '4', '16.0 m', '13.4 s');
      expect(await tool.promptText()).toContain('4. (14.0 m, 0.0 m)');
      await tool.control('Waypoint X').fill('100.6');
      await tool.control('Waypoint X').blur();
      await expect(tool.control('Waypoint X')).toHaveValue('101');
    });

    await test.step('a click on the plan appends a waypoint; a click outside the plan lands on its edge', async () => {
      await backToDefaultPath(tool);
      const box = await sceneBox(tool);
      await page.mouse.click(box.x + 100, box.y + 200);
      // + hypot(340, 20)/40 = 8.5147 m → 19.14 m, 15.95 s.
      await expectFigures(tool, '4', '19.1 m', '15.9 s');
      expect(await tool.promptText()).toContain('4. (2.5 m, 5.0 m)');
      // In the scale strip below the plan (y 345 > 320): clamped to the bottom edge.
      await page.mouse.click(box.x + 300, box.y + 345);
      // + hypot(200, 120)/40 = 5.831 m → 24.97 m, 20.81 s.
      await expectFigures(tool, '5', '25.0 m', '20.8 s');
      expect(await tool.promptText()).toContain('5. (7.5 m, 8.0 m)');
      await waypoints(tool).undo.click();
      await expectFigures(tool, '4', '19.1 m', '15.9 s');
      expect(await tool.promptText()).not.toContain('5. (');
    });

    await test.step('Ctrl+Z undoes a waypoint click and the Undo button alike; Ctrl+Shift+Z redoes', async () => {
      await backToDefaultPath(tool);
      const box = await sceneBox(tool);
      await page.mouse.click(box.x + 100, box.y + 200);
      await expectFigures(tool, '4', '19.1 m', '15.9 s');
      await page.keyboard.press('Control+z');
      await expectFigures(tool, '3', '10.6 m', '8.9 s');
      await expect(tool.undoStatus()).toHaveText('Undone: waypoints');
      await page.keyboard.press('Control+Shift+Z');
      await expectFigures(tool, '4', '19.1 m', '15.9 s');
      // The Undo button keeps removing the last waypoint; Ctrl+Z takes that back too.
      await waypoints(tool).undo.click();
      await expectFigures(tool, '3', '10.6 m', '8.9 s');
      await page.keyboard.press('Control+z');
      await expectFigures(tool, '4', '19.1 m', '15.9 s');
      expect(await tool.promptText()).toContain('4. (2.5 m, 5.0 m)');
    });

    await test.step('Undo removes the last waypoint; Reset clears them all', async () => {
      await backToDefaultPath(tool);
      const { undo, reset } = waypoints(tool);
      await expect(tool.main.getByRole('button', { name: 'Reset', exact: true })).toHaveCount(1);
      await undo.click();
      // hypot(180, 80)/40 = 4.924 m; / 1.2 = 4.10 s.
      await expectFigures(tool, '2', '4.9 m', '4.1 s');
      await reset.click();
      await expectFigures(tool, '0', '0.0 m', '0.0 s');
      expect(await tool.promptText()).toContain('No waypoints are placed yet');
      await undo.click();
      await expectFigures(tool, '0', '0.0 m', '0.0 s');
      // The first click starts a new path: one point, no length yet.
      const box = await sceneBox(tool);
      await page.mouse.click(box.x + 40, box.y + 40);
      await expectFigures(tool, '1', '0.0 m', '0.0 s');
    });
  });
});

test.describe('vr-walkthrough under reduced motion', () => {
  test.describe.configure({ timeout: SCENE3D_TEST_TIMEOUT_MS });
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  // One visit on a paused clock (frames run only when the test advances time): the plan's walker,
  // then the 3D preview below it.
  test('the plan and the 3D preview stand still until asked to walk', async ({ page }) => {
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const tool = await open(page, { runClock: true });

    await test.step('the walker stands at the start with a Play button, and walks when asked', async () => {
      await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      // Standing on waypoint 1, the walker shows by its translucent view alone: the number stays readable.
      const walkerOverOne = () =>
        page.evaluate(() => {
          type Node = { text?(): string; getClassName(): string; getParent(): { getAbsolutePosition(): { x: number; y: number } } };
          const stage = (window as unknown as { Konva: { stages: { find(selector: string): Node[] }[] } }).Konva.stages[0]!;
          const one = stage.find('Text').find((node) => node.text?.() === '1')!;
          const at = one.getParent().getAbsolutePosition();
          const canvas = document.querySelectorAll<HTMLCanvasElement>('[data-scene] canvas')[2]!;
          const ratio = canvas.width / canvas.getBoundingClientRect().width;
          return canvas.getContext('2d')!.getImageData(Math.round(at.x * ratio), Math.round(at.y * ratio), 1, 1).data[3]!;
        });
      // Drawn (not transparent) once a few frames have run, but no more than its translucent view.
      await page.clock.runFor(500);
      const opacity = await walkerOverOne();
      expect(opacity, 'the walker is drawn at waypoint 1').toBeGreaterThan(0);
      expect(opacity, "the walker layer's opacity over waypoint 1's number").toBeLessThan(100);
      const still = await expectHoldsStill(page, () => walkerPixels(page));
      await expectPlaysWhenAsked(page, () => walkerPixels(page), still);
      // The plan stands still again, as it did when the 3D preview was opened on its own.
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    });

    await test.step('stands still at the first waypoint with Play 3D walk, and walks when asked', async () => {
      await showView(page, tool);
      await expect(play3d(tool)).toBeVisible();
      const still = await expectHoldsStill(page, () => viewPixels(tool));
      await expectPlaysWhenAsked(page, () => viewPixels(tool), still, { play: 'Play 3D walk', pause: 'Pause 3D walk' });
    });
  });
});

test.describe('vr-walkthrough 3D preview', () => {
  test.describe.configure({ timeout: SCENE3D_TEST_TIMEOUT_MS });

  // One visit (the 3D view's first frame is the dear part): each step is one of the former tests.
  test('walks the path in first person, pauses, loops and follows the plan', async ({ page }) => {
    const tool = await openView(page);

    await test.step('draws the room at eye height and walks the path; Pause holds it still', async () => {
      await expect(tool.visual.getByRole('img', { name: /^First-person 3D view/ })).toHaveAttribute('aria-label', /^First-person 3D view at eye height \(1\.6 m\) walking the 10\.6 m path through 3 waypoints at 1\.20 m\/s$/);
      const first = await viewPixels(tool);
      await walkFor(page, 500);
      expect(await viewPixels(tool), 'half a second of walking').not.toBe(first);

      await pause3d(tool).click();
      await expect(play3d(tool)).toBeVisible();
      // The plan's own Play/Pause is a different button and keeps going.
      await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await expectHoldsStill(page, () => viewPixels(tool));
    });

    await test.step('with Loop path on it keeps walking round the loop', async () => {
      // Walking again, from where the last step paused (half a second in).
      await play3d(tool).click();
      await tool.control('Loop path').check();
      await tool.setSlider('Speed', 3);
      // 21.2 m at 3 m/s: past the open path's end (10.6 m) within 4 s, still walking.
      await walkFor(page, 4500);
      await expect(pause3d(tool)).toBeVisible();
      const now = await viewPixels(tool);
      await walkFor(page, 500);
      expect(await viewPixels(tool), 'still walking after 5 s').not.toBe(now);
    });

    await test.step('follows edits to the plan at once, also while paused', async () => {
      // The open path at the default speed again.
      await tool.control('Loop path').uncheck();
      await tool.setSlider('Speed', 1.2);
      await pause3d(tool).click();
      await waypoints(tool).reset.click();
      await tool.main.locator('[data-scene]').scrollIntoViewIfNeeded();
      await expectFigures(tool, '0', '0.0 m', '0.0 s');
      await expect(tool.visual.getByRole('img', { name: /^First-person 3D view/ })).toHaveAttribute('aria-label', /no path yet$/);
      await page.clock.runFor(200);
      const empty = await viewPixels(tool);
      const box = await sceneBox(tool);
      await page.mouse.click(box.x + 300, box.y + 200);
      await expectFigures(tool, '1', '0.0 m', '0.0 s');
      await runUntilRedrawn(page, tool, empty);
      const one = await viewPixels(tool);
      // The second waypoint turns the camera at the first one towards it.
      await page.mouse.click(box.x + 500, box.y + 260);
      // hypot(200, 60)/40 = 5.22 m; / 1.2 m/s = 4.35 s.
      await expectFigures(tool, '2', '5.2 m', '4.4 s');
      await runUntilRedrawn(page, tool, one);
    });

    await test.step('a drag on the view turns the walker\'s head, so do the arrow keys on the focused view, and Reset view looks ahead again', async () => {
      // Paused at the first of the two waypoints, looking towards the second.
      await showScene3d(page);
      await page.clock.runFor(200);
      const ahead = await viewPixels(tool);
      await dragView(view(tool), -150, 0);
      await runUntilRedrawn(page, tool, ahead);
      const turned = await viewPixels(tool);
      await tool.visual.getByRole('button', { name: /^Walk view/ }).focus();
      await page.keyboard.press('ArrowUp');
      await runUntilRedrawn(page, tool, turned);
      await tool.visual.getByRole('button', { name: 'Reset view', exact: true }).click();
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return viewPixels(tool);
        }, { message: 'looking ahead again' })
        .toBe(ahead);
    });
  });
  // Ten visits across the 3D routes leave at most one live context: tests/e2e/tools/webgl.spec.ts.
});

test.describe('vr-walkthrough without WebGL', () => {
  test('the 3D area says so; the plan, figures and prompt still work', async ({ page }) => {
    await disableWebgl(page);
    const tool = await open(page);
    const box = await sceneBox(tool);
    await page.mouse.click(box.x + 100, box.y + 200);
    await expectFigures(tool, '4', '19.1 m', '15.9 s');
    expect(await tool.promptText()).toContain('4. (2.5 m, 5.0 m)');
    // WebGL is probed once the view comes on screen.
    await page.locator('[data-scene3d]').scrollIntoViewIfNeeded();
    await expect(tool.visual.getByRole('status').filter({ hasText: '3D preview unavailable' })).toBeVisible();
    await expect(view(tool)).toHaveCount(0);
  });
});
