import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, httpsOnlyHeaders, securityHeaders } from './security-headers.mjs';

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
