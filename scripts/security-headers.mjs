// The security headers of every response: served by scripts/serve.mjs and written to
// dist/_headers for static hosts (Netlify, Cloudflare Pages) by scripts/build.mjs.
const policy = (frameAncestors) => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  `frame-ancestors ${frameAncestors}`,
].join('; ');

/** Every route's policy: no site may frame it (clickjacking). */
export const contentSecurityPolicy = policy("'none'");

/** An embedded tool's policy (/embed/tools/{slug}): the same, but any site may frame it. */
export const embedContentSecurityPolicy = policy('*');

export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The paths any site may frame: the embedded tools (src/app/routes.ts, `/embed/tools/{slug}`). */
export const EMBED_PREFIX = '/embed/tools/';

/** An embedded tool's headers: framing allowed by the CSP alone (X-Frame-Options has no "anyone" value). */
export const embedSecurityHeaders = Object.fromEntries(
  Object.entries({ ...securityHeaders, 'Content-Security-Policy': embedContentSecurityPolicy }).filter(([name]) => name !== 'X-Frame-Options'),
);

/**
 * The security headers of a response: an embedded tool's page (a path under EMBED_PREFIX that
 * was found, status 200) may be framed; everything else, the not-found page under /embed/ too,
 * refuses framing.
 * @param {string} pathname the path of what is sent (scripts/serve.mjs: the file's, in dist/)
 * @param {number} status the response's status
 * @returns {Record<string, string>}
 */
export function securityHeadersFor(pathname, status) {
  const framable = status === 200 && pathname.startsWith(EMBED_PREFIX) && pathname.length > EMBED_PREFIX.length;
  return { ...(framable ? embedSecurityHeaders : securityHeaders) };
}

/**
 * Headers sent only over HTTPS: HSTS, two years with subdomains (Mozilla Observatory asks for at
 * least six months). Static hosts serve the site over HTTPS, so their `_headers` file carries it;
 * scripts/serve.mjs adds it when the request came over TLS or through a proxy saying
 * `X-Forwarded-Proto: https`, never on plain http://localhost.
 */
export const httpsOnlyHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** The `_headers` file format of static hosts. */
export function headersFile() {
  const lines = ['/*', ...Object.entries({ ...securityHeaders, ...httpsOnlyHeaders }).map(([name, value]) => `  ${name}: ${value}`)];
  // The embedded tools: Cloudflare Pages' detach lines ('! Name') drop the framing denial that
  // '/*' attaches, then the embed's policy is attached (a static host cannot tell a known slug
  // from an unknown one here: its not-found page under this path may be framed too).
  lines.push('', `${EMBED_PREFIX}*`, '  ! Content-Security-Policy', '  ! X-Frame-Options', `  Content-Security-Policy: ${embedContentSecurityPolicy}`);
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  // The service worker: the browser checks it on each visit, so a new deployment is picked up.
  lines.push('', '/sw.js', '  Cache-Control: no-cache', '  Content-Type: text/javascript; charset=utf-8', '');
  return lines.join('\n');
}
