import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, serverIsStale } from '../../scripts/build.ts';
import { serverProcess } from '../../scripts/start.ts';

/**
 * The server as `npm start` runs it (the bundle, its flags) resizes pictures in a thread that ends
 * after them, and its memory comes back. bench/pictures-memory.ts measures the same over 20
 * photos and prints the figures (docs/product/pictures.md).
 */
const ADMIN = { email: 'owner@pictures.test', password: 'pictures-password-123' };
let dir: string;
let server: ChildProcess;
let url: string;
let cookie: string;

beforeAll(async () => {
  if (serverIsStale()) await bundleServer();
  dir = mkdtempSync(join(tmpdir(), 'doorstep-pictures-'));
  const { args, env } = serverProcess();
  server = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${join(dir, 'shop.db')}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Doorstep is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}, 60_000);

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A figure of the server process from /proc/<pid>/status: VmRSS in MB, or its thread count. */
function status(field: 'VmRSS' | 'Threads'): number {
  const value = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
  return field === 'VmRSS' ? value / 1024 : value;
}

async function upload(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const response = await fetch(`${url}/api/pictures?kind=dish`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', cookie },
    body: bytes,
  });
  expect(response.status).toBe(201);
}

async function threadsBackTo(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (status('Threads') > count) {
    if (Date.now() > deadline) throw new Error(`the server still has ${status('Threads')} threads, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('pictures on the Node server', () => {
  it('resizes in a thread that ends after the pictures, and the memory they took comes back', async () => {
    const photo = new Uint8Array(
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c03030' } })
        .jpeg()
        .toBuffer(),
    );
    const threads = status('Threads');
    await upload(photo);
    await threadsBackTo(threads);
    const warmed = status('VmRSS');
    let peak = warmed;
    let most = threads;
    const watch = setInterval(() => {
      peak = Math.max(peak, status('VmRSS'));
      most = Math.max(most, status('Threads'));
    }, 50);
    try {
      for (let i = 0; i < 4; i++) await upload(photo);
    } finally {
      clearInterval(watch);
    }
    expect(most, 'a thread resized them').toBeGreaterThan(threads);
    expect(peak, 'the decoding took memory').toBeGreaterThan(warmed + 50);
    await threadsBackTo(threads);
    expect(status('VmRSS')).toBeLessThan(warmed + 20);
  }, 120_000); // five 12-megapixel photos: 1–3 s each on a busy 2-CPU host
});
