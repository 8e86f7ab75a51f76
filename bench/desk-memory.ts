// What open order desks cost the Node server in memory (budget: 500 open streams ≤ 30 MB of RSS).
//   node bench/desk-memory.ts [--streams 500] [--hold 5]
// The server is Doorstep's as `npm start` runs it, on 127.0.0.1 over a fresh database. An admin
// first opens 20 streams, places an order they all hear and closes them (warming the stream's
// code up), and the server's VmRSS is read (the median of five reads over a second). Then
// `--streams` streams are opened and held; a customer places one order, which every stream must
// deliver; after `--hold` seconds (each stream has re-checked its member's role meanwhile) VmRSS
// is read again the same way. Printed: both readings, their difference, and what that is per stream.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { startDoorstep } from './support/servers.ts';
import { OWNER, openDesk, placeOrder, session, sleep, type Desk } from './desk-stream.ts';

export const STREAMS_RSS_BUDGET_MB = 30;
const WARM_UP_STREAMS = 20;

export interface DeskMemoryFigures {
  streams: number;
  holdSeconds: number;
  beforeMb: number;
  afterMb: number;
  /** Streams that delivered the order placed while they were open. */
  heard: number;
}

export async function measureDeskMemory(options: { streams?: number; holdSeconds?: number } = {}): Promise<DeskMemoryFigures> {
  const streams = options.streams ?? 500;
  const holdSeconds = options.holdSeconds ?? 5;
  const server = await startDoorstep({ env: { ORDER_LIMIT_PER_CUSTOMER: String(Number.MAX_SAFE_INTEGER) } });
  let desks: Desk[] = [];
  try {
    const admin = await session(server.url, '/api/auth/login', OWNER, 200);
    const customer = await session(
      server.url,
      '/api/auth/signup',
      { name: 'Bench Diner', email: 'diner@bench.test', password: 'bench-password-123' },
      201,
    );

    desks = openDesks(server.url, admin, WARM_UP_STREAMS);
    await Promise.all(desks.map((desk) => desk.ready));
    await allHear(desks, (await placeOrder(server.url, customer)).id);
    for (const desk of desks) desk.close();
    await sleep(2_000);
    const beforeMb = await steadyRssMb(server.pid);

    desks = openDesks(server.url, admin, streams);
    await Promise.all(desks.map((desk) => desk.ready));
    const { id } = await placeOrder(server.url, customer);
    await allHear(desks, id);
    await sleep(holdSeconds * 1000);
    const afterMb = await steadyRssMb(server.pid);
    return { streams, holdSeconds, beforeMb, afterMb, heard: desks.filter((desk) => desk.heard.has(id)).length };
  } finally {
    for (const desk of desks) desk.close();
    await server.stop();
  }
}

export function printDeskMemoryFigures(f: DeskMemoryFigures): void {
  const added = f.afterMb - f.beforeMb;
  console.log(
    `Open desk streams on Node: ${f.streams} streams held ${f.holdSeconds} s; ${f.heard}/${f.streams} heard the order placed meanwhile`,
  );
  console.log(
    `server RSS ${f.beforeMb.toFixed(1)} MB → ${f.afterMb.toFixed(1)} MB: +${added.toFixed(1)} MB (${((added * 1024) / f.streams).toFixed(0)} KB a stream)  ` +
      `${meetsDeskMemoryBudget(f) ? 'within' : 'OVER'} the budget (≤ ${STREAMS_RSS_BUDGET_MB} MB for ${f.streams})`,
  );
}

export function meetsDeskMemoryBudget(f: DeskMemoryFigures): boolean {
  return f.heard === f.streams && f.afterMb - f.beforeMb <= STREAMS_RSS_BUDGET_MB;
}

function openDesks(url: string, cookie: string, count: number): Desk[] {
  return Array.from({ length: count }, () => openDesk(url, cookie));
}

/** Waits (at most 10 s) until every desk has heard of the order. */
async function allHear(desks: Desk[], orderId: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!desks.every((desk) => desk.heard.has(orderId)) && performance.now() < deadline) await sleep(20);
}

/** The median of five VmRSS reads 250 ms apart, in MB: one read can land just before or after a collection. */
async function steadyRssMb(pid: number): Promise<number> {
  const reads: number[] = [];
  for (let index = 0; index < 5; index++) {
    if (index > 0) await sleep(250);
    reads.push(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
  }
  return reads.sort((a, b) => a - b)[2]!;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { streams: { type: 'string', default: '500' }, hold: { type: 'string', default: '5' } } });
  console.log(`${availableParallelism()} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
  const figures = await measureDeskMemory({ streams: Number(values.streams), holdSeconds: Number(values.hold) });
  printDeskMemoryFigures(figures);
  if (!meetsDeskMemoryBudget(figures)) process.exitCode = 1;
}
