import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from './bundle.ts';

/**
 * The desk's server-sent events inside workerd over D1: a stream hears of a new order (the Workers
 * policy reads the history once a second), and a stream resumed with Last-Event-ID replays a
 * change made while no stream was open.
 */

let mf: Miniflare;
let admin: string;
let customer: string;
const ORIGIN = 'https://shop.example';
const OWNER = { email: 'owner@worker.test', password: 'owner password' };

async function sessionOf(path: string, body: unknown, address: string): Promise<string> {
  const response = await mf.dispatchFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}

beforeAll(async () => {
  mf = await startWorker({ bindings: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } });
  const d1 = await mf.getD1Database('DB');
  await d1
    .prepare(
      "insert into foods (id, name, category, price_cents, image) values ('dragon-roll', 'Dragon Roll', 'sushi', 1399, '/images/dishes/dragon-roll.svg')",
    )
    .run();
  admin = await sessionOf('/api/auth/login', OWNER, '203.0.113.50');
  customer = await sessionOf(
    '/api/auth/signup',
    { name: 'Stream Sam', email: 'sam@worker.test', password: 'correct horse' },
    '203.0.113.51',
  );
});

afterAll(async () => {
  await mf?.dispose();
});

interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
}

/** An open stream, read one server-sent event at a time. */
async function openStream(headers: Record<string, string> = {}) {
  const response = await mf.dispatchFetch(`${ORIGIN}/api/orders/stream`, {
    headers: { Cookie: admin, Accept: 'text/event-stream', ...headers },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** Reads until an event satisfies `until` (at most 5 s), and answers it. */
    async next(until: (event: StreamEvent) => boolean): Promise<StreamEvent> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = {};
          for (const line of block.split('\n')) {
            const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
            if (field) event[field as keyof StreamEvent] = value;
          }
          if (until(event)) return event;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event within 5 s; the stream has: ${buffer}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, fail) => setTimeout(() => fail(new Error('the stream said nothing for 5 s')), left)),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

const naming = (orderId: string, status?: string) => (event: StreamEvent) => {
  if (!event.data || event.event) return false;
  const data = JSON.parse(event.data) as { id: string; status: string };
  return data.id === orderId && (status === undefined || data.status === status);
};

async function placeOrder(): Promise<string> {
  const response = await mf.dispatchFetch(`${ORIGIN}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.51', Cookie: customer },
    body: JSON.stringify({
      products: [{ productId: 'dragon-roll', quantity: 1 }],
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      phone: '(217) 555-0100',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

describe('GET /api/orders/stream inside workerd over D1', () => {
  it('tells an open desk of a new order, and replays to a resumed one what changed while it was away', async () => {
    const desk = await openStream();
    await desk.next((event) => event.event === 'ready');
    const orderId = await placeOrder();
    const placed = await desk.next(naming(orderId));
    expect(placed.id).toMatch(/^\d+$/);
    await desk.close();

    // While no desk listens, the order is accepted; a desk that comes back with its cursor hears of it.
    const accepted = await mf.dispatchFetch(`${ORIGIN}/api/orders/${orderId}/accept`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: admin, Origin: ORIGIN },
      body: JSON.stringify({ prepMinutes: 15 }),
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const resumed = await openStream({ 'Last-Event-ID': placed.id! });
    const ready = await resumed.next((event) => event.event === 'ready');
    expect(JSON.parse(ready.data!)).toEqual({ after: Number(placed.id) });
    const replayed = await resumed.next(naming(orderId));
    expect(JSON.parse(replayed.data!)).toEqual({ id: orderId, kind: 'order', status: 'processing', locationId: 1 });
    expect(Number(replayed.id)).toBeGreaterThan(Number(placed.id));
    await resumed.close();
  });
});
