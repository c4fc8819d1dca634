// The service worker's precache list (src/sw/sw.ts): every file of the built site that a visitor
// can need offline, and a version that changes whenever any of those files does.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Build output that no page loads: compressed twins, build metadata, crawler and host files, large downloads. */
const NOT_PRECACHED = [
  /\.(br|gz|map)$/,
  /(^|\/)\./,
  /^(sitemap\.xml|robots\.txt|_headers|sw\.js)$/,
  // Social preview images are for crawlers and link previews, not for pages.
  /^og\//,
  /\.pdf$/,
  // The embedded tools' pages: for other sites' frames, which register no service worker.
  /^embed\//,
];

export const isPrecached = (path) => !NOT_PRECACHED.some((pattern) => pattern.test(path));

/** The prerendered file of a route: `/` is index.html, `/tools/x` is tools/x/index.html. */
export const routeFile = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * The precache manifest of a build.
 * @param {{ path: string, hash: string }[]} files every file of dist/, as a path relative to it (with '/') and a hash of its content
 * @param {string[]} routes every route path the build prerendered
 * @returns {{ version: string, pages: string[], files: string[] }} pages: the routes and '/404.html'; files: every other precached URL path
 */
export function precacheManifest(files, routes) {
  const hashes = new Map(files.map((file) => [file.path, file.hash]));
  const pageFiles = new Map([...routes.map((route) => [routeFile(route), route]), ['404.html', '/404.html']]);
  for (const [file, page] of pageFiles) {
    if (!hashes.has(file)) throw new Error(`The page ${page} has no prerendered ${file}`);
  }
  const entries = [];
  for (const { path, hash } of files) {
    if (!isPrecached(path)) continue;
    if (path.endsWith('.html') && !pageFiles.has(path)) throw new Error(`${path} is no route's page`);
    entries.push([pageFiles.get(path) ?? `/${path}`, hash]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const pages = entries.map(([url]) => url).filter((url) => [...pageFiles.values()].includes(url));
  return {
    version: sha256(JSON.stringify(entries)).slice(0, 16),
    pages,
    files: entries.map(([url]) => url).filter((url) => !pages.includes(url)),
  };
}

/** Every file under `dir` with a hash of its content. */
export async function hashFiles(dir) {
  const found = [];
  async function walk(folder) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push({ path: relative(dir, full).split(sep).join('/'), hash: sha256(await readFile(full)) });
    }
  }
  await walk(dir);
  return found;
}
