import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { ToolPage } from './tool';

/** A point in scene px, from the stage's top-left corner. */
export type ScenePoint = readonly [x: number, y: number];

/** The page's box of a stage. */
export interface SceneBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Opens a tool whose picture is a Konva stage, and waits until the stage has all its layers
 * (`data-drawn` on its `data-scene` wrapper; they mount one per idle slice). With `runClock`
 * (the page's clock installed and paused), runs the clock on while it waits: the stage starts
 * when the browser is idle, and idle callbacks are the clock's too.
 */
export async function openSceneTool(page: Page, slug: string, panelTitle: string, { runClock = false } = {}): Promise<ToolPage> {
  const tool = new ToolPage(page, slug, panelTitle);
  await tool.open();
  const drawn = tool.main.locator('[data-scene][data-drawn]');
  if (runClock) {
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return drawn.count();
      }, { message: 'the scene mounts as the clock runs' })
      .toBe(1);
  }
  await expect(drawn.locator('canvas').first()).toBeVisible();
  return tool;
}

/** The stage's box on the page: its top-left corner is the scene's origin (scale 1 on a desktop). */
export async function sceneBox(tool: ToolPage): Promise<SceneBox> {
  const box = await tool.main.locator('[data-scene]').boundingBox();
  if (!box) throw new Error('no scene');
  return box;
}

/** The stage's size on the page, in whole px. */
export async function expectSceneSize(tool: ToolPage, widthPx: number, heightPx: number): Promise<void> {
  const box = await sceneBox(tool);
  expect(Math.round(box.width)).toBe(widthPx);
  expect(Math.round(box.height)).toBe(heightPx);
}

/** What one layer of the stage (its nth canvas, from the bottom) shows, as a data URL. */
export function layerPixels(page: Page, layer: number): Promise<string> {
  return page.locator('[data-scene] canvas').nth(layer).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
}

/**
 * Presses the mouse at the first point and moves it through the others, `steps` pointer moves
 * a leg, and leaves the button down: the drag is under way.
 */
export async function startDrag(page: Page, origin: SceneBox, points: readonly ScenePoint[], steps: number): Promise<void> {
  const [first, ...rest] = points;
  if (!first) throw new Error('a drag needs a point to start at');
  await page.mouse.move(origin.x + first[0], origin.y + first[1]);
  await page.mouse.down();
  for (const [x, y] of rest) await page.mouse.move(origin.x + x, origin.y + y, { steps });
}

/** A whole mouse drag through `points` (as startDrag), dropped at the last one. */
export async function drag(page: Page, origin: SceneBox, points: readonly ScenePoint[], steps: number): Promise<void> {
  await startDrag(page, origin, points, steps);
  await page.mouse.up();
}

/** The picture changes between frames on its own. */
export async function expectMoving(pixels: () => Promise<string>): Promise<void> {
  const first = await pixels();
  await expect.poll(pixels).not.toBe(first);
}

/**
 * With the clock paused (frames run only when the test advances time): after half a second of
 * frames to settle (a 3D view drawn lighter while it moved is drawn sharp 400 ms after it stops,
 * src/scene3d/movingResolution.ts), a second of frames changes nothing. Returns the still picture.
 */
export async function expectHoldsStill(page: Page, pixels: () => Promise<string>): Promise<string> {
  await page.clock.runFor(500);
  const still = await pixels();
  await page.clock.runFor(1000);
  expect(await pixels()).toBe(still);
  return still;
}

/** Play turns into Pause, and half a second of frames moves the picture away from `still`. */
export async function expectPlaysWhenAsked(
  page: Page,
  pixels: () => Promise<string>,
  still: string,
  buttons = { play: 'Play', pause: 'Pause' },
): Promise<void> {
  await page.getByRole('button', { name: buttons.play, exact: true }).click();
  await expect(page.getByRole('button', { name: buttons.pause, exact: true })).toBeVisible();
  await page.clock.runFor(500);
  expect(await pixels()).not.toBe(still);
}
