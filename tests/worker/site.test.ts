import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Miniflare, Response } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_ROUTING, ROOT, startWorker } from './bundle.ts';

/** The built site through Workers static assets, as wrangler.toml routes it (needs `npm run build`). */
const built = existsSync(join(ROOT, 'dist/_csp.json'));
let mf: Miniflare;
const ORIGIN = 'https://shop.example';

beforeAll(async () => {
  if (!built) return;
  mf = await startWorker({ assets: ASSETS_ROUTING });
});

afterAll(async () => {
  await mf?.dispose();
});

function expectPageHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  const { scriptHashes } = JSON.parse(readFileSync(join(ROOT, 'dist/_csp.json'), 'utf8')) as { scriptHashes: string[] };
  for (const hash of scriptHashes) expect(csp).toContain(`'${hash}'`);
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(response.headers.get('referrer-policy')).toBeTruthy();
}

describe.skipIf(!built)('pages through Workers static assets', () => {
  /** A page without its language switcher, whose links lead to this very address in the other languages. */
  const withoutLanguageLinks = (html: string) =>
    html
      .replace(/<details class="language-switcher[\s\S]*?<\/details>/g, '')
      .replace(/<nav aria-label="Language" class="mt-3">[\s\S]*?<\/nav>/g, '');

  it('serves / and a dish added after the build (the dish shell, 200) as HTML with the security headers', async () => {
    for (const path of ['/', '/dish/some-new-id', '/dish/dragon-roll', '/menu']) {
      const response = await mf.dispatchFetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectPageHeaders(response);
      await response.text();
    }
    const shell = await (await mf.dispatchFetch(`${ORIGIN}/dish/some-new-id`)).text();
    expect(withoutLanguageLinks(shell)).toBe(withoutLanguageLinks(await (await mf.dispatchFetch(`${ORIGIN}/dish`)).text()));
  });

  it("answers every guest's tracking link with the tracking page: never stored, out of search results, no Referer", async () => {
    const shell = await (await mf.dispatchFetch(`${ORIGIN}/track`)).text();
    expect(shell).toContain('<title>Your order — Doorstep</title>');
    for (const path of ['/track/Ab_12-some-token', '/track/another-token/']) {
      const response = await mf.dispatchFetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('etag'), path).toBeNull();
      expect(response.headers.get('content-security-policy'), path).toContain("object-src 'none'");
      expect(withoutLanguageLinks(await response.text()), path).toBe(withoutLanguageLinks(shell));
    }
    expect((await mf.dispatchFetch(`${ORIGIN}/track/a/b`)).status).toBe(404);
  });

  it('answers 404 with the 404 page for an unknown path and for the build metadata', async () => {
    for (const path of ['/no-such-page', '/_csp.json', '/dish/a/b']) {
      const response = await mf.dispatchFetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<html');
    }
  });

  it('hands /media/* to the worker, which serves uploaded pictures from R2 (tests/worker/pictures.test.ts)', async () => {
    const response = await mf.dispatchFetch(`${ORIGIN}/media/0123456789abcdef0123-400.jpg`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('fills the saved store details and currency into the pages and revalidates them by ETag', async () => {
    const first = await mf.dispatchFetch(`${ORIGIN}/contact`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    await first.text();
    expect((await mf.dispatchFetch(`${ORIGIN}/contact`, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.30' };
    const signup = await mf.dispatchFetch(`${ORIGIN}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Owner', email: 'owner@worker.test', password: 'correct horse' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((line) => line.startsWith('doorstep_session='))!
      .split(';')[0]!;
    const { data } = (await signup.json()) as { data: { userId: string } };
    const d1 = await mf.getD1Database('DB');
    await d1.prepare("update users set role = 'admin' where id = ?").bind(data.userId).run();
    const saved = await mf.dispatchFetch(`${ORIGIN}/api/settings`, {
      method: 'PUT',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ phone: '+1 555 0100', storeName: 'Doorstep <Edge>', currency: 'EUR', locale: 'de-DE' }),
    });
    expect(saved.status).toBe(200);

    const after = await mf.dispatchFetch(`${ORIGIN}/contact`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const html = await after.text();
    expect(html).toContain('>+1 555 0100<');
    expect(html).toContain('href="tel:+15550100"');
    expect(html).toContain('Doorstep &lt;Edge&gt;');
    expect(html).not.toContain('(217) 555-0142');
    // The islands write amounts in the shop's currency, which the served page tells them.
    expect(html).toContain('<html lang="en" dir="ltr" data-lang-base data-shop-currency="EUR" data-shop-locale="de-DE"');
    const restored = await mf.dispatchFetch(`${ORIGIN}/api/settings`, {
      method: 'PUT',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ currency: 'USD', locale: 'en-US' }),
    });
    expect(restored.status).toBe(200);
  });

  it("writes the owner's saved Terms over the built ones on the next load, with a new ETag", async () => {
    const first = await mf.dispatchFetch(`${ORIGIN}/terms`);
    const etag = first.headers.get('etag')!;
    expect(await first.text()).toContain('<h2>Using the service</h2>');

    const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.32' };
    const signup = await mf.dispatchFetch(`${ORIGIN}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Owner', email: 'pages-owner@worker.test', password: 'correct horse' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((line) => line.startsWith('doorstep_session='))!
      .split(';')[0]!;
    const { data } = (await signup.json()) as { data: { userId: string } };
    const d1 = await mf.getD1Database('DB');
    await d1.prepare("update users set role = 'admin' where id = ?").bind(data.userId).run();
    const saved = await mf.dispatchFetch(`${ORIGIN}/api/pages/terms`, {
      method: 'PUT',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ title: 'House rules', markdown: '## Be kind\n\n<script>alert(1)</script>' }),
    });
    expect(saved.status).toBe(200);
    await saved.text();

    const after = await mf.dispatchFetch(`${ORIGIN}/terms`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const html = await after.text();
    expect(html).toContain('<title>House rules — Doorstep &lt;Edge&gt;</title>');
    expect(html).toMatch(/<h1 class="[^"]+">House rules<\/h1>/);
    expect(html).toContain('<h2>Be kind</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).not.toContain('Using the service');
  });

  it('serves the current menu in /, /menu and the dish pages, following each dish change on the next load', async () => {
    const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.31' };
    const signup = await mf.dispatchFetch(`${ORIGIN}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Chef', email: 'chef@worker.test', password: 'correct horse' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((line) => line.startsWith('doorstep_session='))!
      .split(';')[0]!;
    const { data } = (await signup.json()) as { data: { userId: string } };
    await (await mf.getD1Database('DB')).prepare("update users set role = 'admin' where id = ?").bind(data.userId).run();
    const writeDish = async (method: 'POST' | 'PUT', path: string, dish: Record<string, unknown>) => {
      const response = await mf.dispatchFetch(`${ORIGIN}${path}`, {
        method,
        headers: { ...json, Cookie: cookie },
        body: JSON.stringify(dish),
      });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      return ((await response.json()) as { data: { id: string } }).data;
    };
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const response = await mf.dispatchFetch(`${ORIGIN}${path}`, { headers });
      return { status: response.status, etag: response.headers.get('etag') ?? '', html: await response.text() };
    };

    const before = await page('/menu');
    const dish = {
      name: 'Edge Ramen',
      category: 'noodles',
      price: 11.5,
      image: '/images/dishes/veg-thali.svg',
      description: 'Served at the edge.',
      isAvailable: true,
    };
    const { id } = await writeDish('POST', '/api/foods', dish);
    for (const path of ['/', '/menu']) {
      const { html } = await page(path);
      expect(html, path).toContain('>Edge Ramen</h');
      expect(html, path).toContain('$11.50');
      expect(html, path).toContain(`href="/dish/${id}"`);
      expect(html, path).toContain('href="#menu-category-noodles"');
      expect(html, path).toContain('<script type="application/json" id="menu-data">');
    }
    const added = await page('/menu', { 'If-None-Match': before.etag });
    expect(added.status).toBe(200);
    expect(added.etag).not.toBe(before.etag);
    expect((await page('/menu', { 'If-None-Match': added.etag })).status).toBe(304);
    const dishPage = await page(`/dish/${id}`);
    expect(dishPage.status).toBe(200);
    expect(dishPage.html).toContain('<title>Edge Ramen — Doorstep &lt;Edge&gt;</title>');
    expect(dishPage.html).toContain('>Edge Ramen</h1>');

    await writeDish('PUT', `/api/foods/${id}`, { ...dish, price: 12.75, isAvailable: false });
    const changed = await page(`/dish/${id}`, { 'If-None-Match': dishPage.etag });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain('$12.75');
    expect(changed.html).toContain('Out of Stock');
    expect(changed.html).not.toContain('$11.50');
  });
});
