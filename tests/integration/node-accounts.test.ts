import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../worker/src/node.ts';

let dir: string;
let server: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-node-accounts-'));
  server = await startServer({
    env: {
      DATABASE_URL: `file:${join(dir, 'data', 'shop.db')}`,
      NODE_ENV: 'test',
      ADMIN_EMAIL: 'owner@shop.test',
      ADMIN_PASSWORD: 'owner password',
    },
    port: 0,
    distDir: join(dir, 'no-dist'),
    log: (line) => void lines.push(line),
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers },
    body: JSON.stringify(body),
  });

describe('accounts on the Node server', () => {
  it('signs the first admin in over HTTP, with a cookie the browser keeps for localhost', async () => {
    const login = await post('/api/auth/login', { email: 'Owner@Shop.test', password: 'owner password' });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ data: { role: 'admin' }, message: 'Logged in successfully!' });
    const cookie = login.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^doorstep_session=/);
    expect(cookie).not.toContain('Secure'); // 127.0.0.1 has no HTTPS
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Cookie: cookie.split(';')[0]! } });
    expect(await me.json()).toMatchObject({ data: { email: 'owner@shop.test', role: 'admin' } });
  });

  it('counts failures against the connecting address (X-Forwarded-For ignored without TRUST_PROXY)', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await post(
        '/api/auth/login',
        { email: `nobody${i}@shop.test`, password: 'x' },
        { 'X-Forwarded-For': `203.0.113.${i}` },
      );
      expect(response.status).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: 'owner@shop.test', password: 'owner password' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
  });

  it('refuses a POST from another origin', async () => {
    const response = await post('/api/auth/logout', {}, { Origin: 'http://evil.example' });
    expect(response.status).toBe(403);
  });

  it('never prints a password it was given', () => {
    expect(lines.join('\n')).not.toContain('owner password');
  });
});
