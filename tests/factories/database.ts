import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Client } from '@libsql/client';
import type { Database } from '../../db/client.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';

export interface TestDatabase {
  db: Database;
  client: Client;
  url: string;
  dir: string;
  /** Closes the client and removes the folder. */
  destroy(): Promise<void>;
}

/** A real, migrated database file in a fresh temporary folder, seeded unless told otherwise. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'doorstep-test-'));
  const url = pathToFileURL(join(dir, 'doorstep.db')).href;
  const { client, db } = await openDatabase(url);
  await migrateDatabase(db);
  if (options.seed ?? true) await seedDatabase(db);
  return {
    db,
    client,
    url,
    dir,
    async destroy() {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
