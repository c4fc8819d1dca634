import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { makeItem } from '../../../engine/plan/geometry';
import { planToLink } from '../../../engine/plan/link';
import type { Plan, PlanItem } from '../../../engine/plan/types';
import { expect, test } from '../support/fixtures';
import { openSceneTool } from '../support/scene2d';
import { ToolPage } from '../support/tool';

/** Doors and windows, the plan file and the DXF in flow-pattern (issue 24). */
const open = async (page: Page, query = ''): Promise<ToolPage> => {
  if (query === '') return openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
  const tool = new ToolPage(page, 'flow-pattern', 'Circulation Prompt');
  await tool.goto(`/tools/flow-pattern?${query}`);
  await expect(tool.main.locator('[data-scene][data-drawn] canvas').first()).toBeVisible();
  return tool;
};

const button = (tool: ToolPage, name: string) => tool.inputs.getByRole('button', { name, exact: true });
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** An 8 × 5 m room: a sofa and a double bed, a door on the left wall and a window at the top. */
const plan: Plan = {
  room: { w: 8, d: 5 },
  items: [makeItem('sofa', 3, 0.5) as PlanItem, makeItem('bed2', 6, 2.5) as PlanItem],
  openings: [
    { kind: 'door', wall: 'left', at: 2, width: 0.9, hinge: 'start' },
    { kind: 'window', wall: 'top', at: 1, width: 1.2, hinge: 'start' },
  ],
  zones: [],
};

