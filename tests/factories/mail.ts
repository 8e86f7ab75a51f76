import { sessionKey } from '../../worker/src/auth/tokens.ts';
import { smtpTransport } from '../../worker/src/node/smtp-transport.ts';
import { startMailSender, type MailSender } from '../../worker/src/services/mail/mail-sender.ts';
import type { OutboxRuntime } from '../../worker/src/services/mail/send-due-mails.ts';
import { TEST_SESSION_SECRET, type TestApp } from './app.ts';

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
