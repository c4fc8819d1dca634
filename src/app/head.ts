import { CLAIMS, PRODUCT_NAME, SITE_URL, CHECKOUT_URL_REGULAR, CHECKOUT_URL_SALE, absoluteUrl } from './config';
import { toolPath } from '../tools/registry';
import type { ResolvedRoute, StaticPageName } from './routes';
import type { Offer } from '../../engine/pricing/phase';
import { ogImageUrl } from './ogImage';
import { escapeHtml } from '../ui/escapeHtml';

/** What a route puts in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL, or null for the not-found page (which is not indexed). */
  canonical: string | null;
  /** Not to be indexed although it has a canonical page: an embedded tool (its canonical is the tool's page). */
  noindex?: boolean;
  jsonLd: Record<string, unknown>;
}


/**
 * Each page's title and description. They live with the head code, not with the routes: every
 * page's head arrives prerendered, so the script every page loads first (the shell) need not carry them.
 */
const staticPageHeads: Readonly<Record<StaticPageName, Pick<PageHead, 'title' | 'description'>>> = {
  landing: {
    title: 'PromptArc — AI Prompts for Design & Architecture',
    description: `${CLAIMS.prompts}+ expert AI prompt templates for interior design, architecture, 3D visualization and smart homes, in one PDF. Plus 20 free design tools.`,
  },
  terms: { title: 'Terms of Service — PromptArc', description: 'The terms that apply when you buy and use the PromptArc AI prompt library.' },
  privacy: { title: 'Privacy Policy — PromptArc', description: 'What PromptArc collects, why, how it is protected and the rights you have.' },
  contact: {
    title: 'Contact — PromptArc',
    description: 'Questions about the prompt library or the tools? Write to the PromptArc studio; we reply within one business day.',
  },
  docs: {
    title: 'Docs: 20 free design tools — PromptArc',
    description: 'Search the 20 free PromptArc tools for architects and interior designers, from colour harmony to VR walkthroughs.',
  },
  about: {
    title: 'About — PromptArc',
    description: 'Why PromptArc exists, who it serves — studios, solo designers and educators — and the principles behind it.',
  },
  careers: { title: 'Careers — PromptArc', description: 'Work with PromptArc: our culture, how we hire, and how to hear about open roles.' },
};

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
  if (route.kind === 'embed') {
    // The tool alone, for other sites to frame: the tool's page is the one to index.
    return { ...headFor({ kind: 'tool', tool: route.tool }, offer), title: `${route.tool.name} — ${PRODUCT_NAME}`, noindex: true };
  }
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
  const { title, description } = staticPageHeads[page.page];
  if (page.page === 'landing') {
    return {
      title,
      description,
      canonical: url,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${PRODUCT_NAME} — AI Prompt Library for Design & Architecture`,
        description,
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
          url: absoluteUrl(offer.phase === 'sale' ? CHECKOUT_URL_SALE : CHECKOUT_URL_REGULAR),
        },
      },
    };
  }
  return {
    title,
    description,
    canonical: url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url,
      isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: absolute('/') },
    },
  };
}

/** JSON that cannot close its script element. */
const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The head as HTML. Every tag carries `data-head` so the client can replace them on navigation.
 * The social image's tags (src/app/socialImage.ts) are the server's alone: crawlers read only the
 * HTML it sends, so their code stays out of the pages' scripts.
 */
export function headToHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" data-head>`,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head>` : '',
    !head.canonical || head.noindex ? '<meta name="robots" content="noindex" data-head>' : '',
    `<meta property="og:site_name" content="${PRODUCT_NAME}" data-head>`,
    `<meta property="og:type" content="website" data-head>`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" data-head>`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" data-head>`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" data-head>` : '',
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