test.describe('flow-pattern: doors and windows, the plan file', () => {
  test('Add door on a wall until it is full, from the keyboard: the button says why and keeps the focus', async ({ page }) => {
    const tool = await open(page);
    const add = button(tool, 'Add door');
    await tool.control('Wall').selectOption('top');
    await add.focus();
    for (let k = 0; k < 20 && !(await add.isDisabled()); k += 1) await page.keyboard.press('Enter');
    await expect(add).toBeDisabled();
    await expect(add).toBeFocused();
    await expect(add).toHaveAccessibleDescription(/top wall/);
    const count = await tool.inputs.getByRole('heading', { name: /^Door \d+$/ }).count();
    expect(count).toBeGreaterThan(3);
    await page.keyboard.press('Enter');
    await expect(tool.inputs.getByRole('heading', { name: /^Door \d+$/ })).toHaveCount(count);
  });

  test('Add door on the left wall, furniture moved into its swing is flagged, Remove and undo, the walkthrough link', async ({ page }) => {
    const tool = await open(page);
    const doors = tool.inputs.getByRole('region', { name: 'Doors and windows' });

    await test.step('Add door on the left wall: in the list, the prompt, the caption, the legend and the results', async () => {
      await expect(doors.getByText('No doors or windows yet. Choose a wall and add one.')).toBeVisible();
      await tool.control('Wall').selectOption('left');
      await button(tool, 'Add door').click();
      await expect(doors.getByRole('heading', { name: 'Door 1' })).toBeVisible();
      await expect(tool.control('Door 1 wall')).toHaveValue('left');
      const prompt = await tool.promptText();
      expect(prompt).toContain('Doors and windows: Door 1 on the left wall, 0.90 m wide, 3.15 m from its top end, hinged at its top end.');
      expect(prompt).toContain('People come in through Door 1 and cross the room towards the right wall');
      expect(prompt).toContain('Every door swings clear of the furniture.');
      await expect(tool.visual.locator('figcaption')).toContainText('Doors and windows: Door 1 on the left wall');
      await expect(tool.visual.getByText('Door and its swing')).toBeVisible();
      await expect(tool.main.getByText('Door swings', { exact: true })).toBeVisible();
    });

    await test.step('the sofa moved into the swing: the warning by the door, the note under the plan, the prompt', async () => {
      await tool.control('Sofa X').fill('0');
      await tool.control('Sofa Y').fill('150');
      await tool.control('Sofa Y').press('Tab');
      await expect(doors.getByText('Furniture in the swing: Sofa', { exact: true })).toBeVisible();
      await expect(tool.visual.getByText('Door 1 swing blocked by Sofa: furniture in the swing.')).toBeVisible();
      await expect(tool.visual.getByText('Door swing blocked (the piece outlined)')).toBeVisible();
      await expect(button(tool, 'Remove Door 1')).toHaveAccessibleDescription(/Furniture in the swing: Sofa/);
      expect(await tool.promptText()).toContain('Door 1 swing blocked by Sofa: the door cannot open fully');
      await expect(tool.visual.locator('figcaption')).toContainText('Door 1 swing blocked by Sofa.');
    });

    await test.step('Remove Door 1: the list and the prompt without it; Ctrl+Z brings it back in one step', async () => {
      await button(tool, 'Remove Door 1').click();
      await expect(doors.getByText('No doors or windows yet. Choose a wall and add one.')).toBeVisible();
      await expect(doors.getByRole('status').first()).toHaveText('Door 1 removed.');
      expect(await tool.promptText()).not.toContain('Door 1');
      expect(await tool.promptText()).toContain('People mainly move from the left wall to the right wall.');
      await blur(page);
      await page.keyboard.press('Control+z');
      await expect(doors.getByRole('heading', { name: 'Door 1' })).toBeVisible();
      await expect(tool.undoStatus()).toContainText('Doors and windows');
      // The notice of the removal, undone, goes: it would say the opposite of the list.
      await expect(doors.getByRole('status').first()).toHaveText('');
    });

    await test.step('the link carries the door to the walkthrough, which flags the same swing', async () => {
      const href = await tool.inputs.getByRole('link', { name: 'Walk through this plan' }).getAttribute('href');
      expect(href).toMatch(/^\/tools\/vr-walkthrough\?plan=/);
      const vr = new ToolPage(page, 'vr-walkthrough', 'VR Walkthrough Prompt');
      await tool.inputs.getByRole('link', { name: 'Walk through this plan' }).click();
      await expect(page).toHaveURL(/\/tools\/vr-walkthrough\?plan=/);
      await expect(vr.visual.locator('figcaption').first()).toContainText('1 door');
      await expect(vr.main.locator('[data-scene] [role="img"]').first()).toHaveAttribute('title', /Door 1 swing blocked by Sofa/);
    });
  });

  test('Zone this plan, in feet: zoning-mapper opens in feet and keeps the furniture and the doors, which come back to flow-pattern (its link, a file) with its zones', async ({ page }) => {
    const tool = await open(page, `plan=${planToLink(plan)}`);
    await tool.control('Units').selectOption('ft');
    const zone = tool.inputs.getByRole('link', { name: 'Zone this plan' });
    await expect(zone).toHaveAttribute('href', /^\/tools\/zoning-mapper\?units=ft&plan=/);
    await zone.click();
    const zoning = new ToolPage(page, 'zoning-mapper', 'Zoning Prompt');
    await expect(page).toHaveURL(/\/tools\/zoning-mapper\?units=ft&plan=/);
    await expect(zoning.control('Units')).toHaveValue('ft');
    await expect(zoning.control('Room width')).toHaveValue('26.25');
    await expect(zoning.main.locator('[data-scene][data-drawn]')).toBeVisible();
    // It saves the whole plan: its zones, and the furniture and the doors and windows it does not show (it dropped them).
    const zoned = JSON.parse((await zoning.downloadPlan()).text);
    expect(zoned).toMatchObject({ displayUnits: 'ft', room: { width: 8, depth: 5 }, items: [{ kind: 'sofa', x: 3, y: 0.5 }, { kind: 'bed2', x: 6, y: 2.5 }] });
    expect(zoned.openings).toHaveLength(2);
    expect(zoned.zones).toHaveLength(4);
    // Its links to the other two carry the whole plan, in feet.
    const files = zoning.main.getByRole('group', { name: 'Plan file' });
    await expect(files.getByRole('link', { name: 'Walk through this plan' })).toHaveAttribute('href', /^\/tools\/vr-walkthrough\?units=ft&plan=1\*800-500\*sofa-300-50-0_bed2-600-250-0\*dl-/);
    await files.getByRole('link', { name: 'Furnish this plan' }).click();
    await expect(page).toHaveURL(/\/tools\/flow-pattern\?units=ft&plan=/);
    await expect(tool.control('Units')).toHaveValue('ft');
    await expect(tool.control('Double bed X')).toHaveValue('300');

    // Back in flow-pattern from a fresh page, the file brings the furniture back, and its plan keeps the zones.
    const again = await open(page);
    const againFiles = again.main.getByRole('group', { name: 'Plan file' });
    await againFiles.getByLabel('Open plan').setInputFiles({ name: 'zoned.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(zoned)) });
    await expect(againFiles.getByRole('status')).toContainText('Opened zoned.json: 2 pieces, 1 door, 1 window, 4 zones');
    await expect(again.control('Double bed X')).toHaveValue('300');
    expect(JSON.parse((await again.downloadPlan()).text).zones).toEqual(zoned.zones);
  });

  test('a link whose plan cannot be read opens the sample plan and says so, the rest of the link applied', async ({ page }) => {
    const tool = await open(page, `roomWidth=12&plan=${encodeURIComponent('1*1000-600*bed2-<b>-1-0**')}`);
    const status = tool.main.getByRole('group', { name: 'Plan file' }).getByRole('status');
    await expect(status).toHaveText('This link’s plan could not be read.');
    await expect(tool.control('Room width')).toHaveValue('12.00');
    await expect(tool.control('Sofa X')).toHaveValue('60');
    await expect(tool.control('Table X')).toHaveValue('220');
    // The next save or open says what it did instead.
    await tool.downloadPlan();
    await expect(status).toHaveText('Saved flow-pattern-plan.json.');
  });

  test('Download plan, Open plan (after a room change, undone by Ctrl+Z), a hostile file refused, Download DXF', async ({ page }) => {
    const tool = await open(page, `plan=${planToLink(plan)}`);
    const files = tool.main.getByRole('group', { name: 'Plan file' });
    const status = files.getByRole('status');
    let saved = '';
    await expect(tool.control('Room width')).toHaveValue('8.00');
    // A plan the link carries whole is read without a word.
    await expect(status).toHaveText('');

    await test.step('Download plan: the room, the furniture and the doors and windows in metres', async () => {
      const download = await tool.downloadPlan();
      expect(download.name).toBe('flow-pattern-plan.json');
      saved = download.text;
      expect(JSON.parse(saved)).toMatchObject({
        format: 'promptarc-plan',
        version: 1,
        tool: 'flow-pattern',
        room: { width: 8, depth: 5 },
        items: [{ kind: 'sofa', x: 3, y: 0.5 }, { kind: 'bed2', x: 6, y: 2.5 }],
        openings: [
          { kind: 'door', wall: 'left', at: 2, width: 0.9 },
          { kind: 'window', wall: 'top', at: 1, width: 1.2 },
        ],
      });
      await expect(status).toHaveText('Saved flow-pattern-plan.json.');
    });

    await test.step('Open plan after a room change: room, furniture and doors back; Ctrl+Z undoes the open', async () => {
      await tool.control('Room width').fill('5');
      await tool.control('Room width').press('Tab');
      await expect(tool.control('Room width')).toHaveValue('5.00');
      await button(tool, 'Remove Door 1').click();
      await expect(tool.inputs.getByRole('heading', { name: 'Door 1' })).toHaveCount(0);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), files.getByText('Open plan', { exact: true }).click()]);
      await chooser.setFiles({ name: 'lounge.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
      await expect(status).toContainText('Opened lounge.json');
      await expect(tool.control('Room width')).toHaveValue('8.00');
      await expect(tool.control('Double bed X')).toHaveValue('300');
      await expect(tool.inputs.getByRole('heading', { name: 'Door 1' })).toBeVisible();
      await expect(tool.control('Door 1 wall')).toHaveValue('left');
      expect(await tool.promptText()).toContain('Door 1 on the left wall, 0.90 m wide, 2.00 m from its top end');
      await blur(page);
      await page.keyboard.press('Control+z');
      await expect(tool.control('Room width')).toHaveValue('5.00');
      await expect(tool.inputs.getByRole('heading', { name: 'Door 1' })).toHaveCount(0);
      await page.keyboard.press('Control+Shift+z');
      await expect(tool.control('Room width')).toHaveValue('8.00');
      // The prompt follows a moment later (it renders once the page is idle): the next step reads it.
      await expect(tool.prompt).toContainText('The room is 8.00 m wide');
      await expect(tool.prompt).toContainText('Door 1 on the left wall');
    });

    await test.step('a hostile file is refused with a message and changes nothing', async () => {
      const before = await tool.promptText();
      const hostile = saved.replace('"format"', '"__proto__": { "polluted": true }, "format"');
      await files.getByLabel('Open plan').setInputFiles({ name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(hostile) });
      await expect(status).toHaveText('Could not open hostile.json: This file contains the key "__proto__", which a plan file never has.');
      await expect(tool.control('Room width')).toHaveValue('8.00');
      expect(await tool.promptText()).toBe(before);
      expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
    });

    await test.step('Download DXF: metres ($INSUNITS 6), the furniture and the passages on their layers', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Download DXF' }).click()]);
      expect(download.suggestedFilename()).toBe('flow-pattern-plan.dxf');
      const dxf = await readFile(await download.path(), 'utf8');
      expect(dxf).toMatch(/^\s*0\r?\nSECTION\r?\n/);
      expect(dxf).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*6\b/);
      for (const layer of ['WALLS', 'OPENINGS', 'FURNITURE', 'PASSAGES']) expect(dxf).toContain(layer);
      await expect(status).toHaveText('Saved flow-pattern-plan.dxf.');
    });

    await test.step('a plan saved in feet opens in feet: its lengths in metres, the units it was shown in beside them', async () => {
      await tool.control('Units').selectOption('ft');
      await expect(tool.control('Room width')).toHaveValue('26.25');
      await expect(tool.visual.locator('figcaption')).toContainText('Plan of an 8.00 m by 5.00 m room (26.25 × 16.4 ft) at 1 px = 2 cm');
      const inFeet = (await tool.downloadPlan()).text;
      expect(JSON.parse(inFeet)).toMatchObject({ units: 'm', displayUnits: 'ft', room: { width: 8, depth: 5 } });
      await tool.control('Units').selectOption('m');
      await expect(tool.control('Room width')).toHaveValue('8.00');
      await files.getByLabel('Open plan').setInputFiles({ name: 'feet.json', mimeType: 'application/json', buffer: Buffer.from(inFeet) });
      await expect(status).toContainText('Opened feet.json');
      await expect(tool.control('Units')).toHaveValue('ft');
      await expect(tool.control('Room width')).toHaveValue('26.25');
      await expect(tool.control('Room depth')).toHaveValue('16.40');
      // The file saved in metres (the first step's) opens in metres again.
      await files.getByLabel('Open plan').setInputFiles({ name: 'lounge.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
      await expect(tool.control('Units')).toHaveValue('m');
      await expect(tool.control('Room width')).toHaveValue('8.00');
    });

    await test.step('in feet, the catalogue and a custom box are sized in feet (6 typed there made a 4 m box, its largest)', async () => {
      await tool.control('Units').selectOption('ft');
      await tool.control('Item').selectOption('box');
      await expect(tool.control('Item').locator('option[value="chair"]')).toHaveText(/^Dining chair \(1\.48 × 1\.64 ft\)$/);
      await expect(tool.control('Box width')).toHaveAccessibleName('Box width (ft)');
      await expect(tool.control('Box width')).toHaveValue('3.28');
      await tool.control('Box width').fill('6');
      await tool.control('Box depth').fill('2');
      await button(tool, 'Add item').click();
      await expect(tool.inputs.getByText('Selected: Custom box')).toBeVisible();
      expect(await tool.promptText()).toContain('a custom box (1.83 m × 0.61 m)');
    });
  });
});
