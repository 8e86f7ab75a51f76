// POST /api/orders on the embedded database (budget: ≥ 1,000 orders/s at 10 connections,
// 0 errors, every acknowledged order present afterwards).
//   node bench/api-orders.ts [--seconds 10] [--connections 10] [--no-key] [--card] [--fulfilment] [--money] [--locations 1] [--stock] [--profile folder]
// --fulfilment: the shop has delivery zones and scheduled slots, and every order takes a slot
// (spread over the first 1,000 so none fills) and is priced by its ZIP code's zone.
// --money: sales tax is added (pizza 8.875%, sushi 5%) and every order carries a $4.00 tip.
// --locations N: the shop has N locations with the same rules, and the orders go to each in turn
// (each names its location, as a chain's checkout does).
// --stock: both ordered dishes track their stock (1,000,000 at each location), so every order
// takes from it in its batch; afterwards the stock left must equal what was there less what the
// stored orders took.
// It also prints the server's resident memory after the run (budget: ≤ 150 MB after --seconds 60).
// The shop's outbox is on: every order queues its confirmation and the shop's notice, sent over
// SMTP to a local sink after the answer (during a rush the sender takes a small share and the
// outbox keeps the rest). Printed: on the quiet shop, how long an order's confirmation took to
// arrive after its 201 (budget: ≤ 5 s); then how many of the rush's mails arrived within a minute.
// The server is Doorstep's as `npm start` runs it (the bundle, its Node flags, the site in memory),
// over a fresh database file, with ORDER_LIMIT_PER_CUSTOMER raised and each connection's customer
// signing up from its own forwarded address (TRUST_PROXY=1). --profile writes a V8 CPU profile
// of the server's whole life into that folder (open it in Chrome DevTools).
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { amountForApi } from '../domain/contracts/amounts.ts';
import { computeTotals } from '../domain/pricing.ts';
import { BENCH_ADMIN_ENV, signInBenchAdmin } from './support/bench-admin.ts';
import { startDoorstep } from './support/servers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

export const ORDERS_BUDGET_PER_SECOND = 1_000;
export const RSS_BUDGET_MB = 150;
export const CONFIRMATION_BUDGET_MS = 5_000;
/** How long the bench waits after the run for the mails the rush left in the outbox. */
const MAIL_DRAIN_WAIT_MS = 60_000;

/** Open around the clock, delivery and pickup, 5-minute slots of 1,000 orders, a zone for the bench's ZIP code: every location's for --fulfilment. */
const BENCH_FULFILMENT = {
  timeZone: 'UTC',
  weekly: Array.from({ length: 7 }, () => [{ open: '00:00', close: '00:00' }]),
  delivery: { enabled: true, leadMinutes: 10 },
  pickup: { enabled: true, leadMinutes: 10 },
  scheduling: { enabled: true, slotMinutes: 5, horizonDays: 7, ordersPerSlot: 1000 },
  zones: [{ name: 'Springfield', postcodes: ['627'], fee: 3, minimumOrder: 10, freeAbove: null }],
};

const MONEY_RATES = { pizza: 8.875, sushi: 5 } as const;
/** What --stock starts each location with, of each ordered dish. */
const BENCH_STOCK = 1_000_000;
const STOCKED_DISHES = ['margherita-pizza', 'dragon-roll'] as const;
/** The --money order's figures, added up by the shop's own rules: what the server must agree with. */
const MONEY_TOTALS = computeTotals({
  lines: [
    { priceCents: 1299, quantity: 2, taxRate: MONEY_RATES.pizza },
    { priceCents: 1399, quantity: 1, taxRate: MONEY_RATES.sushi },
  ],
  discountPercent: 10,
  deliveryFeeCents: 300,
  tax: { mode: 'exclusive', deliveryRate: 0 },
  tipCents: 400,
});

export interface OrdersOptions {
  seconds?: number;
  connections?: number;
  /** Send an Idempotency-Key with every order (the default, as the checkout page does). */
  withKey?: boolean;
  card?: boolean;
  /** Orders with a chosen slot, priced by a delivery zone. */
  fulfilment?: boolean;
  /** Tax added per category and a tip on every order. */
  money?: boolean;
  /** How many locations the shop has; orders go to each in turn. */
  locations?: number;
  /** Whether the ordered dishes track their stock. */
  stock?: boolean;
  /** Write a CPU profile of the server into this folder. */
  profile?: string;
}

