// The server bench/api-orders.ts loads: Doorstep's app built like the Node entry builds it, over
// the database file in DATABASE_URL, with the per-customer order limit raised. api-orders.ts
// bundles this file the way `npm start` bundles the server and runs it with the same Node flags,
// so the memory it reports is the production server's.
import { serve } from '@hono/node-server';
import { seedDatabase } from '../../db/seed/index.ts';
import { createApp } from '../../worker/src/app.ts';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { listFoods } from '../../worker/src/services/foods/list-foods.ts';
import { createMenuCache } from '../../worker/src/services/foods/menu-cache.ts';

const ORDERS_BENCH_SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-00';

const { db } = await openDatabase(process.env.DATABASE_URL!);
await migrateDatabase(db);
await seedDatabase(db);
const app = createApp({
  db,
  menuCache: createMenuCache(() => listFoods(db)),
  // The bench signs up one customer per connection, each from its own (forwarded) address.
  config: { googleClientId: undefined, analyticsSrc: undefined, sessionSecret: ORDERS_BENCH_SESSION_SECRET, trustProxy: true },
  orderRateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
});
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`orders bench server at http://127.0.0.1:${info.port}`);
});

// --profile: the bench sends SIGUSR2 when the measured run starts; the CPU profile of the run
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
