import type { Page } from '@playwright/test';
import { addItem, defaults, type Inputs } from '../../../engine/tools/flow-pattern';
import { inputsFromQuery, inputsToQuery } from '../../../engine/tools/query';
import * as engine from '../../../engine/tools/flow-pattern';
import { expect, test } from '../support/fixtures';
import { drag, openSceneTool, sceneBox } from '../support/scene2d';
import type { ToolPage } from '../support/tool';

/** The designer's own room and furniture (issue 24). */
const open = (page: Page) => openSceneTool(page, 'flow-pattern', 'Circulation Prompt');

const rows = (tool: ToolPage) => tool.inputs.getByRole('list', { name: 'Furniture list' }).getByRole('listitem');
const button = (tool: ToolPage, name: string) => tool.inputs.getByRole('button', { name, exact: true });
const handle = (tool: ToolPage, label: string) => tool.visual.getByRole('button', { name: new RegExp(`^${label}, `) });

test.describe('flow-pattern: the designer’s plan', () => {
  test('adding, turning, copying and removing pieces by mouse and by keyboard, with undo', async ({ page }) => {
    const tool = await open(page);
    await expect(rows(tool)).toHaveCount(2);
    await expect(tool.inputs.getByRole('status').filter({ hasText: /selected/i })).toHaveText('Nothing selected');

    await test.step('Add item by mouse: the chosen piece in free space, selected and named', async () => {
      await tool.control('Item').selectOption({ label: 'Double bed (1.40 × 2.00 m)' });
      await button(tool, 'Add item').click();
      await expect(rows(tool)).toHaveCount(3);
      await expect(tool.inputs.getByText('Selected: Double bed')).toBeVisible();
      await expect(handle(tool, 'Double bed')).toHaveAttribute('aria-pressed', 'true');
      // In free space: no piece overlaps another.
      await expect(tool.visual.locator('[data-overlaps]')).toHaveAttribute('data-overlaps', '0');
      expect(await tool.promptText()).toContain('a double bed (1.40 m × 2.00 m)');
    });

    await test.step('Ctrl+Z undoes the add', async () => {
      await page.keyboard.press('Control+z');
      await expect(rows(tool)).toHaveCount(2);
      await expect(tool.undoStatus()).toHaveText('Undone: Double bed');
    });

    await test.step('Add item by keyboard: a custom box of its own size', async () => {
      await tool.control('Item').focus();
      await tool.control('Item').selectOption('box');
      await tool.control('Box width').fill('1.5');
      await tool.control('Box depth').fill('0.5');
      await tool.control('Box height').fill('2');
      await button(tool, 'Add item').focus();
      await page.keyboard.press('Enter');
      await expect(rows(tool)).toHaveCount(3);
      await expect(tool.inputs.getByText('Selected: Custom box')).toBeVisible();
      expect(await tool.promptText()).toContain('a custom box (1.50 m × 0.50 m) with its top-left corner');
    });

    await test.step('Rotate turns the selected piece a quarter about its centre; R on its handle does too', async () => {
      await button(tool, 'Select Sofa').click();
      await expect(tool.inputs.getByText('Selected: Sofa')).toBeVisible();
      await button(tool, 'Rotate').click();
      // The sofa's centre (130, 144): 48 × 140 about it.
      await expect(tool.control('Sofa X')).toHaveValue('106');
      await expect(tool.control('Sofa Y')).toHaveValue('74');
      await expect(handle(tool, 'Sofa')).toHaveAccessibleName(/turned 90°/);
      await handle(tool, 'Sofa').focus();
      await page.keyboard.press('r');
      await expect(tool.control('Sofa X')).toHaveValue('60');
      await expect(tool.control('Sofa Y')).toHaveValue('120');
      await expect(handle(tool, 'Sofa')).toHaveAccessibleName(/turned 180°/);
      await expect(handle(tool, 'Sofa')).toBeFocused();
    });

    await test.step('Duplicate puts a copy beside the piece, selected', async () => {
      await handle(tool, 'Table').focus();
      await expect(tool.inputs.getByText('Selected: Table')).toBeVisible();
      await button(tool, 'Duplicate').click();
      await expect(rows(tool)).toHaveCount(4);
      await expect(tool.inputs.getByText('Selected: Table 2')).toBeVisible();
      // Beside the table (90 × 60 at 220, 70), 20 cm away: right, below, left or above, wherever is free.
      const at = [await tool.control('Table 2 X').inputValue(), await tool.control('Table 2 Y').inputValue()].join(',');
      expect(['320,70', '220,140', '120,70', '220,0']).toContain(at);
      await expect(tool.visual.locator('[data-overlaps]')).toHaveAttribute('data-overlaps', '0');
    });

    await test.step('Remove takes the selected piece out; Delete on a focused handle does too', async () => {
      await button(tool, 'Remove').click();
      await expect(rows(tool)).toHaveCount(3);
      await expect(tool.control('Table 2 X')).toHaveCount(0);
      await expect(button(tool, 'Remove')).toBeDisabled();
      await handle(tool, 'Custom box').focus();
      await page.keyboard.press('Delete');
      await expect(rows(tool)).toHaveCount(2);
      await expect(handle(tool, 'Custom box')).toHaveCount(0);
      await page.keyboard.press('Control+z');
      await expect(rows(tool)).toHaveCount(3);
    });

    await test.step('a click on a piece selects it, and its X and Y fields move it', async () => {
      await tool.visual.locator('canvas').first().scrollIntoViewIfNeeded();
      const origin = await sceneBox(tool);
      // The table's middle (265, 100).
      await drag(page, origin, [[265, 100]], 1);
      await expect(tool.inputs.getByText('Selected: Table')).toBeVisible();
      await tool.control('Table X').fill('300');
      await tool.control('Table X').blur();
      await expect(handle(tool, 'Table')).toHaveAccessibleName('Table, 6.00 m from the left wall, 1.40 m from the top wall');
    });
  });

  test('a piece larger than the room is outlined and stated in the picture, its caption and the prompt, in the room’s unit, until it fits', async ({ page }) => {
    const tool = await open(page);
    const statement = 'Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room.';
    await expect(tool.visual).not.toContainText('does not fit');
    await tool.control('Room width').fill('2');
    await tool.control('Room width').press('Tab');
    await tool.control('Room depth').fill('3');
    await tool.control('Room depth').press('Tab');
    await expect(tool.visual.getByText(statement, { exact: true })).toBeVisible();
    await expect(tool.visual.locator('figcaption')).toContainText(statement);
    await expect(tool.visual.getByRole('img', { name: /; 1 piece larger than the room/ })).toHaveCount(1);
    await expect(tool.visual.getByText('Overlapping, or larger than the room', { exact: true })).toBeVisible();
    expect(await tool.promptText()).toContain(statement);
    await tool.control('Units').selectOption('ft');
    await expect(tool.visual.getByText('Sofa (9.19 × 3.15 ft) does not fit the 6.56 × 9.84 ft room.', { exact: true })).toBeVisible();
    // Turned, 0.96 × 2.80 m, it fits the 3 m depth: nothing is stated any more.
    await button(tool, 'Select Sofa').click();
    await button(tool, 'Rotate').click();
    await expect(handle(tool, 'Sofa')).toHaveAccessibleName(/turned 90°/);
    await expect(tool.visual).not.toContainText('does not fit');
    await expect(tool.visual.getByText('Overlapping pieces', { exact: true })).toBeVisible();
    expect(await tool.promptText()).not.toContain('does not fit');
  });

  test('an empty room: no passage, said as such in the results, the caption, the picture and the prompt', async ({ page }) => {
    const tool = await open(page);
    for (const name of ['Sofa', 'Table']) {
      await handle(tool, name).focus();
      await page.keyboard.press('Delete');
    }
    await expect(rows(tool)).toHaveCount(0);
    await expect(tool.output('Narrowest passage')).toHaveText('none (no furniture)');
    await expect(tool.visual.locator('figcaption')).toContainText('No passage: the room is empty.');
    await expect(tool.visual.getByRole('img', { name: /no passage, the room being empty/ })).toHaveCount(1);
    const prompt = await tool.promptText();
    expect(prompt).toContain('Furniture: none yet.');
    expect(prompt).not.toContain('No passage is open');
    expect(prompt).not.toContain('0.00 m');
  });

  test('a chair at its table is closed, not a narrow passage: it is not flagged, and the narrowest passage is a real one', async ({ page }) => {
    // A dining table with a chair 5 cm from its long side, and one 0.50 m from the sideboard behind it.
    const query = 'plan=1*500-400*dining6-160-150-0_chair-170-95-0_sideboard-160-0-0*';
    const result = engine.compute(inputsFromQuery(engine, query));
    const tool = new (await import('../support/tool')).ToolPage(page, 'flow-pattern', 'Circulation Prompt');
    await tool.goto(`/tools/flow-pattern?${query}`);
    await expect(rows(tool)).toHaveCount(3);
    const table = tool.visual.getByRole('table', { name: /^Passages/ });
    await expect(table.getByRole('row').filter({ hasText: 'Dining table – Dining chair' })).toHaveText(/0\.05 m\s*closed/);
    await expect(table.getByRole('row').filter({ hasText: 'Dining chair – Sideboard' })).toHaveText(/0\.50 m\s*too narrow/);
    await expect(tool.output('Narrowest passage')).toHaveText('0.50 m');
    expect(engine.narrowestText(result)).toBe('0.50 m');
    // The plan flags the one too narrow passage, and the caption names it alone.
    await expect(tool.visual.locator('[data-narrow-passages]')).toHaveAttribute('data-narrow-passages', '1');
    await expect(tool.visual.locator('figcaption')).toContainText('Narrowest passage 0.50 m; under 0.915 m: Dining chair – Sideboard.');
    expect(await tool.promptText()).toContain('- Dining table – Dining chair: 0.05 m, closed');

    // A king bed in a 2 × 2 m room: 0.10 m either side, against the top and bottom walls: nothing is open.
    await tool.goto('/tools/flow-pattern?plan=1*200-200*bedk-10-0-0*');
    await expect(tool.output('Narrowest passage')).toHaveText('none open');
    await expect(tool.visual.locator('figcaption')).toContainText(engine.NO_OPEN_PASSAGE);
    await expect(tool.visual.locator('figcaption')).not.toContainText('every open passage');
    expect(await tool.promptText()).toContain(engine.NO_OPEN_PASSAGE);
  });

  test('a smaller room redraws narrower and keeps the pieces inside it', async ({ page }) => {
    const tool = await open(page);
    const before = await sceneBox(tool);
    expect(before.width / before.height).toBeCloseTo(560 / 360, 1);
    await tool.control('Room width').fill('6');
    await tool.control('Room width').blur();
    await expect(tool.control('Room width')).toHaveValue(/^6(\.00?)?$/);
    // 6 × 7.2 m: taller than wide, fitted to the same box.
    await expect.poll(async () => {
      const box = await sceneBox(tool);
      return Math.round((box.width / box.height) * 100) / 100;
    }).toBe(Math.round((6 / 7.2) * 100) / 100);
    // The table (90 px wide) moved back inside the 300 px room: x = 210; the sofa stays.
    await expect(tool.control('Table X')).toHaveValue('210');
    await expect(tool.control('Sofa X')).toHaveValue('60');
    expect(await tool.promptText()).toContain('The room is 6.00 m wide and 7.20 m deep');
    await expect(tool.visual.getByRole('img', { name: /^Plan of a 6 by 7\.2 metre room at .* with 2 pieces of furniture/ })).toHaveCount(1);
    await page.keyboard.press('Control+z');
    await expect(tool.control('Table X')).toHaveValue('220');

    await test.step('a side typed takes effect when the field is left or Enter is pressed: the sizes on the way move nothing', async () => {
      const width = tool.control('Room width');
      await width.fill('');
      // Key by key, '10' passes through 1 m, which would have pushed the table into a 2 m room for good (x = 10).
      await width.pressSequentially('10');
      await expect(width).toHaveValue('10');
      await expect(tool.control('Table X')).toHaveValue('220');
      expect(await tool.promptText()).toContain('The room is 11.20 m wide');
      await width.press('Enter');
      await expect(width).toHaveValue('10.00');
      await expect(tool.control('Table X')).toHaveValue('220');
      await expect.poll(() => tool.promptText()).toContain('The room is 10.00 m wide and 7.20 m deep');
      // The arrow keys step at once.
      await tool.control('Room depth').press('ArrowUp');
      await expect(tool.control('Room depth')).toHaveValue('7.30');
      await expect.poll(() => tool.promptText()).toContain('10.00 m wide and 7.30 m deep');
    });
  });

  test('a 40-piece plan travels in its link and comes back whole', async ({ page }) => {
    let inputs: Inputs = defaults;
    const kinds = ['chair', 'armchair', 'bed1', 'coffee', 'night', 'shelf', 'office', 'fridge'];
    for (let k = 2; k < 40; k += 1) inputs = addItem(inputs, kinds[k % kinds.length]!);
    const query = inputsToQuery(engine, inputs);
    expect(query.length).toBeLessThan(2000);
    const tool = new (await import('../support/tool')).ToolPage(page, 'flow-pattern', 'Circulation Prompt');
    await tool.goto(`/tools/flow-pattern?${query}`);
    await expect(rows(tool)).toHaveCount(40);
    await expect(button(tool, 'Add item')).toBeDisabled();
    await expect(tool.inputs.getByText('40 of 40 pieces: the most a plan holds. Remove one to add another.')).toBeVisible();
    await expect(tool.control('Dining chair 4 X')).toHaveValue(String(Math.round(inputs.items.filter((item) => item.kind === 'chair')[3]!.x)));
    // The links to the other views carry the same plan.
    const walk = tool.inputs.getByRole('link', { name: 'Walk through this plan' });
    await expect(walk).toHaveAttribute('href', `/tools/vr-walkthrough?${new URLSearchParams({ plan: new URLSearchParams(query).get('plan')! }).toString()}`);
    await expect(tool.inputs.getByRole('link', { name: 'Zone this plan' })).toHaveAttribute('href', /^\/tools\/zoning-mapper\?plan=1\*1120-720\*sofa-120-240-0_/);

    await test.step('the passages of a full plan: the narrow ones in the table, the wide ones counted and behind a disclosure', async () => {
      const { listed, wide } = engine.splitPassages(engine.compute(inputs).passages);
      const tooNarrow = listed.filter((p) => engine.passageVerdict(p) === 'too narrow').length;
      expect(wide.length).toBeGreaterThan(0);
      expect(tooNarrow).toBeGreaterThan(6);
      const table = tool.visual.getByRole('table', { name: `Passages narrower than 0.915 m (accessible route, ADA)` });
      // A header row, then a row per narrow passage, each too narrow or closed.
      await expect(table.getByRole('row')).toHaveCount(listed.length + 1);
      await expect(table.getByRole('row').filter({ hasText: 'wide enough' })).toHaveCount(0);
      const more = tool.visual.getByText(`${wide.length} passages wide enough`);
      const wideTable = tool.visual.getByRole('table', { name: 'Passages at least 0.915 m wide' });
      await expect(wideTable).toBeHidden();
      await more.click();
      await expect(wideTable.getByRole('row')).toHaveCount(wide.length + 1);
      await expect(wideTable.getByRole('row').filter({ hasText: /too narrow|closed/ })).toHaveCount(0);
      await more.click();
      await expect(wideTable).toBeHidden();
      // The prompt counts the wide ones; the caption counts the narrow ones rather than naming sixty.
      await expect(tool.prompt).toContainText(`- ${wide.length} other passages are wide enough (`);
      await expect(tool.prompt).not.toContainText(', wide enough\n');
      await expect(tool.visual.locator('figcaption')).toContainText(`${tooNarrow} passages under 0.915 m, each in the passage table.`);
    });

    await test.step('a key on a piece draws the plan once in its frame; the pointer map waits for the settle', async () => {
      await tool.visual.locator('canvas').first().scrollIntoViewIfNeeded();
      await handle(tool, 'Armchair').focus();
      await expect(handle(tool, 'Armchair')).toHaveAttribute('aria-pressed', 'true');
      // The focus's own settle (the selection, in the inputs 400 ms later with no key released)
      // lands and is drawn before the count starts: else it could fall in the key's frames.
      await expect(tool.inputs.getByText('Selected: Armchair', { exact: true })).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // Konva's layers, counted: the plan's (the layer with a piece per child and more) and no other.
      await page.evaluate(() => {
        const konva = (window as unknown as { Konva: { Layer: { prototype: Record<string, (...args: unknown[]) => unknown> } } }).Konva;
        const counts = { scene: 0, hit: 0 };
        (window as unknown as { __planDraws: typeof counts }).__planDraws = counts;
        for (const [method, key] of [['drawScene', 'scene'], ['drawHit', 'hit']] as const) {
          const original = konva.Layer.prototype[method]!;
          konva.Layer.prototype[method] = function (this: { children: unknown[] }, ...args: unknown[]) {
            if (this.children.length >= 40) counts[key] += 1;
            return original.apply(this, args);
          };
        }
      });
      // And the plan is quiet before the count: the focus's settle renders the rest of the page (the
      // prompt, the passage table) in renders of their own, later on a loaded machine, and one that
      // touches the plan draws it whole (seen once in a full run: a second scene and a hit draw).
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const counts = (window as unknown as { __planDraws: { scene: number; hit: number } }).__planDraws;
              counts.scene = 0;
              counts.hit = 0;
              for (let frame = 0; frame < 6; frame += 1) await new Promise((done) => requestAnimationFrame(done));
              return counts.scene + counts.hit;
            }),
          { message: 'draws of the plan in six frames with nothing happening' },
        )
        .toBe(0);
      await page.evaluate(() => {
        const counts = (window as unknown as { __planDraws: { scene: number; hit: number } }).__planDraws;
        counts.scene = 0;
        counts.hit = 0;
      });
      await page.keyboard.down('ArrowRight');
      // Three frames after the key (the settle waits for its release).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
      expect(await page.evaluate(() => (window as unknown as { __planDraws: { scene: number; hit: number } }).__planDraws)).toEqual({ scene: 1, hit: 0 });
      await page.keyboard.up('ArrowRight');
      await expect.poll(() => page.evaluate(() => (window as unknown as { __planDraws: { hit: number } }).__planDraws.hit)).toBeGreaterThan(0);
    });

    await test.step('keys pressed in a burst on two pieces, each shown at once and settled after: every one lands', async () => {
      await tool.visual.locator('canvas').first().scrollIntoViewIfNeeded();
      await handle(tool, 'Sofa').focus();
      await expect(handle(tool, 'Sofa')).toHaveAttribute('aria-pressed', 'true');
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'r']) await page.keyboard.press(key);
      await handle(tool, 'Table').focus();
      await expect(handle(tool, 'Table')).toHaveAttribute('aria-pressed', 'true');
      await expect(handle(tool, 'Sofa')).toHaveAttribute('aria-pressed', 'false');
      for (const key of ['ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
      // The sofa 3 px right of (60, 120), then a quarter turn about its centre (133, 144): 48 × 140 at (109, 74).
      await expect(tool.control('Sofa X')).toHaveValue('109');
      await expect(tool.control('Sofa Y')).toHaveValue('74');
      await expect(handle(tool, 'Sofa')).toHaveAccessibleName('Sofa, 2.18 m from the left wall, 1.48 m from the top wall, turned 90°');
      await expect(tool.control('Table X')).toHaveValue('220');
      await expect(tool.control('Table Y')).toHaveValue('72');
      await expect(handle(tool, 'Table')).toHaveAccessibleName('Table, 4.40 m from the left wall, 1.44 m from the top wall');
      // The handle stands over the piece where it landed (a 48 × 140 box at the stage's scale).
      const sofa = (await handle(tool, 'Sofa').boundingBox())!;
      expect(sofa.height / sofa.width).toBeCloseTo(140 / 48, 1);
      await expect(tool.prompt).toContainText('4.40 m from the left wall and 1.44 m from the top wall');
    });
  });

  test('old links with sofaX … still place the sofa and the table', async ({ page }) => {
    const tool = new (await import('../support/tool')).ToolPage(page, 'flow-pattern', 'Circulation Prompt');
    await tool.goto('/tools/flow-pattern?sofaX=100&sofaY=999&tableX=10&tableY=20');
    await expect(tool.control('Sofa X')).toHaveValue('100');
    await expect(tool.control('Sofa Y')).toHaveValue('312');
    await expect(tool.control('Table X')).toHaveValue('10');
    await expect(tool.control('Table Y')).toHaveValue('20');
  });

  test('bad input in the room, the pieces and the link never breaks the plan', async ({ page }) => {
    const tool = new (await import('../support/tool')).ToolPage(page, 'flow-pattern', 'Circulation Prompt');
    // A hostile plan= (markup, a huge number) is ignored as a whole: the defaults.
    await tool.goto(`/tools/flow-pattern?plan=${encodeURIComponent('1*99999999-720*<b>x</b>-1-1-0**')}&roomWidth=1e400`);
    await expect(rows(tool)).toHaveCount(2);
    await expect(tool.control('Room width')).toHaveValue(/^11\.2/);
    for (const raw of ['', '-5', '1e400', '99999999999', '0', 'abc<b>']) {
      await tool.control('Room width').fill(raw);
      await tool.expectNoBadNumbers();
      await tool.control('Room width').blur();
      const width = Number(await tool.control('Room width').inputValue());
      expect(width, `Room width after '${raw}'`).toBeGreaterThanOrEqual(2);
      expect(width, `Room width after '${raw}'`).toBeLessThanOrEqual(30);
      const x = Number(await tool.control('Table X').inputValue());
      expect(x + 90, `the table inside a ${width} m room`).toBeLessThanOrEqual(width * 50 + 1e-6);
    }
    for (const raw of ['', '-5', '1e400', 'abc']) {
      await tool.control('Sofa X').fill(raw);
      await tool.control('Sofa X').blur();
      expect(Number.isFinite(Number(await tool.control('Sofa X').inputValue()))).toBe(true);
    }
    await tool.control('Item').selectOption('box');
    for (const raw of ['-5', '1e400', 'abc<b>']) await tool.control('Box width').fill(raw);
    await tool.control('Box width').blur();
    await button(tool, 'Add item').click();
    await expect(rows(tool)).toHaveCount(3);
    await tool.expectNoBadNumbers();
    expect(await tool.promptText()).not.toMatch(/NaN|Infinity|undefined/);
  });
});
