import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../../scripts/build.ts';
import { serverProcess } from '../../scripts/start.ts';
import { seedLargeMenu } from '../seed-menu.ts';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const ROOT = new URL('../../', import.meta.url).pathname;

/** Starts `node ...nodeArgs` (the script last) as its own process and waits for the line that names its URL. */
export function startProcess(nodeArgs: string[], env: Record<string, string>, urlPattern: RegExp): Promise<RunningServer> {
  const script = nodeArgs.at(-1) ?? '';
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start in 60 s:\n${output}`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      // BENCH_SERVER_LOG=1 shows what the server says, to see why a run failed.
      if (process.env.BENCH_SERVER_LOG) process.stderr.write(chunk);
      output += chunk.toString();
      const match = output.match(urlPattern);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], pid: child.pid ?? 0, stop: () => stopChild(child) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export interface StartDoorstepOptions {
  /** Settings on top of the bench's (see .env.example). */
  env?: Record<string, string>;
  /** Node options before the server's own, e.g. --cpu-prof. */
  nodeFlags?: string[];
  /** Start on a menu of this many dishes (bench/seed-menu.ts) rather than the demo's. */
  dishes?: number;
  /** Spread those dishes over this many categories (a grocer's catalogue). */
  categories?: number;
}

/** Doorstep's own server, as `npm start` runs it, over a fresh database (the demo menu, or `dishes` dishes) in a temporary folder. */
export async function startDoorstep(options: StartDoorstepOptions = {}): Promise<RunningServer & { dataDir: string; databaseUrl: string }> {
  await buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-bench-'));
  const databaseUrl = `file:${join(dataDir, 'bench.db')}`;
  if (options.dishes) await seedLargeMenu(databaseUrl, options.dishes, { categories: options.categories });
  const { args, env } = serverProcess();
  const server = await startProcess(
    [...(options.nodeFlags ?? []), ...args],
    {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'owner@bench.test',
      ADMIN_PASSWORD: 'bench-password-123',
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      ...options.env,
    },
    /Doorstep is running at (http:\/\/\S+)/,
  );
  return {
    ...server,
    dataDir,
    databaseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
