import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, passwordResets } from '../../db/schema/index.ts';
import { PASSWORD_RESET_MESSAGES, RESETS_PER_EMAIL_PER_HOUR } from '../../domain/password-reset.ts';
import type { TestApp } from '../factories/app.ts';
import { call, logInUser, signUpUser, uniqueAddress, uniqueEmail } from '../factories/auth.ts';
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

const askReset = (email: string, address = uniqueAddress()) => call(t, '/api/auth/password-reset', { body: { email }, address });
const confirm = (token: string, password: string) => call(t, '/api/auth/password-reset/confirm', { body: { token, password } });

/** Asks for a reset of `email` and reads the token out of the link the mail carries. */
async function resetTokenMailedTo(email: string): Promise<string> {
  expect((await askReset(email)).status).toBe(200);
  await sender.flush();
  const [mail] = await inbox.waitFor((received) => received.to.includes(email.toLowerCase()));
  const link = new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  expect(mail!.html).toContain(`/reset-password?token=${link![1]}`);
  return link![1]!;
}

describe('asking for a reset', () => {
  it('answers the same whether or not an account has the e-mail, and mails only an account', async () => {
    const ann = await signUpUser(t, { name: 'Ann Lee' });
    const known = await answer(await askReset(ann.email));
    const unknown = await answer(await askReset(uniqueEmail('nobody')));
    expect(known).toEqual({ status: 200, body: { success: true, message: PASSWORD_RESET_MESSAGES.requested } });
    expect(unknown).toEqual(known);
    await sender.flush();
    await inbox.waitFor((mail) => mail.to.includes(ann.email.toLowerCase()));
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]!.subject).toMatch(/password/i);
  });

  it('keeps only a hash of the token, and the outbox only a sealed copy', async () => {
    const bea = await signUpUser(t, { name: 'Bea Bell' });
    const token = await resetTokenMailedTo(bea.email);
    const kept = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, bea.userId)).all();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.tokenHash).not.toContain(token);
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.kind, 'password_reset')).all();
    for (const mail of mails) expect(mail.payload).not.toContain(token);
  });

  it('refuses a bad e-mail with a clear message, and too many requests for one e-mail', async () => {
    const { status, body } = await answer<{ errors: Record<string, string> }>(await askReset('not-an-address'));
    expect(status).toBe(400);
    expect(body.errors.email).toBe('Please enter a valid e-mail address.');
    const flooded = uniqueEmail('flooded');
    for (let attempt = 0; attempt < RESETS_PER_EMAIL_PER_HOUR; attempt++) expect((await askReset(flooded)).status).toBe(200);
    const refused = await askReset(flooded);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('choosing the new password', () => {
  it('sets it, ends every session of the account, and the link works once', async () => {
    const cal = await signUpUser(t, { name: 'Cal Cole', password: 'old password 1' });
    const token = await resetTokenMailedTo(cal.email);

    const { status, body } = await answer(await confirm(token, 'new password 2'));
    expect(status).toBe(200);
    expect(body.message).toBe(PASSWORD_RESET_MESSAGES.changed);
    expect((await call(t, '/api/auth/me', { token: cal.token })).status).toBe(401);
    expect((await logInUser(t, cal.email, 'old password 1')).response.status).toBe(401);
    expect((await logInUser(t, cal.email, 'new password 2')).response.status).toBe(200);

    const again = await answer<{ code: string; message: string }>(await confirm(token, 'third password 3'));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'reset_link_invalid', message: english(PASSWORD_RESET_MESSAGES.linkInvalid) });
  });

  it('refuses a link older than 30 minutes, and a made-up one', async () => {
    const dee = await signUpUser(t, { name: 'Dee Dunn' });
    const token = await resetTokenMailedTo(dee.email);
    t.clock.advance(31 * 60_000);
    expect((await confirm(token, 'new password 4')).status).toBe(400);
    expect((await confirm('made-up-token', 'new password 4')).status).toBe(400);
    expect((await logInUser(t, dee.email, dee.password)).response.status).toBe(200);
  });

  it('keeps the old password when the new one is too short, and the link still works', async () => {
    const eve = await signUpUser(t, { name: 'Eve Eng' });
    const token = await resetTokenMailedTo(eve.email);
    const short = await answer<{ errors: Record<string, string> }>(await confirm(token, 'short'));
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('Password must be at least 8 characters.');
    expect((await confirm(token, 'long enough 5')).status).toBe(200);
  });

  it('lets one of two requests with the same link through, not both', async () => {
    const fay = await signUpUser(t, { name: 'Fay Fox' });
    const token = await resetTokenMailedTo(fay.email);
    const answers = await Promise.all([confirm(token, 'first choice 6'), confirm(token, 'second choice 7')]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400]);
  });
});
