import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { hasToolModule, loadedToolModule, loadToolModule, toolSource } from '../tools/modules';
import { pageNameOf, resolveRoute, type PageName, type ResolvedRoute } from './routes';

export interface PageProps {
  route: ResolvedRoute;
}

type PageModule = { default: ComponentType<PageProps> };

// Each page is its own chunk, loaded only on its route: src/pages/{name}/index.tsx.
const loaders = import.meta.glob<PageModule>('../pages/*/index.tsx');
const loaded = new Map<PageName, ComponentType<PageProps>>();

/** The source file of a page, as keyed in Vite's build manifest. */
export const pageSource = (name: PageName): string => `src/pages/${name}/index.tsx`;

/** Loads a page's chunk once; afterwards the page renders synchronously. */
export async function loadPage(name: PageName): Promise<ComponentType<PageProps>> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const load = loaders[`../pages/${name}/index.tsx`];
  if (!load) throw new Error(`No page module at ${pageSource(name)}`);
  const component = (await load()).default;
  loaded.set(name, component);
  return component;
}

/** The source files a route renders: its page and, on a tool's route, the tool's own module. */
export function routeSources(route: ResolvedRoute): string[] {
  const sources = [pageSource(pageNameOf(route))];
  if (route.kind === 'tool' && hasToolModule(route.tool.slug)) sources.push(toolSource(route.tool.slug));
  return sources;
}

/** Loads everything a route renders: its page chunk and, for a tool, the tool's chunk. */
async function loadRoute(route: ResolvedRoute): Promise<void> {
  await Promise.all([loadPage(pageNameOf(route)), route.kind === 'tool' ? loadToolModule(route.tool.slug) : null]);
}

/** The page of a route, once everything it renders has loaded. */
function readyPage(route: ResolvedRoute): ComponentType<PageProps> | undefined {
  if (route.kind === 'tool' && loadedToolModule(route.tool.slug) === undefined) return undefined;
  return loaded.get(pageNameOf(route));
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
  const route = resolveRoute(location);
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
    loadRoute(resolveRoute(location)).then(
      () => live && chunkArrived(),
      // A chunk that no longer exists (a new deployment): load the page afresh from the server.
      () => live && window.location.assign(location),
    );
    return () => {
      live = false;
    };
  }, [Page, location]);

  return Page ? { location, route, Page } : previous;
}
