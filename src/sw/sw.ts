// The service worker (built by scripts/build.mjs into dist/sw.js, with the precache list of that
// build): after the first visit, every page and tool of the site works with no network.
//
// - install: every file of the build goes into a cache named after the build's version (a hash of
//   the files' contents, so each deployment has a new sw.js, which the browser installs on the
//   next visit); skipWaiting, so the new version takes over at once.
// - activate: the older versions' caches are retired; each is deleted once the windows that were
//   open at that moment are gone (and never more than two are kept). A page still open from before
//   a deployment may yet load one of its old lazy chunks, which the host may no longer serve. Which
//   of those windows hold the old version cannot be told, so all of them count.
// - fetch: navigations go to the network first, so a new deployment shows as soon as there is a
//   network, and fall back to the cached page (any unknown path: the not-found page); the hashed
//   build assets come from any version's cache first; the other precached files from this
//   version's cache. Everything else, and anything not same-origin GET, is left to the browser.
import { NOT_FOUND_PAGE, cacheName, isHashedAsset, navigationCacheKey, versionOf } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** The build's precache list (scripts/precache.mjs), defined when scripts/build.mjs compiles this file. */
declare const __PRECACHE__: { version: string; pages: string[]; files: string[] };

const { version, pages, files } = __PRECACHE__;
const CACHE = cacheName(version);
const pageSet = new Set(pages);
const precached = new Set([...pages, ...files]);
/** In a retired cache: the ids of the windows that were open when it was retired. */
const WINDOWS_KEY = '/__promptarc-sw/windows';
/** However long a window stays open, at most this many older versions are kept (a few MB each). */
const MAX_RETIRED = 2;
/** How many files the install fetches at once. */
const PRECACHE_AT_ONCE = 4;

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(retireOldCaches().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request, url));
    // A navigation is when windows come and go: drop the retired caches no window needs.
    event.waitUntil(deleteUnusedCaches());
  } else if (isHashedAsset(url.pathname)) {
    event.respondWith(cacheFirst(request, caches));
  } else if (precached.has(url.pathname) && !url.search) {
    event.respondWith(caches.open(CACHE).then((cache) => cacheFirst(request, cache)));
  }
});

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  const missing: Request[] = [];
  await Promise.all(
    [...precached].map(async (path) => {
      // A hashed file's content is in its name: an older version's copy is the same file.
      const copy = isHashedAsset(path) ? await caches.match(path, { ignoreVary: true }) : undefined;
      if (copy) await cache.put(path, copy);
      // 'reload': the network's copy, not the HTTP cache's, which may be older than this version.
      else missing.push(new Request(path, { cache: 'reload' }));
    }),
  );
  // A few at a time, so a visitor's next page is not queued behind the whole site on a slow network.
  // Rejects (and the install fails, to be tried again on the next visit) unless every response is OK.
  const queue = [...missing];
  const fetchNext = async (): Promise<void> => {
    for (let request = queue.shift(); request; request = queue.shift()) await cache.add(request);
  };
  await Promise.all(Array.from({ length: PRECACHE_AT_ONCE }, fetchNext));
}

async function oldCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name !== CACHE && versionOf(name) !== null);
}

async function retireOldCaches(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ids = JSON.stringify(windows.map((client) => client.id));
  for (const name of await oldCaches()) {
    const cache = await caches.open(name);
    // Retired earlier, it keeps its own list: the windows that could have loaded that version.
    if (!(await cache.match(WINDOWS_KEY))) await cache.put(WINDOWS_KEY, new Response(ids));
  }
  // Cache names are listed oldest first.
  for (const name of (await oldCaches()).slice(0, -MAX_RETIRED)) await caches.delete(name);
  await deleteUnusedCaches();
}

async function deleteUnusedCaches(): Promise<void> {
  for (const name of await oldCaches()) {
    const record = await (await caches.open(name)).match(WINDOWS_KEY);
    const ids: string[] = record ? await record.json() : [];
    const open = await Promise.all(ids.map((id) => self.clients.get(id)));
    if (!open.some(Boolean)) await caches.delete(name);
  }
}

async function navigate(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const key = navigationCacheKey(url.pathname, pageSet);
    const cached = await (await caches.open(CACHE)).match(key, { ignoreVary: true });
    if (!cached) throw error;
    if (key !== NOT_FOUND_PAGE || url.pathname === NOT_FOUND_PAGE) return cached;
    // As the server answers: the not-found page, with its status.
    return new Response(cached.body, { status: 404, statusText: 'Not Found', headers: cached.headers });
  }
}

async function cacheFirst(request: Request, store: CacheStorage | Cache): Promise<Response> {
  return (await store.match(request, { ignoreVary: true })) ?? fetch(request);
}
