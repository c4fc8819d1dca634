import { SITE_URL } from './config';

/**
 * The social preview image of a route (Open Graph, Twitter, the Product's JSON-LD): a 1200 × 630
 * PNG the build draws for each route into dist/og/. `/` is `home`, any other path its segments
 * joined by '-' (`/tools/structural-load` → `tools-structural-load`), the not-found page `404`.
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The image's file name (without folder) for a route path. */
export function ogImageName(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return `${segments.length === 0 ? 'home' : segments.join('-')}.png`;
}

/** The image's absolute URL for a route path. */
export function ogImageUrl(path: string): string {
  return `${SITE_URL}/og/${ogImageName(path)}`;
}
