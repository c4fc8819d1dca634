import { PRODUCT_NAME, SITE_URL, CHECKOUT_URL_REGULAR, CHECKOUT_URL_SALE } from './config';
import { toolPath } from '../tools/registry';
import type { ResolvedRoute } from './routes';
import type { Offer } from '../../engine/pricing/phase';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageUrl } from './ogImage';

/** What a route puts in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL, or null for the not-found page (which is not indexed). */
  canonical: string | null;
  jsonLd: Record<string, unknown>;
  /** The social preview image (Open Graph, Twitter): absolute URL and what it shows. */
  image: { url: string; alt: string };
}

const NOT_FOUND_TITLE = 'Page not found — PromptArc';
const NOT_FOUND_DESCRIPTION = 'This page does not exist. Return to the PromptArc home page.';

const absolute = (path: string): string => `${SITE_URL}${path === '/' ? '/' : path}`;

/** The part of the current offer that the head shows. */
export type HeadOffer = Pick<Offer, 'phase' | 'price' | 'validUntil'>;

/**
 * The head of a route; the landing page's Product offer carries the price of the current phase,
 * valid until the last day that price holds.
 */
export function headFor(route: ResolvedRoute, offer: HeadOffer): PageHead {
  const head = headWithoutImage(route, offer);
  return { ...head, image: { url: ogImageUrl(routePath(route)), alt: ogImageAlt(route, head.title) } };
}

/** The path a route's image is named after: the not-found page's is `/404`. */
export function routePath(route: ResolvedRoute): string {
  if (route.kind === 'tool') return toolPath(route.tool.slug);
  if (route.kind === 'not-found') return '/404';
  return route.page.path;
}

/** What a route's social image shows (scripts/og-images.mjs draws it from ogCard). */
function ogImageAlt(route: ResolvedRoute, title: string): string {
  return `${ogCard(route, title).title}: ${PRODUCT_NAME}, ${route.kind === 'tool' ? 'a free browser tool for architects and interior designers' : 'AI prompt templates for design and architecture'}`;
}

/** The words on a route's 1200 × 630 social image: a kicker, a title and a line under it. */
export function ogCard(route: ResolvedRoute, title: string): { kicker: string; title: string; line: string } {
  if (route.kind === 'tool') {
    return { kicker: `Free design tool · ${route.tool.category}`, title: route.tool.name, line: route.tool.description };
  }
  if (route.kind === 'not-found') return { kicker: PRODUCT_NAME, title: 'Page not found', line: 'Return to the PromptArc home page.' };
  if (route.page.page === 'landing') {
    return { kicker: 'PDF prompt library · 175+ templates', title: 'AI Prompts for Design & Architecture', line: route.page.description };
  }
  return { kicker: PRODUCT_NAME, title: title.split(' — ')[0] ?? title, line: route.page.description };
}

function headWithoutImage(route: ResolvedRoute, offer: HeadOffer): Omit<PageHead, 'image'> {
  if (route.kind === 'tool') {
    const { tool } = route;
    const url = absolute(toolPath(tool.slug));
    return {
      title: `${tool.name} — free design tool — ${PRODUCT_NAME}`,
      description: tool.description,
      canonical: url,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: `${tool.name} by ${PRODUCT_NAME}`,
        description: tool.description,
        url,
        applicationCategory: 'DesignApplication',
        applicationSubCategory: tool.category,
        operatingSystem: 'Any (web browser)',
        isAccessibleForFree: true,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      },
    };
  }
  if (route.kind === 'not-found') {
    return {
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_DESCRIPTION,
      canonical: null,
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION },
    };
  }
  const { page } = route;
  const url = absolute(page.path);
  if (page.page === 'landing') {
    return {
      title: page.title,
      description: page.description,
      canonical: url,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${PRODUCT_NAME} — AI Prompt Library for Design & Architecture`,
        description: page.description,
        brand: { '@type': 'Brand', name: PRODUCT_NAME },
        category: 'Digital download (PDF)',
        url,
        image: ogImageUrl('/'),
        offers: {
          '@type': 'Offer',
          price: offer.price.toFixed(2),
          priceCurrency: 'USD',
          priceValidUntil: offer.validUntil,
          availability: 'https://schema.org/InStock',
          url: offer.phase === 'sale' ? CHECKOUT_URL_SALE : CHECKOUT_URL_REGULAR,
        },
      },
    };
  }
  return {
    title: page.title,
    description: page.description,
    canonical: url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      description: page.description,
      url,
      isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: absolute('/') },
    },
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot close its script element. */
const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head as HTML, for the prerendered pages. Every tag carries `data-head` so the client can update it. */
export function headToHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" data-head>`,
    head.canonical
      ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head>`
      : '<meta name="robots" content="noindex" data-head>',
    `<meta property="og:site_name" content="${PRODUCT_NAME}" data-head>`,
    `<meta property="og:type" content="website" data-head>`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" data-head>`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" data-head>`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" data-head>` : '',
    `<meta property="og:image" content="${escapeHtml(head.image.url)}" data-head>`,
    `<meta property="og:image:type" content="image/png" data-head>`,
    `<meta property="og:image:width" content="${OG_IMAGE_WIDTH}" data-head>`,
    `<meta property="og:image:height" content="${OG_IMAGE_HEIGHT}" data-head>`,
    `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" data-head>`,
    `<meta name="twitter:card" content="summary_large_image" data-head>`,
    `<meta name="twitter:image" content="${escapeHtml(head.image.url)}" data-head>`,
    `<meta name="twitter:image:alt" content="${escapeHtml(head.image.alt)}" data-head>`,
    `<script type="application/ld+json" data-head>${safeJson(head.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Brings the live document's head in line with a route's head (client-side navigation). */
export function applyHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  const managed = doc.head.querySelectorAll('[data-head]');
  managed.forEach((node) => node.remove());
  const template = doc.createElement('template');
  template.innerHTML = headToHtml({ ...head }).replace(/^<title>.*?<\/title>/, '');
  doc.head.append(template.content);
}
