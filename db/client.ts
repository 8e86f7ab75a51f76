import type { Client } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import type { LibSQLDatabase } from 'drizzle-orm/libsql/driver-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * The database the app and its services use. Built over a libSQL client: `@libsql/client`
 * (a local file, on Node) or `@libsql/client/web` (Turso over HTTP, on Workers); both share
 * one `Client` interface. Atomic multi-statement writes use `db.batch([...])`, which libSQL,
 * Turso and D1 all run as one transaction, rather than interactive transactions.
 */
export type Database = LibSQLDatabase<Schema>;

export function createDatabase(client: Client): Database {
  // drizzle-orm/libsql/web only wraps the given client, so this module never pulls in Node code.
  return drizzle({ client, schema });
}

export { schema };
