import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';
import { disableWebgl, distinctColours, dragView, expectSettled, SCENE3D_TEST_TIMEOUT_MS, showScene3d } from '../support/scene3d';

// The 3D view is on screen in every test here.
test.describe.configure({ timeout: SCENE3D_TEST_TIMEOUT_MS });

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'material-properties', 'Material Prompt');
  await tool.open();
  // The 3D view mounts once it comes on screen.
  await showScene3d(page);
  return tool;
};

const SLIDERS = ['Roughness', 'Metallic', 'Hardness', 'Aging', 'Recycled', 'VOC', 'Embodied carbon'] as const;
const sample = (tool: ToolPage) => tool.visual.getByRole('img', { name: /3D sample board:/ });
const chart = (tool: ToolPage) => tool.visual.getByRole('img', { name: /^Sustainability score:/ });
const canvas = (tool: ToolPage) => tool.visual.locator('[data-scene3d] canvas');

/** The 3D canvas as a data URL (its drawing buffer is kept, so this reads the last frame). */
const pixels = (tool: ToolPage) => canvas(tool).evaluate((element: HTMLCanvasElement) => element.toDataURL());

const colours = (tool: ToolPage) => distinctColours(canvas(tool));

/** The shell's Reset: back to the defaults (wood), for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('material-properties', () => {
  // One visit (the 3D view's first frame is the dear part): each step is one of the former tests;
  // Reset brings back the defaults where a step needs them.
  test('controls, score, 3D sample and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('a material select and seven sliders, 0–1 in steps of 0.01', async () => {
      await expect(tool.control('Material')).toHaveValue('wood');
      await expect(tool.control('Material').locator('option')).toHaveText(['Wood', 'Concrete', 'Metal']);
      for (const name of SLIDERS) {
        const slider = tool.slider(name);
        await expect(slider).toHaveAttribute('min', '0');
        await expect(slider).toHaveAttribute('max', '1');
        await expect(slider).toHaveAttribute('step', '0.01');
      }
      // Spec defaults.
      await expect(tool.slider('Recycled')).toHaveValue('0.4');
      await expect(tool.slider('VOC')).toHaveValue('0.3');
      await expect(tool.slider('Embodied carbon')).toHaveValue('0.5');
    });

    await test.step('defaults score 87: 100 − 0.5·40 − 0.3·25 + 0.4·35 = 86.5', async () => {
      await expect(tool.output('Sustainability score')).toHaveText('87');
      await expect(chart(tool)).toHaveAttribute('aria-label', /= 86\.5, clamped to 0–100 and rounded: 87, Excellent$/);
      await expect(chart(tool)).toContainText('0.50 × −40 = −20.0');
      await expect(chart(tool)).toContainText('0.30 × −25 = −7.5');
      await expect(chart(tool)).toContainText('0.40 × +35 = +14.0');
      expect(await tool.promptText()).toContain('Sustainability score: 87/100 (Excellent)');
    });

    await test.step('the 3D sample draws the material and follows Material, Aging and Metallic', async () => {
      const board = sample(tool);
      await expect(tool.visual.locator('[data-material]')).toHaveAttribute('data-material', 'wood');
      await expect(board).toHaveAttribute('aria-label', /^Wood 3D sample board: roughness 0\.60, metallic 0\.00, hardness 0\.50, aging 0\.20$/);
      await expect(tool.visual).toContainText('Wood · matte · lightly worn');
      await expect.poll(() => colours(tool), { timeout: 30_000 }).toBeGreaterThan(40);
      let before = await expectSettled(canvas(tool));

      await tool.control('Material').selectOption('concrete');
      await expect(tool.visual.locator('[data-material]')).toHaveAttribute('data-material', 'concrete');
      await expect(board).toHaveAttribute('aria-label', /^Concrete 3D sample board/);
      before = await expectSettled(canvas(tool), before);

      await tool.setSlider('Aging', 0.9);
      await expect(board).toHaveAttribute('aria-label', /aging 0\.90$/);
      await expect(tool.visual).toContainText('heavily aged, with patina');
      before = await expectSettled(canvas(tool), before);

      await tool.control('Material').selectOption('metal');
      before = await expectSettled(canvas(tool), before);
      await tool.setSlider('Metallic', 0.9);
      await tool.setSlider('Roughness', 0.1);
      await expectSettled(canvas(tool), before);
      await expect(tool.visual.locator('figcaption')).toContainText('A metal 3D sample (a slab and a sphere on a plinth), polished, glossy and heavily aged');
      const prompt = await tool.promptText();
      expect(prompt).toContain('physically based (PBR) metal material: polished, glossy, heavily aged, with patina');
      expect(prompt).toContain('roughness 0.10 and metallic 0.90');
      // The look never changes the score.
      await expect(tool.output('Sustainability score')).toHaveText('87');
    });

    await test.step('choosing a material sets its typical roughness, metallic and hardness, which stay editable', async () => {
      await reset(tool);
      await tool.setSlider('Aging', 0.5);
      const board = sample(tool);
      const before = await expectSettled(canvas(tool));
      // Metal: a bare metal, metallic 1; brushed stainless roughness 0.35; hardness 0.85 (engine MATERIAL_LOOKS).
      await tool.control('Material').selectOption('metal');
      await expect(tool.slider('Roughness')).toHaveValue('0.35');
      await expect(tool.slider('Metallic')).toHaveValue('1');
      await expect(tool.slider('Hardness')).toHaveValue('0.85');
      // Aging and the sustainability inputs belong to the product: kept.
      await expect(tool.slider('Aging')).toHaveValue('0.5');
      await expect(tool.slider('Recycled')).toHaveValue('0.4');
      await expect(board).toHaveAttribute('aria-label', 'Metal 3D sample board: roughness 0.35, metallic 1.00, hardness 0.85, aging 0.50');
      const metal = await expectSettled(canvas(tool), before);
      expect(await tool.promptText()).toContain('roughness 0.35 and metallic 1.00');

      // Concrete: a rough dielectric, 0.85 / 0 / 0.7; then a slider moves as before and the material stays.
      await tool.control('Material').selectOption('concrete');
      await expect(tool.slider('Roughness')).toHaveValue('0.85');
      await expect(tool.slider('Metallic')).toHaveValue('0');
      await expect(tool.slider('Hardness')).toHaveValue('0.7');
      await expectSettled(canvas(tool), metal);
      await tool.setSlider('Roughness', 0.2);
      await expect(tool.slider('Roughness')).toHaveValue('0.2');
      await expect(tool.control('Material')).toHaveValue('concrete');
      await expect(tool.visual).toContainText('Concrete · smooth satin');

      // Wood: its typical values are the defaults.
      await tool.control('Material').selectOption('wood');
      await expect(tool.slider('Roughness')).toHaveValue('0.6');
      await expect(tool.slider('Metallic')).toHaveValue('0');
      await expect(tool.slider('Hardness')).toHaveValue('0.5');
      await expect(tool.output('Sustainability score')).toHaveText('87');
    });

    await test.step('a drag turns the sample, so do the arrow keys on the focused view, and Reset view brings back the opening view', async () => {
      const opening = await expectSettled(canvas(tool));
      await dragView(canvas(tool), 140, 0);
      const turned = await expectSettled(canvas(tool), opening);
      await tool.visual.getByRole('button', { name: /^Sample view/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expectSettled(canvas(tool), turned);
      await tool.visual.getByRole('button', { name: 'Reset view', exact: true }).click();
      await expect.poll(() => pixels(tool), { message: 'the opening view again' }).toBe(opening);
    });

    await test.step('the worst carbon and VOC with no recycled content score 35', async () => {
      await reset(tool);
      await tool.setSlider('Embodied carbon', 1);
      await tool.setSlider('VOC', 1);
      await tool.setSlider('Recycled', 0);
      // 100 − 40 − 25 + 0 = 35.
      await expect(tool.output('Sustainability score')).toHaveText('35');
      await expect(chart(tool)).toContainText('1.00 × −40 = −40.0');
      await expect(chart(tool)).toContainText('0.00 × +35 = 0.0');
      const prompt = await tool.promptText();
      expect(prompt).toContain('Embodied carbon: 1.00');
      expect(prompt).toContain('VOC emissions: 1.00');
      expect(prompt).toContain('Recycled content: 0.00');
      expect(prompt).toContain('Sustainability score: 35/100 (Poor)');
    });

    await test.step('the score is clamped at 100 and rounds half up', async () => {
      await tool.setSlider('Embodied carbon', 0);
      await tool.setSlider('VOC', 0);
      await tool.setSlider('Recycled', 1);
      // 100 + 35 = 135 → 100.
      await expect(tool.output('Sustainability score')).toHaveText('100');
      await expect(chart(tool)).toContainText('135.0 capped at 100');
      // 100 − 0.9·40 − 0.8·25 + 0.1·35 = 47.5 → 48.
      await tool.setSlider('Embodied carbon', 0.9);
      await tool.setSlider('VOC', 0.8);
      await tool.setSlider('Recycled', 0.1);
      await expect(tool.output('Sustainability score')).toHaveText('48');
      expect(await tool.promptText()).toContain('48/100 (Fair)');
    });
  });
});

test.describe('material-properties without WebGL', () => {
  test('the scene area says so; the controls, score and prompt still work', async ({ page }) => {
    await disableWebgl(page);
    const tool = await open(page);
    await expect(tool.visual.getByRole('status').filter({ hasText: '3D preview unavailable' })).toBeVisible();
    await expect(tool.visual.locator('canvas')).toHaveCount(0);
    await tool.setSlider('Embodied carbon', 1);
    await expect(tool.output('Sustainability score')).toHaveText('67');
    await tool.control('Material').selectOption('metal');
    expect(await tool.promptText()).toContain('physically based (PBR) metal material');
    expect(await tool.promptText()).toContain('Embodied carbon: 1.00');
  });
});

test.describe('material-properties: the sample board off the page’s thread', () => {
  test.describe.configure({ timeout: SCENE3D_TEST_TIMEOUT_MS });
  /** Counts the blurred marks the page's own 2D canvases draw (the board's soft marks are its dear part). */
  const countPageBlurs = (page: Page) =>
    page.addInitScript(() => {
      const counts = { blurs: 0 };
      (window as unknown as { __pageBlurs: typeof counts }).__pageBlurs = counts;
      const filter = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, 'filter')!;
      Object.defineProperty(CanvasRenderingContext2D.prototype, 'filter', {
        ...filter,
        set(this: CanvasRenderingContext2D, value: string) {
          if (String(value).startsWith('blur')) counts.blurs += 1;
          filter.set!.call(this, value);
        },
      });
    });
  const pageBlurs = (page: Page) => page.evaluate(() => (window as unknown as { __pageBlurs: { blurs: number } }).__pageBlurs.blurs);
  /**
   * Records what the page's WebGL textures are uploaded from, as '{source} {width} × {rows}': an
   * image (ImageData, a canvas), or pixels in an array (a band of rows of a large map,
   * src/scene3d/textureUpload.ts). From a canvas, the main thread flips and unpremultiplies every
   * pixel as it uploads (tens of ms for the board on a phone).
   */
  const recordUploads = (page: Page) =>
    page.addInitScript(() => {
      const sources: string[] = [];
      (window as unknown as { __uploads: string[] }).__uploads = sources;
      for (const name of ['texImage2D', 'texSubImage2D'] as const) {
        const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
        const upload = proto[name]!;
        proto[name] = function (this: WebGL2RenderingContext, ...args: unknown[]) {
          const source = args.at(-1) as { constructor?: { name: string }; width?: number; height?: number } | null;
          if (source && typeof source === 'object' && 'width' in source) sources.push(`${source.constructor?.name} ${source.width} × ${source.height}`);
          // texSubImage2D(target, level, x, y, width, rows, format, type, pixels, offset)
          const pixels = args[8];
          if (name === 'texSubImage2D' && ArrayBuffer.isView(pixels)) sources.push(`${pixels.constructor.name} ${String(args[4])} × ${String(args[5])}`);
          return upload.apply(this, args);
        };
      }
    });
  const uploads = (page: Page) => page.evaluate(() => (window as unknown as { __uploads: string[] }).__uploads);

  test('is painted in a worker: the page draws no blurred mark, and the view shows the board and follows a change', async ({ page }) => {
    await countPageBlurs(page);
    await recordUploads(page);
    const tool = await open(page);
    await expect.poll(() => colours(tool), { timeout: 30_000 }).toBeGreaterThan(40);
    const before = await expectSettled(canvas(tool));
    await tool.setSlider('Aging', 0.9);
    await expectSettled(canvas(tool), before);
    expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/\/paintWorker[-.]/));
    expect(await pageBlurs(page)).toBe(0);
    // The board (960 × 600) came up twice, in bands of rows, and every map as pixels ready for
    // WebGL, none from a canvas.
    const sources = await uploads(page);
    const boardRows = sources.filter((source) => source.startsWith('Uint8ClampedArray 960 × ')).reduce((rows, source) => rows + Number(source.split(' × ')[1]), 0);
    expect(boardRows).toBeGreaterThanOrEqual(2 * 600);
    expect(sources.filter((source) => !/^(ImageData|\w+Array) /.test(source))).toEqual([]);
  });

  test('where no worker can paint it (no OffscreenCanvas), the page paints it, and the view shows it', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    });
    await countPageBlurs(page);
    const tool = await open(page);
    await expect.poll(() => colours(tool), { timeout: 30_000 }).toBeGreaterThan(40);
    await expect.poll(() => pageBlurs(page)).toBeGreaterThan(0);
    expect(page.workers()).toHaveLength(0);
  });
});
