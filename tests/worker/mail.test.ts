import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../factories/smtp-inbox.ts';
import { startWorker } from './bundle.ts';

/**
 * Mail from inside workerd over D1: a request that queues a mail has it sent after the answer,
 * over SMTP through Workers' TCP sockets (worker-mailer) to a real SMTP server; a mail the server
 * could not take stays in the outbox, and the cron trigger sends it once the server is back.
 */

let mf: Miniflare;
let inbox: SmtpInbox;
let cookie: string;
const ORIGIN = 'https://shop.example';
const CUSTOMER = 'wren@worker.test';
const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.80' };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  mf = await startWorker({ bindings: { SMTP_URL: inbox.url, MAIL_FROM: 'Worker Kitchen <orders@shop.example>' } });
  const d1 = await mf.getD1Database('DB');
  await d1
    .prepare(
      "insert into foods (id, name, category, price_cents, image) values ('dragon-roll', 'Dragon Roll', 'sushi', 1399, '/images/dishes/dragon-roll.svg')",
    )
    .run();
  await d1.prepare("update store_settings set order_notice_email = 'kitchen@shop.example'").run();
  const signup = await mf.dispatchFetch(`${ORIGIN}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Wren Worker', email: CUSTOMER, password: 'correct horse' }),
  });
  cookie = signup.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
});

afterAll(async () => {
  await mf?.dispose();
  await inbox?.stop();
});

const placeOrder = async () => {
  const placed = await mf.dispatchFetch(`${ORIGIN}/api/orders`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({
      products: [{ productId: 'dragon-roll', quantity: 2 }],
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      phone: '(217) 555-0100',
      paymentMethod: 'cash',
    }),
  });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { data: { _id: string } }).data._id;
};

describe('mail inside workerd', () => {
  it("sends an order's confirmation and the shop's notice over SMTP after the answer", async () => {
    const orderId = await placeOrder();
    const [confirmation] = await inbox.waitFor((mail) => mail.to.includes(CUSTOMER));
    expect(confirmation!.subject).toContain(orderId.slice(-6).toUpperCase());
    expect(confirmation!.text).toContain('Dragon Roll');
    expect(confirmation!.html).toContain('Dragon Roll');
    expect(confirmation!.text).toContain(`${ORIGIN}/myorders`);
    await inbox.waitFor((mail) => mail.to.includes('kitchen@shop.example'));
  });

  it('keeps a mail the server could not take, and the cron trigger sends it when the server is back', async () => {
    inbox.mails.length = 0;
    await inbox.stop();
    const orderId = await placeOrder();
    const d1 = await mf.getD1Database('DB');
    const waiting = async () =>
      d1
        .prepare("select count(*) as count from outbox_mails where order_id = ? and state = 'waiting' and attempts >= 1")
        .bind(orderId)
        .first<{ count: number }>();
    for (let tries = 0; tries < 50 && (await waiting())!.count < 2; tries++) await new Promise((done) => setTimeout(done, 100));
    expect((await waiting())!.count).toBe(2);

    await inbox.start();
    // Due now rather than in 30 s.
    await d1.prepare('update outbox_mails set next_attempt_at = 0 where order_id = ?').bind(orderId).run();
    const worker = await mf.getWorker();
    await worker.scheduled({ cron: '* * * * *' });
    await inbox.waitFor((mail) => mail.to.includes(CUSTOMER));
    await inbox.waitFor((mail) => mail.to.includes('kitchen@shop.example'));
    const sent = await d1
      .prepare("select count(*) as count from outbox_mails where order_id = ? and state = 'sent'")
      .bind(orderId)
      .first<{ count: number }>();
    expect(sent!.count).toBe(2);
  });

  it('mails a password-reset link built on the address the shop is reached at', async () => {
    const asked = await mf.dispatchFetch(`${ORIGIN}/api/auth/password-reset`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: CUSTOMER }),
    });
    expect(asked.status).toBe(200);
    const [mail] = await inbox.waitFor((received) => received.to.includes(CUSTOMER) && /password/i.test(received.subject));
    expect(mail!.text).toMatch(new RegExp(`${ORIGIN}/reset-password\\?token=[A-Za-z0-9_-]{43}`));
  });
});
