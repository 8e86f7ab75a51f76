import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipAsync, gunzipSync, gzipSync } from 'node:zlib';
import { dishIdFromPath, findFood } from '../../../domain/catalogue.ts';
import type { SiteHandler, SiteResponse } from '../app-env.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { fillPage, isTemplatePage } from '../pages/fill-page.ts';
import { relinkPage, rememberedLanguage, rememberLanguageCookie, routePage } from '../pages/page-language.ts';
import { type Language, type PageLanguage, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { preferredLanguage } from '../../../domain/i18n/shop-languages.ts';
import type { SavedOwnerPages } from '../pages/fill-owner-page.ts';
import { DEFAULT_PAGE_SETTINGS, type PageSettings } from '../pages/page-settings.ts';
import { createShopNoticeClock } from '../pages/shop-notice.ts';
import {
  DISH_SHELL_PAGE,
  PRIVATE_PAGE_HEADERS,
  PRIVATE_PATHS,
  cacheControlFor,
  isDishPath,
  isPrivateShell,
  privateShellOf,
  pageVariant,
} from '../pages/page-policy.ts';
import type { MenuSnapshot } from '../menu/menu-cache.ts';
import { setDisplayCurrency } from '../../../domain/money.ts';
import { setDisplayTimeZone } from '../../../domain/shop-clock.ts';

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
/**
 * Not 11, brotli's best: over the built site 9 makes 8 % more bytes but works 4.7× faster and
 * needs ~15 MB less memory at its peak, which the server would keep (decision 009).
 */
const BROTLI_QUALITY = 9;
/** Filled pages kept at once: every page with marks, and the dish pages most recently asked for. */
const MAX_FILLED_PAGES = 64;

/**
 * A file as served. A compressible one is kept only compressed: its plain bytes are asked for by
 * few clients (browsers take brotli or gzip) and are decompressed from gzip when they are, rather
 * than held beside the compressed copies all the time (~3.7 MB of the built site; decision 009).
 */
interface Asset {
  /** The file's bytes; absent for a compressible file, whose bytes are `gzip`'s (identityOf). */
  body?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  gzip?: Buffer;
  /**
   * Brotli is slower than gzip, so it is made in the background (a page's once a visitor takes
   * brotli; warm() makes the rest); gzip serves meanwhile.
   */
  br?: Buffer;
  brPending?: Promise<void>;
}

export interface StaticSite {
  handle: SiteHandler;
  /** Compresses every text asset in the background so the first visitors do not wait. */
  warm(): Promise<void>;
  /**
   * The shop's saved name and contact details, for the pages that show them (the footer,
   * Contact; docs/decisions/005), and its hours for the notice under the header while it is not
   * taking orders. Called at start-up and after each save; each page is filled anew on its next
   * request.
   */
  setStoreDetails(settings: PageSettings): Promise<void>;
  /** The owner's saved pages (About, Contact, Privacy, Terms): at start-up and after each save, as the details are. */
  setOwnerPages(pages: SavedOwnerPages): void;
  size: number;
}

export interface StaticSiteOptions {
  /** The menu as the API serves it, written into the pages that show it (docs/decisions/011). */
  menu?: () => MenuSnapshot | undefined;
  /** Epoch milliseconds, for the shop's notice (tests move it). */
  now?: () => number;
}

/**
 * Serves the built site (dist/) from memory by the shared page policy (pages/page-policy.ts):
 * hashed /_astro/* files are cached for a year, pages revalidate (ETag → 304), text is sent
 * brotli- or gzip-compressed (compressed once and kept), `/dish/<id>` without a pre-rendered
 * page gets the dish shell page (200), `/track/<token>` the tracking page (200, never stored),
 * and anything else unknown gets 404.html with status 404.
 * Pages that show store details or the menu are served filled with the current ones.
 */
export function loadStaticSite(distDir: string, options: StaticSiteOptions = {}): StaticSite {
  const assets = new Map<string, Asset>();
  /**
   * The pages that show store details or the menu, filled when those change from their built
   * bytes (kept anyway to answer with): not kept a second time as text, which on the built site
   * is a few MB of the heap (decision 009).
   */
  const templates = new Set<string>();
  for (const file of listFiles(distDir)) {
    const path = `/${relative(distDir, file).split(sep).join('/')}`;
    if (PRIVATE_PATHS.has(path)) continue;
    const extension = extname(file).toLowerCase();
    const body = readFileSync(file);
    const compressible = COMPRESSIBLE.has(extension) && body.length > 256;
    assets.set(path, {
      body: compressible ? undefined : body,
      type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: etagOf(body),
      cacheControl: cacheControlFor(path, extension === '.html'),
      compressible,
      gzip: compressible ? ownBytes(gzipSync(body, { level: 9 })) : undefined,
    });
    if (extension === '.html') {
      const text = body.toString('utf8');
      if (isTemplatePage(text)) templates.add(path);
    }
  }
  let { details, brand, currency, fulfilment, guestCheckout, languages, locationCount } = DEFAULT_PAGE_SETTINGS;
  let detailsVersion = 0;
  let ownerPages: SavedOwnerPages = {};
  const noticeAt = createShopNoticeClock();
  const now = options.now ?? Date.now;
  /** Filled pages, by what they show; emptied whenever the store details or the menu change. */
  let filled = new Map<string, Promise<Asset>>();
  let filledFor = '';

  /** `pagePath`: the address without its language's prefix ('/dish/7' for '/it/dish/7'). */
  type Found = {
    asset: Asset;
    status: number;
    path: string;
    builtBase: string;
    servedBase: string;
    pagePath: string;
    language: PageLanguage;
    /** The language the visitor chose by asking for its address (page-language.ts). */
    remember?: Language | undefined;
  };

  function notFound(): Found | undefined {
    const page = assets.get('/404.html');
    return (
      page && { asset: page, status: 404, path: '/404.html', builtBase: '', servedBase: '', pagePath: '/404', language: SOURCE_LANGUAGE }
    );
  }

  /** The built file answering `pathname` in the page's language (pages/page-language.ts), or where the address moved. */
  function find(
    pathname: string,
    remembered: string | undefined,
  ): Found | { redirect: string; status: 302; remember?: Language | undefined } | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return notFound();
    }
    const direct = assets.get(decoded);
    // Files other than pages (scripts, pictures, the service worker) have one address in every language.
    if (direct && !decoded.endsWith('.html'))
      return { asset: direct, status: 200, path: decoded, builtBase: '', servedBase: '', pagePath: decoded, language: SOURCE_LANGUAGE };
    const route = routePage(decoded, languages, remembered);
    if (route.kind === 'redirect') return { redirect: route.location, status: route.status, remember: route.remember };
    const { builtPath: path, builtBase, servedBase, language, remember } = route;
    const directPath = path.endsWith('/') ? `${path}index.html` : assets.has(path) ? path : `${path}/index.html`;
    const pagePath = builtBase ? path.slice(builtBase.length) || '/' : path;
    const page = assets.get(directPath);
    if (page) return { asset: page, status: 200, path: directPath, builtBase, servedBase, pagePath, language, remember };
    // Dishes added after the build have no page of their own: the dish page shows them too.
    const dishShellPath = `${builtBase}${DISH_SHELL_PAGE}`;
    const dishShell = assets.get(dishShellPath);
    if (dishShell && isDishPath(pagePath))
      return { asset: dishShell, status: 200, path: dishShellPath, builtBase, servedBase, pagePath, language, remember };
    // Every tracking link and table code is answered with its one page; the island reads the token.
    const shell = privateShellOf(pagePath);
    const shellPath = shell && `${builtBase}${shell.page}`;
    const shellPage = shellPath && assets.get(shellPath);
    if (shellPath && shellPage)
      return { asset: shellPage, status: 200, path: shellPath, builtBase, servedBase, pagePath, language, remember };
    return notFound();
  }

  /** The page as served now: built bytes, or filled with the current details and menu. */
  function current(
    { path, asset, builtBase, servedBase, pagePath: pathname, language }: Found,
    suggestedLanguage: Language | undefined,
    search: string,
  ): Asset | Promise<Asset> {
    if (!templates.has(path)) return asset;
    const menu = options.menu?.();
    // The English notice stands for every language's: they change together.
    const noticeVersion = noticeAt(fulfilment, now());
    const notice = noticeAt(fulfilment, now(), language);
    const version = `${detailsVersion}:${menu?.list.etag ?? ''}:${menu?.categoriesJson.etag ?? ''}:${noticeVersion ?? ''}`;
    if (version !== filledFor) {
      filled = new Map();
      filledFor = version;
    }
    const foods = menu?.foods ?? [];
    // Every address of a dish not on the menu shows the same page, so it is kept once.
    const dishId = isDishPath(pathname) ? dishIdFromPath(pathname) : null;
    const variant = dishId === null ? pageVariant(search, foods.length) : '';
    const key = `${servedBase}${dishId === null ? path : findFood(foods, dishId) ? `${path}#${dishId}` : `${path}#missing`}${variant}${suggestedLanguage ? `?suggest=${suggestedLanguage}` : ''}`;
    let page = filled.get(key);
    if (!page) {
      // Each dish page carries the whole menu's data: on a long menu, keeping every one would
      // cost megabytes a small server does not have (decision 009); the oldest go first.
      if (filled.size >= MAX_FILLED_PAGES) filled.delete(filled.keys().next().value!);
      page = fillAsset(
        asset,
        fillPage(relinkPage(identityOf(asset).toString('utf8'), builtBase, servedBase), {
          details,
          brand,
          currency,
          foods,
          categories: menu?.categories,
          pathname,
          search,
          notice,
          guestCheckout,
          locationCount,
          timeZone: fulfilment.timeZone,
          weekly: fulfilment.weekly,
          ownerPages,
          language,
          languageBase: servedBase,
          languages,
          suggestedLanguage,
          defaultLanguage: languages.default,
        }),
      );
      filled.set(key, page);
    }
    return page;
  }

  /** A first-time visitor's browser asking first for another offered language than the page's. */
  function suggestedLanguage(acceptLanguage: string | null, pageLanguage: PageLanguage): Language | undefined {
    if (pageLanguage === PSEUDO_LANGUAGE) return undefined;
    const preferred = preferredLanguage(acceptLanguage, languages.offered);
    return preferred && preferred !== pageLanguage ? preferred : undefined;
  }

  const handle: SiteHandler = async (request) => {
    const url = new URL(request.url);
    const remembered = rememberedLanguage(request.headers.get('cookie'));
    const found = find(url.pathname, remembered);
    if (!found) return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
    if ('redirect' in found) {
      // Where a plain address leads depends on the visitor's cookie: never kept.
      const headers: Record<string, string> = { Location: `${found.redirect}${url.search}`, 'Cache-Control': 'no-store' };
      if (found.remember) headers['Set-Cookie'] = rememberLanguageCookie(found.remember);
      return { status: found.status, headers, body: null };
    }
    const { status } = found;
    const isPage = found.path.endsWith('.html');
    const suggested =
      remembered === undefined && isPage ? suggestedLanguage(request.headers.get('accept-language'), found.language) : undefined;
    const asset = await current(found, suggested, url.search);
    if (isPrivateShell(found.path)) {
      // A tracking link or a table's code is a secret: nothing kept, nothing to revalidate (page-policy.ts).
      const headers: Record<string, string> = { 'Content-Type': asset.type, ...PRIVATE_PAGE_HEADERS };
      if (asset.compressible) headers.Vary = 'Accept-Encoding';
      return { status, headers, body: encode(asset, request.headers.get('accept-encoding') ?? '', headers) };
    }
    const headers: Record<string, string> = { 'Content-Type': asset.type, 'Cache-Control': asset.cacheControl, ETag: asset.etag };
    if (asset.compressible) headers.Vary = 'Accept-Encoding';
    // A page follows the visitor's remembered language and, on a first visit, their browser's.
    if (isPage) headers.Vary = 'Accept-Encoding, Accept-Language, Cookie';
    if (found.remember) headers['Set-Cookie'] = rememberLanguageCookie(found.remember);
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
      // Pages wait for a visitor (encode): most of them, in languages the shop may not offer,
      // never have one, and their brotli copies were ~6 MB of the server's memory (decision 009).
      for (const asset of assets.values()) if (asset.compressible && !isPage(asset)) await brotliOf(asset);
    },
    async setStoreDetails(saved) {
      ({ details, brand, currency, fulfilment, guestCheckout, languages, locationCount } = saved);
      setDisplayCurrency(currency);
      setDisplayTimeZone(fulfilment.timeZone);
      detailsVersion += 1;
    },
    setOwnerPages(pages) {
      ownerPages = pages;
      detailsVersion += 1;
    },
  };
}

