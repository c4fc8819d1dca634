import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { pricingPhase } from '../../engine/pricing/phase';
import { App } from './App';
import { headFor, headToHtml } from './head';
import { loadPageFor, pageSource } from './pages';
import { hasToolModule, toolSource } from '../tools/modules';
import { allRoutePaths, pageNameOf, resolveRoute, type ResolvedRoute } from './routes';

export { allRoutePaths };
export { SITE_URL } from './config';

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /** Title, meta, canonical, Open Graph and JSON-LD tags. */
  head: string;
  /** Source files of the route's modules, to preload their chunks. */
  sources: string[];
}

/** The source files a route renders: its page and, on a tool's route, the tool's own module. */
function routeSources(route: ResolvedRoute): string[] {
  const sources = [pageSource(pageNameOf(route))];
  if (route.kind === 'tool') {
    if (!hasToolModule(route.tool.slug)) throw new Error(`${toolSource(route.tool.slug)} is missing: every tool in the registry needs its module`);
    sources.push(toolSource(route.tool.slug));
  }
  return sources;
}

/** Renders a route to static HTML, as of the build time. */
export async function render(path: string): Promise<RenderedPage> {
  const route = resolveRoute(path);
  await loadPageFor(path);
  const html = renderToString(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  return {
    html,
    head: headToHtml(headFor(route, pricingPhase(new Date(__BUILD_TIME__)))),
    sources: routeSources(route),
  };
}
