import type { CachedStoreDetails } from './store-details-cache.ts';
import type { CachedOwnerPages } from './owner-pages-cache.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { isLocalHost, type SecurityHeaderSets } from '../http/security-headers.ts';
import { fillPage } from '../pages/fill-page.ts';
import { relinkPage, rememberedLanguage, rememberLanguageCookie, routePage } from '../pages/page-language.ts';
import { type Language, type PageLanguage, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { preferredLanguage } from '../../../domain/i18n/shop-languages.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  PRIVATE_PAGE_HEADERS,
  PRIVATE_PATHS,
  filledPageTag,
  hashText,
  isDishPath,
  isPrivateShell,
  privateShellOf,
  pageVariant,
} from '../pages/page-policy.ts';
import { createShopNoticeClock } from '../pages/shop-notice.ts';
import type { MenuSnapshot } from '../menu/menu-cache.ts';
import { setDisplayCurrency } from '../../../domain/money.ts';
import { setDisplayTimeZone } from '../../../domain/shop-clock.ts';

/** The `ASSETS` binding (Workers static assets over dist/). */
export interface AssetsFetcher {
  fetch(request: Request): Promise<Response>;
}

/** The shop's notice, worked out at most once a minute per isolate. */
const noticeAt = createShopNoticeClock();

/** Where the dish shell (dist/dish/index.html) is served with html_handling = "drop-trailing-slash". */
const DISH_SHELL = '/dish';

export interface PageOptions {
  assets: AssetsFetcher;
  headers: SecurityHeaderSets;
  /** The saved store details to fill into marked elements (docs/decisions/005), and the hours the shop's notice follows. */
  storeDetails: () => Promise<CachedStoreDetails>;
  /** The current menu, written into the pages that show it (docs/decisions/011). */
  menu: () => Promise<MenuSnapshot>;
  /** The owner's saved pages, written over the built About, Contact, Privacy and Terms (docs/product/pages.md). */
  ownerPages?: () => Promise<CachedOwnerPages>;
}

/**
 * Answers a non-API request from the static assets by the page policy the Node entry follows
 * too (pages/page-policy.ts): the file if there is one, the dish page (200) for `/dish/<id>`
 * without a page of its own, the tracking page (200, never stored) for `/track/<token>`, else
 * the 404 page. Every answer gets the security headers; HTML
 * gets the store details and the menu filled in, and an ETag that covers the built page, the
 * details and the menu.
 */
