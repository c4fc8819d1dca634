// Pure pieces of the service worker (src/sw/sw.ts), tested on their own: cache names, which
// cached page answers a navigation, and which files are content-hashed.

/** Every cache of the site starts with this; the rest of the name is the precache version. */
export const CACHE_PREFIX = 'promptarc-';

/** The cached not-found page, which answers any path that is not a page of the site. */
export const NOT_FOUND_PAGE = '/404.html';

export const cacheName = (version: string): string => `${CACHE_PREFIX}${version}`;

/** The version of one of the site's caches, or null for another cache of the origin. */
export function versionOf(name: string): string | null {
  return name.startsWith(CACHE_PREFIX) ? name.slice(CACHE_PREFIX.length) : null;
}

/** Vite's build output: its file names carry a hash of their content, so they never change. */
export const isHashedAsset = (pathname: string): boolean => pathname.startsWith('/assets/');

/**
 * The cached page for a navigation to `pathname` (no query: the URL's pathname), as the server
 * would answer it: `/tools/x`, `/tools/x/` and `/tools/x/index.html` are one page, `/` is
 * `/index.html`, and any other path is the not-found page.
 */
export function navigationCacheKey(pathname: string, pages: ReadonlySet<string>): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return NOT_FOUND_PAGE;
  }
  path = path.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '') path = '/';
  return pages.has(path) ? path : NOT_FOUND_PAGE;
}
