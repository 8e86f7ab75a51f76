// GET /api/foods on Doorstep's server against a bare Hono server returning the same JSON, side
// by side in one run (issue budget: Doorstep ≥ 0.8× bare Hono at 50 connections).
//   node bench/api-menu.ts [--seconds 10] [--connections 50] [--rounds 3] [--dishes 2000 --categories 25]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median, runLoad, type LoadResult } from './support/load.ts';
import { startDoorstep, startProcess } from './support/servers.ts';

export const MENU_BUDGET_RATIO = 0.8;

export interface MenuServerFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface MenuFigures {
  connections: number;
  seconds: number;
  rounds: number;
  menuBytes: number;
  doorstep: MenuServerFigures;
  bareHono: MenuServerFigures;
  /** Doorstep's median requests per second over bare Hono's. */
  ratio: number;
}

export async function measureMenu({
  seconds = 10,
  connections = 50,
  rounds = 3,
  dishes,
  categories,
}: {
  seconds?: number;
  connections?: number;
  rounds?: number;
  dishes?: number | undefined;
  categories?: number | undefined;
} = {}): Promise<MenuFigures> {
  const doorstep = await startDoorstep({ dishes, categories });
  const menu = await (await fetch(`${doorstep.url}/api/foods`)).text();
  const menuFolder = mkdtempSync(join(tmpdir(), 'doorstep-bench-menu-'));
  writeFileSync(join(menuFolder, 'menu.json'), menu);
  const bare = await startProcess(
    ['bench/support/bare-hono.ts'],
    { MENU_JSON_FILE: join(menuFolder, 'menu.json') },
    /bare hono at (http:\/\/\S+)/,
  ).catch(async (error: unknown) => {
    await doorstep.stop();
    throw error;
  });

  const targets = { bareHono: `${bare.url}/api/foods`, doorstep: `${doorstep.url}/api/foods` };
  const runs: Record<keyof typeof targets, LoadResult[]> = { bareHono: [], doorstep: [] };
  try {
    for (const url of Object.values(targets)) await runLoad({ url, connections, durationSeconds: 2 }); // warm-up
    for (let round = 0; round < rounds; round++) {
      // Alternate the order so neither server always runs on a warmer machine.
      const order = round % 2 ? (['doorstep', 'bareHono'] as const) : (['bareHono', 'doorstep'] as const);
      for (const name of order) runs[name].push(await runLoad({ url: targets[name], connections, durationSeconds: seconds }));
    }
  } finally {
    await Promise.all([doorstep.stop(), bare.stop()]);
    rmSync(menuFolder, { recursive: true, force: true });
  }

  const summarise = (results: LoadResult[]): MenuServerFigures => ({
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  });
  const doorstepFigures = summarise(runs.doorstep);
  const bareFigures = summarise(runs.bareHono);
  return {
    connections,
    seconds,
    rounds,
    menuBytes: menu.length,
    doorstep: doorstepFigures,
    bareHono: bareFigures,
    ratio: doorstepFigures.requestsPerSecond / bareFigures.requestsPerSecond,
  };
}

export function printMenuFigures(figures: MenuFigures): void {
  console.log(
    `GET /api/foods, ${figures.connections} connections, ${figures.seconds} s × ${figures.rounds} rounds (medians), ${figures.menuBytes} bytes`,
  );
  for (const [name, server] of [
    ['bare hono', figures.bareHono],
    ['doorstep', figures.doorstep],
  ] as const) {
    console.log(
      `${name.padEnd(10)} ${server.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${server.p50Ms} ms  p99 ${server.p99Ms} ms  errors ${server.errors}  ratio ${(server.requestsPerSecond / figures.bareHono.requestsPerSecond).toFixed(2)}`,
    );
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      rounds: { type: 'string', default: '3' },
      dishes: { type: 'string' },
      categories: { type: 'string' },
    },
  });
  const number = (text: string | undefined) => (text ? Number(text) : undefined);
  printMenuFigures(
    await measureMenu({
      seconds: Number(values.seconds),
      connections: Number(values.connections),
      rounds: Number(values.rounds),
      dishes: number(values.dishes),
      categories: number(values.categories),
    }),
  );
}
