// Doorstep's service worker: the menu, dish pages and the cart open offline.
// The build (site/integrations/service-worker.ts) fills in BUILD_ID, PRECACHE_ASSETS and
// WHOLE_MENU_UP_TO (domain/menu-page.ts); a new build therefore means a new worker, which replaces
// the old caches when it activates.
const BUILD_ID = 'dev';
const PRECACHE_ASSETS = [];
const WHOLE_MENU_UP_TO = 300;
/** Shell pages kept from install on; '/dish' is the page any dish address falls back to. */
const SHELL_PAGES = ['/', '/cart', '/checkout', '/dish'];
/** What a dish image not seen online shows offline (the same stand-in as for a missing image). */
const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
const CACHE = `doorstep-${BUILD_ID}`;
const DISH_PAGE = /^\/dish\/[^/]+\/?$/;
const MENU_API = '/api/foods';
const DISH_API = /^\/api\/foods\/([^/]+)$/;
/** What makes a GET /api/foods a part of the menu (a page of a category, the dishes of search hits). */
const MENU_PART_QUERY = ['category', 'limit', 'cursor', 'ids'];
/** How old the kept menu may get while the visitor browses online before it is fetched again. */
const MENU_REFRESH_MS = 5 * 60_000;
/**
 * Notes when the menu was last asked for, kept or not. No request is answered with it: the only
 * /api/ addresses answered from the cache are the menu's.
 */
const MENU_CHECKED = '/api/service-worker/menu-checked';
/**
 * Parts of the menu and products kept as seen, at most this many (the oldest seen go first): a
 * long browse of a grocer's thousands of products must not fill the phone.
 */
const KEPT_ANSWERS_MAX = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...SHELL_PAGES, PLACEHOLDER_IMAGE, ...PRECACHE_ASSETS]))
      .then(keepWholeMenu)
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
  else if (path === MENU_API && isMenuPart(url)) event.respondWith(networkFirst(event, keyOf(url), { bounded: true }));
  // Online, the whole menu's request goes to the server untouched: the page handles its own
  // failures, and a test's page.route() still sees it (Playwright cannot route what a worker
  // answers). Offline, the copy kept here answers it.
  else if (path === MENU_API && !self.navigator.onLine) event.respondWith(fromCache(MENU_API, request));
  else if (DISH_API.test(path))
    event.respondWith(networkFirst(event, keyOf(url), { bounded: true, offline: () => dishFromWholeMenu(path) }));
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

function isMenuPart(url) {
  return MENU_PART_QUERY.some((name) => url.searchParams.has(name));
}

/** The API answers kept as the visitor sees them: parts of the menu and single products. */
function isKeptAsSeen(url) {
  return (url.pathname === MENU_API && isMenuPart(url)) || DISH_API.test(url.pathname);
}

function keyOf(url) {
  return `${url.pathname}${url.search}`;
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

/**
 * Online visitors always get the server's answer; the cache is for when there is none, then
 * `offline` when the cache has no copy either. `bounded` copies count towards KEPT_ANSWERS_MAX.
 */
async function networkFirst(event, key, { offline, bounded = false } = {}) {
  try {
    const response = await fetch(event.request);
    keep(event, key, response, bounded);
    return response;
  } catch (error) {
    const cached = (await caches.match(key)) ?? (offline && (await offline()));
    if (cached) return cached;
    throw error;
  }
}

/**
 * Stores a copy while the page already reads the response (waiting for it would delay the page);
 * never one the server says not to store (a guest's tracking page: its address is a secret).
 */
function keep(event, key, response, bounded = false) {
  if (!response.ok || /\bno-store\b/.test(response.headers.get('cache-control') ?? '')) return;
  const copy = response.clone();
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.put(key, copy);
      if (bounded) await dropOldestAnswers(cache);
    }),
  );
}

/** A cache lists its entries oldest first, and keeping one again makes it the newest. */
async function dropOldestAnswers(cache) {
  const answers = (await cache.keys()).filter((request) => isKeptAsSeen(new URL(request.url)));
  const over = answers.length - KEPT_ANSWERS_MAX;
  if (over > 0) await Promise.all(answers.slice(0, over).map((request) => cache.delete(request)));
}

async function fromCache(key, request) {
  return (await caches.match(key)) ?? fetch(request);
}

/** A product not seen online, read from the whole menu when it is kept (a restaurant's). */
async function dishFromWholeMenu(path) {
  const menu = await caches.match(MENU_API);
  if (!menu) return undefined;
  const id = decodeURIComponent(DISH_API.exec(path)[1]);
  const dish = (await menu.json()).find((food) => food._id === id);
  return dish && Response.json(dish);
}

/**
 * Asks for one dish more than a page carries whole: an answer without a next page is the whole
 * menu, kept to answer GET /api/foods offline; with one, the catalogue is too large to download
 * to a phone, and only what the visitor sees is kept (networkFirst).
 */
async function keepWholeMenu() {
  const response = await fetch(`${MENU_API}?limit=${WHOLE_MENU_UP_TO + 1}`);
  if (!response.ok) throw new Error(`GET ${MENU_API}: ${response.status}`);
  const cache = await caches.open(CACHE);
  if (response.headers.has('Next-Cursor')) {
    // The headers have said it all: the rest of the page need not come down a phone's link.
    await response.body?.cancel();
    await cache.delete(MENU_API);
  } else await cache.put(MENU_API, response);
  await cache.put(MENU_CHECKED, new Response(null, { headers: { date: new Date().toUTCString() } }));
}

/** Keeps the copy of the menu that answers offline recent while the visitor browses online. */
async function refreshMenu() {
  const checked = await caches.match(MENU_CHECKED);
  const age = Date.now() - new Date(checked?.headers.get('date') ?? 0).getTime();
  if (!self.navigator.onLine || age < MENU_REFRESH_MS) return;
  try {
    await keepWholeMenu();
  } catch {
    // Offline after all: the copy kept stays.
  }
}

/** Pages are kept under their path without query or trailing slash ('/cart/' and '/cart' are one page). */
function openPage(event, path) {
  const key = path === '/' ? '/' : path.replace(/\/+$/, '');
  return networkFirst(event, key, { offline: DISH_PAGE.test(path) ? () => caches.match('/dish') : undefined });
}
