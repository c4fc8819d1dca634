// Production build: the client bundle, a server bundle (dist-ssr/), then every route
// prerendered to HTML (head, content, preloads) for the build time, the sitemap, robots.txt, the static hosts'
// _headers file, the service worker with its precache list, and brotli/gzip copies of every text file.
import { build, loadEnv } from 'vite';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { headersFile } from './security-headers.mjs';
import { writeSocialImages } from './og-images.mjs';
import { hashFiles, precacheManifest } from './precache.mjs';
import { pageAssembler } from './page-html.mjs';
import { sitemapXml } from './sitemap.mjs';
import { compressed } from './compress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');

// The moment the prerendered pages show (price phase, year), read in UTC; each page carries it
// (data-render-time) for the client to hydrate it as rendered.
process.env.PROMPTARC_BUILD_TIME ??= String(Date.now());

await rm(dist, { recursive: true, force: true });
await rm(ssrOut, { recursive: true, force: true });
await build({ root, logLevel: 'warn' });
// (The server imports the head code that the client loads lazily: splitting means nothing there.)
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/server.tsx', outDir: ssrOut, manifest: false, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } },
});

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
// Every page's head loads the early script after its stylesheets (the server's pages too): it runs before the first paint.
const template = (await readFile(join(dist, 'index.html'), 'utf8')).replace('<!--app-head-->', `<!--app-head-->\n    ${earlyTag}`);
const { render, clockKey, allRoutePaths, prerenderPaths, ogCards, SITE_URL: siteUrl } = await import(pathToFileURL(join(ssrOut, 'server.js')).href);

const assemble = pageAssembler(manifest, template);
const buildTime = Number(process.env.PROMPTARC_BUILD_TIME);
/** Each page's path in dist/, by the route path it was rendered from (for scripts/serve.mjs). */
const pageFiles = {};

async function prerender(path, outFile) {
  const html = assemble(path, await render(path, buildTime), buildTime);
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, html);
  pageFiles[path] = relative(dist, outFile).split(sep).join('/');
}

// The site's routes (sitemap, precache), and the embedded tools, which are prerendered only.
const paths = allRoutePaths();
for (const path of prerenderPaths()) {
  await prerender(path, join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`));
}
await prerender('/404', join(dist, '404.html'));

const today = new Date(Number(process.env.PROMPTARC_BUILD_TIME)).toISOString().slice(0, 10);
await writeFile(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, paths, today));
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await writeFile(join(dist, '_headers'), headersFile());
// Social preview images (og:image, twitter:image) and /favicon.ico.
await writeSocialImages(dist, ogCards(buildTime), siteUrl);
// The server bundle stays in dist-ssr/, with what it takes to render any page again for another
// moment: scripts/serve.mjs renders a page afresh once the price or the year it shows is out of
// date (clockKey), so the HTML it sends is always the current one. Static hosts serve dist/ only.
await writeFile(
  join(ssrOut, 'pages.json'),
  `${JSON.stringify({ buildTime, clockKey: clockKey(buildTime), pages: pageFiles, manifest, template }, null, 1)}\n`,
);

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
let compressedFiles = 0;
for await (const file of files(dist)) {
  if (!/\.(html|js|css|svg|xml|txt|json|webmanifest)$/.test(file)) continue;
  const body = await readFile(file);
  if (body.length < 512) continue;
  const copies = await compressed(body);
  await writeFile(`${file}.gz`, copies.gzip);
  await writeFile(`${file}.br`, copies.br);
  compressedFiles++;
}
console.log(
  `Built ${paths.length} routes, ${prerenderPaths().length - paths.length} embedded tools and the not-found page into dist/ (${compressedFiles} files precompressed; ` +
    `service worker ${precache.version} precaches ${precache.pages.length + precache.files.length} files).`,
);
// A shop takes payment through its provider's checkout; without one the buy buttons open the
// contact page with the order written in (src/app/defaults.ts), which a deployment should know.
const env = loadEnv('production', root, 'VITE_');
const missing = ['VITE_CHECKOUT_URL_SALE', 'VITE_CHECKOUT_URL_REGULAR'].filter((name) => !env[name]);
if (missing.length) {
  console.warn(
    `Note: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, so the buy buttons open /contact with the order ` +
      'written in. Set them to your payment provider\'s checkout links for a production deployment (README, Configuration).',
  );
}
