// Serves the built site (dist/) as a production host would: precompressed brotli or gzip,
// the security headers, prerendered pages by path, and the not-found page with status 404.
// Pages show the current price and year by the server's clock in UTC: while the prerendered
// copy is current (same clockKey as the build's) it is sent as is; once it is not, the page is
// rendered again with the server bundle the build keeps in dist-ssr/, once per route and change,
// compressed once, and held in memory.
// Usage: node scripts/serve.mjs   (PORT, default 4173, 0 for any free port; DIST, default ./dist;
// the server bundle is DIST's sibling dist-ssr/. PROMPTARC_NOW, for tests only: an ISO date-time
// the server's clock is fixed at.)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressed } from './compress.mjs';
import { pageAssembler } from './page-html.mjs';
import { httpsOnlyHeaders, securityHeadersFor } from './security-headers.mjs';

const root = resolve(process.env.DIST ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist'));
const ssrRoot = join(dirname(root), 'dist-ssr');
const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0) throw new Error(`PORT=${process.env.PORT} is no port number`);

// Tests only: the browser tests run a second server with its clock fixed (tests/e2e/pricing-server.spec.ts).
const fixedNow = process.env.PROMPTARC_NOW ? Date.parse(process.env.PROMPTARC_NOW) : null;
if (fixedNow !== null && Number.isNaN(fixedNow)) throw new Error(`PROMPTARC_NOW=${process.env.PROMPTARC_NOW} is no date`);
const now = () => fixedNow ?? Date.now();

/**
 * What renders pages for the current moment, from the build's dist-ssr/: null when it is missing
 * (a dist/ copied on its own), and then the prerendered pages are sent as they are.
 */
async function loadRenderer() {
  let info;
  try {
    info = JSON.parse(await readFile(join(ssrRoot, 'pages.json'), 'utf8'));
  } catch {
    console.warn(`${ssrRoot}/pages.json is missing: serving the prerendered pages as of their build`);
    return null;
  }
  const { render, clockKey } = await import(pathToFileURL(join(ssrRoot, 'server.js')).href);
  const routeByFile = new Map(Object.entries(info.pages).map(([route, file]) => [join(root, file), route]));
  return { info, render, clockKey, routeByFile, assemble: pageAssembler(info.manifest, info.template) };
}
const renderer = await loadRenderer();

/** Pages rendered for a moment other than the build's: by route, the latest clockKey's page. */
const rendered = new Map();

/** The page of `route` for the current clockKey, with its compressed copies (rendered once per key). */
function currentPage(route, key, time) {
  const cached = rendered.get(route);
  if (cached?.key === key) return cached.page;
  const page = (async () => {
    const html = Buffer.from(renderer.assemble(route, await renderer.render(route, time), time));
    return { raw: html, ...(await compressed(html)) };
  })();
  rendered.set(route, { key, page });
  // A failed render is tried again by the next request.
  page.catch(() => {
    if (rendered.get(route)?.page === page) rendered.delete(route);
  });
  return page;
}

/** The page body for the current moment if the prerendered `file` is out of date, else null. */
async function freshPage(file) {
  const route = renderer?.routeByFile.get(file);
  if (route === undefined) return null;
  const time = now();
  const key = renderer.clockKey(time);
  if (key === renderer.info.clockKey) return null;
  try {
    return await currentPage(route, key, time);
  } catch (error) {
    console.error(`${route}: rendering for ${new Date(time).toISOString()} failed; sending the prerendered page`, error);
    return null;
  }
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path, or null: a file, else a prerendered page's index.html. */
async function locate(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  // Build metadata (the manifest in .vite/) and the static hosts' deploy files (_headers) are not
  // part of the site: a visitor gets the not-found page for them.
  if (decoded.split('/').some((part) => part.startsWith('.') || part.startsWith('_'))) return null;
  if (await isFile(candidate)) return candidate;
  const page = join(candidate, 'index.html');
  return (await isFile(page)) ? page : null;
}

/** Whether the request reached the site over HTTPS: directly (TLS) or through a proxy that says so. */
const overHttps = (req) => req.socket.encrypted === true || String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';

/**
 * The security headers of a response, by the file it sends (its path in dist/, not the request's,
 * which encoded dots could make look like another): only an embedded tool's page may be framed.
 * HSTS only over HTTPS (RFC 6797 §7.2: never over plain HTTP).
 */
const headersFor = (req, status, file = null) => {
  const sitePath = file ? `/${relative(root, file).split(sep).join('/')}` : '';
  return { ...securityHeadersFor(sitePath, status), ...(overHttps(req) ? httpsOnlyHeaders : {}) };
};

async function send(req, res, file, status) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const type = types[extname(file)] ?? 'application/octet-stream';
  const headers = { ...headersFor(req, status, file), 'Content-Type': type, Vary: 'Accept-Encoding' };
  // Hashed assets never change; everything else (pages, sw.js: the service worker's updates) is revalidated.
  headers['Cache-Control'] = file.includes(`${sep}assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  let body = null;
  const fresh = await freshPage(file);
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accept.includes(encoding)) continue;
    if (fresh) body = fresh[encoding];
    else if (await isFile(file + suffix)) body = await readFile(file + suffix);
    if (body) {
      headers['Content-Encoding'] = encoding;
      break;
    }
  }
  body ??= fresh ? fresh.raw : await readFile(file);
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headersFor(req, 405), Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = await locate(pathname);
    if (file) await send(req, res, file, 200);
    else await send(req, res, join(root, '404.html'), 404);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, headersFor(req, 500));
    res.end();
  }
});

server.listen(port, () => {
  const address = server.address();
  console.log(`PromptArc is served at http://localhost:${typeof address === 'object' && address ? address.port : port}`);
});
