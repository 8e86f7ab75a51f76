// How soon an open order desk hears of a new order (budget: p95 ≤ 25 ms from the customer's 201).
//   node bench/desk-stream.ts [--desks 20] [--orders 50] [--locations 1]      VERBOSE=1 prints each order's figures too.
// --locations N: the shop has N locations and the orders go to each in turn; the admin's desks hear them all.
// The server is Doorstep's as `npm start` runs it (Node: the streams share one reading of the order
// history, woken by each commit) on 127.0.0.1 over a fresh database. An admin opens `--desks` streams of
// GET /api/orders/stream (plain fetch, SSE parsed here); a customer then places `--orders` orders
// one after another, 100–200 ms apart. Each order gives one sample per desk: from the moment
// POST /api/orders answered 201 to the moment that desk's stream delivered an event naming the
// order. An event that arrives before the 201 (the stream read the order between its commit and
// the answer) counts as 0 ms. One order first warms the server up and is not counted.
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { startDoorstep } from './support/servers.ts';

export const DESK_STREAM_P95_BUDGET_MS = 25;
/** The first admin `startDoorstep` makes. */
export const OWNER = { email: 'owner@bench.test', password: 'bench-password-123' };
/** How long to wait, after the last order, for the slowest desk to hear of it. */
const DRAIN_MS = 5_000;

export interface DeskStreamFigures {
  desks: number;
  orders: number;
  /** One per (order, desk) that arrived, in ms. */
  samples: number;
  missing: number;
  /** Samples that arrived before the 201 (counted as 0 ms). */
  early: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Each order's slowest and fastest desk, in placing order. */
  perOrder: { id: string; fastestMs: number; slowestMs: number; heardBy: number }[];
}

/** One desk's stream: when it heard of each order (performance.now()). */
export interface Desk {
  heard: Map<string, number>;
  ready: Promise<void>;
  close(): void;
}

export async function measureDeskStream(options: { desks?: number; orders?: number; locations?: number } = {}): Promise<DeskStreamFigures> {
  const deskCount = options.desks ?? 20;
  const orderCount = options.orders ?? 50;
  const locationCount = Math.max(1, options.locations ?? 1);
  const server = await startDoorstep({ env: { ORDER_LIMIT_PER_CUSTOMER: String(Number.MAX_SAFE_INTEGER) } });
  const desks: Desk[] = [];
  try {
    const admin = await session(server.url, '/api/auth/login', OWNER, 200);
    const customer = await session(
      server.url,
      '/api/auth/signup',
      { name: 'Bench Diner', email: 'diner@bench.test', password: 'bench-password-123' },
      201,
    );
    for (let index = 2; index <= locationCount; index++) await addLocation(server.url, admin, index);
    for (let index = 0; index < deskCount; index++) desks.push(openDesk(server.url, admin));
    await Promise.all(desks.map((desk) => desk.ready));

    const answered = new Map<string, number>();
    const locationOf = (index: number) => (locationCount > 1 ? (index % locationCount) + 1 : undefined);
    await placeOrder(server.url, customer, locationOf(0)); // warm-up, not counted
    for (let index = 0; index < orderCount; index++) {
      const { id, at } = await placeOrder(server.url, customer, locationOf(index));
      answered.set(id, at);
      await sleep(100 + Math.random() * 100);
    }
    const deadline = performance.now() + DRAIN_MS;
    const allHeard = () => desks.every((desk) => [...answered.keys()].every((id) => desk.heard.has(id)));
    while (!allHeard() && performance.now() < deadline) await sleep(20);

    const latencies: number[] = [];
    const perOrder: DeskStreamFigures['perOrder'] = [];
    let missing = 0;
    let early = 0;
    for (const [id, at] of answered) {
      const own: number[] = [];
      for (const desk of desks) {
        const heard = desk.heard.get(id);
        if (heard === undefined) missing++;
        else {
          if (heard < at) early++;
          own.push(Math.max(0, heard - at));
        }
      }
      latencies.push(...own);
      perOrder.push({
        id,
        fastestMs: own.length ? Math.min(...own) : Number.NaN,
        slowestMs: own.length ? Math.max(...own) : Number.NaN,
        heardBy: own.length,
      });
    }
    latencies.sort((a, b) => a - b);
    return {
      desks: deskCount,
      orders: orderCount,
      samples: latencies.length,
      missing,
      early,
      medianMs: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: latencies.at(-1) ?? Number.NaN,
      perOrder,
    };
  } finally {
    for (const desk of desks) desk.close();
    await server.stop();
  }
}

