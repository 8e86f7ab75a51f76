import { WorkerMailer } from 'worker-mailer';
import { isLoopbackSmtp, PermanentMailError, type MailTransport } from '../mail/mail-transport.ts';

/**
 * Mails handed to an SMTP server from a Worker, over Cloudflare's TCP sockets (worker-mailer:
 * nodemailer needs Node's net and tls). smtp:// upgrades with STARTTLS when the server offers it;
 * smtps:// is TLS from the start. One connection per mail: a Worker sends a few per invocation.
 */
export function workerSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const options = {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    startTls: !secure && !isLoopbackSmtp(smtpUrl),
    ...(url.username ? { credentials: { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) } } : {}),
    socketTimeoutMs: 30_000,
    responseTimeoutMs: 30_000,
  };
  return {
    delivers: 'smtp',
    async send(mail) {
      try {
        await WorkerMailer.send(options, {
          from: mailbox(mail.from),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { 'Message-ID': mail.messageId },
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A 5xx reply: the server refuses this mail for good.
        if (/\b5\d\d\b/.test(message)) throw new PermanentMailError(message, { cause: error });
        throw error;
      }
    },
  };
}

/**
 * worker-mailer (1.2.1) stops when a server offers AUTH and no credentials are set, though SMTP
 * makes signing in optional (a relay that trusts its network, a local test server): without
 * credentials it now goes on unsigned, as nodemailer does. tests/worker/mail.test.ts proves it.
 */
const mailerInternals = WorkerMailer.prototype as unknown as { auth(this: { credentials?: unknown }): Promise<void> };
const signIn = mailerInternals.auth;
mailerInternals.auth = function (this: { credentials?: unknown }) {
  return this.credentials ? signIn.call(this) : Promise.resolve();
};

/** `Pizza Roma <orders@pizza.example>` → its name and address. */
function mailbox(address: string): { name?: string; email: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  return named ? { ...(named[1] ? { name: named[1] } : {}), email: named[2]! } : { email: address.trim() };
}
