import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import DxfParser from 'dxf-parser';
import { makeItem } from '../../../engine/plan/geometry';
import { planToLink } from '../../../engine/plan/link';
import type { Opening, Plan, PlanItem } from '../../../engine/plan/types';
import { expect, test } from '../support/fixtures';
import { layerPixels, sceneBox } from '../support/scene2d';
import { DRAW_TIMEOUT_MS, expectDrawn, SCENE3D_TEST_TIMEOUT_MS, scene3dCanvas } from '../support/scene3d';
import { ToolPage } from '../support/tool';

/** A 10 × 6 m bedroom-study: a double bed (1.4 × 2 m) at (0.5, 0.5) m, a desk (1.4 × 0.7 m) at (6, 0.3) m, a 0.9 m door in the bottom wall. */
const bed = makeItem('bed2', 0.5, 0.5) as PlanItem;
const desk = makeItem('desk', 6, 0.3) as PlanItem;
const door: Opening = { kind: 'door', wall: 'bottom', at: 2, width: 0.9, hinge: 'start' };
const plan: Plan = { room: { w: 10, d: 6 }, items: [bed, desk], openings: [door], zones: [] };

const openPlan = async (page: Page, query: string): Promise<ToolPage> => {
  const tool = new ToolPage(page, 'vr-walkthrough', 'VR Walkthrough Prompt');
  await tool.goto(`/tools/vr-walkthrough?${query}`);
  await expect(tool.main.locator('[data-scene][data-drawn] canvas').first()).toBeVisible();
  return tool;
};

/** How many pixels of a canvas have the furniture's warm beige-brown (red well above blue): none of the floor, walls, grid or path has it. */
function furniturePixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d', { willReadFrequently: true });
    if (!context || copy.width === 0) return 0;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let count = 0;
    for (let at = 0; at < data.length; at += 4) {
      const [r, g, b, a] = [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
      if (a > 200 && r - b > 30 && r > 90 && g > b && r < 250) count += 1;
    }
    return count;
  });
}

/** The plan stage's scale, and the on-screen radius of its waypoint dots and size of its Konva texts (CSS px). */
function drawnSizes(page: Page): Promise<{ scale: number; dots: number[]; texts: number[] }> {
  return page.evaluate(() => {
    type Node = { getClassName(): string; radius(): number; fontSize(): number; getAbsoluteScale(): { x: number } };
    const stage = (window as unknown as { Konva: { stages: { scaleX(): number; find(selector: string): Node[] }[] } }).Konva.stages[0]!;
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      scale: stage.scaleX(),
      dots: stage.find('Circle').map((node) => round(node.radius() * node.getAbsoluteScale().x)),
      texts: stage.find('Text').map((node) => round(node.fontSize() * node.getAbsoluteScale().x)),
    };
  });
}

