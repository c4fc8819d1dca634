// The sitemap: every route of the site (src/app/routes.ts allRoutePaths, which derives the tools'
// pages from the catalog), each with the build's day as its last modification.

/**
 * @param {string} siteUrl the site's origin, without a trailing slash
 * @param {string[]} paths every route path, in sitemap order
 * @param {string} day the build's date, YYYY-MM-DD
 * @returns {string} sitemap.xml
 */
export function sitemapXml(siteUrl, paths, day) {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${day}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
