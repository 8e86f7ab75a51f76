// POST /api/orders on the embedded database (issue 4 budget: ≥ 1,000 orders/s at 10 connections,
// 0 errors, every acknowledged order present afterwards).
//   node bench/api-orders.ts [--seconds 10] [--connections 10] [--no-key] [--card] [--profile out.cpuprofile]
// It also prints the server's resident memory after the run (issue 6: ≤ 150 MB after --seconds 60).
// The server runs as a child process (this file again, with ORDERS_BENCH_SERVE=1) over a fresh
// database file, built like the Node entry builds it, with the per-customer order limit raised.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProcess } from './support/servers.ts';

const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-00';

if (process.env.ORDERS_BENCH_SERVE === '1') await serve(process.env.DATABASE_URL!);
else await main();

async function serve(databaseUrl: string): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const { seedDatabase } = await import('../db/seed/index.ts');
  const { createApp } = await import('../worker/src/app.ts');
  const { listFoods } = await import('../worker/src/services/foods/list-foods.ts');
  const { createMenuCache } = await import('../worker/src/services/foods/menu-cache.ts');
  const { migrateDatabase, openDatabase } = await import('../worker/src/node/database.ts');
  const { db } = await openDatabase(databaseUrl);
  await migrateDatabase(db);
  await seedDatabase(db);
  const app = createApp({
    db,
    menuCache: createMenuCache(() => listFoods(db)),
    // The bench signs up one customer per connection, each from its own (forwarded) address.
    config: { googleClientId: undefined, analyticsSrc: undefined, sessionSecret: SESSION_SECRET, trustProxy: true },
    orderRateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
  });
  const server = listen({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
    console.log(`orders bench server at http://127.0.0.1:${info.port}`);
  });
  // --profile: the parent sends SIGUSR2 when the measured run starts; the CPU profile of the run
  // (not of start-up and sign-ups) is written on exit.
  const profileFile = process.env.ORDERS_BENCH_PROFILE;
  let stopProfile = async () => {};
  if (profileFile) {
    const { Session } = await import('node:inspector/promises');
    const { writeFileSync } = await import('node:fs');
    const session = new Session();
    session.connect();
    process.on('SIGUSR2', () => void session.post('Profiler.enable').then(() => session.post('Profiler.start')));
    stopProfile = async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
    };
  }
  process.on('SIGTERM', () => void stopProfile().finally(() => server.close(() => process.exit(0))));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'no-key': { type: 'boolean', default: false },
      card: { type: 'boolean', default: false },
      profile: { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const withKey = !values['no-key'];

  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-bench-orders-'));
  const databaseUrl = pathToFileURL(join(dataDir, 'bench.db')).href;
  const server = await startProcess(
    'bench/api-orders.ts',
    { ORDERS_BENCH_SERVE: '1', DATABASE_URL: databaseUrl, ...(values.profile ? { ORDERS_BENCH_PROFILE: values.profile } : {}) },
    /orders bench server at (http:\/\/\S+)/,
  );
  try {
    const cookies: string[] = [];
    for (let index = 0; index < connections; index++) cookies.push(await signUp(server.url, index));

    const body = JSON.stringify({
      products: [
        { productId: 'margherita-pizza', quantity: 2 },
        { productId: 'dragon-roll', quantity: 1 },
      ],
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      couponCode: 'SAVE10',
      totalAmount: 38.97,
      ...(values.card
        ? { paymentMethod: 'card', paymentDetails: { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Bench' } }
        : { paymentMethod: 'cash' }),
    });
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
            body,
            setupRequest(request: autocannon.Request, context: { cookie?: string }) {
              context.cookie ??= cookies[nextClient++ % cookies.length]!;
              const headers: Record<string, string> = { 'content-type': 'application/json', cookie: context.cookie };
              if (withKey) headers['idempotency-key'] = `bench-${process.pid}-${++keyCounter}`;
              return { ...request, headers };
            },
            onResponse(status: number, responseBody: string) {
              if (!record) return;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status === 201) acknowledged.push((JSON.parse(responseBody) as { data: { _id: string } }).data._id);
            },
          },
        ],
      });

    await load(2, false); // warm-up
    if (values.profile) process.kill(server.pid, 'SIGUSR2');
    const cpuBefore = serverCpuMs(server.pid);
    const result = await load(seconds, true);
    const serverCpu = serverCpuMs(server.pid) - cpuBefore;
    const rss = serverRssMb(server.pid);
    await server.stop();

    const { createClient } = await import('@libsql/client');
    const client = createClient({ url: databaseUrl });
    const stored = new Set((await client.execute('select id from orders')).rows.map((row) => String(row.id)));
    const [lines] = (await client.execute('select count(*) as n from order_lines')).rows;
    client.close();
    const missing = acknowledged.filter((id) => !stored.has(id));

    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(`POST /api/orders, ${connections} connections (one customer each), ${seconds} s, ${withKey ? 'with' : 'without'} Idempotency-Key, ${values.card ? 'card (test gateway)' : 'cash'} + SAVE10`);
    console.log(
      `${result.requests.average.toFixed(0)} orders/s (mean)  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `server CPU ${(serverCpu / seconds / 10).toFixed(0)}% of one core, ${((serverCpu * 1000) / Math.max(1, answered)).toFixed(0)} µs per request (${Math.round((answered * 1000) / Math.max(1, serverCpu))} orders per CPU-second); load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} CPUs`,
    );
    console.log(`server memory (RSS) after the run: ${rss.toFixed(0)} MB (issue 6 budget: ≤ 150 MB after 60 s: --seconds 60)`);
    console.log(`acknowledged ${acknowledged.length}, in the database ${stored.size} (incl. warm-up), lines ${lines?.n}, missing ${missing.length}`);
    if (missing.length > 0 || errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
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
