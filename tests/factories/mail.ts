import { sessionKey } from '../../worker/src/auth/tokens.ts';
import { smtpTransport } from '../../worker/src/node/smtp-transport.ts';
import { startMailSender, type MailSender } from '../../worker/src/mail/mail-sender.ts';
import type { OutboxRuntime } from '../../worker/src/mail/send-due-mails.ts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, TEST_SESSION_SECRET, type TestApp, type TestAppOptions } from './app.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

export const TEST_PUBLIC_URL = 'https://shop.example';
/** Retries a test can wait for: a second, then two. */
export const TEST_RETRY_DELAYS = [1_000, 2_000] as const;

/**
 * The outbox's sender as the Node server runs it, over the test app's database and clock, sending
 * through real SMTP to `smtpUrl`. Tests call `flush()` after a change instead of waiting for a wake.
 */
export function mailSenderFor(t: TestApp, smtpUrl: string, overrides: Partial<OutboxRuntime> = {}): MailSender & { errors: string[] } {
  const errors: string[] = [];
  const sender = startMailSender(
    {
      db: t.db,
      transport: smtpTransport(smtpUrl),
      now: t.clock.now,
      from: 'Doorstep Test Kitchen <orders@shop.example>',
      publicUrl: () => TEST_PUBLIC_URL,
      secret: sessionKey(TEST_SESSION_SECRET),
      reportError: (message, error) => void errors.push(`${message}: ${error instanceof Error ? error.message : String(error)}`),
      retryDelays: TEST_RETRY_DELAYS,
      ...overrides,
    },
    { pollMs: 60_000 },
  );
  return Object.assign(sender, { errors });
}

export interface MailingApp {
  t: TestApp;
  inbox: SmtpInbox;
  sender: ReturnType<typeof mailSenderFor>;
}

/**
 * A test file's app with its mail going over SMTP to a real SMTP server: started before the
 * file's tests (read the fields in a test or a later beforeAll), the inbox emptied after each
 * test, everything stopped after the file.
 */
export function mailingApp(options: TestAppOptions = {}): MailingApp {
  const running = {} as MailingApp;
  beforeAll(async () => {
    running.inbox = await startSmtpInbox();
    running.t = await createTestApp(options);
    running.sender = mailSenderFor(running.t, running.inbox.url);
  });
  afterEach(() => {
    running.inbox.mails.length = 0;
  });
  afterAll(async () => {
    await running.sender?.stop();
    await running.inbox?.stop();
    await running.t?.destroy();
  });
  return running;
}
