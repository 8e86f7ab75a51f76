import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Builds the site when it is stale, then starts the real server (`node worker/src/node.ts`)
 * on a free port over a fresh database file, so every e2e run starts from the seed menu.
 * Tests read the address with `inject('baseURL')`.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The libSQL file the server uses, as a `file:` URL. */
    databaseURL: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;
const READY_LINE = /Doorstep is running at (http:\/\/\S+)/;
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-admin-password-1234' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildSiteIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-'));
  const databaseURL = `file:${join(dataDir, 'e2e.db')}`;
  const server = spawn(process.execPath, ['worker/src/node.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseURL = await waitUntilReady(server, () => output);
    project.provide('baseURL', baseURL);
    project.provide('databaseURL', databaseURL);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildSiteIfStale(): void {
  const built = statSync(join(ROOT, 'dist/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    ...['site', 'domain', 'db/seed', 'astro.config.mjs'].map((path) => newestMtime(join(ROOT, path))),
  );
  if (built > sources) return;
  const result = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
  });
  if (result.status !== 0) {
    throw new Error(`e2e: \`astro build\` failed (exit ${result.status}).\n${result.stdout}\n${result.stderr}`);
  }
}

async function waitUntilReady(server: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const fail = (why: string) =>
    new Error(`e2e: the server did not start: ${why}.\n--- server output ---\n${output() || '(none)'}`);
  let baseURL: string | undefined;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw fail(`it exited with ${server.exitCode ?? server.signalCode}`);
    }
    baseURL ??= READY_LINE.exec(output())?.[1]?.replace(/\/+$/, '');
    if (baseURL) {
      const healthy = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
      if (healthy) return baseURL;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw fail(
    baseURL
      ? `GET ${baseURL}/api/health did not answer 200 within ${START_TIMEOUT_MS / 1000} s`
      : `no "Doorstep is running at http://…" line within ${START_TIMEOUT_MS / 1000} s`,
  );
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