export interface OrdersFigures {
  connections: number;
  seconds: number;
  withKey: boolean;
  card: boolean;
  fulfilment: boolean;
  money: boolean;
  locations: number;
  stock: boolean;
  /** With --stock: whether the stock left is what was there less what the stored orders took. */
  stockAddsUp: boolean | null;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  statuses: Record<string, number>;
  serverCpuMs: number;
  answered: number;
  /** The server's resident memory right after the measured run. */
  rssMb: number;
  /** Mails the warm-up's and the run's orders queued, how many reached the SMTP server by MAIL_DRAIN_WAIT_MS after the run, and when the last of those did. */
  mailsExpected: number;
  mailsDelivered: number;
  mailsDrainedMs: number;
  /** On the quiet shop before the run: from an order's 201 to its confirmation's arrival at the SMTP server. */
  confirmationMs: number;
  acknowledged: number;
  stored: number;
  lines: number;
  missing: number;
}

export async function measureOrders(options: OrdersOptions = {}): Promise<OrdersFigures> {
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 10;
  const withKey = options.withKey ?? true;
  const card = options.card ?? false;
  const fulfilment = options.fulfilment ?? false;
  const money = options.money ?? false;
  const locationCount = Math.max(1, options.locations ?? 1);
  const stock = options.stock ?? false;
  const sink = await startSmtpSink();
  const server = await startDoorstep({
    env: {
      ORDER_LIMIT_PER_CUSTOMER: String(Number.MAX_SAFE_INTEGER),
      TRUST_PROXY: '1',
      ...BENCH_ADMIN_ENV,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Bench Kitchen <orders@bench.test>',
    },
    nodeFlags: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [],
  });
  try {
    const cookies: string[] = [];
    for (let index = 0; index < connections; index++) cookies.push(await signUp(server.url, index));

    const slots = fulfilment ? await scheduleWithZones(server.url) : [];
    if (money) await taxAndTips(server.url);
    if (locationCount > 1) await addLocations(server.url, locationCount - 1, fulfilment);
    if (stock) await trackStock(server.url, locationCount);
    const at = (index: number) => (locationCount > 1 ? { locationId: (index % locationCount) + 1 } : {});
    const base = {
      products: [
        { productId: 'margherita-pizza', quantity: 2 },
        { productId: 'dragon-roll', quantity: 1 },
      ],
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      phone: '(217) 555-0100',
      couponCode: 'SAVE10',
      totalAmount: money ? amountForApi(MONEY_TOTALS.totalCents) : 38.97,
      ...(money ? { tip: amountForApi(MONEY_TOTALS.tipCents) } : {}),
      ...(card
        ? { paymentMethod: 'card', paymentDetails: { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Bench' } }
        : { paymentMethod: 'cash' }),
    };
    const bodies = slots.length
      ? slots.map((slot, index) => JSON.stringify({ ...base, ...at(index), fulfilment: { type: 'delivery', slot } }))
      : Array.from({ length: locationCount }, (_, index) => JSON.stringify({ ...base, ...at(index) }));
    let nextBody = 0;
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let nextClient = 0;
    let keyCounter = 0;

    const load = async (durationSeconds: number, record: boolean) =>
      autocannon({
        url: server.url,
        connections,
        duration: durationSeconds,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            body: bodies[0],
            setupRequest(request: autocannon.Request, context: { cookie?: string }) {
              context.cookie ??= cookies[nextClient++ % cookies.length]!;
              const headers: Record<string, string> = { 'content-type': 'application/json', cookie: context.cookie };
              if (withKey) headers['idempotency-key'] = `bench-${process.pid}-${++keyCounter}`;
              return { ...request, headers, body: bodies[nextBody++ % bodies.length] };
            },
            onResponse(status: number, responseBody: string) {
              if (!record) return;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status === 201) acknowledged.push((JSON.parse(responseBody) as { data: { _id: string } }).data._id);
            },
          },
        ],
      });

    // On a quiet shop, before the rush: how soon a customer has their confirmation.
    const confirmationMs = await timeOneConfirmation(server.url, sink, { ...base, ...at(0) });
    const mailsBefore = sink.mails.length;
    await load(2, false); // warm-up
    const cpuBefore = serverCpuMs(server.pid);
    const result = await load(seconds, true);
    const serverCpu = serverCpuMs(server.pid) - cpuBefore;
    const rss = serverRssMb(server.pid);
    const runEnded = performance.now();

    const { createClient } = await import('@libsql/client');
    const client = createClient({ url: server.databaseUrl });
    const stored = new Set((await client.execute('select id from orders')).rows.map((row) => String(row.id)));
    const [lines] = (await client.execute('select count(*) as n from order_lines')).rows;
    const [queued] = (await client.execute('select count(*) as n from outbox_mails')).rows;
    const stockAddsUp = stock ? await stockLeftAddsUp(client, locationCount) : null;
    client.close();
    // Every order's two mails, card orders' included (the test gateway takes them at once).
    const mailsExpected = Number(queued?.n ?? 0);
    // A profile is of the rush: the sending after it is left out.
    if (!options.profile) await sink.waitForCount(mailsExpected, MAIL_DRAIN_WAIT_MS).catch(() => {});
    const mailsDelivered = sink.mails.length - mailsBefore;
    const mailsDrainedMs = Math.max(0, Math.max(...sink.mails.map((mail) => mail.at)) - runEnded);

    return {
      connections,
      seconds,
      withKey,
      card,
      fulfilment,
      money,
      locations: locationCount,
      stock,
      stockAddsUp,
      ordersPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      statuses: Object.fromEntries(statuses),
      serverCpuMs: serverCpu,
      answered: [...statuses.values()].reduce((sum, n) => sum + n, 0),
      rssMb: rss,
      mailsExpected,
      mailsDelivered,
      mailsDrainedMs,
      confirmationMs,
      acknowledged: acknowledged.length,
      stored: stored.size,
      lines: Number(lines?.n ?? 0),
      missing: acknowledged.filter((id) => !stored.has(id)).length,
    };
  } finally {
    await server.stop();
    await sink.stop();
  }
}

