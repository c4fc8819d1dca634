// WebKit for `npm run test:browsers`: Debian's WebKitGTK WebDriver (webkit2gtk-driver, or
// WEBKIT_DRIVER_PATH), which opens its MiniBrowser on the display test-browsers.mjs provides. Spoken
// to over the W3C WebDriver HTTP protocol with fetch: the handful of commands needed here do not
// warrant selenium-webdriver (~30 MB with its bundled selenium-manager binaries).
//
// Console errors: WebKitGTK's driver has no WebDriver BiDi (no log events) and classic WebDriver no
// script that runs at document start, so the browser loads the site through a small proxy that adds
// one script of its own as the first element of every page's <head>. The script records
// console.error, uncaught exceptions, unhandled rejections, resources that fail to load and CSP
// violations from the first moment, and takeErrors reads them back before the page is left. It is
// served from the same origin, so the site's CSP (script-src 'self') admits it unchanged.
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

const RECORDER_PATH = '/__browser-smoke/recorder.js';

/** Runs in the page before anything else: keeps every error the page meets in window.__smokeErrors. */
const RECORDER = `(() => {
  const errors = (window.__smokeErrors = []);
  // An Error by its name and message: WebKit's stack of anonymous frames alone reads '@'.
  const text = (value) => (value instanceof Error ? String(value) : typeof value === 'object' ? JSON.stringify(value) : String(value));
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(args.map(text).join(' '));
    return consoleError.apply(this, args);
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) errors.push('uncaught: ' + text(event.error ?? event.message));
    else errors.push('failed to load: ' + (event.target.currentSrc || event.target.src || event.target.href));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  addEventListener('securitypolicyviolation', (event) => errors.push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));
})();`;

/** W3C WebDriver key codes of the keys the smoke test presses. */
const KEYS = { ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015' };

/**
 * Starts WebKitWebDriver and a session, and the recording proxy in front of `baseUrl`.
 * @returns {Promise<import('./smoke.mjs').Driver & { proxyUrl: string }>}
 */
export async function launchWebKit({ baseUrl, width, height }) {
  const proxy = await startRecordingProxy(baseUrl);
  const driverPort = await freePort();
  const driverProcess = spawn(webkitDriverPath, [`--port=${driverPort}`], { stdio: 'ignore' });
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  let session;
  try {
    await waitForDriver(driverUrl);
    session = await command(driverUrl, 'POST', '/session', { capabilities: { alwaysMatch: { pageLoadStrategy: 'normal' } } });
  } catch (error) {
    driverProcess.kill();
    proxy.close();
    throw error;
  }
  const sessionUrl = `${driverUrl}/session/${session.sessionId}`;
  const call = (method, path, body) => command(sessionUrl, method, path, body);
  await call('POST', '/window/rect', { width, height });
  await call('POST', '/timeouts', { script: 120_000, pageLoad: 60_000 });

  /** Runs `fn(...args)` in the page, awaiting a promise it returns. */
  const evaluate = async (fn, ...args) => {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn}).apply(null, Array.from(arguments).slice(0, -1)))
        .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const outcome = await call('POST', '/execute/async', { script, args });
    if (outcome?.error) throw new Error(`in the page: ${outcome.error}`);
    return outcome?.value;
  };

  return {
    name: `WebKitGTK ${session.capabilities.browserVersion} (${session.capabilities.browserName})`,
    proxyUrl: proxy.url,
    async goto(url) {
      // The page is reached through the proxy; the route is the same.
      await call('POST', '/url', { url: proxy.url + new URL(url).pathname + new URL(url).search });
    },
    evaluate,
    async press(selector, key) {
      await evaluate((target) => document.querySelector(target)?.focus(), selector);
      const value = KEYS[key] ?? key;
      await call('POST', '/actions', {
        actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }],
      });
      await call('DELETE', '/actions');
    },
    async takeErrors() {
      // Emptied in place: the recorder keeps pushing to the same array.
      return evaluate(() => window.__smokeErrors?.splice(0) ?? ['the error recorder did not run on this page']);
    },
    async close() {
      await call('DELETE', '').catch(() => {});
      driverProcess.kill();
      proxy.close();
    },
  };
}

/** One WebDriver command; throws with the driver's message on an error. */
async function command(url, method, path, body) {
  const response = await fetch(url + path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const { value } = await response.json();
  if (value?.error) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
  return value;
}

async function waitForDriver(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const { value } = await (await fetch(`${url}/status`)).json();
      if (value?.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

/** A port nobody listens on now (WebKitWebDriver cannot pick its own). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Forwards every request to `baseUrl` (uncompressed) and puts the recorder's <script> first in the
 * <head> of every HTML page; serves the recorder itself. Resolves with its origin and a way to stop it.
 */
async function startRecordingProxy(baseUrl) {
  const target = new URL(baseUrl);
  const server = createServer((req, res) => {
    if (req.url === RECORDER_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RECORDER);
      return;
    }
    const headers = { ...req.headers, host: target.host };
    delete headers['accept-encoding'];
    const upstream = request({ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (reply) => {
      const isHtml = String(reply.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml) {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
        return;
      }
      const chunks = [];
      reply.on('data', (chunk) => chunks.push(chunk));
      reply.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head([^>]*)>/i, `<head$1><script src="${RECORDER_PATH}"></script>`);
        const body = Buffer.from(html);
        res.writeHead(reply.statusCode ?? 502, { ...reply.headers, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    upstream.on('error', (error) => {
      res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
