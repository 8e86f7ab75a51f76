/** A mail ready to hand over: rendered, addressed, with its own Message-ID. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every attempt, so a mail sent twice (a crash between sending and marking it sent) is one message to mail clients. */
  messageId: string;
}

/** How mails leave the shop: an SMTP server, or the server's log where none is set. */
export interface MailTransport {
  readonly delivers: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

/** A refusal that trying again will not change (an SMTP 5xx: no such mailbox, refused sender). */
export class PermanentMailError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentMailError';
  }
}

/** Writes each mail to the log instead of sending it, so a shop without a mail server still sees what would have gone out. */
export function logTransport(log: (line: string) => void): MailTransport {
  return {
    delivers: 'log',
    async send(mail) {
      log(
        [
          `[mail] Not sent (SMTP_URL is not set); kept in the outbox. To: ${mail.to}`,
          `[mail] Subject: ${mail.subject}`,
          mail.text,
          '[mail] ---',
        ].join('\n'),
      );
    },
  };
}

/** smtp:// (not smtps://) to this machine: spoken in plain, as the settings promise for local servers. */
export function isLoopbackSmtp(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(url.hostname);
}