/** One customer's order on the quiet shop: ms from its 201 to its confirmation arriving. */
async function timeOneConfirmation(url: string, sink: SmtpSink, body: Record<string, unknown>): Promise<number> {
  const cookie = await signUp(url, 250);
  const response = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`the timed order failed: ${response.status} ${await response.text()}`);
  const answeredAt = performance.now();
  const deadline = answeredAt + 30_000;
  for (;;) {
    const mail = sink.mails.find((received) => received.to.includes('bench-250@bench.test'));
    if (mail) return mail.at - answeredAt;
    if (performance.now() > deadline) throw new Error("the timed order's confirmation did not arrive within 30 s");
    await new Promise((done) => setTimeout(done, 5));
  }
}

export function printOrdersFigures(f: OrdersFigures): void {
  console.log(
    `POST /api/orders, ${f.connections} connections (one customer each), ${f.seconds} s, ${f.withKey ? 'with' : 'without'} Idempotency-Key, ${f.card ? 'card (test gateway)' : 'cash'} + SAVE10${f.fulfilment ? ', a chosen slot and a delivery zone' : ''}${f.money ? ', sales tax and a tip' : ''}${f.locations > 1 ? `, ${f.locations} locations in turn` : ''}${f.stock ? ', stock tracked' : ''}`,
  );
  console.log(
    `${f.ordersPerSecond.toFixed(0)} orders/s (mean)  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors}  statuses ${JSON.stringify(f.statuses)}`,
  );
  console.log(
    `server CPU ${(f.serverCpuMs / f.seconds / 10).toFixed(0)}% of one core, ${((f.serverCpuMs * 1000) / Math.max(1, f.answered)).toFixed(0)} µs per request (${Math.round((f.answered * 1000) / Math.max(1, f.serverCpuMs))} orders per CPU-second); load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${availableParallelism()} CPUs`,
  );
  console.log(`server memory (RSS) after the run: ${f.rssMb.toFixed(0)} MB (budget: ≤ ${RSS_BUDGET_MB} MB after 60 s: --seconds 60)`);
  console.log(
    `acknowledged ${f.acknowledged}, in the database ${f.stored} (incl. warm-up), lines ${f.lines}, missing ${f.missing}${f.stockAddsUp === null ? '' : `, stock left adds up: ${f.stockAddsUp ? 'yes' : 'NO'}`}`,
  );
  console.log(
    `mail: on the quiet shop an order's confirmation reached the SMTP server ${f.confirmationMs.toFixed(0)} ms after its 201 (budget: ≤ ${CONFIRMATION_BUDGET_MS / 1000} s); the rush queued ${f.mailsExpected - 2} mails, ${f.mailsDelivered} had arrived ${(f.mailsDrainedMs / 1000).toFixed(1)} s after it (${((f.mailsDelivered * 1000) / Math.max(1, f.mailsDrainedMs + f.seconds * 1000)).toFixed(0)} mails/s)`,
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'no-key': { type: 'boolean', default: false },
      card: { type: 'boolean', default: false },
      fulfilment: { type: 'boolean', default: false },
      money: { type: 'boolean', default: false },
      locations: { type: 'string', default: '1' },
      stock: { type: 'boolean', default: false },
      profile: { type: 'string' },
    },
  });
  const figures = await measureOrders({
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    withKey: !values['no-key'],
    card: values.card,
    fulfilment: values.fulfilment,
    money: values.money,
    locations: Number(values.locations),
    stock: values.stock,
    profile: values.profile,
  });
  printOrdersFigures(figures);
  if (figures.missing > 0 || figures.errors > 0 || figures.confirmationMs > CONFIRMATION_BUDGET_MS || figures.stockAddsUp === false)
    process.exitCode = 1;
}

/** Resident memory of a process (Linux /proc), in MB. */
function serverRssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** User + system CPU time of a process so far (Linux /proc), to report cost per order whatever else the machine runs. */
function serverCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

