// Doorstep's service worker: the menu, dish pages and the cart open offline.
// The build (site/integrations/service-worker.ts) fills in BUILD_ID and PRECACHE_ASSETS; a new
// build therefore means a new worker, which replaces the old caches when it activates.
const BUILD_ID = 'dev';
const PRECACHE_ASSETS = [];
/** Shell pages kept from install on; '/dish' is the page any dish address falls back to. */
const SHELL_PAGES = ['/', '/cart', '/checkout', '/dish'];
/** What a dish image not seen online shows offline (the same stand-in as for a missing image). */
const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
const CACHE = `doorstep-${BUILD_ID}`;
const DISH_PAGE = /^\/dish\/[^/]+\/?$/;
const MENU_API = '/api/foods';
/** How old the kept menu may get while the visitor browses online before it is fetched again. */
const MENU_REFRESH_MS = 5 * 60_000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...SHELL_PAGES, MENU_API, PLACEHOLDER_IMAGE, ...PRECACHE_ASSETS]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('doorstep-') && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isAdmin(url.pathname) || isAdmin(pathOf(request.referrer))) return;
  const path = url.pathname;
  if (path.startsWith('/_astro/')) event.respondWith(cacheFirst(event));
  // Shipped pictures and uploaded ones (/media/, never rewritten): kept once seen.
  else if (path.startsWith('/images/') || path.startsWith('/media/')) event.respondWith(cacheFirst(event, PLACEHOLDER_IMAGE));
  // Online, the menu request goes to the server untouched: the page handles its own failures, and
  // a test's page.route() still sees it (Playwright cannot route what a worker answers). Offline,
  // the copy kept here answers it.
  else if (path === MENU_API && !self.navigator.onLine) event.respondWith(fromCache(MENU_API, request));
  else if (request.mode === 'navigate' && !path.startsWith('/api/')) {
    event.respondWith(openPage(event, path));
    event.waitUntil(refreshMenu());
  }
});

function isAdmin(path) {
  return path === '/admin' || path.startsWith('/admin/');
}

function pathOf(address) {
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
}

/** Hashed and content-addressed files never change under the same name. */
async function cacheFirst(event, offlineFallback) {
  const { request } = event;
  const cached = await caches.match(request);
  if (cached) return cached;
  try {
    const response = await fetch(request);
    keep(event, request, response);
    return response;
  } catch (error) {
    const fallback = offlineFallback && (await caches.match(offlineFallback));
    if (fallback) return fallback;
    throw error;
  }
}

/** Online visitors always get the server's answer; the cache is for when there is none. */
async function networkFirst(event, key, fallbackKey) {
  try {
    const response = await fetch(event.request);
    keep(event, key, response);
    return response;
  } catch (error) {
    const cached = (await caches.match(key)) ?? (fallbackKey && (await caches.match(fallbackKey)));
    if (cached) return cached;
    throw error;
  }
}

/**
 * Stores a copy while the page already reads the response (waiting for it would delay the page);
 * never one the server says not to store (a guest's tracking page: its address is a secret).
 */
function keep(event, key, response) {
  if (!response.ok || /\bno-store\b/.test(response.headers.get('cache-control') ?? '')) return;
  const copy = response.clone();
  event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
}

async function fromCache(key, request) {
  return (await caches.match(key)) ?? fetch(request);
}

/** Keeps the copy of the menu that answers offline recent while the visitor browses online. */
async function refreshMenu() {
  const kept = await caches.match(MENU_API);
  const age = Date.now() - new Date(kept?.headers.get('date') ?? 0).getTime();
  if (!self.navigator.onLine || age < MENU_REFRESH_MS) return;
  try {
    const response = await fetch(MENU_API);
    if (response.ok) await (await caches.open(CACHE)).put(MENU_API, response);
  } catch {
    // Offline after all: the copy kept stays.
  }
}

/** Pages are kept under their path without query or trailing slash ('/cart/' and '/cart' are one page). */
function openPage(event, path) {
  const key = path === '/' ? '/' : path.replace(/\/+$/, '');
  return networkFirst(event, key, DISH_PAGE.test(path) ? '/dish' : undefined);
}
