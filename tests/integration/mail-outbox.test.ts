import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, storeSettings } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import type { TestApp } from '../factories/app.ts';
import { call, setRole, signUpOwnerAndCustomer, signUpUser, type SignedUp } from '../factories/auth.ts';
import { mailingApp, mailSenderFor } from '../factories/mail.ts';
import { answer, placeOrder } from '../factories/orders.ts';
import type { SmtpInbox } from '../factories/smtp-inbox.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';

let t: TestApp;
let inbox: SmtpInbox;
let admin: SignedUp;
let customer: SignedUp;
let sender: ReturnType<typeof mailSenderFor>;

const SHOP_INBOX = 'kitchen@shop.example';

const mailing = mailingApp();

beforeAll(async () => {
  ({ t, inbox, sender } = mailing);
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  expect((await call(t, '/api/settings', { method: 'PUT', token: admin.token, body: { fulfilment: alwaysOpen(50) } })).status).toBe(200);
  await t.db.update(storeSettings).set({ orderNoticeEmail: SHOP_INBOX });
});

const to = (address: string) => (mail: { to: string[] }) => mail.to.includes(address.toLowerCase());
const outboxOf = (orderId: string) => t.db.select().from(outboxMails).where(eq(outboxMails.orderId, orderId)).all();
const move = (order: Order, action: string, body?: unknown) =>
  call(t, `/api/orders/${order._id}/${action}`, { method: 'POST', token: admin.token, ...(body === undefined ? {} : { body }) });