/** A new entry rather than a change to the built one: a request being answered keeps its bytes. */
async function fillAsset(built: Asset, text: string): Promise<Asset> {
  const body = Buffer.from(text, 'utf8');
  const etag = etagOf(body);
  if (etag === built.etag) return built;
  const asset: Asset = {
    ...built,
    body: built.compressible ? undefined : body,
    etag,
    gzip: built.compressible ? ownBytes(await gzip(body, { level: 9 })) : undefined,
    br: undefined,
    brPending: undefined,
  };
  return asset;
}

function isPage(asset: Asset): boolean {
  return asset.type.startsWith('text/html');
}

/** Weak: the same tag covers the identity, gzip and brotli bytes of one file. */
function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function encode(asset: Asset, acceptEncoding: string, headers: Record<string, string>): SiteResponse['body'] {
  const takesBrotli = /\bbr\b/.test(acceptEncoding);
  if (asset.br && takesBrotli) {
    headers['Content-Encoding'] = 'br';
    return toBody(asset.br);
  }
  // A page's brotli copy is made once a visitor could use it; gzip serves meanwhile.
  if (takesBrotli && asset.compressible) void brotliOf(asset);
  if (asset.gzip && /\bgzip\b/.test(acceptEncoding)) {
    headers['Content-Encoding'] = 'gzip';
    return toBody(asset.gzip);
  }
  return toBody(identityOf(asset));
}

/** The file's own bytes: kept as they are, or decompressed from the gzip copy (Asset). */
function identityOf(asset: Asset): Buffer {
  return asset.body ?? gunzipSync(asset.gzip!);
}

function brotliOf(asset: Asset): Promise<void> {
  if (!asset.brPending) {
    const plain = identityOf(asset);
    asset.brPending = brotli(plain, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length },
    }).then((compressed) => {
      asset.br = ownBytes(compressed);
    });
  }
  return asset.brPending;
}

/**
 * zlib answers with a view of the chunk it wrote into, often 64 KB whatever the output: a 3 KB
 * script kept that way holds 64 KB for as long as the server runs. Over the built site (seven
 * languages, ~300 text files) the chunks were 39 MB for 13 MB of compressed bytes (decision 009).
 */
function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
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
