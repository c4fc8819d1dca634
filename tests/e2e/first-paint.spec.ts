import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, freezeClockAt, SALE_WEEK_WEDNESDAY, test, waitForHydration } from './support/fixtures';
import { isHydrated, openBeforeHydration } from './support/early';
import { ToolPage } from './support/tool';

// What a visitor does between the first paint and hydration is kept (src/app/early): every test
// acts while the app's scripts are held back, then lets them through.

async function acted(page: Page, release: () => Promise<void>): Promise<void> {
  expect(await isHydrated(page), 'the test acted before the app hydrated').toBe(false);
  await release();
  await waitForHydration(page);
}

test.describe('Nothing done before hydration is lost', () => {
  test('a click on an FAQ question opens its answer', async ({ page }) => {
    const release = await openBeforeHydration(page, '/#faq');
    const question = page.locator('#faq').getByRole('button', { name: /^What will I receive/i }).or(page.locator('#faq button[aria-expanded]').first()).first();
    const name = (await question.textContent()) ?? '';
    await question.click();
    await acted(page, release);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq').getByRole('region', { name })).toBeVisible();
  });

  test('text typed into Search tools is kept and filters the grid', async ({ page }) => {
    const release = await openBeforeHydration(page, '/docs');
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.pressSequentially('light');
    await acted(page, release);
    await expect(search).toHaveValue('light');
    await expect(page.getByText('3 of 20 tools match')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open tool\s*: Lighting Physics/i })).toBeVisible();
  });

  test('ArrowRight five times on Beam length moves it to 6.5 and the results follow', async ({ page }) => {
    const release = await openBeforeHydration(page, '/tools/structural-load');
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    const beam = tool.slider('Beam length');
    await beam.focus();
    for (let i = 0; i < 5; i++) await beam.press('ArrowRight');
    await acted(page, release);
    await expect(beam).toHaveValue('6.5');
    await expect(tool.output('Left reaction')).toHaveText(/^4\.31/);
    await expect(tool.prompt).toContainText('6.5');
  });

  test("on a link's page, Beam length moved before hydration keeps the link's other inputs (Load 12 from the link, not the default 8)", async ({ page }) => {
    // The prerendered page shows the defaults (6 m, 8 kN); the link's inputs come once the code runs.
    const release = await openBeforeHydration(page, '/tools/structural-load?lengthM=8&loadKN=12');
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    const beam = tool.slider('Beam length');
    await expect(beam).toHaveValue('6');
    await beam.focus();
    for (let i = 0; i < 5; i++) await beam.press('ArrowRight');
    await acted(page, release);
    await expect(beam).toHaveValue('6.5');
    await expect(tool.slider('Load')).toHaveValue('12');
    await expect(tool.prompt).toContainText('6.5');
    await expect(tool.prompt).toContainText('12');
  });

  test('on a tool page, once its code is in, the events React would hydrate at once for reach none of the page\'s listeners until the app adopts the fields; the browser still moves the slider', async ({ page }) => {
    // React listens from the moment hydration starts, and a key, a tap or a touch it heard then
    // would make it hydrate the rest of the page inside that event (src/app/holdEvents.ts).
    const release = await openBeforeHydration(page, '/tools/structural-load');
    // The tool's own chunk held back: the page's code is in, and hydration waits for that chunk.
    let openTool!: () => void;
    const toolArrives = new Promise<void>((resolve) => (openTool = resolve));
    await page.route(/\/assets\/structural-load-[\w-]+\.js$/, async (route) => {
      await toolArrives;
      await route.fallback().catch(() => {});
    });
    await release();
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    const beam = tool.slider('Beam length');
    // Until the code that keeps them from React runs, a tap on the heading reaches the document (a
    // few seconds at most: should it never stop it, the checks below say which events got through).
    await page.getByRole('heading', { level: 1 }).evaluate((heading) =>
      new Promise<void>((resolve) => {
        const until = performance.now() + 5000;
        const probe = () => {
          let heard = false;
          const listener = () => (heard = true);
          document.addEventListener('pointerdown', listener, true);
          heading.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
          document.removeEventListener('pointerdown', listener, true);
          if (heard && performance.now() < until) setTimeout(probe, 20);
          else resolve();
        };
        probe();
      }),
    );
    const types = ['keydown', 'keyup', 'input', 'change', 'focusin', 'pointerdown', 'pointerup', 'mousedown', 'touchstart', 'click'];
    await page.evaluate((types) => {
      const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
      for (const type of types) document.addEventListener(type, (event) => heard.push(`${type} on ${(event.target as Element).tagName.toLowerCase()}`), true);
    }, types);
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    await beam.focus();
    await beam.press('ArrowRight');
    expect(await beam.inputValue()).toBe('6.1');
    // A tap on the picture and on the heading, and a touch on the text, are not the app's to answer yet either.
    await tool.visual.first().click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('heading', { level: 1 }).dispatchEvent('touchstart');
    expect(await heard()).toEqual([]);
    // A click on a link goes on: to React, which navigates, once hydrated (here the test stops it).
    const nextTool = page.getByRole('navigation', { name: 'Tools nearby' }).getByRole('link').first();
    const linkClickHeard = await nextTool.evaluate((link) => {
      let heard = false;
      const listener = (event: Event) => {
        heard = true;
        event.preventDefault();
      };
      document.addEventListener('click', listener, true);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      document.removeEventListener('click', listener, true);
      return heard;
    });
    expect(linkClickHeard, 'a click on a link reaches the page').toBe(true);
    expect(await isHydrated(page), 'the test acted before the app hydrated').toBe(false);
    openTool();
    await waitForHydration(page);
    await expect(tool.output('Left reaction')).toHaveText(/^4\.07/);
    await expect(beam).toHaveValue('6.1');
    // Adopted, the page's events are the page's again.
    await beam.press('ArrowRight');
    await expect(beam).toHaveValue('6.2');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await heard()).toEqual(expect.arrayContaining(['keydown on input', 'input on input', 'pointerdown on h1', 'click on h1']));
  });

  test('a plan file opened before hydration opens once the code runs, and the page stays whole', async ({ page, context }) => {
    // Setting a file field's value back and forth (as the other fields are adopted) throws: the page went blank.
    const saved = await (async () => {
      const first = await context.newPage();
      await first.goto('/tools/zoning-mapper');
      await waitForHydration(first);
      const [download] = await Promise.all([first.waitForEvent('download'), first.getByRole('button', { name: 'Download plan' }).click()]);
      const text = await readFile(await download.path(), 'utf8');
      await first.close();
      return text;
    })();
    const plan = JSON.stringify({ ...JSON.parse(saved), room: { width: 12, depth: 8 } });
    const release = await openBeforeHydration(page, '/tools/zoning-mapper');
    const tool = new ToolPage(page, 'zoning-mapper', 'Zoning Prompt');
    const files = tool.main.getByRole('group', { name: 'Plan file' });
    await files.getByLabel('Open plan').setInputFiles({ name: 'room.json', mimeType: 'application/json', buffer: Buffer.from(plan) });
    await acted(page, release);
    await expect(files.getByRole('status')).toContainText('Opened room.json');
    await expect(tool.control('Room width')).toHaveValue('12.00');
    await expect(tool.control('Room depth')).toHaveValue('8.00');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoning Mapper');
  });

  test('a contact message sent before hydration shows Message sent and puts nothing in the address', async ({ page }) => {
    const release = await openBeforeHydration(page, '/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Private words');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(page.url()).not.toContain('?');
    await acted(page, release);
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText("We'll get back to you as soon as possible.");
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('Ada');
  });

  test('a number typed before hydration shows, once the code runs, as if typed afterwards and committed: clamped, rounded', async ({ page }) => {
    const release = await openBeforeHydration(page, '/tools/zoning-mapper');
    const tool = new ToolPage(page, 'zoning-mapper', 'Zoning Prompt');
    const [livingX, livingY] = [tool.control('Living X'), tool.control('Living Y')];
    await livingY.fill('12,6');
    // Still in the field when the code arrives.
    await livingX.fill('9999');
    await acted(page, release);
    // The Living zone (160 × 120 px) lies wholly inside the 560 px plan: its corner goes no further than 560 − 160.
    await expect(livingX).toHaveValue('400');
    await expect(livingY).toHaveValue('13');
    expect(await tool.promptText()).toContain('- Living: at 10.0 m across');
    // The same typed now and committed shows the same way (Dining, 120 px wide: 560 − 120).
    const diningX = tool.control('Dining X');
    await diningX.fill('9999');
    await diningX.press('Enter');
    await expect(diningX).toHaveValue('440');
  });

  test('a room side typed before hydration takes effect once the code runs, as typed and committed (it takes effect on leaving the field)', async ({ page }) => {
    const release = await openBeforeHydration(page, '/tools/flow-pattern');
    const tool = new ToolPage(page, 'flow-pattern', 'Circulation Prompt');
    await tool.control('Room width').fill('40');
    await acted(page, release);
    // Within 2–30 m, two decimals; the furniture stays where it was.
    await expect(tool.control('Room width')).toHaveValue('30.00');
    await expect.poll(() => tool.promptText()).toContain('The room is 30.00 m wide');
    await expect(tool.control('Table X')).toHaveValue('220');
  });

  /**
   * Records, on the page's clock (faked: performance.now() is the test's), the moment the send
   * button first reads 'Sending…' and the moment 'Message sent' first shows. Read with sendLog.
   */
  async function recordSend(page: Page): Promise<void> {
    await page.evaluate(() => {
      const log: Record<string, number> = {};
      (window as unknown as { __sendLog: Record<string, number> }).__sendLog = log;
      const note = () => {
        const now = performance.now();
        if (log.sending === undefined && [...document.querySelectorAll('button')].some((b) => b.textContent === 'Sending…')) log.sending = now;
        if (log.sent === undefined && [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes('Message sent'))) log.sent = now;
      };
      note();
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }

  function sendLog(page: Page): Promise<{ sending?: number; sent?: number; now: number }> {
    return page.evaluate(() => ({ ...(window as unknown as { __sendLog: Record<string, number> }).__sendLog, now: performance.now() }));
  }

  for (const [arrives, answered] of [
    [400, 'the rest of the second after the code arrives'],
    [1500, 'at once when the code arrives later'],
  ] as const) {
    test(`a contact message sent before hydration is answered a second after Send: ${answered} (${arrives} ms)`, async ({ page }) => {
      // The page's clock stands still but when the test moves it.
      await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
      const release = await openBeforeHydration(page, '/contact');
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Message').fill('Early words');
      await page.getByRole('button', { name: 'Send message' }).click();
      // The page's clock is still: this is the moment of Send.
      const sentAt = await page.evaluate(() => performance.now());
      await page.clock.runFor(arrives);
      await acted(page, release);
      // The replay runs in timers of its own: the clock moves a millisecond at a time until it has
      // (a timer set while the test's clock runs one is due a millisecond later, not now), never
      // as far as the second after Send.
      await recordSend(page);
      const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
      if (arrives < 1000) {
        await expect.poll(async () => {
          const log = await sendLog(page);
          if (log.sending === undefined && log.now < sentAt + 999) await page.clock.runFor(1);
          return log.sending !== undefined;
        }, 'the early Send is replayed').toBe(true);
        const { now } = await sendLog(page);
        await page.clock.runFor(sentAt + 999 - now);
        await expect(sent).toHaveCount(0);
        await page.clock.runFor(1);
        await expect(sent).toContainText("We'll get back to you as soon as possible.");
        expect((await sendLog(page)).sent).toBe(sentAt + 1000);
      } else {
        await expect.poll(async () => {
          const log = await sendLog(page);
          if (log.sent === undefined) await page.clock.runFor(1);
          return log.sent !== undefined;
        }, 'the early Send is replayed and answered').toBe(true);
        const log = await sendLog(page);
        // Sending… first, then the answer in the next task (a millisecond or two on the test's clock), not a second later.
        expect(log.sending, 'the button read Sending… before the answer').toBeDefined();
        expect(log.sent! - log.sending!).toBeLessThanOrEqual(2);
        expect(log.sending).toBeGreaterThanOrEqual(sentAt + arrives);
        await expect(sent).toContainText("We'll get back to you as soon as possible.");
      }
      await expect(page.getByLabel('Name')).toHaveValue('');
    });
  }

  test('a notify sign-up before hydration shows Subscribed', async ({ page }) => {
    const release = await openBeforeHydration(page, '/careers');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await acted(page, release);
    await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  // Every tool: the first control moved before hydration keeps its value, and the prompt follows
  // it. Checked on each tool's one visit: tools/every-tool.spec.ts opens the page that way.
});

test.describe('Between hydration and replay', () => {
  /**
   * Holds back the replay code (src/app/early/replay.ts) until the returned release. Called after
   * openBeforeHydration: Playwright asks the handler added last first, and this one then falls back
   * to the general hold.
   */
  async function holdReplay(page: Page): Promise<() => void> {
    let open!: () => void;
    const released = new Promise<void>((resolve) => (open = resolve));
    await page.route(/\/assets\/replay-[\w-]+\.js$/, async (route) => {
      await released;
      await route.fallback().catch(() => {});
    });
    return open;
  }

  test('a value moved before hydration is the app\'s at once: keys pressed right after hydration go on from it', async ({ page }) => {
    const release = await openBeforeHydration(page, '/tools/structural-load');
    // Nothing was clicked early, so no replay code is needed; held back, it must not matter.
    await holdReplay(page);
    const tool = new ToolPage(page, 'structural-load', 'Beam Prompt');
    const beam = tool.slider('Beam length');
    await beam.focus();
    for (let i = 0; i < 3; i++) await beam.press('ArrowRight');
    await acted(page, release);
    for (let i = 0; i < 2; i++) await beam.press('ArrowRight');
    await expect(beam).toHaveValue('6.5');
    await expect(tool.output('Left reaction')).toHaveText(/^4\.31/);
  });

  test('a click after hydration waits for the earlier ones: the FAQ opens the question clicked last', async ({ page }) => {
    const release = await openBeforeHydration(page, '/#faq');
    const releaseReplay = await holdReplay(page);
    const [first, second] = [page.locator('#faq button[aria-expanded]').nth(0), page.locator('#faq button[aria-expanded]').nth(1)];
    await first.click();
    await acted(page, release);
    // Hydrated, but the early click is not replayed yet: this one must not overtake it.
    await second.click();
    const replayed = page.waitForResponse(/\/assets\/replay-/);
    releaseReplay();
    await replayed;
    // The replay runs one action per task once its code has arrived: let a few tasks pass.
    for (let i = 0; i < 5; i++) await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('Forms never put what was typed into the address', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, fill, send } of [
      { path: '/contact', fill: ['Name', 'Email', 'Message'], send: 'Send message' },
      { path: '/careers', fill: ['Email'], send: 'Notify me' },
    ]) {
      test(`${path}: submitting goes nowhere and says the form needs JavaScript`, async ({ page }) => {
        const sent: string[] = [];
        page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
        await page.goto(path);
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: send }) });
        // (Playwright's text search skips <noscript>, so the notice is found by its element.)
        const notice = form.locator('noscript p');
        await expect(notice).toBeVisible();
        await expect(notice).toContainText('This form needs JavaScript');
        await expect(notice).toContainText('Nothing you type here is sent');
        for (const label of fill) await form.getByLabel(label).fill(label === 'Email' ? 'secret@example.com' : `secret ${label}`);
        const before = sent.length;
        await form.getByRole('button', { name: send }).click();
        await form.getByLabel('Email').press('Enter');
        // A navigation would have started by now; give the browser a moment of its own to try.
        await page.waitForLoadState('domcontentloaded');
        expect(page.url()).toMatch(new RegExp(`${path}$`));
        expect(sent.slice(before).join('\n')).not.toMatch(/secret/);
        await expect(form.getByLabel('Email')).toHaveValue('secret@example.com');
      });
    }
  });

  test('after hydration, sending the contact form leaves the address alone', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByLabel('Message').press('Tab');
    await page.getByRole('button', { name: 'Send message' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('State survives Back and Reload', () => {
  test('the docs search text is kept after opening a tool and coming back, and on reload', async ({ page }) => {
    await page.goto('/docs');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.fill('light');
    await page.getByRole('link', { name: /Open tool\s*: Lighting Physics/i }).click();
    await expect(page).toHaveURL(/\/tools\/lighting-physics$/);
    await page.goBack();
    await expect(search).toHaveValue('light');
    await expect(page.getByText('3 of 20 tools match')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(search).toHaveValue('light');
    await expect(page.getByText('3 of 20 tools match')).toBeVisible();
  });

  test('a number field reads 1,5 as 1.5 and refuses what is not a number, visibly', async ({ page }) => {
    const tool = new ToolPage(page, 'room-proportion', 'Room Prompt');
    await tool.open();
    const length = tool.inputs.getByRole('spinbutton', { name: /^Length/ });
    await length.fill('1,5');
    // 1.5 ÷ 3.6 = 0.42
    await expect(tool.output('L:W ratio')).toHaveText(/^0\.42/);
    await length.press('Enter');
    await expect(length).toHaveValue('1.5');
    await length.fill('1,5,0');
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await expect(tool.inputs.getByText('Not a number')).toBeVisible();
    await expect(tool.output('L:W ratio')).toHaveText(/^0\.42/);
    await length.blur();
    await expect(length).toHaveValue('1.5');
    await expect(length).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a value typed key by key beyond the bounds is clamped when committed', async ({ page }) => {
    const tool = new ToolPage(page, 'flow-pattern', 'Circulation Prompt');
    await tool.open();
    const sofaX = tool.inputs.getByRole('spinbutton', { name: /^Sofa X/ });
    const max = await sofaX.getAttribute('aria-valuemax');
    await sofaX.fill('');
    await sofaX.pressSequentially('1e40');
    await expect(tool.main).not.toContainText(/e\+40|1e40 m|NaN|Infinity/);
    await sofaX.press('Enter');
    await expect(sofaX).toHaveValue(max ?? '');
    await sofaX.press('ArrowDown');
    await expect(sofaX).toHaveValue(String(Number(max) - 1));
  });
});
