import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../db/client.ts';
import { onCommit, openEmbeddedClient } from '../node/embedded-client.ts';
import { startOrderFeed, type OrderFeed } from './order-feed.ts';
import { readOrderEvents } from './order-events.ts';

let dir: string;
let client: Client;
let feed: OrderFeed;
const HOUR = 3_600_000;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-feed-'));
  client = openEmbeddedClient(join(dir, 'test.db'));
  await client.execute(
    'create table order_status_history (id integer primary key autoincrement, order_id text not null, kind text not null, status text not null)',
  );
  await client.execute('create table orders (id text primary key, location_id integer not null)');
});

afterEach(() => {
  feed?.stop();
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Commits history lines, as an order's batch does. */
async function change(...lines: [orderId: string, status: string][]): Promise<void> {
  await client.batch(
    lines.flatMap(([orderId, status]) => [
      { sql: 'insert or ignore into orders (id, location_id) values (?, 1)', args: [orderId] },
      { sql: "insert into order_status_history (order_id, kind, status) values (?, 'order', ?)", args: [orderId, status] },
    ]),
  );
}

/** Waits until the follower's feed holds lines after `cursor` (at most a second). */
async function settled(follower: ReturnType<OrderFeed['follow']>, cursor: number) {
  await follower.wait(cursor, 1_000);
  return follower.eventsAfter(cursor);
}

describe('startOrderFeed', () => {
  it('is woken by a commit in this process, and gives one event per order after each cursor', async () => {
    feed = startOrderFeed(createDatabase(client), { tickMs: HOUR });
    onCommit(client, feed.wake);
    const follower = feed.follow();
    await settled(follower, -1); // the feed has found the end of the history
    expect(follower.eventsAfter(0)).toEqual([]);

    const started = Date.now();
    await change(['a', 'pending'], ['b', 'pending'], ['a', 'processing']);
    expect(await settled(follower, 0)).toEqual([
      { id: 2, orderId: 'b', kind: 'order', status: 'pending', locationId: 1 },
      { id: 3, orderId: 'a', kind: 'order', status: 'processing', locationId: 1 },
    ]);
    expect(Date.now() - started).toBeLessThan(500);
    expect(follower.eventsAfter(2)).toEqual([{ id: 3, orderId: 'a', kind: 'order', status: 'processing', locationId: 1 }]);
    expect(follower.eventsAfter(3)).toEqual([]);
    follower.leave();
  });

  it("finds another connection's commits on its tick", async () => {
    feed = startOrderFeed(createDatabase(client), { tickMs: 20 });
    const follower = feed.follow();
    await settled(follower, -1);
    const other = openEmbeddedClient(join(dir, 'test.db'));
    await other.batch([
      "insert into orders (id, location_id) values ('c', 1)",
      "insert into order_status_history (order_id, kind, status) values ('c', 'order', 'pending')",
    ]);
    other.close();
    expect(await settled(follower, 0)).toEqual([{ id: 1, orderId: 'c', kind: 'order', status: 'pending', locationId: 1 }]);
    follower.leave();
  });

  it('sends a cursor older than the lines it keeps to the database, which gives the same events', async () => {
    feed = startOrderFeed(createDatabase(client), { tickMs: HOUR, keepLines: 3 });
    onCommit(client, feed.wake);
    const follower = feed.follow();
    await settled(follower, -1);
    for (let index = 1; index <= 10; index++) await change([`order-${index}`, 'pending']);
    await settled(follower, 9);
    expect(follower.eventsAfter(1)).toBeUndefined();
    expect(follower.eventsAfter(8)).toEqual(await readOrderEvents(createDatabase(client), 8));
    follower.leave();
  });

  it('settles a wait when its follower leaves, and reads nothing once no one follows', async () => {
    feed = startOrderFeed(createDatabase(client), { tickMs: HOUR });
    const follower = feed.follow();
    const waiting = follower.wait(1_000, HOUR);
    follower.leave();
    await waiting;
    await change(['d', 'pending']);
    const next = feed.follow();
    // A new following starts at the end of the history: what came before is read from the database.
    expect(await settled(next, -1)).toBeUndefined();
    expect(next.eventsAfter(1)).toEqual([]);
    next.leave();
  });
});
