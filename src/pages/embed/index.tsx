import type { PageProps } from '../../app/pages';
import type { ResolvedRoute } from '../../app/routes';
import { loadedToolModule, loadToolModule } from '../../tools/modules';
import { ToolWorkbench } from '../../tools/shell/ToolWorkbench';

/** Before an embedded tool renders, its own chunk loads, as on its page. */
export const preload = (route: ResolvedRoute) =>
  // With it, until the first page has hydrated, the events React would hydrate at once for are kept from it (app/holdEvents.ts).
  route.kind === 'embed' ? Promise.all([loadToolModule(route.tool.slug), import('../../app/holdEvents')]) : Promise.resolve();

/**
 * A tool alone, for another site's frame (/embed/tools/{slug}, the same query as its Copy link):
 * its name, a link to its page, then its inputs, picture, results, prompt and explanation. The App
 * shows it without the site's header and footer and reports no page view.
 */
export default function EmbedPage({ route }: PageProps) {
  if (route.kind !== 'embed') return null;
  const { tool } = route;
  const definition = loadedToolModule(tool.slug);
  return definition ? <ToolWorkbench key={tool.slug} tool={tool} definition={definition} embedded /> : null;
}
