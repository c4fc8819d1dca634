// Production build: the client bundle, a server bundle used only here, then every route
// prerendered to HTML (head, content, preloads), the sitemap, robots.txt, the static hosts'
// _headers file, the service worker with its precache list, and brotli/gzip copies of every text file.
import { build } from 'vite';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersFile } from './security-headers.mjs';
import { hashFiles, precacheManifest } from './precache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');

// Both bundles compute time-dependent content (price phase, year) for this same moment.
process.env.PROMPTARC_BUILD_TIME ??= String(Date.now());

await rm(dist, { recursive: true, force: true });
await rm(ssrOut, { recursive: true, force: true });
await build({ root, logLevel: 'warn' });
await build({ root, logLevel: 'warn', build: { ssr: 'src/app/server.tsx', outDir: ssrOut, manifest: false } });

// The early script (src/app/early/recorder.ts): a classic script in every page's head that runs
// before the first paint and records what the visitor does until the app has hydrated.
const earlyOut = join(root, 'dist-early');
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: earlyOut,
    emptyOutDir: true,
    target: 'es2020',
    lib: { entry: join(root, 'src/app/early/recorder.ts'), formats: ['iife'], name: 'promptArcEarly', fileName: () => 'early.js' },
  },
});
const earlyCode = await readFile(join(earlyOut, 'early.js'));
const earlyFile = `assets/early-${createHash('sha256').update(earlyCode).digest('hex').slice(0, 10)}.js`;
await writeFile(join(dist, earlyFile), earlyCode);
await rm(earlyOut, { recursive: true, force: true });
const earlyTag = `<script src="/${earlyFile}"></script>`;

const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const template = await readFile(join(dist, 'index.html'), 'utf8');
const { render, allRoutePaths, SITE_URL: siteUrl } = await import(pathToFileURL(join(ssrOut, 'server.js')).href);

/** The JS and CSS a page chunk needs at once: its file, its static imports and their styles. */
function chunkAssets(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const sub = chunkAssets(imported, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

// The entry (src/app/boot.ts) loads the app (src/app/main.tsx) after the first paint. Every
// page links the app's and its own styles (so it renders styled before any script runs) and
// lists the app's and its own modules on the entry's script tag, for boot.ts to preload.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = new Set(chunkAssets(entryKey).js);
const appAssets = chunkAssets('src/app/main.tsx');
const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/;
if (!entryTag.test(template)) throw new Error('index.html: the entry script tag is missing');

async function prerender(path, outFile) {
  const page = await render(path);
  const js = [...appAssets.js];
  const css = [...appAssets.css];
  for (const source of page.sources) {
    const assets = chunkAssets(source);
    js.push(...assets.js);
    css.push(...assets.css);
  }
  const styles = [...new Set(css)].map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n    ');
  const modules = [...new Set(js)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  const html = template
    .replace('<!--app-head-->', `${page.head}\n    ${earlyTag}\n    ${styles}`)
    .replace(entryTag, (tag) => tag.replace('></script>', ` data-modules="${modules.join(' ')}"></script>`))
    .replace('<!--app-html-->', page.html);
  if (/<script(?![^>]*type="(module|application\/ld\+json)")/.test(page.html)) {
    throw new Error(`${path}: the prerendered markup holds an inline script, which the CSP would block`);
  }
  if (/\sstyle="/.test(page.html)) {
    throw new Error(`${path}: the prerendered markup holds a style attribute, which the CSP would block`);
  }
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, html);
}

const paths = allRoutePaths();
for (const path of paths) {
  await prerender(path, join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`));
}
await prerender('/404', join(dist, '404.html'));

const today = new Date(Number(process.env.PROMPTARC_BUILD_TIME)).toISOString().slice(0, 10);
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await writeFile(join(dist, '_headers'), headersFile());
await rm(ssrOut, { recursive: true, force: true });

// The service worker, compiled with the precache list of every file written above (so its bytes,
// and the browser's copy, change with any of them).
const precache = precacheManifest(await hashFiles(dist), paths);
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { __PRECACHE__: JSON.stringify(precache) },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    lib: { entry: join(root, 'src/sw/sw.ts'), formats: ['iife'], name: 'promptArcServiceWorker', fileName: () => 'sw.js' },
  },
});

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
let compressed = 0;
for await (const file of files(dist)) {
  if (!/\.(html|js|css|svg|xml|txt|json|webmanifest)$/.test(file)) continue;
  const body = await readFile(file);
  if (body.length < 512) continue;
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  compressed++;
}
console.log(
  `Built ${paths.length} routes and the not-found page into dist/ (${compressed} files precompressed; ` +
    `service worker ${precache.version} precaches ${precache.pages.length + precache.files.length} files).`,
);
