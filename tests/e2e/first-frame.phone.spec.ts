import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, waitForHydration } from './support/fixtures';
import { recordLayoutShifts, layoutShifts } from './support/layoutShift';

// On a phone a tool's picture stands above its inputs, but follows them in the document (the order
// keyboards and screen readers take). A slow phone's parser can stop between the two, and a frame
// painted then showed the inputs where the picture goes; the picture then came in above them and
// pushed them down by its height (window-optimizer at 4× CPU: a layout shift of 0.255 in two loads
// of three, which the layout-shift test cannot see: it looks once the HTML is in). Here the
// server itself stops there: it sends a tool page up to the end of its inputs (or of its picture,
// before the buttons under it), holds the rest, and sends it once the browser has had the time to
// paint what it has. No frame may be painted before the rest arrives, and nothing may move after.

/** A server in front of the test's own that holds each HTML page's rest after the first `cut` until `release()`. */
async function holdingServer(upstream: string, cut: '</form>' | '</figure>') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream));
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' });
      if (!type.startsWith('text/html')) return response.end(Buffer.from(await answer.arrayBuffer()));
      const html = await answer.text();
      // A page without the cut is sent whole (the test checks first that its page has it: a failed
      // expectation here, in the server's handler, would leave the page hanging, not say why).
      const found = html.indexOf(cut);
      if (found < 0) return response.end(html);
      const at = found + cut.length;
      response.write(html.slice(0, at));
      await released;
      response.end(html.slice(at));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, release, close: () => server.close() };
}

test.describe('A tool page paints its workbench whole', () => {
  for (const [path, cut] of [
    ['/tools/window-optimizer', '</form>'],
    ['/tools/flow-pattern', '</figure>'],
    ['/embed/tools/smart-home', '</figure>'],
  ] as const) {
    test(`${path}: no frame while the page has arrived up to ${cut}, and nothing moves once the rest comes`, async ({ page, baseURL }) => {
      expect(await (await fetch(`${baseURL}${path}`)).text(), `${cut} in the page`).toContain(cut);
      const server = await holdingServer(baseURL!, cut);
      try {
        await recordLayoutShifts(page);
        await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
        // The inputs are parsed and every stylesheet is in: a browser free to paint has painted them by now.
        await page.waitForFunction(() => document.querySelector('form') !== null && [...document.styleSheets].length >= 3 && [...document.querySelectorAll('link[rel=stylesheet]')].every((link) => (link as HTMLLinkElement).sheet), undefined, { polling: 50 }); // (not by frames: none may come)
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
        expect(await page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name)), 'frames painted before the picture arrived').toEqual([]);

        server.release();
        await waitForHydration(page);
        expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBeGreaterThan(0);
        // On the phone the picture stands above the inputs.
        const [figure, form] = await Promise.all([page.locator('figure').first().boundingBox(), page.locator('form').first().boundingBox()]);
        expect(figure!.y).toBeLessThan(form!.y);
        expect(await layoutShifts(page), 'layout shifts').toEqual([]);
      } finally {
        server.close();
      }
    });
  }
});
