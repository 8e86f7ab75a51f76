import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * Runs SQL on the running server's database, for fixtures the API has no call for (an old order,
 * a failed mail). It waits for the server's write lock as another process would: the server syncs
 * every commit, and a statement that arrives mid-commit would otherwise fail as busy.
 */
export async function onLiveDatabase(sql: string, args: (string | number)[]): Promise<void> {
  const client = createClient({ url: inject('databaseURL') });
  try {
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute({ sql, args });
  } finally {
    client.close();
  }
}

/**
 * A copy of the running server's database in a folder of its own, for a test that starts its own
 * server over it (startServer): what it changes there, no other file sees. `remove` deletes it.
 */
export async function copyOfLiveDatabase(label: string): Promise<{ url: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), `doorstep-e2e-${label}-`));
  const file = join(dir, `${label}.db`);
  const live = createClient({ url: inject('databaseURL') });
  try {
    await live.execute({ sql: 'VACUUM INTO ?', args: [file] });
  } finally {
    live.close();
  }
  return { url: `file:${file}`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