test.describe('vr-walkthrough with a plan', () => {
  test('a small room drawn larger to fill the box keeps its dots, numbers and lengths the size they are on the default plan', async ({ page }) => {
    const bedroom: Plan = {
      room: { w: 5, d: 4 },
      items: [makeItem('bed2', 1, 1)!, makeItem('wardrobe', 0.2, 0.2)!, makeItem('desk', 2.6, 0.2)!],
      openings: [{ kind: 'door', wall: 'bottom', at: 2.05, width: 0.9, hinge: 'start' }],
      zones: [],
    };
    await openPlan(page, '');
    const usual = await drawnSizes(page);
    expect(usual.scale).toBe(1);
    await openPlan(page, `plan=${planToLink(bedroom)}`);
    const small = await drawnSizes(page);
    expect(small.scale).toBe(2);
    // The waypoints' dots (10 px) and the walker's (7 px), and every text at 11 px, as on the 14 × 8 m plan.
    expect(new Set(small.dots)).toEqual(new Set(usual.dots));
    expect(new Set(small.texts)).toEqual(new Set([11]));
    expect(new Set(usual.texts)).toEqual(new Set([11]));
  });

  test('opens a plan from its link: room, furniture, door, a waypoint inside the bed flagged, a room resize', async ({ page }) => {
    // The visitor's own path (the default one) comes with the plan: it is kept as it is, and flagged.
    const tool = await openPlan(page, `path=40-40_220-120_440-180&plan=${planToLink(plan)}`);

    await test.step('the plan’s room fills the fields; the plan is drawn to fit the 560 × 360 box at 10 × 6 m', async () => {
      await expect(tool.control('Room width')).toHaveValue('10.00');
      await expect(tool.control('Room depth')).toHaveValue('6.00');
      await expect(tool.control('Units')).toHaveValue('m');
      // 400 × 240 units (+ the strip) at 4/3: 533 × 360 px.
      const box = await sceneBox(tool);
      expect(Math.round(box.width)).toBe(533);
      expect(Math.round(box.height)).toBe(360);
      // The bed's footprint is drawn in the furniture's tone: its middle, (1.2, 1.5) m, at 4/3 px per unit.
      const pixel = await page.locator('[data-scene] canvas').first().evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        const ratio = canvas.width / canvas.getBoundingClientRect().width;
        const at = (x: number, y: number) => [...context!.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data].slice(0, 3);
        return { bed: at(1.2 * 40 * (4 / 3), 2.2 * 40 * (4 / 3)), floor: at(8.5 * 40 * (4 / 3), 3.5 * 40 * (4 / 3)) };
      });
      expect(pixel.bed).toEqual([0xe8, 0xe2, 0xd8]);
      expect(pixel.floor).toEqual([255, 255, 255]);
      await expect(tool.visual.locator('figcaption')).toContainText('Plan 10 × 6 m, grid 1 m, with 2 pieces of furniture (Double bed, Desk) and 1 door');
      await expect(tool.main.locator('[data-scene] [role="img"]').first()).toHaveAttribute('title', /Plan of 10 by 6 metres with a 1 metre grid, 2 pieces of furniture \(Double bed, Desk\) and 1 door/);
      await expect(tool.visual.getByText('Door and its swing')).toBeVisible();
      await expect(tool.visual.getByText('Grid 1 m, plan 10 × 6 m')).toBeVisible();
    });

    await test.step('the first default waypoint, (1, 1) m, stands inside the bed: flagged in the list, the results, the caption and the prompt', async () => {
      await expect(tool.output('Blocked waypoints')).toHaveText('1: waypoint 1 inside Double bed');
      await expect(tool.main.getByRole('list', { name: 'Waypoints inside furniture' })).toHaveText('Waypoint 1 inside Double bed');
      await expect(tool.visual.locator('figcaption')).toContainText('1 at 1.0, 1.0 m inside Double bed');
      const prompt = await tool.promptText();
      for (const text of ['Plan: 10 × 6 m', '- Double bed 1.4 × 2 m, 0.5 m high, at (0.5, 0.5) m', '- Desk 1.4 × 0.7 m, 0.75 m high, at (6, 0.3) m', 'a 0.9 m door in the bottom wall, 2 m from its left end', '1. (1.0 m, 1.0 m), inside Double bed']) {
        expect(prompt).toContain(text);
      }
      expect(prompt).not.toContain('14 × 8');
      // The third default waypoint, (11, 4.5) m, is kept inside the 10 m room.
      expect(prompt).toContain('3. (10.0 m, 4.5 m)');
    });

    await test.step('a waypoint added inside the bed is flagged too, and drawn in the warm tone', async () => {
      const before = await layerPixels(page, 1);
      await tool.control('Waypoint X').fill('60');
      await tool.control('Waypoint Y').fill('100');
      await tool.main.getByRole('group', { name: 'Waypoints' }).getByRole('button', { name: 'Add waypoint', exact: true }).click();
      await expect(tool.output('Waypoints')).toHaveText('4');
      await expect(tool.output('Blocked waypoints')).toHaveText('2: waypoint 1 inside Double bed; waypoint 4 inside Double bed');
      await expect.poll(() => layerPixels(page, 1)).not.toBe(before);
      // The new dot, at (60, 100) units, is the warm tone (#a85400): 6 px under its centre, below its
      // number and inside its 10 px radius (the same on screen whatever the room's fit).
      const dot = await page.locator('[data-scene] canvas').nth(1).evaluate((canvas: HTMLCanvasElement) => {
        const ratio = canvas.width / canvas.getBoundingClientRect().width;
        const at = (x: number, y: number) => [...canvas.getContext('2d')!.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data].slice(0, 3);
        return at(60 * (4 / 3), 100 * (4 / 3) + 6);
      });
      expect(dot).toEqual([0xa8, 0x54, 0x00]);
    });

    await test.step('a smaller room: the plan redraws to it, and the furniture and waypoints stay inside', async () => {
      await tool.control('Room width').fill('5');
      await tool.control('Room width').press('Tab');
      await expect(tool.control('Room width')).toHaveValue('5.00');
      // 200 × 240 units at 4/3: 267 px wide.
      await expect.poll(async () => Math.round((await sceneBox(tool)).width)).toBe(267);
      const prompt = await tool.promptText();
      expect(prompt).toContain('Plan: 5 × 6 m');
      expect(prompt).toContain('- Desk 1.4 × 0.7 m, 0.75 m high, at (3.6, 0.3) m');
      expect(prompt).toContain('3. (5.0 m, 4.5 m)');
      await expect(tool.control('Waypoint X')).toHaveAttribute('aria-valuemax', '200');
      await expect(tool.visual.getByText('Grid 1 m, plan 5 × 6 m')).toBeVisible();
      // Feet: the same room, in feet.
      await tool.control('Units').selectOption('ft');
      await expect(tool.control('Room width')).toHaveValue('16.40');
      expect(await tool.promptText()).toContain('Plan: 5 × 6 m');
      // The plan is drawn on its metre grid; its size in feet stands beside the metres.
      await expect(tool.visual.getByText('Grid 1 m, plan 5 × 6 m (16.4 × 19.69 ft)')).toBeVisible();
      await expect(tool.visual.locator('figcaption')).toContainText('Plan 5 × 6 m (16.4 × 19.69 ft), grid 1 m');
    });
  });

  test('a room made smaller than a piece says so in its caption and prompt, in the room’s unit', async ({ page }) => {
    const tool = await openPlan(page, `path=&plan=${planToLink({ ...plan, items: [makeItem('sofa', 1, 1) as PlanItem, desk] })}`);
    await expect(tool.visual.locator('figcaption')).not.toContainText('does not fit');
    await tool.control('Room width').fill('2');
    await tool.control('Room width').press('Tab');
    await tool.control('Room depth').fill('3');
    await tool.control('Room depth').press('Tab');
    await expect(tool.visual.locator('figcaption')).toContainText('Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room.');
    expect(await tool.promptText()).toContain('Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room.');
    await tool.control('Units').selectOption('ft');
    await expect(tool.visual.locator('figcaption')).toContainText('Sofa (9.19 × 3.15 ft) does not fit the 6.56 × 9.84 ft room.');
  });

  test('a plan without a path (as "Walk through this plan" sends it): the walk starts at the door and goes around the furniture', async ({ page }) => {
    const tool = await openPlan(page, `plan=${planToLink(plan)}`);
    await expect(tool.output('Waypoints')).toHaveText('3');
    await expect(tool.output('Blocked waypoints')).toHaveText('0');
    await expect(tool.main.getByRole('list', { name: 'Waypoints inside furniture' })).toHaveCount(0);
    // The first waypoint 0.5 m inside the door's middle, (2.45, 5.5) m; none inside the bed.
    const prompt = await tool.promptText();
    expect(prompt).toMatch(/1\. \(2\.\d m, 5\.5 m\)/);
    expect(prompt).not.toContain('inside Double bed');
  });

  test('a plan whose walk from the door would cross the bed: the walk goes round it, and the figures and the prompt follow', async ({ page }) => {
    // A double bed at (1, 1) m and a door in the left wall: straight, the walk from the door, (0.5, 2.45) m, to the
    // middle, (3.9, 2.3) m, would run through the bed; laid out, it rounds the bed's corners 0.3 m clear of it.
    const leftDoor: Opening = { kind: 'door', wall: 'left', at: 2, width: 0.9, hinge: 'start' };
    const tool = await openPlan(page, `plan=${planToLink({ ...plan, items: [makeItem('bed2', 1, 1) as PlanItem, desk], openings: [leftDoor] })}`);
    await expect(tool.output('Waypoints')).toHaveText('5');
    await expect(tool.output('Blocked waypoints')).toHaveText('0');
    await expect(tool.output('Path length')).toHaveText('8.6 m');
    await expect(tool.output('Duration')).toHaveText('7.1 s');
    const prompt = await tool.promptText();
    expect(prompt).toContain('Camera path through 5 waypoints:\n1. (0.5 m, 2.5 m)\n2. (0.7 m, 3.3 m)\n3. (2.7 m, 3.3 m)\n4. (3.9 m, 2.3 m)\n5. (7.9 m, 3.4 m)');
    expect(prompt).not.toContain('inside Double bed');
  });

  test('a door with furniture in its swing is flagged on the plan: its swing in the warm tone, named in the label and the legend', async ({ page }) => {
    /** Pixels of the first layer in the warm tone (#a85400), which only a flagged swing has there. */
    const warmPixels = () =>
      page.locator('[data-scene] canvas').first().evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let at = 0; at < data.length; at += 4) if (Math.abs(data[at]! - 0xa8) < 24 && Math.abs(data[at + 1]! - 0x54) < 24 && data[at + 2]! < 40) count += 1;
        return count;
      });
    const clear = await openPlan(page, `path=&plan=${planToLink(plan)}`);
    await expect(clear.visual.getByText('Door and its swing')).toBeVisible();
    await expect(clear.visual.getByText('Furniture in a door’s swing')).toHaveCount(0);
    expect(await warmPixels()).toBe(0);
    // A dining chair just inside the door, (2.2, 5.2) m: in its swing.
    const chair = makeItem('chair', 2.2, 5.2) as PlanItem;
    const tool = await openPlan(page, `path=&plan=${planToLink({ ...plan, items: [bed, desk, chair] })}`);
    await expect(tool.visual.getByText('Furniture in a door’s swing')).toBeVisible();
    await expect(tool.main.locator('[data-scene] [role="img"]').first()).toHaveAttribute('title', /\(Door 1 swing blocked by Dining chair\)/);
    await expect.poll(warmPixels).toBeGreaterThan(20);
  });

  test('Download plan saves the plan, Open plan reads it back (and refuses a hostile file), Download DXF writes it and the walk for CAD', async ({ page }) => {
    const tool = await openPlan(page, `path=40-40_220-120_440-180&plan=${planToLink(plan)}`);
    const files = tool.main.getByRole('group', { name: 'Plan file' });
    const status = files.getByRole('status');
    let saved = '';

    await test.step('Download plan: a versioned JSON file of the room, its furniture, its door and the walk, in metres', async () => {
      const download = await tool.downloadPlan();
      expect(download.name).toBe('vr-walkthrough-plan.json');
      saved = download.text;
      const json = JSON.parse(saved) as Record<string, unknown>;
      expect(json).toMatchObject({
        format: 'promptarc-plan',
        version: 1,
        tool: 'vr-walkthrough',
        units: 'm',
        room: { width: 10, depth: 6 },
        items: [
          { kind: 'bed2', name: 'Double bed', x: 0.5, y: 0.5, width: 1.4, depth: 2 },
          { kind: 'desk', name: 'Desk', x: 6, y: 0.3, width: 1.4, depth: 0.7 },
        ],
        openings: [{ kind: 'door', wall: 'bottom', at: 2, width: 0.9, hinge: 'start' }],
        // The link's waypoints at 40 units to the metre, the last kept inside the 10 m room.
        walk: {
          waypoints: [
            { x: 1, y: 1 },
            { x: 5.5, y: 3 },
            { x: 10, y: 4.5 },
          ],
          loop: false,
        },
      });
      await expect(status).toHaveText('Saved vr-walkthrough-plan.json.');
    });

    await test.step('Open plan after a room change: the room, the furniture, the door and the walk come back, in one step to undo', async () => {
      await tool.control('Room width').fill('5');
      await tool.control('Room width').press('Tab');
      await expect(tool.control('Room width')).toHaveValue('5.00');
      expect(await tool.promptText()).toContain('- Desk 1.4 × 0.7 m, 0.75 m high, at (3.6, 0.3) m');
      // The narrower room kept the walk inside it.
      expect(await tool.promptText()).toContain('2. (5.0 m, 3.0 m)');
      // Chosen as a visitor does, clicking Open plan (a new gesture, so a new step to undo).
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), files.getByText('Open plan', { exact: true }).click()]);
      await chooser.setFiles({ name: 'bedroom.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
      await expect(status).toContainText('Opened bedroom.json');
      await expect(tool.control('Room width')).toHaveValue('10.00');
      await expect(tool.control('Room depth')).toHaveValue('6.00');
      const prompt = await tool.promptText();
      expect(prompt).toContain('Plan: 10 × 6 m');
      expect(prompt).toContain('- Desk 1.4 × 0.7 m, 0.75 m high, at (6, 0.3) m');
      expect(prompt).toContain('a 0.9 m door in the bottom wall, 2 m from its left end');
      expect(prompt).toContain('2. (5.5 m, 3.0 m)\n3. (10.0 m, 4.5 m)');
      // Undo takes the whole opened plan back: the 5 m room and the desk moved into it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+z');
      await expect(tool.control('Room width')).toHaveValue('5.00');
      expect(await tool.promptText()).toContain('- Desk 1.4 × 0.7 m, 0.75 m high, at (3.6, 0.3) m');
      expect(await tool.promptText()).toContain('2. (5.0 m, 3.0 m)');
      await page.keyboard.press('Control+Shift+z');
      await expect(tool.control('Room width')).toHaveValue('10.00');
      // Opened again with the file input itself: the same plan, read again.
      await tool.control('Room width').fill('7');
      await tool.control('Room width').press('Tab');
      await expect(tool.control('Room width')).toHaveValue('7.00');
      await files.getByLabel('Open plan').setInputFiles({ name: 'bedroom.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
      await expect(tool.control('Room width')).toHaveValue('10.00');
      await expect(status).toHaveText(/^Opened bedroom\.json/);
    });

    await test.step('a hostile file (a prototype key) is refused with a message, and nothing changes', async () => {
      const before = await tool.promptText();
      const hostile = saved.replace('"format"', '"__proto__": { "polluted": true }, "format"');
      await files.getByLabel('Open plan').setInputFiles({ name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(hostile) });
      await expect(status).toHaveText('Could not open hostile.json: This file contains the key "__proto__", which a plan file never has.');
      await expect(tool.control('Room width')).toHaveValue('10.00');
      expect(await tool.promptText()).toBe(before);
      expect(await page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined();
    });

    const downloadDxf = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Download DXF' }).click()]);
      expect(download.suggestedFilename()).toBe('vr-walkthrough-plan.dxf');
      const text = await readFile(await download.path(), 'utf8');
      const parsed = new DxfParser().parseSync(text);
      if (!parsed) throw new Error('not a DXF');
      const entities = parsed.entities as unknown as { type: string; layer: string; shape?: boolean; text?: string; vertices?: { x: number; y: number }[] }[];
      const path = entities.filter((e) => e.layer === 'ROUTE' && e.type === 'LWPOLYLINE');
      expect(path, 'one polyline for the walk').toHaveLength(1);
      return { text, path: path[0]!, entities };
    };

    await test.step('Download DXF: a DXF drawing in metres, with the walk through its numbered waypoints', async () => {
      const { text, path, entities } = await downloadDxf();
      expect(text).toMatch(/^\s*0\r?\nSECTION\r?\n\s*2\r?\nHEADER/);
      expect(text).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*6\b/);
      for (const layer of ['WALLS', 'OPENINGS', 'FURNITURE', 'ROUTE']) expect(text).toContain(layer);
      // The walk the plan file brought back, in metres, y up from the 6 m room's bottom wall.
      expect(path.vertices!.map(({ x, y }) => [x, y])).toEqual([
        [1, 5],
        [5.5, 3],
        [10, 1.5],
      ]);
      expect(path.shape).toBeFalsy();
      expect(entities.filter((e) => e.layer === 'ROUTE' && e.type === 'CIRCLE')).toHaveLength(3);
      for (const n of ['1', '2', '3']) expect(entities.some((e) => e.type === 'TEXT' && e.layer === 'LABELS' && e.text === n), `waypoint ${n}`).toBe(true);
      await expect(status).toHaveText('Saved vr-walkthrough-plan.dxf.');
    });

    await test.step('with Loop path on, the walk in the DXF closes back to the start', async () => {
      await tool.control('Loop path').check();
      const { path } = await downloadDxf();
      expect(path.shape).toBe(true);
    });
  });

  test('the 3D view stands the furniture as blocks in the room', async ({ page }) => {
    test.setTimeout(SCENE3D_TEST_TIMEOUT_MS * 2);
    // No path: the view shows the whole room from above its south wall.
    const withFurniture = await openPlan(page, `path=&plan=${planToLink(plan)}`);
    await expectDrawn(scene3dCanvas(page), 'the room with its furniture');
    await expect(withFurniture.main.locator('[data-scene3d] [role="img"]')).toHaveAttribute('aria-label', /10 by 6 metre room \(2 pieces of furniture as blocks \(Double bed, Desk\) and 1 door\) from above/);
    let blocks = 0;
    await expect.poll(async () => (blocks = await furniturePixels(scene3dCanvas(page))), { message: 'the blocks are drawn', timeout: DRAW_TIMEOUT_MS }).toBeGreaterThan(400);

    // The same room without furniture has none of the blocks' colour.
    await openPlan(page, `path=&plan=${planToLink({ ...plan, items: [] })}`);
    await expectDrawn(scene3dCanvas(page), 'the empty room');
    await expect.poll(() => scene3dCanvas(page).evaluate((c: HTMLCanvasElement) => c.matches('[data-drawn]') || c.closest('[data-drawn]') !== null)).toBe(true);
    expect(await furniturePixels(scene3dCanvas(page))).toBeLessThan(blocks / 20);
  });

  test('a broken or hostile plan in the link is ignored: the default room, no furniture, the page whole', async ({ page }) => {
    const tool = await openPlan(page, `plan=${encodeURIComponent('1*1000-600*<img src=x onerror=alert(1)>-1-1-0**')}&path=40-40_220-120_440-180`);
    await expect(tool.control('Room width')).toHaveValue('14.00');
    await expect(tool.output('Path length')).toHaveText('10.6 m');
    await expect(tool.output('Blocked waypoints')).toHaveCount(0);
    await expect(tool.main.locator('img[src="x"]')).toHaveCount(0);
    expect(await tool.promptText()).toContain('Plan: 14 × 8 m');
  });
});
