import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test's SMTP server received and parsed it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>: plain SMTP, as a local server speaks it. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves once `count` mails matching `where` have arrived (rejects after timeoutMs). */
  waitFor(where: (mail: ReceivedMail) => boolean, options?: { count?: number; timeoutMs?: number }): Promise<ReceivedMail[]>;
  /** Stops listening (a mail server that went down); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Refuse mail to this address for good (550), as a server does for a mailbox that does not exist. */
  refuse(address: string): void;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps every mail it receives, parsed with
 * mailparser: tests read what the shop actually sent over the wire.
 */
export async function startSmtpInbox(options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}): Promise<SmtpInbox> {
  const { port = 0, onMail } = options;
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters = new Set<() => void>();
  const makeServer = () =>
    new SMTPServer({
      // As a local test server is usually run: STARTTLS offered (with smtp-server's own unsigned
      // certificate), no sign-in needed. The shop speaks plain SMTP to it all the same.
      authOptional: true,
      logger: false,
      // Stopping is a mail server going down: open connections are cut at once.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              parsed,
            };
            mails.push(mail);
            onMail?.(mail);
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  let server = makeServer();
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    mails,
    waitFor(where, { count = 1, timeoutMs = 5_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.filter(where);
          if (found.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `Expected ${count} matching mail(s) within ${timeoutMs} ms; received: ${mails.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join(' | ') || 'none'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = makeServer();
      await listen(boundPort);
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
  };
}
