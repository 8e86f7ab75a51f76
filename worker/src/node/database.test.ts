import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-database-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** How many rows `table` holds in the database file on its own, without its write-ahead log. */
function rowsInTheFileAlone(file: string, table: string): number {
  const copy = `${file}.copy`;
  copyFileSync(file, copy);
  const connection = new Database(copy);
  try {
    return Number((connection.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
  } finally {
    connection.close();
    rmSync(copy, { force: true });
  }
}

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

  it('copies the log into the database file as orders come, and keeps the log bounded', async () => {
    const file = join(folder, 'busy.db');
    const { client } = await openDatabase(`file:${file}`);
    try {
      await client.execute('create table orders (id integer primary key, note text not null)');
      // One transaction per order, as the server writes them: ~3 pages of log each, 9,000 in all.
      for (let id = 0; id < 3_000; id++)
        await client.batch([{ sql: 'insert into orders (id, note) values (?, ?)', args: [id, 'x'.repeat(300)] }], 'write');
      // SQLite's own checkpoint, at 1,000 pages of log (docs/decisions/016), copied most of them
      // and let the log start over from its beginning rather than grow with every order.
      expect(rowsInTheFileAlone(file, 'orders')).toBeGreaterThan(2_000);
      expect(statSync(`${file}-wal`).size).toBeLessThan(1_100 * 4_200);
      expect((await client.execute('select count(*) from orders')).rows[0]?.[0]).toBe(3_000);
    } finally {
      client.close();
    }
  });
});
