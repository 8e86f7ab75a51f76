import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipAsync, gzipSync } from 'node:zlib';
import type { StoreDetails } from '../../../domain/store-details.ts';
import type { SiteHandler, SiteResponse } from '../app.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { fillStoreDetails } from '../services/settings/fill-store-details.ts';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipAsync);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.map', '.txt', '.xml', '.svg']);
/** Files in dist/ that are build metadata or Workers settings, not part of the site. */
const PRIVATE_FILES = new Set(['/_csp.json', '/_headers']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=86400, stale-while-revalidate=604800';
const SERVICE_WORKER = '/sw.js';
/**
 * Not 11, brotli's best: over the built site 9 makes 8 % more bytes but works 4.7× faster and
 * needs ~15 MB less memory at its peak, which the server would keep (decision 009).
 */
const BROTLI_QUALITY = 9;

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  gzip?: Buffer;
  /** Brotli is slower than gzip, so it is made in the background; gzip serves meanwhile. */
  br?: Buffer;
  brPending?: Promise<void>;
}

export interface StaticSite {
  handle: SiteHandler;
  /** Compresses every text asset in the background so the first visitors do not wait. */
  warm(): Promise<void>;
  /**
   * Fills the shop's saved name and contact details into the pages that show them (the footer,
   * Contact; docs/decisions/005). Called at start-up and after each save; pages keep serving the
   * previous text until the new one is ready.
   */
  setStoreDetails(details: StoreDetails): Promise<void>;
  size: number;
}

/**
 * Serves the built site (dist/) from memory: hashed /_astro/* files are cached for a year,
 * pages revalidate (ETag → 304), text is sent brotli- or gzip-compressed (compressed once and
 * kept), `/dish/<id>` without a pre-rendered page gets the dish shell page (200), and anything
 * else unknown gets 404.html with status 404.
 */
export function loadStaticSite(distDir: string): StaticSite {
  const assets = new Map<string, Asset>();
  /** The built text of the pages that show store details, to fill again after each save. */
  const templates = new Map<string, Buffer>();
  for (const file of listFiles(distDir)) {
    const path = `/${relative(distDir, file).split(sep).join('/')}`;
    if (PRIVATE_FILES.has(path)) continue;
    const extension = extname(file).toLowerCase();
    const body = readFileSync(file);
    const compressible = COMPRESSIBLE.has(extension) && body.length > 256;
    assets.set(path, {
      body,
      type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: etagOf(body),
      // The service worker is checked on every visit, so a new build's worker is found at once.
      cacheControl: path.startsWith('/_astro/') ? IMMUTABLE : extension === '.html' || path === SERVICE_WORKER ? REVALIDATE : SHORT,
      compressible,
      gzip: compressible ? gzipSync(body, { level: 9 }) : undefined,
    });
    // The built bytes themselves (shared with the first asset, not a copy), decoded only to fill.
    if (extension === '.html' && body.includes('data-store')) templates.set(path, body);
  }
  let filling: Promise<void> = Promise.resolve();

  function find(pathname: string): { asset: Asset; status: number } | undefined {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      const notFound = assets.get('/404.html');
      return notFound && { asset: notFound, status: 404 };
    }
    const direct = path.endsWith('/') ? assets.get(`${path}index.html`) : (assets.get(path) ?? assets.get(`${path}/index.html`));
    if (direct) return { asset: direct, status: 200 };
    // Dishes added after the build have no page of their own; the shell reads the id from the URL.
    const dishShell = assets.get('/dish/index.html');
    if (dishShell && /^\/dish\/[^/]+\/?$/.test(path)) return { asset: dishShell, status: 200 };
    const notFound = assets.get('/404.html');
    return notFound && { asset: notFound, status: 404 };
  }

  const handle: SiteHandler = (request) => {
    const url = new URL(request.url);
    const found = find(url.pathname);
    if (!found) return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
    const { asset, status } = found;
    const headers: Record<string, string> = { 'Content-Type': asset.type, 'Cache-Control': asset.cacheControl, ETag: asset.etag };
    if (asset.compressible) headers.Vary = 'Accept-Encoding';
    if (status === 200 && matchesIfNoneMatch(request.headers.get('if-none-match') ?? undefined, asset.etag)) {
      return { status: 304, headers, body: null };
    }
    return { status, headers, body: encode(asset, request.headers.get('accept-encoding') ?? '', headers) };
  };

  return {
    handle,
    size: assets.size,
    async warm() {
      // One file at a time keeps the thread pool free for the database and the first visitors.
      for (const asset of assets.values()) if (asset.compressible) await brotliOf(asset);
    },
    setStoreDetails(details) {
      // One fill at a time, in the order the saves came, so the last save is what stays.
      filling = filling.catch(() => undefined).then(() => fillPages(details));
      return filling;
    },
  };

  async function fillPages(details: StoreDetails): Promise<void> {
    const filled: Asset[] = [];
    for (const [path, template] of templates) {
      const current = assets.get(path);
      if (!current) continue;
      const body = Buffer.from(fillStoreDetails(template.toString('utf8'), details), 'utf8');
      if (body.equals(current.body)) continue;
      // A new entry rather than a change to the old one: a request being answered keeps its bytes.
      const asset: Asset = { ...current, body, etag: etagOf(body), gzip: current.compressible ? await gzip(body, { level: 9 }) : undefined, br: undefined, brPending: undefined };
      assets.set(path, asset);
      filled.push(asset);
    }
    void (async () => {
      for (const asset of filled) await brotliOf(asset);
    })();
  }
}

/** Weak: the same tag covers the identity, gzip and brotli bytes of one file. */
function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function encode(asset: Asset, acceptEncoding: string, headers: Record<string, string>): SiteResponse['body'] {
  if (asset.br && /\bbr\b/.test(acceptEncoding)) {
    headers['Content-Encoding'] = 'br';
    return toBody(asset.br);
  }
  if (asset.gzip && /\bgzip\b/.test(acceptEncoding)) {
    headers['Content-Encoding'] = 'gzip';
    return toBody(asset.gzip);
  }
  return toBody(asset.body);
}

function brotliOf(asset: Asset): Promise<void> {
  asset.brPending ??= brotli(asset.body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: asset.body.length },
  }).then((compressed) => {
    asset.br = compressed;
  });
  return asset.brPending;
}

function toBody(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

function listFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The inline-script hashes the build recorded (dist/_csp.json), or none when it is missing. */
export function readScriptHashes(distDir: string): string[] {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, '_csp.json'), 'utf8')) as { scriptHashes?: unknown };
    return Array.isArray(parsed.scriptHashes) ? parsed.scriptHashes.filter((hash): hash is string => typeof hash === 'string') : [];
  } catch {
    return [];
  }
}
