// npm run bench:size — builds the site unless SKIP_BUILD=1, serves it, and prints the gzipped
// JavaScript each route loads before interaction. Budget: the landing page at most 90 KB.
import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';
import { measureRouteJs } from './measure-js.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const port = Number(process.env.BENCH_PORT) || 4391;
const LANDING_BUDGET_KB = 90;

if (process.env.SKIP_BUILD !== '1') {
  const built = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn('node', ['scripts/serve.mjs'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
const baseUrl = `http://localhost:${port}`;
for (let i = 0; i < 50; i++) {
  try {
    await fetch(baseUrl);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The routes, as the build listed them in the sitemap.
const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
const rows = [];
try {
  const page = await browser.newPage();
  for (const path of [...routes, '/not-found-example']) {
    const { files, gzipBytes } = await measureRouteJs(page, baseUrl, path);
    rows.push({ path, kb: gzipBytes / 1024, files: files.length });
  }
} finally {
  await browser.close();
  server.kill();
}

const width = Math.max(...rows.map((row) => row.path.length));
console.log(`${'route'.padEnd(width)}  gzipped JS before interaction`);
for (const row of rows) console.log(`${row.path.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} KB  (${row.files} files)`);
const landing = rows.find((row) => row.path === '/');
console.log(`\nLanding page: ${landing.kb.toFixed(1)} KB of ${LANDING_BUDGET_KB} KB budget.`);
if (landing.kb > LANDING_BUDGET_KB) process.exitCode = 1;
