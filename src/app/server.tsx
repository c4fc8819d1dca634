import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { offerAt } from '../../engine/pricing/phase';
import { App } from './App';
import { headFor, headToHtml } from './head';
import { ogCard } from './ogCard';
import { routePath, socialImageHtml } from './socialImage';
import { ogImageName } from './ogImage';
import { loadPageFor, pageSource } from './pages';
import { hasToolModule, toolSource } from '../tools/modules';
import { AFTER_WORKBENCH_ID } from '../tools/shell/ToolLayout';
import { allRoutePaths, pageNameOf, prerenderPaths, resolveRoute, type ResolvedRoute } from './routes';

export { allRoutePaths, prerenderPaths };
export { SITE_URL } from './config';

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /** Title, meta, canonical, Open Graph and JSON-LD tags. */
  head: string;
  /** Source files of the route's modules, to preload their chunks. */
  sources: string[];
}

/** Loaded with a tool's page before it hydrates (its preload). */
const HOLD_EVENTS_SOURCE = 'src/app/holdEvents.ts';

/**
 * The source files a route renders: its page and, on a tool's route (or an embedded tool's), the
 * tool's own module and what keeps the events React would hydrate at once for from it until hydrated.
 */
function routeSources(route: ResolvedRoute): string[] {
  const sources = [pageSource(pageNameOf(route))];
  if (route.kind === 'tool' || route.kind === 'embed') {
    if (!hasToolModule(route.tool.slug)) throw new Error(`${toolSource(route.tool.slug)} is missing: every tool in the registry needs its module`);
    sources.push(toolSource(route.tool.slug), HOLD_EVENTS_SOURCE);
  }
  return sources;
}

/**
 * A tool's page paints nothing until the parser has reached what follows its workbench (inputs,
 * picture, numbers). On a phone the picture stands above the inputs but follows them in the
 * document; a slow phone's parser can stop between the two for a frame, and the picture then came
 * in above the inputs already shown and pushed them down (window-optimizer, 4× CPU: a layout shift
 * of 0.255 in two loads of three). Browsers without `rel="expect"` ignore it. Only the server's
 * HTML carries it: a link added later blocks nothing.
 */
function firstFrameHtml(route: ResolvedRoute): string {
  return route.kind === 'tool' || route.kind === 'embed' ? `<link rel="expect" href="#${AFTER_WORKBENCH_ID}" blocking="render">` : '';
}

/**
 * What the clock-dependent content of every page (the landing page's price and its structured
 * data, the footer's year) shows at `time`, read in UTC: a page rendered for one moment is the
 * same page for any other moment with the same key.
 */
export function clockKey(time: number): string {
  const date = new Date(time);
  const offer = offerAt(date, 'utc');
  return `${date.getUTCFullYear()} ${offer.phase} ${offer.validUntil}`;
}

/**
 * Renders a route to static HTML for the moment `time` (ms since the epoch; the build time by
 * default), reading the calendar in UTC. The page must carry `time` (data-render-time on #root)
 * for the client to hydrate it.
 */
export async function render(path: string, time: number = __BUILD_TIME__): Promise<RenderedPage> {
  const route = resolveRoute(path);
  await loadPageFor(path);
  const head = headFor(route, offerAt(new Date(time), 'utc'));
  const html = renderToString(
    <StrictMode>
      <App ssrPath={path} renderTime={time} />
    </StrictMode>,
  );
  return {
    html,
    head: [headToHtml(head), socialImageHtml(routePath(route), head), firstFrameHtml(route)].filter(Boolean).join('\n    '),
    sources: routeSources(route),
  };
}

/** One social preview image to draw: its file name in dist/og/ and its words (head.ts ogCard). */
export interface OgCard {
  file: string;
  kicker: string;
  title: string;
  line: string;
}

/** The social preview image of every route and of the not-found page, for scripts/og-images.mjs. */
export function ogCards(time: number = __BUILD_TIME__): OgCard[] {
  const offer = offerAt(new Date(time), 'utc');
  return [...allRoutePaths(), '/404'].map((path) => {
    const route = resolveRoute(path);
    return { file: ogImageName(routePath(route)), ...ogCard(route, headFor(route, offer)) };
  });
}
