/**
 * `npm start`: builds what is missing or stale (scripts/build.ts), then runs the bundled Node
 * server (build/server.mjs, from worker/src/node.ts) as a child process with the memory
 * settings below, passing on Ctrl+C / SIGTERM and its exit code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SERVER_BUNDLE, buildIfStale } from './build.ts';

/**
 * V8 sizes its young generation for a large machine and keeps what it grew to; a small shop
 * server gains nothing from that (decision 009 has the figures).
 */
export const NODE_SERVER_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];

/** The command line that runs the server, for `npm start`, the e2e tests and the benches. */
export function serverCommand(bundle = SERVER_BUNDLE): string[] {
  return [...NODE_SERVER_FLAGS, join(ROOT, bundle)];
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
  const server = spawn(process.execPath, serverCommand(), { cwd: ROOT, stdio: 'inherit' });
  // Ctrl+C reaches both processes; the server stops itself (worker/src/node.ts) and we follow.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
