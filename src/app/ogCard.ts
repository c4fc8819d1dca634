import { CLAIMS, PRODUCT_NAME } from './config';
import type { PageHead } from './head';
import type { ResolvedRoute } from './routes';

/** The words on a route's 1200 × 630 social image: a kicker, a title and a line under it (a page's own: its head's description). */
export function ogCard(route: ResolvedRoute, { title, description }: Pick<PageHead, 'title' | 'description'>): { kicker: string; title: string; line: string } {
  if (route.kind === 'tool' || route.kind === 'embed') {
    return { kicker: `Free design tool · ${route.tool.category}`, title: route.tool.name, line: route.tool.description };
  }
  if (route.kind === 'not-found') return { kicker: PRODUCT_NAME, title: 'Page not found', line: 'Return to the PromptArc home page.' };
  if (route.page.page === 'landing') {
    return { kicker: `PDF prompt library · ${CLAIMS.prompts}+ templates`, title: 'AI Prompts for Design & Architecture', line: description };
  }
  return { kicker: PRODUCT_NAME, title: title.split(' — ')[0] ?? title, line: description };
}
