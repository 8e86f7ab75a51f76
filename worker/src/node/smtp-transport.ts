import { isLoopbackSmtp, PermanentMailError, type MailTransport } from '../mail/mail-transport.ts';

/**
 * Mails handed to an SMTP server through nodemailer, over a small pool of kept-open connections
 * (a busy evening sends one mail per order and update). Loaded on first use, so a shop that sends
 * nothing carries none of it in memory.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let pool: Promise<import('nodemailer').Transporter> | undefined;
  const transporter = () =>
    (pool ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // A server on this machine is spoken to in plain SMTP, as local test servers expect (their
        // STARTTLS, when offered, has a certificate nobody signed); any other is upgraded when it offers it.
        ...(isLoopbackSmtp(smtpUrl) ? { ignoreTLS: true } : {}),
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    ));
  return {
    delivers: 'smtp',
    async send(mail) {
      try {
        await (await transporter()).sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        });
      } catch (error) {
        // 5xx: the server refuses this mail for good (no such mailbox, sender not allowed).
        const code = (error as { responseCode?: number }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600)
          throw new PermanentMailError(error instanceof Error ? error.message : String(error), { cause: error });
        throw error;
      }
    },
    async close() {
      if (pool) (await pool).close();
    },
  };
}
