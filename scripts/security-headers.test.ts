import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, embedContentSecurityPolicy, headersFile, httpsOnlyHeaders, securityHeaders, securityHeadersFor } from './security-headers.mjs';

const directives = new Map(
  contentSecurityPolicy.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values] as const;
  }),
);

// Mozilla Observatory's tests (its scoring of the deployed headers): what earns the A+.
describe('security headers, as Mozilla Observatory scores them', () => {
  it('has a CSP that blocks inline and eval script and style, plugins, base and framing', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    for (const name of ['script-src', 'style-src']) {
      expect(directives.get(name)).toEqual(["'self'"]);
    }
    expect(contentSecurityPolicy).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:(?!\/\/)/);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends nosniff, framing denial, a referrer policy and the opener policy', () => {
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('asks for HTTPS for two years (at least the six months Observatory wants), over HTTPS only', () => {
    const hsts = httpsOnlyHeaders['Strict-Transport-Security'];
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_768_000);
    expect(securityHeaders).not.toHaveProperty('Strict-Transport-Security');
    expect(headersFile()).toContain(`Strict-Transport-Security: ${hsts}`);
  });
});

describe('framing: only the embedded tools may be framed', () => {
  const policyOf = (headers: Record<string, string>) => headers['Content-Security-Policy'] ?? '';

  it("lets any site frame an embedded tool's page, with the rest of the policy unchanged", () => {
    const headers = securityHeadersFor('/embed/tools/structural-load', 200);
    expect(policyOf(headers)).toBe(embedContentSecurityPolicy);
    expect(embedContentSecurityPolicy).toContain('frame-ancestors *');
    expect(embedContentSecurityPolicy.replace('frame-ancestors *', "frame-ancestors 'none'")).toBe(contentSecurityPolicy);
    expect(headers).not.toHaveProperty('X-Frame-Options');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    // What the server sends is the file's path in dist/ (scripts/serve.mjs).
    expect(policyOf(securityHeadersFor('/embed/tools/structural-load/index.html', 200))).toBe(embedContentSecurityPolicy);
  });

  it('refuses framing everywhere else: every other route, the not-found page under /embed/, errors', () => {
    for (const [path, status] of [
      ['/', 200],
      ['/tools/structural-load', 200],
      ['/tools/structural-load/index.html', 200],
      ['/embed', 200],
      ['/embed/tools/', 200],
      ['/embed/tools/no-such-tool', 404],
      ['/assets/app.js', 200],
      ['', 405],
    ] as const) {
      const headers = securityHeadersFor(path, status);
      expect(policyOf(headers), path).toBe(contentSecurityPolicy);
      expect(headers['X-Frame-Options'], path).toBe('DENY');
    }
  });

  it("writes the same rule into the static hosts' _headers: the embeds drop the denial and attach their policy", () => {
    const file = headersFile();
    const block = file.split('\n\n').find((part) => part.startsWith('/embed/tools/*\n'));
    expect(block?.split('\n')).toEqual([
      '/embed/tools/*',
      '  ! Content-Security-Policy',
      '  ! X-Frame-Options',
      `  Content-Security-Policy: ${embedContentSecurityPolicy}`,
    ]);
    expect(file.startsWith(`/*\n  Content-Security-Policy: ${contentSecurityPolicy}\n`)).toBe(true);
    expect(file).toContain('  X-Frame-Options: DENY');
  });
});
