/**
 * `npm start`: builds what is missing or stale (scripts/build.ts), then runs the bundled Node
 * server (build/server.mjs, from worker/src/node.ts) as a child process with the memory
 * settings below (a child, so they can include the C library's), passing on Ctrl+C / SIGTERM
 * and its exit code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SERVER_BUNDLE, buildIfStale } from './build.ts';

/**
 * V8 sizes its young generation for a large machine and keeps what it grew to; a small shop
 * server gains nothing from that (decision 009 has the figures). At a rush the young generation
 * fills to its cap and stays committed: 2 MB semi-spaces hold an order's short-lived objects
 * at ~5 % more CPU than 4 MB, which keep 4 MB more, and the server has the CPU to spare (it
 * takes 1,800–2,000 orders a second against a budget of 1,000).
 */
export const NODE_SERVER_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20'];

/**
 * glibc gives every thread that allocates (zlib's brotli in the thread pool, libsql, V8's
 * compiler threads) its own malloc arena and keeps each at its peak. One arena for all: at a
 * rush the second one held 7–9 MB of freed compiler and thread-pool blocks that the first, with
 * room to spare, could have served; each thread's own small-block cache keeps them from waiting
 * on each other.
 * It also raises its mmap threshold to the largest block freed so far (up to 32 MB), after which
 * blocks that size (an uploaded photo's body, 2–25 MB) come from the arena and stay there as
 * holes; a fixed threshold of 128 KB keeps every large block in its own mapping, unmapped when
 * freed: 20 photo uploads left the server +17 to +32 MB larger, now +5 MB (docs/product/pictures.md).
 */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' };

/** What `npm start -- <options>` adds to the server's environment: `--empty` starts a new shop without the demo menu. */
export function optionsEnvironment(argv: readonly string[]): Record<string, string> {
  return argv.includes('--empty') ? { SEED: 'none' } : {};
}

/** How the server runs, for `npm start`, the e2e tests and the benches: Node's arguments and the environment it adds. */
export function serverProcess(): { args: string[]; env: Record<string, string> } {
  return { args: [...NODE_SERVER_FLAGS, join(ROOT, SERVER_BUNDLE)], env: SERVER_ENVIRONMENT };
}

if (import.meta.main) {
  // Settings from .env when the owner made one (copied from .env.example); the environment wins.
  if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
  try {
    await buildIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { args, env } = serverProcess();
  const server = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, ...process.env, ...optionsEnvironment(process.argv.slice(2)) },
  });
  // Ctrl+C reaches both processes; the server stops itself (worker/src/node.ts) and we follow.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
