// The security headers of every response: served by scripts/serve.mjs and written to
// dist/_headers for static hosts (Netlify, Cloudflare Pages) by scripts/build.mjs.
export const contentSecurityPolicy = [
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
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

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
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  // The service worker: the browser checks it on each visit, so a new deployment is picked up.
  lines.push('', '/sw.js', '  Cache-Control: no-cache', '  Content-Type: text/javascript; charset=utf-8', '');
  return lines.join('\n');
}
