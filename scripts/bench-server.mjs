// What the benchmark scripts share: building the site, serving dist/ (compressed, as in
// production) on a local port, and the list of routes the build wrote into the sitemap.
import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = join(root, 'dist');

/** Builds the site unless SKIP_BUILD=1; exits the process when the build fails. */
export function buildUnlessSkipped() {
  if (process.env.SKIP_BUILD === '1') return;
  const built = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Serves dist/ with scripts/serve.mjs on `port`; resolves once it answers, with a way to stop it. */
export async function serveDist(port) {
  const server = spawn('node', ['scripts/serve.mjs'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
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
