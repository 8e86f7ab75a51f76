import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-database-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps a write-ahead log that the client syncs before it answers a commit, not SQLite inside it', async () => {
    const { client } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      expect((await client.execute('PRAGMA journal_mode')).rows[0]?.[0]).toBe('wal');
      // 1: NORMAL. SQLite does not sync the log at COMMIT; wal-sync.ts does, before the write is answered.
      expect((await client.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(1);
    } finally {
      client.close();
    }
  });
});
