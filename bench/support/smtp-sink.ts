import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the sink took it: its recipients and when its last byte arrived. */
export interface SunkMail {
  to: string[];
  at: number;
}

export interface SmtpSink {
  url: string;
  mails: SunkMail[];
  /** Resolves when `count` mails have arrived, or rejects after `timeoutMs`. */
  waitForCount(count: number, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A local SMTP server that takes every mail and keeps only who it was for and when it arrived
 * (nothing is parsed), so the benches can run the shop with its outbox on and time its mail.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), at: performance.now() });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForCount(count, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (mails.length < count) {
        if (performance.now() > deadline) throw new Error(`${mails.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((done) => setTimeout(done, 20));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
