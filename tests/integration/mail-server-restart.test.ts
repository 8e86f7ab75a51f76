import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../worker/src/node.ts';
import { startSmtpInbox, type SmtpInbox } from '../factories/smtp-inbox.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';

/**
 * The Node server as `npm start` runs it, over one database file, with SMTP_URL: a new order's
 * confirmation arrives on its own shortly after the answer; a mail the server could not send
 * before a restart is sent after it, once; without SMTP_URL the mail is written to the log.
 */

let dir: string;
let inbox: SmtpInbox;
const servers: RunningServer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-mail-node-'));
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await inbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ADMIN = { email: 'owner@node.test', password: 'owner-password-1234' };

async function start(env: Record<string, string>, log: (line: string) => void = () => {}): Promise<RunningServer> {
  const server = await startServer({
    env: {
      DATABASE_URL: `file:${join(dir, 'shop.db')}`,
      NODE_ENV: 'test',
      SESSION_SECRET: 'mail-restart-secret-0123456789abcdefghij',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    port: 0,
    distDir: join(dir, 'no-site'),
    log,
  });
  servers.push(server);
  // Open at any hour the test runs.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
  const saved = await fetch(`${server.url}/api/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.url },
    body: JSON.stringify({ fulfilment: alwaysOpen() }),
  });
  expect(saved.status).toBe(200);
  return server;
}

async function customerOrder(server: RunningServer, email: string): Promise<string> {
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ name: 'Nia Node', email, password: 'correct horse' }),
  });
  expect(signup.status).toBe(201);
  const cookie = signup.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
  const placed = await fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.url },
    body: JSON.stringify({
      products: [{ productId: 'margherita-pizza', quantity: 1 }],
      fulfilment: { type: 'pickup' },
      phone: '(217) 555-0100',
      paymentMethod: 'cash',
    }),
  });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { data: { _id: string } }).data._id;
}

describe('mail from the Node server', () => {
  it("sends a new order's confirmation on its own within a few seconds of the answer", async () => {
    const server = await start({ SMTP_URL: inbox.url });
    const started = Date.now();
    await customerOrder(server, 'nia@node.test');
    await inbox.waitFor((mail) => mail.to.includes('nia@node.test'), { timeoutMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await server.close();
  });

  it('sends after a restart what it could not send before, exactly once', async () => {
    await inbox.stop();
    const before = await start({ SMTP_URL: inbox.url });
    await customerOrder(before, 'ola@node.test');
    // Its first attempt fails against the stopped mail server; then the server stops.
    await new Promise((done) => setTimeout(done, 500));
    await before.close();

    await inbox.start();
    const after = await start({ SMTP_URL: inbox.url });
    // The first retry is due 30 s after the failure: the restart sends what is due, so move it.
    const { createClient } = await import('@libsql/client');
    const client = createClient({ url: `file:${join(dir, 'shop.db')}` });
    await client.execute("update outbox_mails set next_attempt_at = 0 where state = 'waiting'");
    client.close();
    await inbox.waitFor((mail) => mail.to.includes('ola@node.test'), { timeoutMs: 10_000 });
    await new Promise((done) => setTimeout(done, 500));
    expect(inbox.mails.filter((mail) => mail.to.includes('ola@node.test'))).toHaveLength(1);
    await after.close();
  });

  it('writes a mail to the log when SMTP_URL is not set, and keeps it', async () => {
    const lines: string[] = [];
    const server = await start({}, (line) => void lines.push(line));
    await customerOrder(server, 'pia@node.test');
    await expect.poll(() => lines.join('\n'), { timeout: 5_000 }).toMatch(/Not sent \(SMTP_URL is not set\)[\s\S]*To: pia@node\.test/);
    await server.close();
  });
});
