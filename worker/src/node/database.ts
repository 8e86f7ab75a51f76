import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { createDatabase, type Database } from '../../../db/client.ts';
import { ensureDataFolder } from './data-folder.ts';
import { openEmbeddedClient } from './embedded-client.ts';
import { PROJECT_ROOT } from './project-root.ts';

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'db/migrations');

export interface OpenedDatabase {
  client: Client;
  db: Database;
}

/** The file a `file:` DATABASE_URL points at (absolute), or undefined for a remote database. */
export function databaseFilePath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const withoutQuery = url.split('?')[0]!;
  return withoutQuery.startsWith('file://') ? fileURLToPath(withoutQuery) : resolve(withoutQuery.slice('file:'.length));
}

/**
 * The folder a local shop keeps its files in (the session secret, uploaded pictures): the one
 * holding a file database, else ./data when the database is remote (Turso).
 */
export function dataFolderOf(databaseUrl: string): string {
  const file = databaseFilePath(databaseUrl);
  return file ? dirname(file) : resolve('data');
}

/**
 * Opens the database. A local file gets its folder created, and one connection that keeps its
 * prepared statements (embedded-client.ts): libSQL runs each statement synchronously, so a pool
 * adds no parallelism, while one connection keeps the per-connection PRAGMAs below in force for
 * every statement. Writes that must be atomic use db.batch.
 */
export async function openDatabase(url: string, authToken?: string): Promise<OpenedDatabase> {
  const file = databaseFilePath(url);
  if (!file) {
    const client = createClient({ url, authToken });
    return { client, db: createDatabase(client) };
  }
  ensureDataFolder(dirname(file));
  // WAL lets readers and the writer overlap across processes (the client sets busy_timeout
  // itself). Every commit's log is synced before the write is answered, so an acknowledged write
  // survives a power cut, not only a crash of the process; the sync runs off the event loop and
  // serves every commit made before it began (wal-sync.ts, docs/product/security.md, durability).
  const client = openEmbeddedClient(file, { durable: true });
  await client.execute('PRAGMA foreign_keys = ON');
  return { client, db: createDatabase(client) };
}

export async function migrateDatabase(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await migrate(db, { migrationsFolder });
}
