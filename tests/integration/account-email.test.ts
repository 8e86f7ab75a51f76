import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, outboxMails, users } from '../../db/schema/index.ts';
import { EMAIL_CHANGE_MESSAGES, EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR } from '../../domain/account-email.ts';
import type { TestApp } from '../factories/app.ts';
import { call, logInUser, signUpUser, uniqueEmail, type SignedUp } from '../factories/auth.ts';
import { mailingApp, type mailSenderFor, TEST_PUBLIC_URL } from '../factories/mail.ts';
import { answer } from '../factories/orders.ts';
import type { SmtpInbox } from '../factories/smtp-inbox.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** What an English page and an answer without Accept-Language say. */
const english = translator('en');

let t: TestApp;
let inbox: SmtpInbox;
let sender: ReturnType<typeof mailSenderFor>;

const mailing = mailingApp();
beforeAll(() => {
  ({ t, inbox, sender } = mailing);
});

const askChange = (user: SignedUp, email: string, more: Record<string, string> = {}) =>
  call(t, '/api/account', { method: 'PUT', body: { currentPassword: user.password, email, ...more }, token: user.token });
const confirm = (token: unknown) => call(t, '/api/account/email/confirm', { body: { token } });
const sentTo = (email: string) => (mail: { to: string[] }) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase());
const emailOf = async (user: SignedUp) => (await t.db.select().from(users).where(eq(users.id, user.userId)).get())!.email;

