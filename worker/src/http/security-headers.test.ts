import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  baseHeaders,
  buildSecurityHeaders,
  contentSecurityPolicy,
  isLocalHost,
  respond,
  type HeaderVariables,
} from './security-headers.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('is strict by default', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
  });

  it('allows the built pages’ inline scripts by hash, quoted once and deduplicated', () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: ['sha256-AAA=', "'sha256-BBB='", 'sha256-AAA='] }));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it('opens Google Identity Services only when Google sign-in is configured', () => {
    const csp = directives(contentSecurityPolicy({ googleSignIn: true }));
    expect(csp.get('script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toContain('https://accounts.google.com/gsi/');
  });

  it('admits Stripe.js, its frames and its API only when Stripe takes the cards', () => {
    const csp = directives(contentSecurityPolicy({ stripe: true }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('frame-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // Nothing else opens up: no images, styles or forms from Stripe's hosts on our pages.
    for (const name of ['default-src', 'style-src', 'img-src', 'font-src', 'form-action', 'object-src']) {
      expect(csp.get(name)!.join(' '), name).not.toContain('stripe');
    }
    expect(contentSecurityPolicy({ stripe: false })).toBe(contentSecurityPolicy());
    expect(contentSecurityPolicy()).not.toContain('stripe');
  });

  it('lists Google’s and Stripe’s frames together when both are configured', () => {
    const csp = directives(contentSecurityPolicy({ googleSignIn: true, stripe: true }));
    expect(csp.get('frame-src')).toEqual([
      'https://accounts.google.com/gsi/',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });

  it('allows the analytics script’s origin when one is configured', () => {
    const csp = directives(contentSecurityPolicy({ analyticsSrc: 'https://stats.example/js/script.js' }));
    expect(csp.get('script-src')).toContain('https://stats.example');
    expect(csp.get('connect-src')).toContain('https://stats.example');
  });
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['localhost:3000', true],
    ['127.0.0.1:4321', true],
    ['[::1]:3000', true],
    ['shop.localhost', true],
    ['shop.example', false],
    ['localhost.example.com', false],
    ['127.0.0.2', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});

describe('baseHeaders middleware', () => {
  const app = new Hono<{ Variables: HeaderVariables }>()
    .use(baseHeaders(buildSecurityHeaders()))
    .get('/json', (c) => c.json({ ok: true }))
    .get('/raw', () => new Response('raw'))
    .get('/immutable', () => Response.redirect('https://shop.example/elsewhere', 302))
    .get('/fast', (c) => respond(c, '{}', 200, { 'Content-Type': 'application/json', ETag: '"x"' }))
    .get('/id', (c) => c.text(c.get('requestId')));

  it('adds HSTS of a year or more outside localhost only', async () => {
    const remote = await app.request('/json', { headers: { host: 'shop.example' } });
    expect(remote.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const local = await app.request('/json', { headers: { host: '127.0.0.1:3000' } });
    expect(local.headers.get('strict-transport-security')).toBeNull();
  });

  it('covers every kind of response: Hono-built, hand-built, immutable, and respond()', async () => {
    for (const path of ['/json', '/raw', '/immutable', '/fast']) {
      const response = await app.request(path, { headers: { host: 'shop.example' } });
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
        'strict-transport-security',
        'x-request-id',
      ]) {
        expect(response.headers.get(name), `${path} ${name}`).toBeTruthy();
      }
    }
    const fast = await app.request('/fast');
    expect(fast.headers.get('etag')).toBe('"x"');
    expect(fast.headers.get('content-type')).toBe('application/json');
  });

  it('keeps a sane incoming request id and replaces anything else', async () => {
    const kept = await app.request('/id', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(await kept.text()).toBe('abc-123');
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await app.request('/id', { headers: { 'X-Request-Id': 'bad id; drop' } });
    expect(await replaced.text()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
