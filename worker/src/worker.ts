/**
 * The Cloudflare Workers entry (wrangler.toml, docs/decisions/007). Static assets (dist/) answer
 * /_astro/*, images and the favicon without this code; every other request comes here first:
 * /api/* and the uploaded pictures (/media/*, from the R2 bucket bound as PICTURES) go to the same app as Node, over Turso (`@libsql/client/web`, DATABASE_URL and
 * DATABASE_AUTH_TOKEN) or, when a D1 binding `DB` is present, over D1; pages come from the
 * ASSETS binding with the security headers, the saved store details, the current menu
 * (docs/decisions/011) and the dish page for dishes added after the build. The app and its caches are built once per isolate.
 * Mails queued by a request are sent after its answer (waitUntil); a cron trigger sends retries.
 * Pictures a catalogue import named by other sites' addresses are copied the same way.
 */
import { createClient } from '@libsql/client/web';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import { createDatabase, schema, type Database } from '../../db/client.ts';
import { createApp, type App } from './app.ts';
import type { OrderStreamPolicy } from './desk/order-desk-route.ts';
import { ConfigError, parseConfig } from './config.ts';
import { buildSecurityHeaders } from './http/security-headers.ts';
import { menuCacheFor } from './menu/menu-from-database.ts';
import { getPublicSettings } from './settings/get-public-settings.ts';
import { ensureFirstAdmin } from './accounts/ensure-first-admin.ts';
import { readVersions } from './versions/versions.ts';
import { isApiPath } from './pages/page-policy.ts';
import { servePage, type AssetsFetcher } from './workers/pages.ts';
import { createStoreDetailsCache } from './workers/store-details-cache.ts';
import { pageSettingsOf } from './pages/page-settings.ts';
import { createVersionCheck } from './workers/version-check.ts';
import { createOwnerPagesCache } from './workers/owner-pages-cache.ts';
import { loadSavedPages } from './owner-pages/saved-pages.ts';
import { r2PictureStore, type R2BucketBinding } from './workers/r2-picture-store.ts';
import { WORKERS_PICTURE_LIMITS } from '../../domain/pictures.ts';
import { resizePicture } from './pictures/resize-picture.ts';
import { PICTURES_PATH } from '../../domain/picture-sources.ts';
import { followMenuVersion } from './workers/versioned-menu-cache.ts';
import { sessionKey } from './auth/tokens.ts';
import { logTransport } from './mail/mail-transport.ts';
import { MAIL_BATCH_SIZE, sendDueMails, type OutboxRuntime } from './mail/send-due-mails.ts';
import { workerSmtpTransport } from './workers/smtp-transport.ts';
import { copyAllDuePictures, type PictureCopyRuntime } from './picture-copies/copy-pictures.ts';

type D1Binding = Parameters<typeof drizzleD1>[0];

export interface WorkerEnv {
  DB?: D1Binding;
  ASSETS?: AssetsFetcher;
  /** The R2 bucket uploaded pictures are kept in (wrangler.toml); without it uploads answer 503. */
  PICTURES?: R2BucketBinding;
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  SESSION_SECRET?: string;
  [setting: string]: unknown;
}

/**
 * How often an isolate reads the change counters (one primary-key read), so a menu or store
 * details saved through another isolate show here within this time plus one request.
 */
const VERSION_CHECK_INTERVAL_MS = 2_000;

interface Isolate {
  app: App;
  outbox: OutboxRuntime;
  /** Copies of pictures from other sites; none without the R2 bucket. */
  pictureCopies: PictureCopyRuntime | undefined;
  page: (request: Request) => Promise<Response>;
  /** Makes sure this isolate knows the shop's settings (and so its currency). */
  settings: () => Promise<void>;
}

let isolate: Promise<Isolate> | undefined;
/** The shop's address as requests reach it, for links in mails when PUBLIC_URL is unset. */
let lastOrigin = '';

/** Sends what is due, a batch at a time; a failure stays in the outbox for the next try. */
async function sendQuietly(outbox: OutboxRuntime): Promise<void> {
  try {
    while ((await sendDueMails(outbox)) === MAIL_BATCH_SIZE);
  } catch (error) {
    outbox.reportError('Sending mails failed (they stay in the outbox)', error);
  }
}

function isolateFor(env: WorkerEnv): Promise<Isolate> {
  // A failed start (bad settings) is retried by the next request rather than kept.
  isolate ??= start(env).catch((error: unknown) => {
    isolate = undefined;
    throw error;
  });
  return isolate;
}