/** Asks to move `user` to `email` and reads the token out of the link mailed there. */
async function linkMailedFor(user: SignedUp, email: string): Promise<string> {
  expect((await askChange(user, email)).status).toBe(200);
  await sender.flush();
  const [mail] = await inbox.waitFor(sentTo(email));
  const link = new RegExp(`${TEST_PUBLIC_URL}/account/confirm-email\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  expect(mail!.html).toContain(`/account/confirm-email?token=${link![1]}`);
  return link![1]!;
}

describe('asking for another e-mail', () => {
  it('answers the same whether or not another account has the address, and changes nothing yet', async () => {
    const ann = await signUpUser(t, { name: 'Ann Lee' });
    const taken = (await signUpUser(t, { name: 'Bo Taken' })).email;
    const free = uniqueEmail('free');
    // The answers, with the address asked for written as <email>, must be equal to the byte.
    const seen = async (email: string) => {
      const response = await askChange(ann, email);
      const text = (await response.text()).replaceAll(email, '<email>');
      return { status: response.status, cacheControl: response.headers.get('Cache-Control'), text };
    };
    const toTaken = await seen(taken.toUpperCase());
    const toFree = await seen(free);
    expect(toFree).toEqual(toTaken);
    expect(toFree.status).toBe(200);
    expect(JSON.parse(toFree.text)).toEqual({
      success: true,
      data: { userId: ann.userId, name: 'Ann Lee', email: ann.email, role: 'customer', language: null, substitutionDefault: 'none' },
      message: 'Check your inbox: we sent a link to <email>. Your e-mail changes when you open it (within 24 hours).',
      pendingEmail: '<email>',
    });
    expect(await emailOf(ann)).toBe(ann.email);

    await sender.flush();
    await inbox.waitFor(() => true, { count: 2 });
    const toFreeMail = inbox.mails.find(sentTo(free))!;
    const toTakenMail = inbox.mails.find(sentTo(taken))!;
    expect(toFreeMail.subject).toMatch(/confirm your new e-mail/);
    expect(toFreeMail.text).toContain('/account/confirm-email?token=');
    expect(toTakenMail.subject).toMatch(/someone tried to use your e-mail/);
    expect(toTakenMail.text).not.toContain('confirm-email');
    expect(toTakenMail.text).not.toContain('Ann');
  });

  it('keeps only a hash of the token, and the outbox only a sealed copy', async () => {
    const cy = await signUpUser(t, { name: 'Cy Cole' });
    const token = await linkMailedFor(cy, uniqueEmail('cy'));
    const kept = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, cy.userId)).all();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.tokenHash).not.toContain(token);
    for (const mail of await t.db.select().from(outboxMails).where(eq(outboxMails.kind, 'email_change')).all())
      expect(mail.payload).not.toContain(token);
  });

  it('refuses a bad address, or a wrong current password, and mails nothing', async () => {
    const dee = await signUpUser(t, { name: 'Dee Dunn' });
    const bad = await answer<{ errors: Record<string, string> }>(await askChange(dee, 'not-an-address', { displayName: 'Renamed' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBe('Please enter a valid e-mail address.');
    const wrong = await call(t, '/api/account', {
      method: 'PUT',
      body: { currentPassword: 'not my password', email: uniqueEmail() },
      token: dee.token,
    });
    expect(wrong.status).toBe(401);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, dee.userId)).all()).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.id, dee.userId)).get())!.displayName).toBe('Dee Dunn');
  });

  it(`refuses more than ${EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR} requests an hour from an account, changing nothing else in that request`, async () => {
    const eve = await signUpUser(t, { name: 'Eve Eng' });
    for (let attempt = 0; attempt < EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR; attempt++)
      expect((await askChange(eve, uniqueEmail('eve'))).status).toBe(200);
    const refused = await askChange(eve, uniqueEmail('eve'), { displayName: 'Not Now' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    expect(await refused.json()).toMatchObject({ message: english(EMAIL_CHANGE_MESSAGES.tooMany) });
    expect((await t.db.select().from(users).where(eq(users.id, eve.userId)).get())!.displayName).toBe('Eve Eng');
    t.clock.advance(60 * 60_000);
    expect((await askChange(eve, uniqueEmail('eve'))).status).toBe(200);
  });
});

describe('opening the link', () => {
  it('changes the e-mail once, tells the old address, and the new one signs in', async () => {
    const fay = await signUpUser(t, { name: 'Fay Fox' });
    const next = uniqueEmail('Fay.New');
    const token = await linkMailedFor(fay, next);
    inbox.mails.length = 0;

    const { status, body } = await answer(await confirm(token));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { email: next }, message: EMAIL_CHANGE_MESSAGES.confirmed });
    expect(await emailOf(fay)).toBe(next);
    expect((await call(t, '/api/auth/me', { token: fay.token })).status).toBe(200);
    expect((await logInUser(t, next.toLowerCase(), fay.password)).response.status).toBe(200);
    expect((await logInUser(t, fay.email, fay.password)).response.status).toBe(401);

    await sender.flush();
    const [notice] = await inbox.waitFor(sentTo(fay.email));
    expect(notice!.subject).toMatch(/your e-mail was changed/);
    expect(notice!.text).toContain(`changed to ${next}`);

    const again = await answer<{ code: string; message: string }>(await confirm(token));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'email_link_invalid', message: english(EMAIL_CHANGE_MESSAGES.linkInvalid) });
  });

  it('refuses a link older than 24 hours, a made-up one, and an empty one', async () => {
    const gus = await signUpUser(t, { name: 'Gus Gray' });
    const token = await linkMailedFor(gus, uniqueEmail('gus'));
    t.clock.advance(24 * 60 * 60_000 + 1);
    for (const stale of [token, 'made-up-token']) {
      const refused = await answer<{ code: string; errors: Record<string, string> }>(await confirm(stale));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'email_link_invalid', errors: { token: english(EMAIL_CHANGE_MESSAGES.linkInvalid) } });
    }
    const empty = await answer<{ errors: Record<string, string> }>(await confirm(''));
    expect(empty.status).toBe(400);
    expect(empty.body.errors.token).toBe(english(EMAIL_CHANGE_MESSAGES.linkInvalid));
    expect(await emailOf(gus)).toBe(gus.email);
  });

  it('works only for the newest request', async () => {
    const hal = await signUpUser(t, { name: 'Hal Hart' });
    const first = await linkMailedFor(hal, uniqueEmail('hal-first'));
    const second = uniqueEmail('hal-second');
    const newest = await linkMailedFor(hal, second);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(newest)).status).toBe(200);
    expect(await emailOf(hal)).toBe(second);
  });

  it('can no longer be used once someone signed up with the address meanwhile', async () => {
    const ivy = await signUpUser(t, { name: 'Ivy Iles' });
    const wanted = uniqueEmail('wanted');
    const token = await linkMailedFor(ivy, wanted);
    await signUpUser(t, { email: wanted });
    const refused = await answer(await confirm(token));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: english(EMAIL_CHANGE_MESSAGES.linkInvalid) });
    expect(await emailOf(ivy)).toBe(ivy.email);
  });

  it('lets one of two requests with the same link through, not both', async () => {
    const jo = await signUpUser(t, { name: 'Jo Jay' });
    const token = await linkMailedFor(jo, uniqueEmail('jo'));
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400]);
    const notices = await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, jo.email)).all();
    expect(notices.filter((mail) => mail.kind === 'email_changed')).toHaveLength(1);
  });
});
