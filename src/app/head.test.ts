import { describe, expect, it } from 'vitest';
import { offerAt } from '../../engine/pricing/phase';
import { CHECKOUT_URL_REGULAR, CHECKOUT_URL_SALE, SAMPLE_PDF_URL, SITE_URL, absoluteUrl, isExternalUrl } from './config';
import { headFor, headToHtml } from './head';
import { ogImageUrl } from './ogImage';
import { resolveRoute } from './routes';

const utc = (iso: string) => new Date(`${iso}Z`);
const productAt = (iso: string) => headFor(resolveRoute('/'), offerAt(utc(iso), 'utc')).jsonLd;

describe("The landing page's Product structured data", () => {
  it('has the social preview image', () => {
    const product = productAt('2026-11-25T10:00:00');
    expect(product['@type']).toBe('Product');
    expect(product.image).toBe(ogImageUrl('/'));
    expect(product.image).toBe(`${SITE_URL}/og/home.png`);
  });

  it('offers $9 in the sale, valid until the Saturday it ends', () => {
    for (const moment of ['2026-11-23T00:00:00', '2026-11-25T10:00:00', '2026-11-28T23:59:59']) {
      expect(productAt(moment).offers).toEqual({
        '@type': 'Offer',
        price: '9.00',
        priceCurrency: 'USD',
        priceValidUntil: '2026-11-28',
        availability: 'https://schema.org/InStock',
        url: absoluteUrl(CHECKOUT_URL_SALE),
      });
    }
  });

  it('offers $18 in an odd week, valid until its Sunday', () => {
    expect(productAt('2026-11-18T10:00:00').offers).toMatchObject({
      price: '18.00',
      priceValidUntil: '2026-11-22',
      url: absoluteUrl(CHECKOUT_URL_REGULAR),
    });
  });

  it('offers $18 on the Sunday of an even week, valid until the Sunday a week later', () => {
    expect(productAt('2026-11-29T00:00:00').offers).toMatchObject({
      price: '18.00',
      priceValidUntil: '2026-12-06',
      url: absoluteUrl(CHECKOUT_URL_REGULAR),
    });
  });

  it('offers $18 through weeks 53 and 1 until the sale of week 2', () => {
    expect(productAt('2026-12-27T12:00:00').offers).toMatchObject({ price: '18.00', priceValidUntil: '2027-01-10' });
    expect(productAt('2027-01-11T00:00:00').offers).toMatchObject({ price: '9.00', priceValidUntil: '2027-01-16' });
  });

  it('is written into the HTML head as one JSON-LD script', () => {
    const html = headToHtml(headFor(resolveRoute('/'), offerAt(utc('2026-11-25T10:00:00'), 'utc')));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json" data-head>([^<]+)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.[1] ?? '{}').offers.priceValidUntil).toBe('2026-11-28');
  });
});

describe('Other routes', () => {
  it('carry no price', () => {
    const offer = offerAt(utc('2026-11-25T10:00:00'), 'utc');
    expect(JSON.stringify(headFor(resolveRoute('/about'), offer).jsonLd)).not.toContain('price');
    expect(JSON.stringify(headFor(resolveRoute('/nope'), offer).jsonLd)).not.toContain('price');
  });
});

describe("An embedded tool's head", () => {
  const offer = offerAt(utc('2026-11-25T10:00:00'), 'utc');
  const html = headToHtml(headFor(resolveRoute('/embed/tools/structural-load'), offer));

  it('is not indexed, and names the tool’s page as canonical', () => {
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/tools/structural-load" data-head>`);
    expect(html).toContain('<title>Structural Load — PromptArc</title>');
  });

  it('leaves the tool’s own page indexed', () => {
    expect(headToHtml(headFor(resolveRoute('/tools/structural-load'), offer))).not.toContain('noindex');
  });
});

describe('Checkout links', () => {
  it('are absolute in the structured data: a path of the site is joined to the site URL', () => {
    expect(absoluteUrl('/contact?order=sale')).toBe(`${SITE_URL}/contact?order=sale`);
    expect(absoluteUrl('https://pay.example.org/promptarc')).toBe('https://pay.example.org/promptarc');
  });
  it('leave the site (a new tab) only when they are a full URL', () => {
    expect(isExternalUrl('https://pay.example.org/promptarc')).toBe(true);
    expect(isExternalUrl('/contact?order=regular')).toBe(false);
  });
  it('never point at a made-up domain by default (the sample neither)', () => {
    for (const url of [CHECKOUT_URL_SALE, CHECKOUT_URL_REGULAR, SAMPLE_PDF_URL]) expect(url).not.toContain('checkout.example');
  });
});
