import {
  STORE_HREF_ATTRIBUTE,
  STORE_TEXT_ATTRIBUTE,
  isStoreDetailField,
  storeDetailHref,
  type StoreDetails,
} from '../../../domain/store-details.ts';
import { isLocalHost, type SecurityHeaderSets } from '../http/security-headers.ts';

/** The `ASSETS` binding (Workers static assets over dist/). */
export interface AssetsFetcher {
  fetch(request: Request): Promise<Response>;
}

/** Build metadata in dist/ that the worker reads but nobody else may. */
const PRIVATE_PATHS = new Set(['/_csp.json', '/_headers']);
const DISH_PAGE = /^\/dish\/[^/]+\/?$/;
/** Where the dish shell (dist/dish/index.html) is served with html_handling = "drop-trailing-slash". */
const DISH_SHELL = '/dish';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface PageOptions {
  assets: AssetsFetcher;
  headers: SecurityHeaderSets;
  /** The saved store details to fill into marked elements (docs/decisions/005). */
  storeDetails: () => Promise<{ details: StoreDetails; version: string }>;
}

/**
 * Answers a non-API request from the static assets the way the Node entry does: the file if
 * there is one, the dish shell (200) for `/dish/<id>` without a page of its own, else the 404
 * page. Every answer gets the security headers; HTML gets the store details filled in with
 * HTMLRewriter and an ETag that covers both the built page and the details.
 */
export async function servePage(request: Request, options: PageOptions): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  // The client's validators are checked here against the combined tag, not the built file's.
  const plain = (path: string) => options.assets.fetch(new Request(new URL(path, url), { method, headers: { 'Accept-Encoding': request.headers.get('accept-encoding') ?? '' } }));

  let response: Response;
  if (PRIVATE_PATHS.has(url.pathname)) {
    response = new Response((await plain('/404')).body, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  } else {
    response = await plain(url.pathname + url.search);
    if (response.status === 404 && DISH_PAGE.test(url.pathname)) {
      // Dishes added after the build have no page of their own; the shell reads the id from the URL.
      const shell = await plain(DISH_SHELL);
      if (shell.ok) response = shell;
    }
  }

  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(isLocalHost(url.host) ? options.headers.local : options.headers.remote)) headers.set(name, value);
  if (url.pathname.startsWith('/_astro/') && response.ok) headers.set('Cache-Control', IMMUTABLE);

  const isHtml = (headers.get('content-type') ?? '').startsWith('text/html');
  if (!isHtml || (response.status >= 300 && response.status < 400)) {
    return new Response(response.body, { status: response.status, headers });
  }

  const { details, version } = await options.storeDetails();
  const builtTag = headers.get('etag');
  if (builtTag) {
    const etag = `W/"${builtTag.replace(/^W\//, '').replace(/"/g, '')}-${version}"`;
    headers.set('ETag', etag);
    headers.set('Cache-Control', 'no-cache');
    if (response.status === 200 && request.headers.get('if-none-match')?.split(',').some((tag) => tag.trim() === etag)) {
      await response.body?.cancel();
      return new Response(null, { status: 304, headers });
    }
  }
  headers.delete('content-length');
  const filled = new Response(response.body, { status: response.status, headers });
  return method === 'HEAD' ? filled : rewriteStoreDetails(filled, details);
}

interface RewriterElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  setInnerContent(content: string): void;
}
interface Rewriter {
  on(selector: string, handlers: { element(element: RewriterElement): void }): Rewriter;
  transform(response: Response): Response;
}

/** Workers' streaming HTMLRewriter; the same marks as fillStoreDetails() on Node. */
export function rewriteStoreDetails(response: Response, details: StoreDetails): Response {
  const { HTMLRewriter } = globalThis as unknown as { HTMLRewriter: new () => Rewriter };
  return new HTMLRewriter()
    .on(`[${STORE_HREF_ATTRIBUTE}]`, {
      element(element) {
        const field = element.getAttribute(STORE_HREF_ATTRIBUTE);
        if (field === 'phone' || field === 'contactEmail') element.setAttribute('href', storeDetailHref(field, details));
      },
    })
    .on(`[${STORE_TEXT_ATTRIBUTE}]`, {
      element(element) {
        const field = element.getAttribute(STORE_TEXT_ATTRIBUTE);
        // setInnerContent escapes text by default, as fillStoreDetails() does.
        if (isStoreDetailField(field)) element.setInnerContent(details[field]);
      },
    })
    .transform(response);
}