/**
 * Gives the shop a delivery zone for the bench's ZIP code (at the flat fee, so the total stays)
 * and 5-minute slots around the clock taking 1,000 orders each; answers the first 1,000 slots.
 */

/** Sales tax added at checkout at each category's rate, and tips taken. */
async function taxAndTips(url: string): Promise<void> {
  const cookie = await signInBenchAdmin(url);
  const headers = { 'content-type': 'application/json', cookie };
  const saved = await fetch(`${url}/api/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ taxMode: 'exclusive', deliveryTaxRate: 0, tips: { enabled: true, presets: [10, 15, 20] } }),
  });
  if (saved.status !== 200) throw new Error(`saving the money settings failed: ${saved.status} ${await saved.text()}`);
  const categories = (await (await fetch(`${url}/api/categories`)).json()) as {
    id: string;
    name: string;
    description: string;
    image: string;
    isHidden: boolean;
  }[];
  for (const [id, taxRate] of Object.entries(MONEY_RATES)) {
    const { name, description, image, isHidden } = categories.find((category) => category.id === id)!;
    const response = await fetch(`${url}/api/categories/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name, description, image, isHidden, taxRate }),
    });
    if (response.status !== 200) throw new Error(`setting ${id}'s tax rate failed: ${response.status} ${await response.text()}`);
  }
}

/** Locations 2…n+1, with the first one's rules (and, for --fulfilment, its delivery zone). */
async function addLocations(url: string, count: number, withZones: boolean): Promise<void> {
  const cookie = await signInBenchAdmin(url);
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${url}/api/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        name: `Bench ${index + 2}`,
        address: { street: `${index + 2} Bench Road`, city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
        phone: '(217) 555-0100',
        ...(withZones ? { fulfilment: BENCH_FULFILMENT } : {}),
      }),
    });
    if (response.status !== 201) throw new Error(`adding a location failed: ${response.status} ${await response.text()}`);
  }
}

/** The ordered dishes track their stock, with BENCH_STOCK at every location. */
async function trackStock(url: string, locationCount: number): Promise<void> {
  const cookie = await signInBenchAdmin(url);
  const headers = { 'content-type': 'application/json', cookie };
  for (const id of STOCKED_DISHES) {
    const dish = (await (await fetch(`${url}/api/foods/${id}`)).json()) as Record<string, unknown>;
    const { name, categoryId, price, image, description, isAvailable, allergens, dietary, optionGroups } = dish;
    const saved = await fetch(`${url}/api/foods/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        name,
        categoryId,
        price,
        image,
        description,
        isAvailable,
        allergens,
        dietary,
        optionGroups,
        stock: { tracked: true, quantity: BENCH_STOCK, lowAt: 10 },
      }),
    });
    if (saved.status !== 200) throw new Error(`tracking ${id}'s stock failed: ${saved.status} ${await saved.text()}`);
    for (let locationId = 2; locationId <= locationCount; locationId++) {
      const counted = await fetch(`${url}/api/foods/${id}/stock`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ set: BENCH_STOCK, reason: 'count', locationId }),
      });
      if (counted.status !== 200) throw new Error(`stocking ${id} at ${locationId} failed: ${counted.status} ${await counted.text()}`);
    }
  }
}

/** Whether each location's stock is BENCH_STOCK less what its stored orders' lines took. */
async function stockLeftAddsUp(client: import('@libsql/client').Client, locationCount: number): Promise<boolean> {
  const rows = (
    await client.execute(`select s."food_id", s."location_id", s."quantity_milli",
        coalesce((select sum(l."stock_taken_milli") from "order_lines" l join "orders" o on o."id" = l."order_id"
          where l."food_id" = s."food_id" and o."location_id" = s."location_id"), 0) as "taken"
      from "stock_levels" s`)
  ).rows;
  return (
    rows.length === STOCKED_DISHES.length * locationCount &&
    rows.every((row) => Number(row.quantity_milli) + Number(row.taken) === BENCH_STOCK * 1000)
  );
}

async function scheduleWithZones(url: string): Promise<string[]> {
  const cookie = await signInBenchAdmin(url);
  const fulfilment = BENCH_FULFILMENT;
  const saved = await fetch(`${url}/api/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ fulfilment }),
  });
  if (saved.status !== 200) throw new Error(`saving the fulfilment settings failed: ${saved.status} ${await saved.text()}`);
  const outlook = (await (await fetch(`${url}/api/fulfilment?type=delivery`)).json()) as { data: { slots: { start: string }[] } };
  return outlook.data.slots.slice(0, 1000).map((slot) => slot.start);
}

async function signUp(url: string, index: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
    body: JSON.stringify({ name: `Bench ${index}`, email: `bench-${index}@bench.test`, password: 'bench-password-123' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('doorstep_session='));
  return cookie!.split(';')[0]!;
}
