/**
 * The Cloudflare Workers entry. Static pages are served by Workers static assets; this worker
 * answers /api with the same app as Node, over Turso (`@libsql/client/web`, DATABASE_URL and
 * DATABASE_AUTH_TOKEN) or, when a D1 binding `DB` is present, over D1. The app and its menu
 * cache are built once per isolate and reused by every request it serves.
 */
import { createClient } from '@libsql/client/web';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import { createDatabase, schema, type Database } from '../../db/client.ts';
import { createApp, type App } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { listFoods } from './services/foods/list-foods.ts';
import { createMenuCache } from './services/foods/menu-cache.ts';

type D1Binding = Parameters<typeof drizzleD1>[0];

export interface WorkerEnv {
  DB?: D1Binding;
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  SESSION_SECRET?: string;
  [setting: string]: unknown;
}

let app: App | undefined;

function buildApp(env: WorkerEnv): App {
  const config = parseConfig(env);
  if (!env.DB && config.databaseUrl.startsWith('file:')) {
    throw new ConfigError(['DATABASE_URL: on Workers use libsql://… (Turso) with DATABASE_AUTH_TOKEN, or bind a D1 database as DB']);
  }
  const db = env.DB
    ? // D1 speaks the same SQLite dialect and supports batch; the app uses only that common surface.
      (drizzleD1(env.DB, { schema }) as unknown as Database)
    : createDatabase(createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken }));
  return createApp({
    db,
    config,
    menuCache: createMenuCache(() => listFoods(db)),
    // Set by Cloudflare's edge on every request; a client cannot supply its own.
    remoteAddress: (c) => c.req.header('cf-connecting-ip'),
  });
}

export default {
  fetch(request: Request, env: WorkerEnv, context: unknown): Response | Promise<Response> {
    app ??= buildApp(env);
    return app.fetch(request, env, context as Parameters<App['fetch']>[2]);
  },
};
