import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scriptHashes: ['sha256-abc123='] });
});
afterAll(() => t.destroy());

describe('API basics', () => {
  it('answers JSON 404 for an unknown /api path', async () => {
    for (const path of ['/api/nope', '/api', '/api/foods/a/b']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Not found', code: 'not_found' });
    }
  });

  it('refuses a body over 1 MB with 413 JSON', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const response = await t.app.request('/api/foods', { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: 'payload_too_large' });
    const declared = await t.app.request('/api/foods', {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
  });

  it('puts the security headers on every answer, errors included', async () => {
    for (const path of ['/api/foods', '/api/foods/nope', '/api/nope', '/api/health']) {
      const response = await t.app.request(`https://shop.example${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' 'sha256-abc123='");
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(31_536_000);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('permissions-policy')).toBeTruthy();
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    }
  });

  it('leaves HSTS off on localhost', async () => {
    const response = await t.app.request('http://localhost:3000/api/foods');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  it('answers an unexpected failure with a generic 500, logs it with the request id, and leaks no stack', async () => {
    const { createApp } = await import('../../worker/src/app.ts');
    const broken = createApp({
      db: t.db,
      config: { googleClientId: undefined, analyticsSrc: undefined, sessionSecret: 'x'.repeat(32) },
      menuCache: {
        peek: () => undefined,
        get: () => Promise.reject(new Error('secret internals at db.ts:12')),
        refresh: () => Promise.reject(new Error('x')),
      },
      logger: { error: (message, details) => void t.loggedErrors.push({ message, details }) },
    });
    const response = await broken.request('/api/foods', { headers: { 'X-Request-Id': 'req-123' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Something went wrong. Please try again later.', code: 'internal_error' });
    expect(text).not.toMatch(/secret|at |\.ts/);
    expect(t.loggedErrors.at(-1)).toMatchObject({ details: { requestId: 'req-123' } });
    expect(String(t.loggedErrors.at(-1)!.details!.error)).toContain('secret internals');
  });
});
