// GET /api/foods on Doorstep's server against a bare Hono server returning the same JSON, side
// by side in one run (issue budget: Doorstep ≥ 0.8× bare Hono at 50 connections).
//   node bench/api-menu.ts [--seconds 10] [--connections 50] [--rounds 3]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median, runLoad, type LoadResult } from './support/load.ts';
import { startDoorstep, startProcess } from './support/servers.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

const doorstep = await startDoorstep();
const menu = await (await fetch(`${doorstep.url}/api/foods`)).text();
const menuFile = join(mkdtempSync(join(tmpdir(), 'doorstep-bench-menu-')), 'menu.json');
writeFileSync(menuFile, menu);
const bare = await startProcess('bench/support/bare-hono.ts', { MENU_JSON_FILE: menuFile }, /bare hono at (http:\/\/\S+)/);

const targets = { 'bare hono': `${bare.url}/api/foods`, doorstep: `${doorstep.url}/api/foods` };
const results: Record<string, LoadResult[]> = { 'bare hono': [], doorstep: [] };
try {
  for (const url of Object.values(targets)) await runLoad({ url, connections, durationSeconds: 2 }); // warm-up
  for (let round = 0; round < rounds; round++) {
    // Alternate the order so neither server always runs on a warmer machine.
    const order = round % 2 ? (['doorstep', 'bare hono'] as const) : (['bare hono', 'doorstep'] as const);
    for (const name of order) results[name]!.push(await runLoad({ url: targets[name], connections, durationSeconds: seconds }));
  }
} finally {
  await Promise.all([doorstep.stop(), bare.stop()]);
}

console.log(`GET /api/foods, ${connections} connections, ${seconds} s × ${rounds} rounds (medians), ${menu.length} bytes`);
const bareRps = median(results['bare hono']!.map((r) => r.requestsPerSecond));
for (const [name, runs] of Object.entries(results)) {
  const rps = median(runs.map((r) => r.requestsPerSecond));
  const errors = runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  console.log(
    `${name.padEnd(10)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${median(runs.map((r) => r.p50Ms))} ms  p99 ${median(runs.map((r) => r.p99Ms))} ms  errors ${errors}  ratio ${(rps / bareRps).toFixed(2)}`,
  );
}
