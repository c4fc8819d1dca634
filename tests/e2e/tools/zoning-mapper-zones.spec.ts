import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cutOffOnTheRight, horizontalOverflow } from '../support/layout';
import { openSceneTool, sceneBox } from '../support/scene2d';
import type { ToolPage } from '../support/tool';

// Issue 24: the designer's own room and zones. Defaults: a 14 × 9 m room (560 × 360 px at
// 40 px = 1 m) with Living 40,40 160×120; Dining 220,40 120×100; Work 220,200 120×100; Sleep 380,120 140×120.

const open = (page: Page) => openSceneTool(page, 'zoning-mapper', 'Zoning Prompt');

/** Every adjacency output's name, in order. */
const adjacencyNames = (tool: ToolPage) =>
  tool.main.locator('output').evaluateAll((outputs) => outputs.map((output) => (output as HTMLOutputElement).labels?.[0]?.textContent ?? '').filter((name) => name.endsWith('adjacency')));

const addZone = async (tool: ToolPage, name: string, width?: string) => {
  if (name !== '') await tool.control('New zone name').fill(name);
  if (width !== undefined) {
    await tool.control('New zone width').fill(width);
    await tool.control('New zone width').blur();
  }
  await tool.main.getByRole('button', { name: 'Add zone', exact: true }).click();
};

