import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEmbeddedClient } from './embedded-client.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

let dir: string;
let file: string;
let client: Client;
let checkpointer: WalCheckpointer | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-checkpoint-'));
  file = join(dir, 'shop.db');
  client = openEmbeddedClient(file);
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('create table orders (id integer primary key, note text not null)');
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)'); // the table, empty, in the file
});

/** A small threshold keeps the test quick; the server's is SERVING_AUTOCHECKPOINT_PAGES. */
const THRESHOLD_PAGES = 1000;

afterEach(async () => {
  await checkpointer?.stop();
  checkpointer = undefined;
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Orders written one transaction each, as the server writes them. */
async function writeOrders(from: number, count: number): Promise<void> {
  for (let id = from; id < from + count; id++)
    await client.batch([{ sql: 'insert into orders (id, note) values (?, ?)', args: [id, 'x'.repeat(200)] }]);
}

/** How many orders the database file holds on its own, without its write-ahead log. */
function ordersInTheFileAlone(): number {
  const copy = join(dir, 'copy.db');
  copyFileSync(file, copy);
  const connection = new Database(copy);
  try {
    return Number((connection.prepare('select count(*) as n from orders').get() as { n: number }).n);
  } finally {
    connection.close();
  }
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startWalCheckpointer', { timeout: 30_000 }, () => {
  it('copies committed writes into the database file from its own thread', async () => {
    checkpointer = await startWalCheckpointer(client, file, { intervalMs: 20, servingThresholdPages: THRESHOLD_PAGES });
    // Fewer pages than the serving connection's own threshold: it does not checkpoint here.
    await writeOrders(0, 500);
    // The thread copies on its own schedule: on a busy host it may take more than a few ticks.
    await vi.waitFor(() => expect(ordersInTheFileAlone()).toBe(500), { timeout: 10_000, interval: 50 });
  });

  it('without it, the same writes stay in the log', async () => {
    await client.execute(`PRAGMA wal_autocheckpoint = ${THRESHOLD_PAGES}`);
    await writeOrders(0, 500);
    await waitMs(300);
    expect(ordersInTheFileAlone()).toBe(0);
  });

  // 3,000 transactions, each synced to disk: seconds on a loaded CI host.
  it('keeps the log bounded while writes never pause, and loses none', { timeout: 60_000 }, async () => {
    checkpointer = await startWalCheckpointer(client, file, { intervalMs: 20, servingThresholdPages: THRESHOLD_PAGES });
    // Each order is at least one new page of the log: three times the serving threshold.
    await writeOrders(0, THRESHOLD_PAGES * 3);
    const walPages = statSync(`${file}-wal`).size / 4096;
    expect(walPages).toBeLessThan(THRESHOLD_PAGES * 1.5);
    await checkpointer.stop();
    checkpointer = undefined;
    const { rows } = await client.execute('select count(*) as n from orders');
    expect(rows[0]!.n).toBe(THRESHOLD_PAGES * 3);
  });
});