async function start(env: WorkerEnv): Promise<Isolate> {
  const config = parseConfig(env);
  if (!env.DB && config.databaseUrl.startsWith('file:')) {
    throw new ConfigError(['DATABASE_URL: on Workers use libsql://… (Turso) with DATABASE_AUTH_TOKEN, or bind a D1 database as DB']);
  }
  const db = env.DB
    ? // D1 speaks the same SQLite dialect and supports batch; the app uses only that common surface.
      (drizzleD1(env.DB, { schema }) as unknown as Database)
    : createDatabase(createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken }));
  // ADMIN_EMAIL + ADMIN_PASSWORD (secrets) make the first admin, as on Node. Without them nothing
  // is generated here: a password printed to a worker's log would be seen by nobody in time.
  if (config.admin) await ensureFirstAdmin(db, config.admin);
  const scriptHashes = env.ASSETS ? await readScriptHashes(env.ASSETS) : [];
  const versions = createVersionCheck(() => readVersions(db), VERSION_CHECK_INTERVAL_MS);
  const storeDetails = createStoreDetailsCache(async () => pageSettingsOf(await getPublicSettings(db)), versions);
  const menuCache = followMenuVersion(menuCacheFor(db), versions);
  const ownerPages = createOwnerPagesCache(() => loadSavedPages(db), versions);
  const outbox: OutboxRuntime = {
    db,
    transport: config.smtpUrl ? workerSmtpTransport(config.smtpUrl) : logTransport((line) => console.log(line)),
    now: Date.now,
    from: config.mailFrom,
    publicUrl: () => config.publicUrl ?? lastOrigin,
    secret: sessionKey(config.sessionSecret),
    reportError: (message, error) => console.error(`[mail] ${message}:`, error instanceof Error ? error.message : error),
  };
  const pictures = env.PICTURES
    ? { store: r2PictureStore(env.PICTURES), limits: WORKERS_PICTURE_LIMITS, resize: resizePicture }
    : undefined;
  const pictureCopies: PictureCopyRuntime | undefined = pictures && {
    db,
    pictures,
    // A Worker's fetch cannot reach private networks; IP literals of those ranges are refused before it (public-address.ts).
    hop: (url, signal) => fetch(url, { redirect: 'manual', signal, headers: { Accept: 'image/*' } }),
    allowPrivate: config.pictureCopyAllowPrivate,
    now: Date.now,
    onCopied: () => menuCache.refresh(),
    reportError: (message, error) => console.error(`[pictures] ${message}:`, error instanceof Error ? error.message : error),
  };
  const app = createApp({
    db,
    config,
    // Sent after the answer, inside the request's lifetime; the cron trigger retries.
    mail: { delivers: outbox.transport.delivers, wake: (c) => c.executionCtx.waitUntil(sendQuietly(outbox)) },
    menuCache,
    // Set by Cloudflare's edge on every request; a client cannot supply its own.
    remoteAddress: (c) => c.req.header('cf-connecting-ip'),
    scriptHashes,
    // Resized in the request's isolate, which a Worker ends and replaces on its own (128 MB).
    pictures,
    // Copied after the import's answer, inside its request's lifetime; the cron trigger takes what is left.
    pictureCopies: pictureCopies && { wake: (c) => c.executionCtx.waitUntil(copyAllDuePictures(pictureCopies)) },
    onSettingsSaved: (settings) => storeDetails.set(pageSettingsOf(settings)),
    onPageSaved: () => ownerPages.forget(),
    orderStream: WORKERS_ORDER_STREAM,
  });
  const headers = buildSecurityHeaders({
    scriptHashes,
    googleSignIn: Boolean(config.googleClientId),
    analyticsSrc: config.analyticsSrc,
    stripe: Boolean(config.stripe),
  });
  const assets = env.ASSETS;
  return {
    app,
    outbox,
    pictureCopies,
    // Read before an API request: amounts in its body are read in the shop's currency, which
    // reading the settings tells this isolate (kept, and read again when another changes them).
    settings: async () => void (await storeDetails.get()),
    page: assets
      ? (request) =>
          servePage(request, {
            assets,
            headers,
            storeDetails: () => storeDetails.get(),
            menu: () => menuCache.get(),
            ownerPages: () => ownerPages.get(),
          })
      : async (request) => app.fetch(request),
  };
}

/**
 * A desk's stream on Workers reads the database once a second (each read is a subrequest to
 * Turso or D1) and ends after 40 s, well inside a request's subrequest allowance; the browser
 * reconnects with its cursor and misses nothing (docs/decisions/014).
 */
const WORKERS_ORDER_STREAM: OrderStreamPolicy = { pollMs: 1000, lifetimeMs: 40_000 };

/** The inline-script hashes the build recorded (dist/_csp.json, read through ASSETS), or none. */
async function readScriptHashes(assets: AssetsFetcher): Promise<string[]> {
  try {
    const response = await assets.fetch(new Request('https://assets.local/_csp.json'));
    if (!response.ok) return [];
    const parsed = (await response.json()) as { scriptHashes?: unknown };
    return Array.isArray(parsed.scriptHashes) ? parsed.scriptHashes.filter((hash): hash is string => typeof hash === 'string') : [];
  } catch {
    return [];
  }
}

export default {
  async fetch(request: Request, env: WorkerEnv, context: unknown): Promise<Response> {
    const { app, page, settings } = await isolateFor(env);
    const { pathname, origin } = new URL(request.url);
    lastOrigin = origin;
    if (isApiPath(pathname) || pathname.startsWith(PICTURES_PATH) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      await settings();
      return app.fetch(request, env, context as Parameters<App['fetch']>[2]);
    }
    return page(request);
  },

  /** The cron trigger (wrangler.toml): mails and picture copies whose retry came due, or that a stopped isolate left. */
  async scheduled(_controller: unknown, env: WorkerEnv, context: { waitUntil(promise: Promise<unknown>): void }): Promise<void> {
    const { outbox, pictureCopies } = await isolateFor(env);
    context.waitUntil(sendQuietly(outbox));
    if (pictureCopies) context.waitUntil(copyAllDuePictures(pictureCopies));
  },
};