test.describe('zoning-mapper: your own zones and room', () => {
  test('add, rename, resize (W field and corner handle), remove; every pair has its adjacency; undo', async ({ page }) => {
    const tool = await open(page);

    await test.step('Add zone: named by typing, sized in m, placed in free space; 5 zones make 10 adjacencies and a matrix', async () => {
      await addZone(tool, 'Studio', '3');
      await expect(tool.control('Studio X')).toBeVisible();
      await expect(tool.control('Studio W')).toHaveValue('3.0');
      await expect(tool.control('Studio D')).toHaveValue('2.5');
      expect(await adjacencyNames(tool)).toEqual([
        'Living–Dining adjacency', 'Living–Work adjacency', 'Living–Sleep adjacency', 'Living–Studio adjacency',
        'Dining–Work adjacency', 'Dining–Sleep adjacency', 'Dining–Studio adjacency',
        'Work–Sleep adjacency', 'Work–Studio adjacency', 'Sleep–Studio adjacency',
      ]);
      // The defaults' figures stay; Studio lies clear of the four (free space), wholly inside the plan.
      await expect(tool.output('Living–Dining adjacency')).toHaveText('60 %');
      for (const name of ['Living–Studio', 'Work–Studio']) await expect(tool.output(`${name} adjacency`)).toHaveText(/^\d+ %$/);
      const [x, y] = [Number(await tool.control('Studio X').inputValue()), Number(await tool.control('Studio Y').inputValue())];
      const boxes = [[40, 40, 160, 120], [220, 40, 120, 100], [220, 200, 120, 100], [380, 120, 140, 120]];
      for (const [bx, by, bw, bh] of boxes) expect(x + 120 <= bx! || bx! + bw! <= x || y + 100 <= by! || by! + bh! <= y).toBe(true);
      const matrix = tool.visual.getByRole('table', { name: 'Adjacency matrix (%)' });
      await expect(matrix).toBeVisible();
      await expect(matrix.getByRole('columnheader')).toHaveText(['Living', 'Dining', 'Work', 'Sleep', 'Studio']);
      await expect(matrix.getByRole('row', { name: /^Dining/ }).getByRole('cell')).toHaveText(['60', '–', '60', '52', /^\d+$/]);
      expect(await tool.promptText()).toContain('floor with five zones');
      expect(await tool.promptText()).toContain('- Studio: at ');
      await expect(tool.main.getByRole('button', { name: 'Studio', exact: true })).toBeVisible();
    });

    await test.step('rename: the controls follow the name, the group keeps the focus while typing, a duplicate gets " 2"', async () => {
      const name = tool.control('Studio name');
      await name.click();
      await name.press('End');
      await page.keyboard.type(' A');
      await expect(tool.control('Studio A name')).toBeFocused();
      await expect(tool.control('Studio A X')).toBeVisible();
      await expect(tool.output('Living–Studio A adjacency')).toBeVisible();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('Dining');
      await expect(tool.control('Dining 2 name')).toBeFocused();
      await expect(tool.control('Dining 2 name')).toHaveValue('Dining');
      await tool.control('Dining 2 name').blur();
      await expect(tool.control('Dining 2 name')).toHaveValue('Dining 2');
      await expect(tool.output('Dining–Dining 2 adjacency')).toBeVisible();
      // Markup never becomes markup: < and > are left out (a plan file refuses them), the rest stays text.
      await tool.control('Dining 2 name').fill('<b>Bath</b>');
      await tool.control('bBath/b name').blur();
      await expect(tool.control('bBath/b name')).toHaveValue('bBath/b');
      await expect(tool.main.locator('b', { hasText: 'Bath' })).toHaveCount(0);
      expect(await tool.promptText()).toContain('- bBath/b: at ');
      await tool.control('bBath/b name').fill('Bath');
    });

    await test.step('resize: the W field (m, corner kept), and the corner handle by keyboard (0.1 m, Shift 1 m)', async () => {
      await tool.control('Living W').fill('5');
      await tool.control('Living W').press('Enter');
      await expect(tool.control('Living W')).toHaveValue('5.0');
      await expect(tool.control('Living X')).toHaveValue('40');
      // Living centre (140, 100): L–D √(140² + 10²) = 140.4 → 64.9.
      await expect(tool.output('Living–Dining adjacency')).toHaveText('65 %');
      expect(await tool.promptText()).toContain('- Living: at 1.0 m across and 1.0 m down, 5.0 × 3.0 m, 15.0 m²');

      const handle = tool.main.getByRole('button', { name: 'Work size', exact: true });
      await handle.focus();
      await page.keyboard.press('ArrowRight');
      await expect(tool.control('Work W')).toHaveValue('3.1');
      await page.keyboard.press('Shift+ArrowDown');
      await expect(tool.control('Work D')).toHaveValue('3.5');
      await page.keyboard.press('ArrowLeft');
      await expect(tool.control('Work W')).toHaveValue('3.0');
      await expect(handle).toBeFocused();
      // Far past the bottom wall: the zone grows to the wall and no further (its corner at y 200, the wall at 360).
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowDown');
      await expect(tool.control('Work D')).toHaveValue('4.0');
      await expect(tool.control('Work Y')).toHaveValue('200');
    });

    await test.step('the corner handle by pointer: the zone grows with the drag, clamped to the room', async () => {
      const handle = tool.main.getByRole('button', { name: 'Sleep size', exact: true });
      const box = await handle.boundingBox();
      if (!box) throw new Error('no handle');
      const start = { x: box.x + box.width - 4, y: box.y + box.height - 4 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x - 20, start.y - 40, { steps: 4 });
      await page.mouse.up();
      // Sleep 140 × 120 px: 20 px narrower (3.0 m), 40 px shorter (2.0 m).
      await expect(tool.control('Sleep W')).toHaveValue('3.0');
      await expect(tool.control('Sleep D')).toHaveValue('2.0');
      const origin = await sceneBox(tool);
      expect(origin.width).toBeGreaterThan(0);
    });

    await test.step('Ctrl+Z undoes the resize, then the rename, then the add, naming each; Ctrl+Shift+Z redoes', async () => {
      await tool.visual.getByRole('button', { name: 'Sleep', exact: true }).focus();
      await page.keyboard.press('Control+z');
      await expect(tool.control('Sleep W')).toHaveValue('3.5');
      await expect(tool.undoStatus()).toHaveText('Undone: Sleep W, Sleep D');
      await page.keyboard.press('Control+Shift+Z');
      await expect(tool.control('Sleep W')).toHaveValue('3.0');
      await expect(tool.undoStatus()).toHaveText('Redone: Sleep W, Sleep D');
    });

    await test.step('remove: a zone goes with its pairs; the last two cannot, and the reason shows', async () => {
      await tool.main.getByRole('button', { name: 'Remove Bath', exact: true }).click();
      await expect(tool.control('Bath X')).toHaveCount(0);
      expect(await adjacencyNames(tool)).toHaveLength(6);
      await expect(tool.visual.getByRole('table')).toHaveCount(0);
      await page.keyboard.press('Control+z');
      await expect(tool.control('Bath X')).toBeVisible();
      await expect(tool.undoStatus()).toHaveText('Undone: Bath');
      for (const name of ['Bath', 'Dining', 'Work']) await tool.main.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
      expect(await adjacencyNames(tool)).toEqual(['Living–Sleep adjacency']);
      for (const name of ['Living', 'Sleep']) {
        const remove = tool.main.getByRole('button', { name: `Remove ${name}`, exact: true });
        await expect(remove).toBeDisabled();
        await expect(remove).toHaveAccessibleDescription('At least 2 zones stay.');
      }
      await expect(tool.main.getByText('At least 2 zones stay.').first()).toBeVisible();
    });

    await test.step('Reset restores the spec zones and room', async () => {
      await tool.main.getByRole('button', { name: 'Reset', exact: true }).click();
      expect(await adjacencyNames(tool)).toHaveLength(6);
      await expect(tool.control('Living W')).toHaveValue('4.0');
      await expect(tool.output('Dining–Sleep adjacency')).toHaveText('52 %');
    });
  });

  test('Add zone stops at 12, with the reason shown', async ({ page }) => {
    const tool = await open(page);
    for (let i = 5; i <= 11; i += 1) await addZone(tool, '', '1');
    const add = tool.main.getByRole('button', { name: 'Add zone', exact: true });
    // The twelfth from the keyboard: the button stops applying but keeps the focus (not thrown to the page's top).
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(tool.control('Zone 12 X')).toBeVisible();
    expect(await adjacencyNames(tool)).toHaveLength(66);
    await expect(add).toBeDisabled();
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tool.control('Zone 13 X')).toHaveCount(0);
    await expect(add).toHaveAccessibleDescription('12 zones is the most a plan holds.');
    await tool.expectNoBadNumbers();
  });

  test('a room made smaller keeps the zones wholly inside it, the fields following; the plan keeps its aspect', async ({ page }) => {
    const tool = await open(page);
    const before = await sceneBox(tool);
    expect([Math.round(before.width), Math.round(before.height)]).toEqual([560, 360]);
    await tool.control('Room width').fill('6');
    await tool.control('Room width').press('Enter');
    await tool.control('Room depth').fill('4');
    await tool.control('Room depth').press('Enter');
    // 6 × 4 m = 240 × 160 px, drawn to fill the 560 × 360 box: 2.25 × → 540 × 360.
    await expect.poll(async () => {
      const box = await sceneBox(tool);
      return [Math.round(box.width), Math.round(box.height)];
    }).toEqual([540, 360]);
    // Sleep (140 × 120) moves to x 240 − 140 = 100, y 160 − 120 = 40; Living (160 px) stays at 40, 40 (fits).
    await expect(tool.control('Sleep X')).toHaveValue('100');
    await expect(tool.control('Sleep Y')).toHaveValue('40');
    await expect(tool.control('Living X')).toHaveValue('40');
    // Smaller still: 3 × 2 m (120 × 80 px); Living 4 × 3 m shrinks to the room.
    await tool.control('Room width').fill('3');
    await tool.control('Room width').press('Enter');
    // A press of the pointer starts a new undo step (a burst of typing is one).
    await tool.control('Room depth').click();
    await tool.control('Room depth').fill('2');
    await tool.control('Room depth').press('Enter');
    await expect(tool.control('Living W')).toHaveValue('3.0');
    await expect(tool.control('Living D')).toHaveValue('2.0');
    await expect(tool.control('Living X')).toHaveValue('0');
    expect(await tool.promptText()).toContain('Plan: a 3.0 m × 2.0 m floor');
    await tool.expectNoBadNumbers();
    // Undo brings the room back a step, and the zones with it.
    await tool.visual.getByRole('button', { name: 'Living', exact: true }).focus();
    await page.keyboard.press('Control+z');
    await expect(tool.control('Room depth')).toHaveValue('4.00');
    await expect(tool.control('Living D')).toHaveValue('3.0');
    await expect(tool.undoStatus()).toHaveText(/^Undone: Room depth/);
  });

  test('Copy link carries custom zones and the room (plan=), and the page it opens shows them', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tool = await open(page);
    await tool.control('Room width').fill('16');
    await tool.control('Room width').press('Enter');
    await addZone(tool, 'Kitchen & bar', '2.4');
    await tool.control('Work name').fill('Study');
    await tool.control('Study W').fill('4.2');
    await tool.control('Study W').press('Enter');
    await tool.setSlider('Kitchen & bar privacy', 0.35);
    const prompt = await tool.promptText();
    await tool.inputs.getByRole('button', { name: 'Copy link' }).click();
    await expect(tool.copyStatus()).toHaveText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link.startsWith(`${baseURL}/tools/zoning-mapper?`)).toBe(true);
    expect(new URL(link).searchParams.get('plan')).toMatch(/^1\*1600-900\*\*\*Living-/);
    await page.goto(link);
    await expect(tool.control('Kitchen & bar X')).toBeVisible();
    await expect(tool.control('Study W')).toHaveValue('4.2');
    await expect(tool.control('Room width')).toHaveValue('16.00');
    await expect(tool.slider('Kitchen & bar privacy')).toHaveValue('0.35');
    await expect(tool.prompt).toHaveText(prompt);
    expect(await adjacencyNames(tool)).toHaveLength(10);
  });

  test('old links (livingX=…) still place the spec zones; a plan from flow-pattern carries its room in', async ({ page }) => {
    const tool = await open(page);
    await page.goto('/tools/zoning-mapper?livingX=0&livingY=0&sleepPrivacy=0.5');
    await expect(tool.control('Living X')).toHaveValue('0');
    await expect(tool.slider('Sleep privacy')).toHaveValue('0.5');
    await page.goto('/tools/zoning-mapper?plan=1*1120-720*sofa-150-300-0**');
    await expect(tool.control('Room width')).toHaveValue('11.20');
    await expect(tool.control('Room depth')).toHaveValue('7.20');
    // The default zones laid out for the room, 0.8 of 14 × 9 m both ways: Sleep at x 380 × 0.8 = 304, 2.8 m wide.
    await expect(tool.control('Sleep X')).toHaveValue('304');
    await expect(tool.control('Sleep W')).toHaveValue('2.8');
    expect(await adjacencyNames(tool)).toHaveLength(6);
    // A 4 × 3.5 m bedroom: clamped against its walls, Dining and Work were one rectangle (100 % adjacent).
    await page.goto('/tools/zoning-mapper?plan=1*400-350*bed2-130-0-0**');
    await expect(tool.control('Room width')).toHaveValue('4.00');
    const corner = async (name: string) => [await tool.control(`${name} X`).inputValue(), await tool.control(`${name} Y`).inputValue()].join();
    expect(await corner('Dining')).not.toBe(await corner('Work'));
    await expect(tool.output('Dining–Work adjacency')).not.toHaveText('100 %');
    await tool.expectNoBadNumbers();
  });

  test('a long name of one word (24 letters, the most a name takes) wraps: the zone\'s fields stay in the Inputs panel, and a phone does not scroll sideways', async ({ page }) => {
    const tool = await open(page);
    const name = 'W'.repeat(24);
    // The field is named after the zone: renamed as the letters go in, it is left with Tab.
    await tool.control('Living name').fill(name);
    await page.keyboard.press('Tab');
    await expect(tool.control(`${name} X`)).toBeVisible();
    const form = tool.main.getByRole('form', { name: 'Inputs' });
    const pastTheForm = () =>
      form.evaluate((panel) => {
        const edge = panel.getBoundingClientRect().right;
        return [...panel.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > edge + 1).map((element) => element.tagName.toLowerCase() + ' ' + (element.textContent ?? '').slice(0, 30));
      });
    expect(await pastTheForm(), 'elements past the Inputs panel').toEqual([]);
    await expect(tool.output(`${name}–Dining adjacency`)).toHaveText('60 %');
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await pastTheForm(), 'elements past the Inputs panel at 375 px').toEqual([]);
    expect(await horizontalOverflow(page), 'horizontal overflow at 375 px').toBeLessThanOrEqual(0);
    expect(await cutOffOnTheRight(page), 'elements past the right edge at 375 px').toEqual([]);
  });

  test('Download plan and Open plan: a room with 5 zones comes back after a change; a plan without zones keeps the zones', async ({ page }) => {
    const tool = await open(page);
    const files = tool.main.getByRole('group', { name: 'Plan file' });
    const status = files.getByRole('status');
    await addZone(tool, 'Studio', '3');
    await tool.control('Room width').fill('16');
    await tool.control('Room width').press('Enter');
    await expect(tool.control('Room width')).toHaveValue('16.00');
    expect(await adjacencyNames(tool)).toHaveLength(10);
    const studioX = await tool.control('Studio X').inputValue();
    const prompt = await tool.promptText();

    const download = await tool.downloadPlan();
    expect(download.name).toBe('zoning-mapper-plan.json');
    const saved = download.text;
    const json = JSON.parse(saved) as { tool: string; room: unknown; zones: { name: string }[] };
    expect(json.tool).toBe('zoning-mapper');
    expect(json.room).toMatchObject({ width: 16, depth: 9 });
    expect(json.zones.map((zone) => zone.name)).toEqual(['Living', 'Dining', 'Work', 'Sleep', 'Studio']);
    await expect(status).toHaveText('Saved zoning-mapper-plan.json.');

    // Changed: a smaller room and a zone fewer; the file brings the room and all five zones back, in one step to undo.
    await tool.main.getByRole('button', { name: 'Remove Studio', exact: true }).click();
    await tool.control('Room width').fill('10');
    await tool.control('Room width').press('Enter');
    await expect(tool.control('Room width')).toHaveValue('10.00');
    expect(await adjacencyNames(tool)).toHaveLength(6);
    // Chosen as a visitor does, clicking Open plan (a new gesture, so a step of its own to undo).
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), files.getByText('Open plan', { exact: true }).click()]);
    await chooser.setFiles({ name: 'zones.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await expect(status).toContainText('Opened zones.json');
    await expect(tool.control('Room width')).toHaveValue('16.00');
    await expect(tool.control('Studio X')).toHaveValue(studioX);
    expect(await adjacencyNames(tool)).toHaveLength(10);
    await expect(tool.prompt).toHaveText(prompt);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+z');
    await expect(tool.control('Room width')).toHaveValue('10.00');
    await expect(tool.control('Studio X')).toHaveCount(0);

    // A plan without zones (from flow-pattern): its room, and the zones there are, kept inside it.
    const roomOnly = JSON.stringify({ ...JSON.parse(saved), room: { width: 12, depth: 8 }, zones: [] });
    await files.getByLabel('Open plan').setInputFiles({ name: 'room.json', mimeType: 'application/json', buffer: Buffer.from(roomOnly) });
    await expect(tool.control('Room width')).toHaveValue('12.00');
    await expect(tool.control('Room depth')).toHaveValue('8.00');
    expect(await adjacencyNames(tool)).toHaveLength(6);
    await expect(tool.control('Living X')).toBeVisible();

    // Saved in feet, it opens in feet (its lengths in metres in the file).
    await tool.control('Units').selectOption('ft');
    await expect(tool.control('Room width')).toHaveValue('39.37');
    await expect(tool.visual.locator('figcaption')).toContainText('Plan of 12 × 8 m (39.37 × 26.25 ft; 40 px = 1 m, 1 m grid');
    const feet = (await tool.downloadPlan()).text;
    expect(JSON.parse(feet)).toMatchObject({ units: 'm', displayUnits: 'ft', room: { width: 12, depth: 8 } });
    await tool.control('Units').selectOption('m');
    await files.getByLabel('Open plan').setInputFiles({ name: 'feet.json', mimeType: 'application/json', buffer: Buffer.from(feet) });
    await expect(tool.control('Units')).toHaveValue('ft');
    await expect(tool.control('Room width')).toHaveValue('39.37');
    await expect(tool.control('Room depth')).toHaveValue('26.25');
  });
});
