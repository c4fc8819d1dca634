// What the benchmark scripts share: building the site, serving dist/ (compressed, as in
// production) on a local port, and the list of routes the build wrote into the sitemap.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressed } from './compress.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = join(root, 'dist');

/** Builds the site unless SKIP_BUILD=1; exits the process when the build fails. */
export function buildUnlessSkipped() {
  if (process.env.SKIP_BUILD === '1') return;
  const built = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * Serves dist/ (or `dir`, a copy of it) with scripts/serve.mjs on `port`; resolves once it
 * answers, with a way to stop it.
 */
export async function serveDist(port, { dir } = {}) {
  const env = { ...process.env, PORT: String(port), ...(dir ? { DIST: dir } : {}) };
  const server = spawn('node', ['scripts/serve.mjs'], { cwd: root, env, stdio: 'ignore' });
  const baseUrl = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(baseUrl);
      return { baseUrl, stop: () => server.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error(`The server did not answer on ${baseUrl}`);
}

/** Every route's path, as the build listed it in dist/sitemap.xml. */
export async function sitemapPaths() {
  const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The control page with no script and no stylesheet: one paragraph. */
export const BLANK_CONTROL = '/control/blank';
/** The control page of `route`: its prerendered page with its scripts taken out. */
export const noScriptControl = (route) => `/control/no-script${route === '/' ? '' : route}`;

const BLANK_HTML = `<!doctype html>
<html lang="en" data-hydrated="true">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Control: one paragraph</title>
    <meta name="description" content="A control page for the benchmarks: one paragraph, no stylesheet and no script." />
  </head>
  <body><p>Hello world</p></body>
</html>
`;

/**
 * Control pages, to read a benchmark's figures against what the browser costs on this host with
 * no script: BLANK_CONTROL, one paragraph, for any page; and with CONTROLS=no-script, for each of `routes`,
 * noScriptControl(route): the route's prerendered page with its scripts (and their preloads)
 * taken out, which is what the browser alone spends on parsing, styling, laying out and painting
 * it. CONTROLS=none: no controls. They say they are hydrated, so a benchmark's wait for the app
 * ends at once. They live in a temporary copy of dist/ made of links (dist/, which the site is
 * deployed from, never holds them): serve `dir`, and call `remove` when done. `order` lists what
 * to measure, controls marked (with a `label` where a path comes twice): the blank page first and
 * last, each route's no-script copy straight after the route. On a noisy host figures taken
 * minutes apart differ: the same build's sustainable-systems scored 99 and 77 in two sweeps a
 * quarter of an hour apart, and the blank page at either end of a sweep says whether the host changed.
 */
export async function withControls(routes) {
  const kind = process.env.CONTROLS ?? 'blank';
  const page = (path) => ({ path, control: false });
  if (kind === 'none') return { dir: undefined, order: routes.map(page), remove: async () => {} };
  if (kind !== 'blank' && kind !== 'no-script') throw new Error(`CONTROLS=${kind}: blank (the default), no-script or none`);
  const parent = await mkdtemp(join(tmpdir(), 'promptarc-controls-'));
  const dir = join(parent, 'dist');
  await mkdir(dir);
  // serve.mjs renders pages with the server bundle beside its root.
  await symlink(join(root, 'dist-ssr'), join(parent, 'dist-ssr'));
  for (const entry of await readdir(dist)) await symlink(join(dist, entry), join(dir, entry));
  const pages = [[BLANK_CONTROL, BLANK_HTML]];
  if (kind === 'no-script') {
    for (const route of routes) {
      const html = await readFile(join(dist, route, 'index.html'), 'utf8');
      const withoutScripts = html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
        .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
        .replace('<html lang="en">', '<html lang="en" data-hydrated="true">');
      pages.push([noScriptControl(route), withoutScripts]);
    }
  }
  for (const [path, html] of pages) {
    const file = join(dir, path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    const copies = await compressed(html);
    await writeFile(file, html);
    await writeFile(`${file}.br`, copies.br);
    await writeFile(`${file}.gz`, copies.gzip);
  }
  const order = [
    { path: BLANK_CONTROL, control: true, label: `${BLANK_CONTROL} (first)` },
    ...routes.flatMap((route) => [page(route), ...(kind === 'no-script' ? [{ path: noScriptControl(route), control: true }] : [])]),
    { path: BLANK_CONTROL, control: true, label: `${BLANK_CONTROL} (last)` },
  ];
  return { dir, order, remove: () => rm(parent, { recursive: true, force: true }) };
}

/** The heading of a benchmark's control rows. */
export const CONTROLS_TITLE =
  "Controls, pages with no script (not judged): a blank page, and with CONTROLS=no-script each route's own page without its scripts:";

/** What it means when the controls `missed` (a list of how each did) miss a target with no script at all. */
export const controlsMissed = (missed) =>
  `${missed.join(', ')}: with no script at all. On this host the browser's own work for the page (for the blank one, for any page) takes more than the target allows.`;
