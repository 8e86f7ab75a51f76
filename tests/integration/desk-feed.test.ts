import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../worker/src/node/database.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, signUpOwnerAndCustomer, type SignedUp } from '../factories/auth.ts';
import { placeOrder } from '../factories/orders.ts';

// On Node every open desk stream takes the order history from the process's one shared feed,
// which this process's commits wake at once (docs/decisions/014). The feed here looks for other
// processes' changes only once an hour, so whatever arrives sooner was heard through the commit.

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ orderFeedTickMs: 3_600_000, config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

interface DeskEvent {
  cursor: number;
  orderId: string;
  status: string;
}

/** An open desk stream, its events parsed as they arrive. */
async function openDesk(headers: Record<string, string> = {}) {
  const response = await call(t, '/api/orders/stream', { token: admin.token, headers });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: DeskEvent[] = [];
  let buffer = '';
  let ready = false;
  const pump = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const fields = new Map(
        buffer
          .slice(0, end)
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      buffer = buffer.slice(end + 2);
      if (fields.get('event') === 'ready') ready = true;
      else if (fields.has('data')) {
        const data = JSON.parse(fields.get('data')!) as { id: string; status: string };
        events.push({ cursor: Number(fields.get('id')), orderId: data.id, status: data.status });
      }
    }
  };
  /** Reads until `enough` holds for the events so far; fails after `ms`. */
  const until = async (enough: (events: DeskEvent[]) => boolean, ms = 1_500) => {
    const deadline = Date.now() + ms;
    while (!(ready && enough(events))) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`not within ${ms} ms; heard ${JSON.stringify(events)}`);
      await Promise.race([
        pump(),
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`not within ${ms} ms; heard ${JSON.stringify(events)}`)), left)),
      ]);
    }
    return events;
  };
  await until(() => true);
  return { events, until, close: () => reader.cancel() };
}

const hasAll = (ids: string[]) => (events: DeskEvent[]) => ids.every((id) => events.some((event) => event.orderId === id));

describe('the desk streams of one process', () => {
  it('hear each order placed on 50 open streams, each exactly once and in the order placed', async () => {
    const desks = await Promise.all(Array.from({ length: 50 }, () => openDesk()));
    const placed: string[] = [];
    for (let index = 0; index < 5; index++) placed.push((await placeOrder(t, customer.token))._id);
    for (const desk of desks) {
      const events = await desk.until(hasAll(placed));
      expect(events.map((event) => event.orderId)).toEqual(placed);
      const cursors = events.map((event) => event.cursor);
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    }
    await Promise.all(desks.map((desk) => desk.close()));
  });

  it('replay from Last-Event-ID without a gap while the shared feed runs, then go on with it', async () => {
    const running = await openDesk();
    const first = await placeOrder(t, customer.token);
    const [heard] = await running.until(hasAll([first._id]));
    const missed = [(await placeOrder(t, customer.token))._id, (await placeOrder(t, customer.token))._id];
    await running.until(hasAll(missed));

    const resumed = await openDesk({ 'Last-Event-ID': String(heard!.cursor) });
    expect((await resumed.until(hasAll(missed))).map((event) => event.orderId)).toEqual(missed);
    const next = await placeOrder(t, customer.token);
    expect((await resumed.until(hasAll([next._id]))).map((event) => event.orderId)).toEqual([...missed, next._id]);
    expect((await running.until(hasAll([next._id]))).map((event) => event.orderId)).toEqual([first._id, ...missed, next._id]);
    await Promise.all([running.close(), resumed.close()]);
  });

  it('replay from before the feed began (no desk was open), reading the history itself', async () => {
    const board = (await (await call(t, '/api/desk', { token: admin.token })).json()) as { data: { lastEventId: number } };
    const placed: string[] = [];
    // With no stream open the feed reads nothing; the next one to open starts it at the end of the history.
    for (let index = 0; index < 30; index++) placed.push((await placeOrder(t, customer.token))._id);
    const resumed = await openDesk({ 'Last-Event-ID': String(board.data.lastEventId) });
    expect((await resumed.until(hasAll(placed))).map((event) => event.orderId)).toEqual(placed);
    await resumed.close();
  });

  it('hear a change another process commits on the same file within the feed tick', async () => {
    const quick = await createTestApp({ orderFeedTickMs: 50 });
    const other = await openDatabase(quick.url);
    try {
      const owner = await signUpOwnerAndCustomer(quick);
      const order = (await placeOrder(quick, owner.customer.token))._id;
      const response = await call(quick, '/api/orders/stream', { token: owner.admin.token });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value); // ready
      await other.client.execute({
        sql: `insert into order_status_history (order_id, kind, status, changed_at) values (?, 'order', 'processing', ?)`,
        args: [order, Date.now()],
      });
      const deadline = Date.now() + 2_000;
      while (!text.includes('"status":"processing"')) {
        if (Date.now() > deadline) throw new Error(`heard only: ${text}`);
        text += decoder.decode((await reader.read()).value, { stream: true });
      }
      expect(text).toContain(`"id":"${order}"`);
      await reader.cancel();
    } finally {
      other.client.close();
      await quick.destroy();
    }
  });
});