describe('an order placed', () => {
  it('mails the customer a confirmation and the shop a notice, over SMTP, each with an HTML and a text part', async () => {
    const order = await placeOrder(t, customer.token);
    const queued = await outboxOf(order._id);
    expect(queued.map((mail) => [mail.kind, mail.state])).toEqual([
      ['order_received', 'waiting'],
      ['shop_new_order', 'waiting'],
    ]);

    await sender.flush();
    const [confirmation] = await inbox.waitFor(to(customer.email));
    expect(confirmation!.subject).toContain(order._id.slice(-6).toUpperCase());
    expect(confirmation!.text).toContain('Margherita');
    expect(confirmation!.html).toContain('Margherita');
    expect(confirmation!.parsed.from?.text).toContain('orders@shop.example');
    const [notice] = await inbox.waitFor(to(SHOP_INBOX));
    expect(notice!.text).toContain(customer.name);
    expect((await outboxOf(order._id)).map((mail) => mail.state)).toEqual(['sent', 'sent']);
  });

  it('sends nothing twice: a second sender (a restart) finds nothing left to send', async () => {
    await placeOrder(t, customer.token);
    await sender.flush();
    await inbox.waitFor(to(customer.email));
    const restarted = mailSenderFor(t, inbox.url);
    await restarted.flush();
    await restarted.stop();
    expect(inbox.mails.filter(to(customer.email))).toHaveLength(1);
  });

  it('keeps a mail the server could not take and sends it once the server is back, exactly once', async () => {
    await inbox.stop();
    const order = await placeOrder(t, customer.token);
    await sender.flush();
    const [failed] = await outboxOf(order._id);
    expect(failed).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(failed!.lastError).toBeTruthy();

    await inbox.start();
    // Not due yet: the first retry waits a moment.
    await sender.flush();
    expect(inbox.mails).toHaveLength(0);
    t.clock.advance(1_000);
    await sender.flush();
    await inbox.waitFor(to(customer.email));
    await inbox.waitFor(to(SHOP_INBOX));
    expect(inbox.mails).toHaveLength(2);
    expect((await outboxOf(order._id)).map((mail) => [mail.state, mail.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('gives up on a mailbox the server refuses for good, and the admin sees it among the failed mails', async () => {
    const refused = await signUpUser(t, { name: 'Nora Nobody' });
    inbox.refuse(refused.email);
    const order = await placeOrder(t, refused.token);
    await sender.flush();
    const mails = await outboxOf(order._id);
    expect(
      mails.find((mail) => mail.kind === 'order_received'),
      JSON.stringify(mails),
    ).toMatchObject({ state: 'failed' });

    const { status, body } = await answer<{
      data: { mails: { orderId: string; state: string; lastError: string; label: string }[]; counts: Record<string, number> };
    }>(await call(t, '/api/admin/mails?state=failed', { token: admin.token }));
    expect(status).toBe(200);
    expect(body.data.counts.failed).toBeGreaterThanOrEqual(1);
    expect(body.data.mails[0]).toMatchObject({ orderId: order._id, state: 'failed', label: 'Order received' });
    expect(body.data.mails[0]!.lastError).toMatch(/550|mailbox/i);
    expect((await call(t, '/api/admin/mails', { token: customer.token })).status).toBe(403);
  });
});

describe('an order moving on', () => {
  it('tells the customer it was accepted with its time, then that it is out for delivery', async () => {
    const order = await placeOrder(t, customer.token);
    expect((await move(order, 'accept', { prepMinutes: 20 })).status).toBe(200);
    await sender.flush();
    const [accepted] = await inbox.waitFor((mail) => to(customer.email)(mail) && /accepted/i.test(mail.subject));
    expect(accepted!.text).toMatch(/\d{1,2}:\d{2}/);

    expect((await move(order, 'ready')).status).toBe(200);
    expect((await move(order, 'out-for-delivery')).status).toBe(200);
    await sender.flush();
    await inbox.waitFor((mail) => to(customer.email)(mail) && /on its way|out for delivery/i.test(mail.subject));
    // A delivery order's "ready" is the kitchen's business: no mail of its own.
    expect((await outboxOf(order._id)).map((mail) => mail.kind)).toEqual([
      'order_received',
      'shop_new_order',
      'order_accepted',
      'order_out_for_delivery',
    ]);
  });

  it('tells a pickup customer when it is ready', async () => {
    const order = await placeOrder(t, customer.token, { fulfilment: { type: 'pickup' }, deliveryAddress: undefined });
    await move(order, 'accept', { prepMinutes: 10 });
    await move(order, 'ready');
    await sender.flush();
    await inbox.waitFor((mail) => to(customer.email)(mail) && /ready/i.test(mail.subject));
  });

  it('tells the customer why it was rejected', async () => {
    const order = await placeOrder(t, customer.token);
    await move(order, 'reject', { reason: 'We ran out of dough tonight' });
    await sender.flush();
    const [rejected] = await inbox.waitFor((mail) => to(customer.email)(mail) && mail.text.includes('We ran out of dough tonight'));
    expect(rejected!.html).toContain('We ran out of dough tonight');
  });

  it('writes no mail for a move that lost a race: only the winner mails', async () => {
    const order = await placeOrder(t, customer.token);
    const answers = await Promise.all([move(order, 'accept', { prepMinutes: 15 }), move(order, 'accept', { prepMinutes: 25 })]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await outboxOf(order._id)).filter((mail) => mail.kind === 'order_accepted')).toHaveLength(1);
  });

  it('tells the customer of a refund, with its amount', async () => {
    const order = await placeOrder(t, customer.token);
    expect(
      (await call(t, `/api/orders/${order._id}/refunds`, { token: admin.token, body: { amount: 2, note: 'Cold fries' } })).status,
    ).toBe(200);
    await sender.flush();
    const [refund] = await inbox.waitFor((mail) => to(customer.email)(mail) && /refund/i.test(mail.subject));
    expect(refund!.text).toContain('$2.00');
  });
});

describe('an order picked', () => {
  it('mails the customer what changed, line by line, with the estimated and the final total', async () => {
    const order = await placeOrder(t, customer.token);
    expect((await move(order, 'accept', { prepMinutes: 15 })).status).toBe(200);
    const lines = [
      { index: 0, status: 'picked', quantity: 1 },
      { index: 1, status: 'missing' },
    ];
    expect((await call(t, `/api/orders/${order._id}/pick`, { body: { lines }, token: admin.token })).status).toBe(200);
    const completed = await call(t, `/api/orders/${order._id}/pick/complete`, { method: 'POST', token: admin.token });
    expect(completed.status).toBe(200);
    const final = ((await completed.json()) as { data: Order }).data;

    await sender.flush();
    const mails = await inbox.waitFor((mail) => to(customer.email)(mail) && mail.subject.includes('is picked'));
    const picked = mails.find((mail) => mail.subject.includes('is picked'))!;
    for (const part of [picked.text, picked.html]) {
      expect(part).toContain('2 lines of your order changed when it was picked.');
      expect(part).toContain('Margherita Pizza: we found 1 of the 2 you ordered.');
      expect(part).toContain('Dragon Roll was out: you are not charged for it.');
      expect(part).toContain(`final total $${final.totalAmount.toFixed(2)}`);
    }
  });
});

describe('staff', () => {
  it('cannot read the outbox', async () => {
    const cook = await signUpUser(t, { name: 'Cody Cook' });
    await setRole(t, cook.userId, 'staff');
    expect((await call(t, '/api/admin/mails', { token: cook.token })).status).toBe(403);
  });
});
