// Serves the built site (dist/) as a production host would: precompressed brotli or gzip,
// the security headers, prerendered pages by path, and the not-found page with status 404.
// Usage: node scripts/serve.mjs   (PORT, default 4173; DIST, default ./dist)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from './security-headers.mjs';

const root = resolve(process.env.DIST ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist'));
const port = Number(process.env.PORT) || 4173;

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
  // Build metadata (the manifest in .vite/) is not part of the site.
  if (decoded.split('/').some((part) => part.startsWith('.'))) return null;
  if (await isFile(candidate)) return candidate;
  const page = join(candidate, 'index.html');
  return (await isFile(page)) ? page : null;
}

async function send(req, res, file, status) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const type = types[extname(file)] ?? 'application/octet-stream';
  const headers = { ...securityHeaders, 'Content-Type': type, Vary: 'Accept-Encoding' };
  // Hashed assets never change; everything else (pages, sw.js: the service worker's updates) is revalidated.
  headers['Cache-Control'] = file.includes(`${sep}assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  let body = null;
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (accept.includes(encoding) && (await isFile(file + suffix))) {
      body = await readFile(file + suffix);
      headers['Content-Encoding'] = encoding;
      break;
    }
  }
  body ??= await readFile(file);
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = await locate(pathname);
    if (file) await send(req, res, file, 200);
    else await send(req, res, join(root, '404.html'), 404);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, securityHeaders);
    res.end();
  }
});

server.listen(port, () => {
  console.log(`PromptArc is served at http://localhost:${port}`);
});
