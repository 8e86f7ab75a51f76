// The CSV export of a long period (budget: 100,000 orders stream in bounded memory; the time and
// the server's peak resident memory are reported), and the sales report of the same period. The server is Doorstep's as `npm start`
// runs it, over a fresh database holding `--orders` orders (two lines each) spread over 30 days,
// written straight into the file after the server made its tables.
//   node bench/reports-csv.ts [--orders 100000]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BENCH_ADMIN_ENV, signInBenchAdmin } from './support/bench-admin.ts';
import { startDoorstep } from './support/servers.ts';

const DAY_MS = 86_400_000;
const FIRST_DAY = '2026-10-01';
const DAYS = 30;

export interface CsvFigures {
  orders: number;
  kind: string;
  seconds: number;
  megabytes: number;
  rows: number;
  /** VmHWM before the download: the server's peak so far (start-up, seeding reads). */
  peakBeforeMb: number;
  /** VmHWM after it. */
  peakAfterMb: number;
}

/** Peak and current resident memory of a process (Linux /proc), in MB. */
function memoryMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { peak: read('VmHWM'), now: read('VmRSS') };
}

async function seedOrders(databaseUrl: string, userId: string, count: number): Promise<void> {
  const { createClient } = await import('@libsql/client');
  const client = createClient({ url: databaseUrl });
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  const BATCH = 500;
  for (let first = 0; first < count; first += BATCH) {
    const ids: string[] = [];
    const orders: string[] = [];
    const lines: string[] = [];
    for (let index = first; index < Math.min(count, first + BATCH); index++) {
      const id = index.toString(16).padStart(24, '0');
      const at = start + Math.floor((index / count) * DAYS * DAY_MS);
      ids.push(id);
      orders.push(
        `('${id}', '${userId}', 'Bench "Quoted", Customer', 'bench@bench.test', 'cash', 3997, 10, 400, 300, 4167, 'USD', 'exclusive', 270, '[]', 400, 'SAVE10', '1 Main St', 'Springfield', 'IL', '62701', ${at}, ${at})`,
      );
      lines.push(
        `('${id}', 0, 'margherita-pizza', 'Margherita Pizza', 1299, 2, '', '[]', 'pizza', 8.875)`,
        `('${id}', 1, 'dragon-roll', 'Dragon Roll', 1399, 1, '', '[]', 'sushi', 5)`,
      );
    }
    await client.batch(
      [
        `insert into orders (id, user_id, customer_name, customer_email, payment_method, subtotal_cents, discount_percent, discount_cents, delivery_fee_cents, total_cents, currency, tax_mode, tax_cents, tax_lines, tip_cents, coupon_code, street, city, state, zip_code, created_at, updated_at) values ${orders.join(',')}`,
        `insert into order_lines (order_id, position, food_id, name, price_cents, quantity, image, options, category, tax_rate) values ${lines.join(',')}`,
      ],
      'write',
    );
  }
  client.close();
}

export async function measureCsvExport(count = 100_000): Promise<CsvFigures[]> {
  const server = await startDoorstep({ env: BENCH_ADMIN_ENV });
  try {
    const cookie = await signInBenchAdmin(server.url);
    const { data: admin } = (await (await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).json()) as {
      data: { userId: string };
    };
    await seedOrders(server.databaseUrl, admin.userId, count);

    const figures: CsvFigures[] = [];
    const to = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    for (const kind of ['orders', 'order-lines']) {
      const before = memoryMb(server.pid);
      const started = performance.now();
      const url = `${server.url}/api/admin/reports/${kind}.csv?from=${FIRST_DAY}&to=${to}`;
      // Seeding a long period outlasts the server's keep-alive: the pooled connection may be closed under the first try.
      const response = await fetch(url, { headers: { cookie } }).catch(() => fetch(url, { headers: { cookie } }));
      if (response.status !== 200 || !response.body) throw new Error(`${kind}.csv: ${response.status}`);
      let bytes = 0;
      let rows = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) rows += 1;
      }
      const seconds = (performance.now() - started) / 1000;
      figures.push({
        orders: count,
        kind,
        seconds,
        megabytes: bytes / 1024 / 1024,
        rows: rows - 1,
        peakBeforeMb: before.peak,
        peakAfterMb: memoryMb(server.pid).peak,
      });
    }
    // The Reports screen's figures for the same period, added up order by order.
    const before = memoryMb(server.pid);
    const started = performance.now();
    const report = await fetch(`${server.url}/api/admin/reports?from=${FIRST_DAY}&to=${to}`, { headers: { cookie } });
    const body = (await report.json()) as { data: { summary: { orders: number } } };
    if (body.data.summary.orders !== count) throw new Error(`the report counted ${body.data.summary.orders} orders`);
    const text = JSON.stringify(body);
    figures.push({
      orders: count,
      kind: 'report (JSON)',
      seconds: (performance.now() - started) / 1000,
      megabytes: text.length / 1024 / 1024,
      rows: count,
      peakBeforeMb: before.peak,
      peakAfterMb: memoryMb(server.pid).peak,
    });
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { orders: { type: 'string', default: '100000' } } });
  for (const f of await measureCsvExport(Number(values.orders))) {
    console.log(
      `${f.kind.includes('JSON') ? f.kind : `${f.kind}.csv`} of ${f.orders.toLocaleString('en-US')} orders: ${f.rows.toLocaleString('en-US')} rows, ${f.megabytes.toFixed(1)} MB in ${f.seconds.toFixed(1)} s; server peak RSS ${f.peakBeforeMb.toFixed(0)} MB before, ${f.peakAfterMb.toFixed(0)} MB after`,
    );
  }
}
