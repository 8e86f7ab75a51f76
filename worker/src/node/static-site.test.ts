import { DEFAULT_SHOP_LANGUAGES } from '../../../domain/i18n/shop-languages.ts';
import { aFood } from '../../../tests/factories/food.ts';
import { DEFAULT_BRAND } from '../../../domain/brand.ts';
import { DEFAULT_CURRENCY } from '../../../domain/currency.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Food } from '../../../domain/food.ts';
import { DEFAULT_FULFILMENT_SETTINGS } from '../../../domain/fulfilment/settings.ts';
import { DEFAULT_STORE_DETAILS } from '../../../domain/store-details.ts';
import { buildSnapshot, type MenuSnapshot } from '../menu/menu-cache.ts';
import { loadStaticSite } from './static-site.ts';

const dist = mkdtempSync(join(tmpdir(), 'doorstep-site-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const padding = '<p>Fresh food.</p>'.repeat(30);
writeFileSync(
  join(dist, 'index.html'),
  `<html><body>${padding}<footer><a href="tel:2175550142" data-store-href="phone" data-store="phone">(217) 555-0142</a></footer></body></html>`,
);
writeFileSync(join(dist, 'about.html'), `<html><body>${padding}</body></html>`);
mkdirSync(join(dist, 'privacy'));
writeFileSync(
  join(dist, 'privacy', 'index.html'),
  `<html data-shop-currency="USD" data-shop-locale="en-US"><head><title>Terms — Doorstep</title></head><body>${padding}<!--owner-page:privacy--><h1>Built policy</h1><!--/owner-page:privacy--></body></html>`,
);
mkdirSync(join(dist, 'menu'));
writeFileSync(join(dist, 'menu', 'index.html'), `<html><body>${padding}<!--menu-slot:list:1--><!--menu-slot:data--></body></html>`);
mkdirSync(join(dist, 'dish'));
writeFileSync(
  join(dist, 'dish', 'index.html'),
  `<html><head><title>Dish — Doorstep</title></head><body>${padding}<!--menu-slot:dish--></body></html>`,
);
mkdirSync(join(dist, 'track'));
writeFileSync(
  join(dist, 'track', 'index.html'),
  `<html><body>${padding}<p>tracking page</p><footer><span data-store="phone">(217) 555-0142</span></footer></body></html>`,
);
writeFileSync(join(dist, '_csp.json'), '{}');
writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');

const withDetails = (changes: Partial<typeof DEFAULT_STORE_DETAILS>) => ({
  details: { ...DEFAULT_STORE_DETAILS, ...changes },
  brand: DEFAULT_BRAND,
  currency: DEFAULT_CURRENCY,
  fulfilment: DEFAULT_FULFILMENT_SETTINGS,
  guestCheckout: true,
  languages: DEFAULT_SHOP_LANGUAGES,
  locationCount: 1,
});

async function get(site: ReturnType<typeof loadStaticSite>, path: string, headers: Record<string, string> = {}) {
  const response = await site.handle(new Request(`http://shop.test${path}`, { headers }));
  const body = response.body === null ? '' : Buffer.from(response.body as Uint8Array);
  return { ...response, text: response.headers['Content-Encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString() };
}

describe('loadStaticSite().setStoreDetails', () => {
  it('fills the saved details into the marked pages, with a new ETag and gzip', async () => {
    const site = loadStaticSite(dist);
    const before = await get(site, '/');
    expect(before.text).toContain('>(217) 555-0142</a>');

    await site.setStoreDetails(withDetails({ phone: '+1 312 555 0199' }));
    const after = await get(site, '/');
    expect(after.text).toContain('<a href="tel:+13125550199" data-store-href="phone" data-store="phone">+1 312 555 0199</a>');
    expect(after.headers.ETag).not.toBe(before.headers.ETag);
    expect((await get(site, '/', { 'Accept-Encoding': 'gzip' })).text).toBe(after.text);
    // The old tag no longer matches; the new one does.
    expect((await get(site, '/', { 'If-None-Match': before.headers.ETag! })).status).toBe(200);
    expect((await get(site, '/', { 'If-None-Match': after.headers.ETag! })).status).toBe(304);

    // Saving the defaults again gives back the built page.
    await site.setStoreDetails(withDetails({}));
    expect((await get(site, '/')).text).toBe(before.text);
  });

  it('leaves pages without marks as built', async () => {
    const site = loadStaticSite(dist);
    const before = await get(site, '/about');
    await site.setStoreDetails(withDetails({ storeName: 'Elsewhere' }));
    expect((await get(site, '/about')).headers.ETag).toBe(before.headers.ETag);
  });
});

describe('loadStaticSite().setOwnerPages', () => {
  it("writes the owner's saved page over the built one, with a new ETag, and the built one back without", async () => {
    const site = loadStaticSite(dist);
    const before = await get(site, '/privacy');
    expect(before.text).toContain('<h1>Built policy</h1>');

    site.setOwnerPages({ privacy: { title: 'Our terms', html: '<p>Be kind.</p>\n', updatedAt: new Date('2026-12-01T00:00:00Z') } });
    const after = await get(site, '/privacy');
    expect(after.text).not.toContain('Built policy');
    expect(after.text).toContain('Last updated <time datetime="2026-12-01">December 1, 2026</time>');
    expect(after.text).toContain('<title>Our terms — Doorstep</title>');
    expect(after.text).toMatch(/<h1 class="[^"]+">Our terms<\/h1>/);
    expect(after.text).toContain('<article class="prose-text"><p>Be kind.</p>\n</article>');
    expect(after.headers.ETag).not.toBe(before.headers.ETag);

    site.setOwnerPages({});
    expect((await get(site, '/privacy')).text).toBe(before.text);
  });
});

describe("the shop's notice under the header", () => {
  it('says the shop is closed, and when it opens, while it is; and nothing once it is open', async () => {
    mkdirSync(join(dist, 'terms'));
    writeFileSync(
      join(dist, 'terms', 'index.html'),
      `<html><body><header></header><!--shop-status--><main>${padding}</main></body></html>`,
    );
    let now = Date.UTC(2026, 0, 15, 8, 0); // Thursday, 08:00 in London
    const site = loadStaticSite(dist, { now: () => now });
    const hours = {
      ...DEFAULT_FULFILMENT_SETTINGS,
      timeZone: 'Europe/London',
      weekly: Array.from({ length: 7 }, () => [{ open: '10:00', close: '22:00' }]),
    };
    await site.setStoreDetails({
      details: DEFAULT_STORE_DETAILS,
      brand: DEFAULT_BRAND,
      currency: DEFAULT_CURRENCY,
      fulfilment: hours,
      guestCheckout: true,
      languages: DEFAULT_SHOP_LANGUAGES,
      locationCount: 1,
    });
    const closed = await get(site, '/terms');
    expect(closed.text).toContain('<p role="status"');
    expect(closed.text).toContain('Closed now — opens today 10:00 AM</p>');
    now = Date.UTC(2026, 0, 15, 10, 30);
    const open = await get(site, '/terms');
    expect(open.text).not.toContain('role="status"');
    expect(open.headers.ETag).not.toBe(closed.headers.ETag);
    rmSync(join(dist, 'terms'), { recursive: true });
  });
});

describe('loadStaticSite', () => {
  it('answers every tracking link with the tracking page, never stored, out of search results, without a Referer', async () => {
    const site = loadStaticSite(dist);
    await site.setStoreDetails(withDetails({ phone: '+1 312 555 0199' }));
    for (const path of ['/track/Ab_12-token', '/track/another-token/', '/track']) {
      const page = await get(site, path, { 'Accept-Encoding': 'gzip' });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('<p>tracking page</p>');
      expect(page.text, path).toContain('+1 312 555 0199');
      expect(page.headers, path).toMatchObject({
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      });
      expect(page.headers.ETag, path).toBeUndefined();
    }
    expect((await get(site, '/track/a/b')).status).toBe(404);
  });

  it('does not serve the build metadata or the Workers headers file', async () => {
    const site = loadStaticSite(dist);
    expect((await get(site, '/_csp.json')).status).toBe(404);
    expect((await get(site, '/_headers')).status).toBe(404);
    expect((await get(site, '/')).status).toBe(200);
  });
});

const food = (id: string, overrides: Partial<Food> = {}): Food =>
  aFood({
    id,
    name: `Dish ${id}`,
    category: 'pizza',
    categoryId: 'pizza',
    price: 10,
    image: '',
    description: 'Fresh.',
    ...overrides,
  });

describe('loadStaticSite with a menu', () => {
  it('serves the current menu in the menu pages, with a new ETag when it changes', async () => {
    let menu: MenuSnapshot = await buildSnapshot([food('margherita')]);
    const site = loadStaticSite(dist, { menu: () => menu });
    const before = await get(site, '/menu');
    expect(before.text).toContain('Dish margherita');
    expect(before.text).toContain('$10.00');

    menu = await buildSnapshot([food('margherita', { price: 12.5, isAvailable: false }), food('calzone')]);
    const after = await get(site, '/menu', { 'Accept-Encoding': 'gzip' });
    expect(after.text).toContain('$12.50');
    expect(after.text).toContain('Out of Stock');
    expect(after.text).toContain('href="/dish/calzone"');
    expect(after.headers.ETag).not.toBe(before.headers.ETag);
    expect((await get(site, '/menu', { 'If-None-Match': before.headers.ETag! })).status).toBe(200);
    expect((await get(site, '/menu', { 'If-None-Match': after.headers.ETag! })).status).toBe(304);
  });

  it('shows each dish on the dish page, dishes added after the build too', async () => {
    const menu = await buildSnapshot([food('margherita'), food('calzone', { name: 'Calzone' })]);
    const site = loadStaticSite(dist, { menu: () => menu });
    const calzone = await get(site, '/dish/calzone');
    expect(calzone.status).toBe(200);
    expect(calzone.text).toContain('<title>Calzone — Doorstep</title>');
    const margherita = await get(site, '/dish/margherita/');
    expect(margherita.text).toContain('>Dish margherita</h1>');
    expect(margherita.headers.ETag).not.toBe(calzone.headers.ETag);
    expect((await get(site, '/dish/unknown')).text).toContain('Dish not found');
  });
});