export function printDeskStreamFigures(f: DeskStreamFigures): void {
  if (process.env.VERBOSE) {
    for (const order of f.perOrder)
      console.log(`  ${order.id}  heard by ${order.heardBy}/${f.desks}  ${order.fastestMs.toFixed(0)}–${order.slowestMs.toFixed(0)} ms`);
  }
  console.log(`Desk stream on Node: ${f.desks} desks open, ${f.orders} orders placed 100–200 ms apart; from each 201 to each desk's event`);
  console.log(
    `${f.samples} samples (${f.orders} × ${f.desks}, ${f.missing} missing, ${f.early} before the 201)  median ${f.medianMs.toFixed(0)} ms  p95 ${f.p95Ms.toFixed(0)} ms  max ${f.maxMs.toFixed(0)} ms  ` +
      `${meetsDeskStreamBudget(f) ? 'within' : 'OVER'} the budget (p95 ≤ ${DESK_STREAM_P95_BUDGET_MS} ms)`,
  );
}

export function meetsDeskStreamBudget(f: DeskStreamFigures): boolean {
  return f.missing === 0 && f.p95Ms <= DESK_STREAM_P95_BUDGET_MS;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Signs in (or up) and answers the session cookie. */
export async function session(url: string, path: string, body: unknown, expected: number): Promise<string> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}

/** Opens one stream and notes when each order's first event arrives; `ready` once the server's 'ready' event is in. */
export function openDesk(url: string, cookie: string): Desk {
  const controller = new AbortController();
  const heard = new Map<string, number>();
  let markReady = () => {};
  let failReady = (_error: Error) => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  void (async () => {
    const response = await fetch(`${url}/api/orders/stream`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`GET /api/orders/stream: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      const arrived = performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (fields.get('event') === 'ready') markReady();
        const data = fields.get('data');
        if (!data || fields.has('event')) continue;
        const { id } = JSON.parse(data) as { id: string };
        if (!heard.has(id)) heard.set(id, arrived);
      }
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) failReady(error instanceof Error ? error : new Error(String(error)));
  });
  return { heard, ready, close: () => controller.abort() };
}

/** A location like the first, for --locations. */
async function addLocation(url: string, cookie: string, number: number): Promise<void> {
  const response = await fetch(`${url}/api/locations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      name: `Bench ${number}`,
      address: { street: `${number} Bench Road`, city: 'Springfield', country: 'US' },
      phone: '(217) 555-0100',
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/locations: ${response.status} ${await response.text()}`);
}

/** POST /api/orders (cash, delivery as soon as possible, at `locationId` when given): the new order's id and when the 201 arrived. */
export async function placeOrder(url: string, cookie: string, locationId?: number): Promise<{ id: string; at: number }> {
  const response = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      products: [{ productId: 'margherita-pizza', quantity: 1 }],
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      phone: '(217) 555-0100',
      paymentMethod: 'cash',
      ...(locationId === undefined ? {} : { locationId }),
    }),
  });
  const at = performance.now();
  if (response.status !== 201) throw new Error(`POST /api/orders: ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { data: { _id: string } }).data._id, at };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      desks: { type: 'string', default: '20' },
      orders: { type: 'string', default: '50' },
      locations: { type: 'string', default: '1' },
    },
  });
  console.log(`${availableParallelism()} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
  const figures = await measureDeskStream({
    desks: Number(values.desks),
    orders: Number(values.orders),
    locations: Number(values.locations),
  });
  printDeskStreamFigures(figures);
  if (!meetsDeskStreamBudget(figures)) process.exitCode = 1;
}
