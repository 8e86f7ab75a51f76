import { createClient } from '@libsql/client';
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
