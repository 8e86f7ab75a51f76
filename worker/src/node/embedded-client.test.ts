import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LibsqlBatchError, LibsqlError, type Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onCommit, openEmbeddedClient } from './embedded-client.ts';

let dir: string;
let client: Client;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-client-'));
  client = openEmbeddedClient(join(dir, 'test.db'));
  await client.execute('create table dishes (id text primary key, price integer not null check (price >= 0), photo blob)');
});

afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openEmbeddedClient', () => {
  it('answers like @libsql/client: rows by index and by column, integers as numbers', async () => {
    const inserted = await client.execute({ sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1299] });
    expect(inserted).toMatchObject({ rowsAffected: 1, lastInsertRowid: 1n, rows: [] });
    const { rows, columns } = await client.execute({ sql: 'select id, price from dishes where id = :id', args: { ':id': 'pizza' } });
    expect(columns).toEqual(['id', 'price']);
    expect(rows[0]).toEqual({ id: 'pizza', price: 1299 });
    expect([rows[0]![0], rows[0]![1], rows[0]!.length]).toEqual(['pizza', 1299, 2]);
  });

  it('gives rows their names as enumerable keys (the first of a name wins) and indexes apart', async () => {
    await client.execute({ sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1299] });
    const { rows } = await client.execute('select id, price, price * 2 as id from dishes');
    const row = rows[0]!;
    expect(Object.keys(row)).toEqual(['id', 'price']);
    expect(JSON.stringify(row)).toBe('{"id":"pizza","price":1299}');
    expect([row[0], row[1], row[2], row.length]).toEqual(['pizza', 1299, 2598, 3]);
    expect(Array.prototype.slice.call(row)).toEqual(['pizza', 1299, 2598]);
  });

  it('reuses a statement after it failed', async () => {
    const insert = 'insert into dishes (id, price) values (?, ?)';
    await client.execute({ sql: insert, args: ['pizza', 1] });
    await expect(client.execute({ sql: insert, args: ['pizza', 2] })).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT',
      message: expect.stringMatching(/UNIQUE constraint failed/),
    });
    await client.execute({ sql: insert, args: ['sushi', 3] });
    expect((await client.execute('select count(*) as n from dishes')).rows[0]!.n).toBe(2);
  });

  it('runs a batch as one transaction and names the statement that failed', async () => {
    const error = await client
      .batch([
        { sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1] },
        { sql: 'insert into dishes (id, price) values (?, ?)', args: ['sushi', -1] },
      ])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LibsqlBatchError);
    expect(error).toMatchObject({ statementIndex: 1, message: expect.stringMatching(/CHECK constraint failed/) });
    expect((await client.execute('select count(*) as n from dishes')).rows[0]!.n).toBe(0);
    await client.batch([{ sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1] }]);
    expect((await client.execute('select count(*) as n from dishes')).rows[0]!.n).toBe(1);
  });

  it('commits batches asked for at once together, and one that fails fails alone', async () => {
    const insert = (id: string, price: number) => ({ sql: 'insert into dishes (id, price) values (?, ?)', args: [id, price] });
    const ids = async () => (await client.execute('select id from dishes order by id')).rows.map((row) => row.id);
    const outcomes = await Promise.allSettled([
      client.batch([insert('pizza', 1), insert('pasta', 2)]),
      client.batch([insert('sushi', 3), insert('soup', -1)]), // its CHECK fails: none of it stays
      client.batch([insert('salad', 4)]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      statementIndex: 1,
      message: expect.stringMatching(/CHECK constraint failed/),
    });
    expect(await ids()).toEqual(['pasta', 'pizza', 'salad']);
  });

  it('still commits the others when one batch ends the whole transaction', async () => {
    await client.execute({ sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1] });
    const outcomes = await Promise.allSettled([
      client.batch([{ sql: 'insert into dishes (id, price) values (?, ?)', args: ['pasta', 2] }]),
      // OR ROLLBACK ends the transaction it runs in, the other batches' work included.
      client.batch([{ sql: 'insert or rollback into dishes (id, price) values (?, ?)', args: ['pizza', 9] }]),
      client.batch([{ sql: 'insert into dishes (id, price) values (?, ?)', args: ['salad', 4] }]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const { rows } = await client.execute('select id, price from dishes order by id');
    expect(rows.map((row) => [row.id, row.price])).toEqual([
      ['pasta', 2],
      ['pizza', 1],
      ['salad', 4],
    ]);
  });

  it('sees schema changes in statements it already prepared', async () => {
    await client.execute({ sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1] });
    expect(Object.keys((await client.execute('select * from dishes')).rows[0]!)).toEqual(['id', 'price', 'photo']);
    await client.execute("alter table dishes add column name text not null default ''");
    expect(Object.keys((await client.execute('select * from dishes')).rows[0]!)).toEqual(['id', 'price', 'photo', 'name']);
  });

  it('holds other calls back while an interactive transaction is open', async () => {
    const transaction = await client.transaction('write');
    await transaction.execute({ sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1] });
    const outside = client.execute('select count(*) as n from dishes');
    await transaction.rollback();
    expect((await outside).rows[0]!.n).toBe(0);
    expect(transaction.closed).toBe(true);
  });

  it('waits for another process holding the write lock instead of failing with SQLITE_BUSY', async () => {
    // Another process takes the write lock, keeps it for 300 ms, then commits its own row.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import Database from 'libsql';
         const db = new Database(${JSON.stringify(join(dir, 'test.db'))});
         db.exec("begin immediate; insert into dishes (id, price) values ('soup', 2)");
         console.log('locked');
         setTimeout(() => { db.exec('commit'); db.close(); }, 300);`,
      ],
      { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout!, 'data');
    const started = Date.now();
    // Reads first, then writes: as one batch it starts with the lock, so it waits its turn.
    await client.batch(['select count(*) from dishes', { sql: 'insert into dishes (id, price) values (?, ?)', args: ['pizza', 1] }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await once(holder, 'exit');
    expect((await client.execute('select id from dishes order by id')).rows.map((row) => row.id)).toEqual(['pizza', 'soup']);
  });

  it('refuses work once closed', async () => {
    client.close();
    await expect(client.execute('select 1')).rejects.toBeInstanceOf(LibsqlError);
  });
});

describe('a durable client (openEmbeddedClient(path, { durable: true }))', () => {
  it('keeps a write-ahead log synced by itself, answers each write and tells its listeners once a sync covers it', async () => {
    const durable = openEmbeddedClient(join(dir, 'durable.db'), { durable: true });
    try {
      expect((await durable.execute('PRAGMA journal_mode')).rows[0]?.[0]).toBe('wal');
      expect((await durable.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(1);
      await durable.execute('create table dishes (id text primary key)');
      let heard = 0;
      onCommit(durable, () => heard++);
      // Ten batches of one turn: one group, one commit, one sync, answered together.
      const writes = Array.from({ length: 10 }, (_, index) =>
        durable.batch([{ sql: 'insert into dishes (id) values (?)', args: [`dish-${index}`] }]),
      );
      expect(heard).toBe(0);
      await Promise.all(writes);
      expect(heard).toBe(1);
      await durable.execute("insert into dishes (id) values ('one more')");
      expect(heard).toBe(2);
      expect((await durable.execute('select count(*) as n from dishes')).rows[0]?.n).toBe(11);
      // A read commits nothing and waits for no sync.
      expect(heard).toBe(2);
    } finally {
      durable.close();
    }
  });
});
