import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { startServer, type RunningServer } from '../../worker/src/node.ts';
import { orderBody } from '../factories/orders.ts';

/** A guest's tracking link on the Node server: the one tracking page, whatever the token. */
const SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><p>home</p>',
  'track/index.html': `<!doctype html><title>Your order — Doorstep</title><p>tracking page</p>${'<p>padding</p>'.repeat(40)}`,
  '404.html': '<!doctype html><title>Not found</title><p>Page not found</p>',
  '_csp.json': JSON.stringify({ scriptHashes: [] }),
};

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-track-'));
  for (const [path, content] of Object.entries(SITE)) {
    mkdirSync(dirname(join(dir, 'dist', path)), { recursive: true });
    writeFileSync(join(dir, 'dist', path), content);
  }
  server = await startServer({
    env: { DATABASE_URL: `file:${join(dir, 'data', 'shop.db')}`, NODE_ENV: 'test' },
    port: 0,
    distDir: join(dir, 'dist'),
    log: () => undefined,
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('/track/{token} on the Node server', () => {
  it("answers a guest's tracking link with the tracking page, never stored, out of search results and without a Referer", async () => {
    const placed = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(orderBody({ phone: undefined, guest: { name: 'Gus Guest', email: 'gus@track.test', phone: '(217) 555-0199' } })),
    });
    expect(placed.status).toBe(201);
    const { data: order, trackingUrl } = (await placed.json()) as { data: Order; trackingUrl: string };
    const path = new URL(trackingUrl).pathname;
    expect(path).toMatch(/^\/track\/[\w-]{43}$/);

    for (const address of [path, `${path}/`]) {
      const page = await get(address, { 'Accept-Encoding': 'gzip' });
      expect(page.status, address).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('<p>tracking page</p>');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('etag')).toBeNull();
      // The security headers every page has stay.
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }

    // The page's island reads the order with the same token.
    const tracked = await get(`/api${path}`);
    expect(tracked.status).toBe(200);
    expect(((await tracked.json()) as { data: Order }).data._id).toBe(order._id);
  });

  it('answers any token with the same page (the island says when it leads nowhere); deeper addresses are not found', async () => {
    const unknown = await get(`/track/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<p>tracking page</p>');
    expect((await get(`/api/track/${'x'.repeat(43)}`)).status).toBe(404);
    const deeper = await get('/track/a/b');
    expect(deeper.status).toBe(404);
    expect(await deeper.text()).toContain('Page not found');
  });

  it('keeps the usual Referrer-Policy and revalidation on other pages', async () => {
    const home = await get('/');
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('etag')).toBeTruthy();
  });
});
