import { escapeHtml } from '../ui/escapeHtml';
import type { PageHead } from './head';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageUrl } from './ogImage';
import { toolPath } from '../tools/registry';
import type { ResolvedRoute } from './routes';

/**
 * The social preview tags of a route (Open Graph and Twitter): its 1200 × 630 card, drawn at build
 * time (scripts/og-images.mjs), with what it shows as alt text. Server only: crawlers read the HTML
 * the server sends, never what the client changes.
 */
export function socialImageHtml(path: string, head: PageHead): string {
  const url = escapeHtml(ogImageUrl(path));
  const alt = escapeHtml(`${head.title.split(' — ')[0]}: the PromptArc preview card`);
  return [
    `<meta property="og:image" content="${url}" data-head>`,
    `<meta property="og:image:type" content="image/png" data-head>`,
    `<meta property="og:image:width" content="${OG_IMAGE_WIDTH}" data-head>`,
    `<meta property="og:image:height" content="${OG_IMAGE_HEIGHT}" data-head>`,
    `<meta property="og:image:alt" content="${alt}" data-head>`,
    `<meta name="twitter:card" content="summary_large_image" data-head>`,
    `<meta name="twitter:image" content="${url}" data-head>`,
    `<meta name="twitter:image:alt" content="${alt}" data-head>`,
  ].join('\n    ');
}

/** The path a route's image is named after: the not-found page's is `/404`, an embedded tool's its page's. */
export function routePath(route: ResolvedRoute): string {
  if (route.kind === 'tool' || route.kind === 'embed') return toolPath(route.tool.slug);
  if (route.kind === 'not-found') return '/404';
  return route.page.path;
}
