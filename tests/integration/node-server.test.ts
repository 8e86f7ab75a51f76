import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../worker/src/node.ts';

const INLINE = '(()=>{window.booted=true})();';
const SITE: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>Home</title></head><body>${'<p>menu</p>'.repeat(50)}<script>${INLINE}</script></body></html>`,
  'about/index.html': '<!doctype html><title>About</title><p>About us</p>',
  'dish/index.html': '<!doctype html><title>Dish</title><p>dish shell</p>',
  'dish/margherita-pizza/index.html': '<!doctype html><title>Margherita</title><p>pre-rendered</p>',
  '404.html': '<!doctype html><title>Not found</title><p>Page not found</p>',
  '_astro/app.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'images/dishes/margherita-pizza.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '_csp.json': JSON.stringify({ scriptHashes: ['sha256-test-hash='] }),
};

let dir: string;
let server: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-node-'));
  for (const [path, content] of Object.entries(SITE)) {
    mkdirSync(dirname(join(dir, 'dist', path)), { recursive: true });
    writeFileSync(join(dir, 'dist', path), content);
  }
  server = await startServer({
    env: { DATABASE_URL: `file:${join(dir, 'data', 'shop.db')}`, NODE_ENV: 'test' },
    port: 0,
    distDir: join(dir, 'dist'),
    log: (line) => void lines.push(line),
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('startServer', () => {
  it('prints the address, and the generated admin sign-in once', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines).toContain(`Doorstep is running at ${server.url}`);
    expect(lines.join('\n')).toMatch(/admin@localhost[\s\S]*password: [\w-]{24}/);
  });

  it('keeps a generated session secret in the data folder', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(dir, 'data', 'session-secret'), 'utf8').trim()).toBe(server.config.sessionSecret);
    expect(server.config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the API and the pages from one process, with security headers on both', async () => {
    const foods = await get('/api/foods');
    expect(foods.status).toBe(200);
    expect(((await foods.json()) as unknown[]).length).toBeGreaterThanOrEqual(18);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-test-hash='");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await home.text()).toContain(INLINE);
  });

  it('sends the menu gzipped to clients that accept it, with its own ETag that revalidates', async () => {
    const plain = await get('/api/foods', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await get('/api/foods', { 'Accept-Encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await zipped.text()).toBe(await plain.text());
    const etag = zipped.headers.get('etag')!;
    expect(etag).not.toBe(plain.headers.get('etag'));
    expect((await get('/api/foods', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(304);
  });

  it('caches hashed assets for a year and revalidates pages with ETags', async () => {
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const page = await get('/about');
    const etag = page.headers.get('etag')!;
    expect((await get('/about/', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('compresses text with gzip, and brotli once it is ready', async () => {
    // fetch decodes the body itself, so the text must equal the file.
    const gzip = await get('/_astro/app.abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(await gzip.text()).toBe(SITE['_astro/app.abc123.js']);
    let encoding: string | null = null;
    for (let attempt = 0; attempt < 50 && encoding !== 'br'; attempt++) {
      const br = await get('/', { 'Accept-Encoding': 'br, gzip' });
      encoding = br.headers.get('content-encoding');
      expect(await br.text()).toBe(SITE['index.html']);
      if (encoding !== 'br') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(encoding).toBe('br');
  });

  it('answers /dish/<id> with the pre-rendered page, or the shell page for a newer dish', async () => {
    expect(await (await get('/dish/margherita-pizza')).text()).toContain('pre-rendered');
    const shell = await get('/dish/added-later');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('dish shell');
  });

  it('answers unknown pages with 404.html and status 404, and keeps build metadata private', async () => {
    for (const path of ['/no-such-page', '/_csp.json', '/dish/a/b', '/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Page not found');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
    }
  });

  it('keeps /api answers as JSON, never the site', async () => {
    const response = await get('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'Not found' });
  });
});

describe('startServer with SEED=none (npm start -- --empty)', () => {
  it('opens a new shop without the demo menu', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'doorstep-empty-'));
    const empty = await startServer({
      env: { DATABASE_URL: `file:${join(emptyDir, 'shop.db')}`, NODE_ENV: 'test', SEED: 'none' },
      port: 0,
      distDir: join(emptyDir, 'dist'),
      log: () => {},
    });
    try {
      const answer = await fetch(`${empty.url}/api/foods`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual([]);
    } finally {
      await empty.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
