import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { serverProcess } from '../../../scripts/start.ts';

/** Starts the real server (the bundle build/server.mjs) the way `npm start` runs it, on a free port. */

export const ROOT = resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;
const READY_LINE = /Doorstep is running at (http:\/\/\S+)/;
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-admin-password-1234' };

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  baseURL: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** A random private address standing for one visitor (see TRUST_PROXY above). */
export function visitorAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export async function startServer(databaseURL: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const { args, env } = serverProcess();
  const server = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      // Every test is a different visitor, but all connect from 127.0.0.1: each browser context
      // and API helper names its own address in X-Forwarded-For (visitorAddress), so the per-address
      // sign-up limit and login backoff count visitors, as behind a real proxy.
      TRUST_PROXY: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => stopProcess(server);
  try {
    const baseURL = await waitUntilReady(server, () => output);
    return { baseURL, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitUntilReady(server: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const fail = (why: string) => new Error(`e2e: the server did not start: ${why}.\n--- server output ---\n${output() || '(none)'}`);
  let baseURL: string | undefined;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw fail(`it exited with ${server.exitCode ?? server.signalCode}`);
    }
    baseURL ??= READY_LINE.exec(output())?.[1]?.replace(/\/+$/, '');
    if (baseURL) {
      const healthy = await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
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
