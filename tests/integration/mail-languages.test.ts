import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMails, storeSettings, users } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import type { TestApp } from '../factories/app.ts';
import { call, signUpOwnerAndCustomer, signUpUser, uniqueAddress, uniqueEmail, type SignedUp } from '../factories/auth.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { mailingApp, type mailSenderFor } from '../factories/mail.ts';
import { answer, orderBody, placeOrder } from '../factories/orders.ts';
import type { SmtpInbox } from '../factories/smtp-inbox.ts';

/** Mails in the customer's language, and the language an account and an order keep. */

let t: TestApp;
let inbox: SmtpInbox;
let sender: ReturnType<typeof mailSenderFor>;
let admin: SignedUp;

const SHOP_INBOX = 'kitchen@shop.example';
const mailing = mailingApp();

beforeAll(async () => {
  ({ t, inbox, sender } = mailing);
  ({ admin } = await signUpOwnerAndCustomer(t));
  expect((await call(t, '/api/settings', { method: 'PUT', token: admin.token, body: { fulfilment: alwaysOpen(50) } })).status).toBe(200);
  await t.db.update(storeSettings).set({ orderNoticeEmail: SHOP_INBOX });
});

type Placed = { data: Order; trackingUrl?: string };
type AccountAnswer = { data: { language: string | null }; message: string; errors?: Record<string, string> };
const to = (address: string) => (mail: { to: string[] }) => mail.to.includes(address.toLowerCase());
const outboxOf = (orderId: string) => t.db.select().from(outboxMails).where(eq(outboxMails.orderId, orderId)).all();
const languageOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)).get())?.language;
const placeAsGuest = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t, '/api/orders', {
    body: orderBody({ phone: undefined, guest: { name: 'Gia Ospite', email: uniqueEmail('guest'), phone: '06 555 0199' }, ...body }),
    address: uniqueAddress(),
    headers,
  });

describe('an order placed in Italian', () => {
  it('keeps Italian and mails the guest an Italian confirmation, also when it is sent again', async () => {
    const { status, body } = await answer<Placed>(await placeAsGuest({ language: 'it' }));
    expect(status).toBe(201);
    const placed = body.data;
    expect((await t.db.select().from(orders).where(eq(orders.id, placed._id)).get())?.language).toBe('it');
    expect((await outboxOf(placed._id)).find((mail) => mail.kind === 'order_received')?.language).toBe('it');

    // The first attempt fails: the retry still writes Italian.
    await inbox.stop();
    await sender.flush();
    await inbox.start();
    t.clock.advance(1_000);
    await sender.flush();
    const guestEmail = (await t.db.select().from(orders).where(eq(orders.id, placed._id)).get())!.customerEmail;
    const [confirmation] = await inbox.waitFor(to(guestEmail));
    expect(confirmation!.subject).toContain('abbiamo ricevuto il tuo ordine');
    expect(confirmation!.text).toContain('Grazie, abbiamo ricevuto il tuo ordine');
    expect(confirmation!.html).toContain('<html lang="it" dir="ltr">');
    // The shop's notice is the owner's business: in the shop's default language, English.
    const [notice] = await inbox.waitFor(to(SHOP_INBOX));
    expect(notice!.subject).toContain('New order');
  });

  it('shows the order its language to the admin', async () => {
    const { body } = await answer<Placed>(await placeAsGuest({ language: 'it' }));
    const listed = await answer<{ data: Order[] }>(await call(t, '/api/orders', { token: admin.token }));
    expect(listed.body.data.find((order) => order._id === body.data._id)?.language).toBe('it');
  });

  it('takes the browser’s language when the page sent none, and refuses a language that is not shipped', async () => {
    const asked = await answer<Placed>(await placeAsGuest({}, { 'Accept-Language': 'de-CH,de;q=0.9' }));
    expect(asked.body.data.language).toBe('de');
    const refused = await answer<{ message: string; errors: Record<string, string> }>(await placeAsGuest({ language: 'xx' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.language).toBe('Choose among English, Spanish, French, German, Italian and Arabic.');
  });
});

describe('an account’s language', () => {
  it('is null until chosen, changes alone without the password, and writes the account’s order mails', async () => {
    const ada = await signUpUser(t, { name: 'Ada' });
    const me = await answer<AccountAnswer>(await call(t, '/api/auth/me', { token: ada.token }));
    expect(me.body.data.language).toBeNull();

    const changed = await answer<AccountAnswer>(
      await call(t, '/api/account', { method: 'PUT', token: ada.token, body: { language: 'ar' } }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.language).toBe('ar');
    expect(await languageOf(ada.userId)).toBe('ar');

    const order = await placeOrder(t, ada.token);
    expect(order.language).toBe('ar');
    await sender.flush();
    const [mail] = await inbox.waitFor(to(ada.email));
    expect(mail!.subject).toContain('استلمنا طلبك');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('refuses a language that is not shipped with a clear message, in the asker’s language, and keeps the old one', async () => {
    const bea = await signUpUser(t, { name: 'Bea' });
    await call(t, '/api/account', { method: 'PUT', token: bea.token, body: { language: 'fr' } });
    const refused = await answer<AccountAnswer>(
      await call(t, '/api/account', { method: 'PUT', token: bea.token, body: { language: 'klingon' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.language).toBe('Choose among English, Spanish, French, German, Italian and Arabic.');
    const inItalian = await answer<AccountAnswer>(
      await call(t, '/api/account', { method: 'PUT', token: bea.token, body: { language: 'xx' }, headers: { 'Accept-Language': 'it' } }),
    );
    expect(inItalian.body.errors?.language).toBe('Scegli tra inglese, spagnolo, francese, tedesco, italiano e arabo.');
    expect(await languageOf(bea.userId)).toBe('fr');
  });

  it('still asks for the password when anything else changes with it', async () => {
    const cy = await signUpUser(t, { name: 'Cy' });
    const refused = await call(t, '/api/account', { method: 'PUT', token: cy.token, body: { language: 'es', displayName: 'Cyrus' } });
    expect(refused.status).toBe(400);
    expect(await languageOf(cy.userId)).toBeNull();
  });
});

describe('mails about an account', () => {
  it('writes a password reset in the account’s language, else in the language the request asks for', async () => {
    const dora = await signUpUser(t, { name: 'Dora' });
    await call(t, '/api/auth/password-reset', { body: { email: dora.email }, headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    await sender.flush();
    const [french] = await inbox.waitFor(to(dora.email));
    expect(french!.subject).toContain('réinitialisez votre mot de passe');

    await call(t, '/api/account', { method: 'PUT', token: dora.token, body: { language: 'de' } });
    inbox.mails.length = 0;
    await call(t, '/api/auth/password-reset', { body: { email: dora.email }, headers: { 'Accept-Language': 'fr' } });
    await sender.flush();
    const [german] = await inbox.waitFor(to(dora.email));
    expect(german!.subject).toContain('Passwort zurücksetzen');
  });

  it('writes the shop’s notice in the owner’s language once the owner chose one', async () => {
    await call(t, '/api/account', { method: 'PUT', token: admin.token, body: { language: 'es' } });
    await placeAsGuest({ language: 'it' });
    await sender.flush();
    const [notice] = await inbox.waitFor(to(SHOP_INBOX));
    expect(notice!.subject).toContain('nuevo pedido');
  });
});
