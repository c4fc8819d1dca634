import { embedPath, findTool, toolPath, tools, type ToolInfo } from '../tools/registry';

/** The page modules under src/pages/{name}/index.tsx. */
export type PageName = 'landing' | 'terms' | 'privacy' | 'contact' | 'docs' | 'about' | 'careers' | 'tool' | 'embed' | 'not-found';

/** The pages that are not a tool's. */
export type StaticPageName = Exclude<PageName, 'tool' | 'embed' | 'not-found'>;

/** A page's path and module; its title and description are the head code's (head.ts), which the first page does not load. */
export interface StaticPage {
  path: string;
  page: StaticPageName;
}

export const staticPages: readonly StaticPage[] = [
  { path: '/', page: 'landing' },
  { path: '/terms', page: 'terms' },
  { path: '/privacy', page: 'privacy' },
  { path: '/contact', page: 'contact' },
  { path: '/docs', page: 'docs' },
  { path: '/about', page: 'about' },
  { path: '/careers', page: 'careers' },
];

export type ResolvedRoute =
  | { kind: 'page'; page: StaticPage }
  | { kind: 'tool'; tool: ToolInfo }
  /** A tool alone, without the site's header and footer, for other sites to frame. */
  | { kind: 'embed'; tool: ToolInfo }
  | { kind: 'not-found'; path: string };

const pagesByPath = new Map(staticPages.map((page) => [page.path, page]));

/**
 * Which screen a path shows. A trailing slash is ignored; unknown paths and tool slugs are not
 * found. `list` is the tools it knows (every tool by default).
 */
export function resolveRoute(rawPath: string, list: readonly ToolInfo[] = tools): ResolvedRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const page = pagesByPath.get(path);
  if (page) return { kind: 'page', page };
  const toolMatch = /^\/tools\/([^/]+)$/.exec(path);
  const tool = toolMatch?.[1] ? findTool(toolMatch[1], list) : undefined;
  if (tool) return { kind: 'tool', tool };
  const embedMatch = /^\/embed\/tools\/([^/]+)$/.exec(path);
  const embedded = embedMatch?.[1] ? findTool(embedMatch[1], list) : undefined;
  if (embedded) return { kind: 'embed', tool: embedded };
  return { kind: 'not-found', path: rawPath };
}

/** Whether a path is an embedded tool's (a known tool's or not): such a page stores nothing in the browser. */
export const isEmbedPath = (path: string): boolean => path.startsWith('/embed/');

/** Every path that has a page, in sitemap order: the static pages, then a page per tool of `list`. */
export function routePaths(list: readonly ToolInfo[]): string[] {
  return [...staticPages.map((page) => page.path), ...list.map((tool) => toolPath(tool.slug))];
}

/** Every path of the site: what the build lists in the sitemap and precaches (and prerenders). */
export function allRoutePaths(): string[] {
  return routePaths(tools);
}

/** The embedded tools' paths, one per tool of `list`: prerendered, but neither in the sitemap nor precached. */
export function embedPaths(list: readonly ToolInfo[]): string[] {
  return list.map((tool) => embedPath(tool.slug));
}

/** Every path the build prerenders: the site's routes, then the embedded tools. */
export function prerenderPaths(list: readonly ToolInfo[] = tools): string[] {
  return [...routePaths(list), ...embedPaths(list)];
}

/** The module a route renders. */
export function pageNameOf(route: ResolvedRoute): PageName {
  return route.kind === 'page' ? route.page.page : route.kind;
}
