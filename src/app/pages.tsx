import { useEffect, useMemo, useReducer, useState, type ComponentType } from 'react';
import { loadHead } from './headLoader';
import { pageNameOf, resolveRoute, type PageName, type ResolvedRoute } from './routes';

export interface PageProps {
  route: ResolvedRoute;
}

interface PageModule {
  default: ComponentType<PageProps>;
  /** Loads what the page needs for a route before it renders (a tool page: the tool's own chunk). */
  preload?: (route: ResolvedRoute) => Promise<unknown>;
}

// Each page is its own chunk, loaded only on its route: src/pages/{name}/index.tsx.
const loaders = import.meta.glob<PageModule>('../pages/*/index.tsx');
const loaded = new Map<PageName, PageModule>();
/** Routes whose page has loaded and preloaded what it needs for them. */
const prepared = new Set<string>();

const routeKey = (route: ResolvedRoute): string =>
  route.kind === 'tool' || route.kind === 'embed' ? `${route.kind}:${route.tool.slug}` : pageNameOf(route);

/** The source file of a page, as keyed in Vite's build manifest. */
export const pageSource = (name: PageName): string => `src/pages/${name}/index.tsx`;

/** Loads a page's chunk once. */
async function loadPage(name: PageName): Promise<PageModule> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const load = loaders[`../pages/${name}/index.tsx`];
  if (!load) throw new Error(`No page module at ${pageSource(name)}`);
  const module = await load();
  loaded.set(name, module);
  return module;
}

/** Loads everything a route renders; afterwards its page renders synchronously. */
async function loadRoute(route: ResolvedRoute): Promise<void> {
  const module = await loadPage(pageNameOf(route));
  await module.preload?.(route);
  prepared.add(routeKey(route));
}

/** The page of a route, once everything it renders has loaded. */
function readyPage(route: ResolvedRoute): ComponentType<PageProps> | undefined {
  return prepared.has(routeKey(route)) ? loaded.get(pageNameOf(route))?.default : undefined;
}

/** Loads what a path renders, before the first render (the server's or the hydrating client's). */
export function loadPageFor(path: string): Promise<void> {
  return loadRoute(resolveRoute(path));
}

export interface DisplayedPage {
  location: string;
  route: ResolvedRoute;
  Page: ComponentType<PageProps>;
}

/**
 * The page to show for `location`. A page whose chunk is still loading keeps the previous
 * page on screen until it arrives, so navigation never flashes an empty fallback and no
 * Suspense boundary waits on a timer. Null only before any page has loaded.
 */
export function useDisplayedPage(location: string): DisplayedPage | null {
  // One route object per location: what depends on it (the head, the page) runs again only when it changes.
  const route = useMemo(() => resolveRoute(location), [location]);
  const Page = readyPage(route);
  const [previous, setPrevious] = useState<DisplayedPage | null>(null);
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0);

  // Remember the last page shown (React's "adjust state during render" pattern).
  if (Page && (previous?.location !== location || previous.Page !== Page)) {
    setPrevious({ location, route, Page });
  }

  useEffect(() => {
    if (Page) return;
    let live = true;
    // The next page's head comes with its chunk, so the page view reports the new title.
    Promise.all([loadRoute(route), loadHead()]).then(
      () => live && chunkArrived(),
      // A chunk that no longer exists (a new deployment): load the page afresh from the server.
      () => live && window.location.assign(location),
    );
    return () => {
      live = false;
    };
  }, [Page, location, route]);

  return Page ? { location, route, Page } : previous;
}