export async function servePage(request: Request, options: PageOptions): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  // Uncompressed: the page is read and filled here; Cloudflare compresses what leaves the worker.
  const plain = (path: string) => options.assets.fetch(new Request(new URL(path, url), { method: 'GET' }));

  const settings = await options.storeDetails();
  let response: Response;
  let builtBase = '';
  let servedBase = '';
  let language: PageLanguage = SOURCE_LANGUAGE;
  let remember: Language | undefined;
  const remembered = rememberedLanguage(request.headers.get('cookie'));
  let pagePath = url.pathname;
  if (PRIVATE_PATHS.has(url.pathname)) {
    response = new Response((await plain('/404')).body, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  } else {
    // A file other than a page has one address in every language; a page is found by its language (pages/page-language.ts).
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html');
    const route = looksLikeFile ? undefined : routePage(url.pathname, settings.languages, remembered);
    if (route?.kind === 'redirect') {
      // Where a plain address leads depends on the visitor's cookie: never kept.
      const headers = new Headers({ Location: `${route.location}${url.search}`, 'Cache-Control': 'no-store' });
      if (route.remember) headers.append('Set-Cookie', rememberLanguageCookie(route.remember));
      for (const [name, value] of Object.entries(isLocalHost(url.host) ? options.headers.local : options.headers.remote))
        headers.set(name, value);
      return new Response(null, { status: route.status, headers });
    }
    if (route) ({ builtBase, servedBase, language, remember } = route);
    const builtPath = route ? route.builtPath : url.pathname;
    pagePath = builtBase ? builtPath.slice(builtBase.length) || '/' : builtPath;
    response = await plain(builtPath + url.search);
    if (response.status === 404 && isDishPath(pagePath)) {
      // Dishes added after the build have no page of their own: the dish page shows them too.
      const shell = await plain(`${builtBase}${DISH_SHELL}`);
      if (shell.ok) response = shell;
    } else if (response.status === 404 && privateShellOf(pagePath)) {
      // Every tracking link and table code shows its one page; its island reads the token.
      const shell = await plain(`${builtBase}${privateShellOf(pagePath)!.served}`);
      if (shell.ok) response = shell;
    }
  }

  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(isLocalHost(url.host) ? options.headers.local : options.headers.remote))
    headers.set(name, value);
  if (url.pathname.startsWith('/_astro/') && response.ok) headers.set('Cache-Control', CACHE_IMMUTABLE);

  const isHtml = (headers.get('content-type') ?? '').startsWith('text/html');
  if (isHtml && remember) headers.append('Set-Cookie', rememberLanguageCookie(remember));
  if (!isHtml || (response.status >= 300 && response.status < 400)) {
    if (method === 'HEAD') await response.body?.cancel();
    return new Response(method === 'HEAD' ? null : response.body, { status: response.status, headers });
  }

  const { details, brand, currency, fulfilment, guestCheckout, locationCount, version } = settings;
  const [menu, owned] = await Promise.all([options.menu(), options.ownerPages?.()]);
  setDisplayCurrency(currency);
  setDisplayTimeZone(fulfilment.timeZone);
  const notice = noticeAt(fulfilment, Date.now(), language);
  // A first visit whose browser asks first for another offered language is offered it (language-markup.ts).
  const preferred =
    remembered === undefined && language !== PSEUDO_LANGUAGE
      ? preferredLanguage(request.headers.get('accept-language'), settings.languages.offered)
      : undefined;
  const suggestedLanguage = preferred && preferred !== language ? preferred : undefined;
  // A page follows the visitor's remembered language and, on a first visit, their browser's.
  headers.set('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  const builtTag = headers.get('etag');
  const privatePage = privateShellOf(pagePath) !== undefined || isPrivateShell(pagePath);
  if (privatePage) {
    // A tracking link or a table's code is a secret: nothing kept, nothing to revalidate (page-policy.ts).
    headers.delete('etag');
    for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) headers.set(name, value);
  } else if (builtTag) {
    // A dish page shows one dish: its tag follows the whole menu, which is simpler and still right.
    const etag = filledPageTag(
      builtTag,
      version,
      `${menu.list.etag}${menu.categoriesJson.etag}`,
      hashText(notice ?? ''),
      isDishPath(pagePath) ? url.pathname : pageVariant(url.search, menu.foods.length),
      servedBase,
      suggestedLanguage ?? '',
      owned?.version ?? '',
    );
    headers.set('ETag', etag);
    headers.set('Cache-Control', CACHE_REVALIDATE);
    if (response.status === 200 && matchesIfNoneMatch(request.headers.get('if-none-match') ?? undefined, etag)) {
      await response.body?.cancel();
      return new Response(null, { status: 304, headers });
    }
  }
  headers.delete('content-length');
  headers.delete('content-encoding');
  if (method === 'HEAD') {
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers });
  }
  const html = fillPage(relinkPage(await response.text(), builtBase, servedBase), {
    details,
    brand,
    currency,
    foods: menu.foods,
    categories: menu.categories,
    pathname: pagePath,
    search: url.search,
    notice,
    guestCheckout,
    locationCount,
    timeZone: fulfilment.timeZone,
    weekly: fulfilment.weekly,
    ownerPages: owned?.pages,
    language,
    languageBase: servedBase,
    languages: settings.languages,
    suggestedLanguage,
    defaultLanguage: settings.languages.default,
  });
  return new Response(html, { status: response.status, headers });
}
