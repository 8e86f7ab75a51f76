import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { seedDatabase } from '../../../db/seed/index.ts';
import { createApp, NODE_ORDER_STREAM } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import { menuCacheFor } from '../menu/menu-from-database.ts';
import { getPublicSettings } from '../settings/get-public-settings.ts';
import { ensureFirstAdmin } from '../accounts/ensure-first-admin.ts';
import { readVersions } from '../versions/versions.ts';
import { dataFolderOf, migrateDatabase, openDatabase } from './database.ts';
import { nodePictureSettings } from './node-picture-settings.ts';
import { threadPictureResizer } from './picture-resizer-thread.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { followOtherProcesses } from './follow-other-processes.ts';
import { readOrCreateSessionSecret } from './session-secret.ts';
import { loadStaticSite, readScriptHashes } from './static-site.ts';
import { pageSettingsOf } from '../pages/page-settings.ts';
import { loadSavedPages } from '../owner-pages/saved-pages.ts';
import { sessionKey } from '../auth/tokens.ts';
import { startMailSender } from '../mail/mail-sender.ts';
import { logTransport } from '../mail/mail-transport.ts';
import { smtpTransport } from './smtp-transport.ts';
import { requestRate } from './request-rate.ts';
import { startOrderFeed } from '../desk/order-feed.ts';
import { onCommit } from './embedded-client.ts';
import { startPictureCopier } from '../picture-copies/copy-loop.ts';
import { publicFetch } from './public-fetch.ts';

export const DEFAULT_DIST_DIR = join(PROJECT_ROOT, 'dist');

export interface StartServerOptions {
  /** Settings as in process.env (the default); `port: 0` or PORT=0 picks a free port. */
  env?: Readonly<Record<string, string | undefined>>;
  port?: number;
  host?: string;
  /** The built site; defaults to dist/ at the repository root. */
  distDir?: string;
  /** Where start-up lines go (the URL, a generated admin sign-in, warnings). */
  log?: (line: string) => void;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:3000 (no trailing slash). */
  url: string;
  port: number;
  config: Config;
  close(): Promise<void>;
}

/**
 * Starts Doorstep on Node: migrate and seed the database, make sure there is an admin, load
 * the menu, then serve the site and the API from one process.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = parseConfig(options.env ?? process.env, { fallbackSessionSecret: readOrCreateSessionSecret });
  const port = options.port ?? config.port;
  const host = options.host ?? config.host;

  const { client, db } = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  try {
    await migrateDatabase(db);
    await seedDatabase(db, { demo: config.seed === 'demo' });
    const admin = await ensureFirstAdmin(db, config.admin);
    if (admin.generatedPassword) {
      log(
        [
          '',
          'First admin account created (shown only this once; change the password after signing in):',
          `  email:    ${admin.email}`,
          `  password: ${admin.generatedPassword}`,
          'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
          '',
        ].join('\n'),
      );
    }
  } catch (error) {
    client.close();
    throw error;
  }

  // Read before loading, so a change made by another process meanwhile is caught by the follower.
  const versions = await readVersions(db);
  const menuCache = menuCacheFor(db, { compress: true });
  await menuCache.get();

  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const site = existsSync(distDir) ? loadStaticSite(distDir, { menu: () => menuCache.peek() }) : undefined;
  if (!site?.size) log(`Warning: no built site in ${distDir}; run \`npm run build\` (serving the API only).`);
  // The footer and Contact page show the saved store details from the first request on (and the
  // server's own messages the shop's currency, which reading the settings sets).
  const settings = await getPublicSettings(db);
  if (site?.size) await site.setStoreDetails(pageSettingsOf(settings));
  const refillOwnerPages = site?.size ? async () => site.setOwnerPages(await loadSavedPages(db)) : undefined;
  await refillOwnerPages?.();

  let serverUrl = '';
  const requests = requestRate();
  const mailTransport = config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(log);
  const mail = startMailSender(
    {
      db,
      transport: mailTransport,
      now: Date.now,
      from: config.mailFrom,
      publicUrl: () => config.publicUrl ?? serverUrl,
      secret: sessionKey(config.sessionSecret),
      reportError: (message, error) => log(`[mail] ${message}: ${error instanceof Error ? error.message : String(error)}`),
    },
    { busy: requests.busy },
  );

  // Open desks share one reading of the order history, woken by this process's commits
  // (docs/decisions/014); changes made by other processes are found by its tick.
  const orderFeed = startOrderFeed(db, {
    onError: (error) => log(`Warning: could not read the order history for the desk: ${String(error)}`),
  });
  const stopHearingCommits = onCommit(client, orderFeed.wake);

  const pictureResizer = threadPictureResizer();
  const pictures = nodePictureSettings(dataFolderOf(config.databaseUrl), pictureResizer);
  // Copies of pictures a catalogue import named by other sites' addresses; queued ones left by a
  // restart (or by another process) are found by its first look.
  const pictureCopier = startPictureCopier({
    db,
    pictures,
    hop: publicFetch(config.pictureCopyAllowPrivate),
    allowPrivate: config.pictureCopyAllowPrivate,
    now: Date.now,
    onCopied: () => menuCache.refresh(),
    reportError: (message, error) => log(`[pictures] ${message}: ${error instanceof Error ? error.message : String(error)}`),
  });
  const app = createApp({
    db,
    config,
    menuCache,
    remoteAddress: (c) => getConnInfo(c).remote.address,
    site: site?.size ? site.handle : undefined,
    pictures,
    pictureCopies: { wake: () => pictureCopier.wake() },
    scriptHashes: readScriptHashes(distDir),
    onSettingsSaved: site?.size ? (settings) => site.setStoreDetails(pageSettingsOf(settings)) : undefined,
    onPageSaved: refillOwnerPages,
    mail: { delivers: mailTransport.delivers, wake: () => mail.wake() },
    orderStream: { ...NODE_ORDER_STREAM, feed: orderFeed },
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const created = serve({ fetch: requests.counted(app.fetch), port, hostname: host }, () => resolve(created));
    created.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const url = `http://${displayHost(host)}:${address.port}`;
  serverUrl = url;
  // Mails queued before a restart go out now, and pictures left to copy are copied.
  mail.wake();
  pictureCopier.wake();
  log(`Doorstep is running at ${url}`);
  void site?.warm();

  // Other processes on the same database file may change the menu or the store details.
  const follower = followOtherProcesses(db, {
    since: versions,
    reload: {
      menu: () => menuCache.refresh(),
      ...(site?.size ? { storeDetails: async () => site.setStoreDetails(pageSettingsOf(await getPublicSettings(db))) } : {}),
      ...(refillOwnerPages ? { pages: refillOwnerPages } : {}),
    },
    onError: (error) => log(`Warning: could not check for changes made by other processes: ${String(error)}`),
  });

  let closing: Promise<void> | undefined;
  return {
    url,
    port: address.port,
    config,
    close() {
      follower.stop();
      stopHearingCommits?.();
      orderFeed.stop();
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      })
        .then(() => mail.stop())
        .then(() => pictureCopier.stop())
        .then(() => pictureResizer.close())
        .finally(() => client.close());
      return closing;
    },
  };
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
