import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { ReceivedMail } from '../../factories/smtp-inbox.ts';

export type Mail = Omit<ReceivedMail, 'parsed'>;

/** Every mail the shop has sent during this e2e run, oldest first (global-setup.ts keeps them). */
export function sentMails(): Mail[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail);
}

/** Waits for a mail to `to` that matches `where`, as the shop's real SMTP delivery brings it. */
export async function waitForMail(to: string, where: (mail: Mail) => boolean = () => true, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sentMails().find((mail) => mail.to.includes(to.toLowerCase()) && where(mail));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to} within ${timeoutMs} ms; sent: ${
          sentMails()
            .map((mail) => `${mail.to.join(',')}: ${mail.subject}`)
            .join(' | ') || 'none'
        }`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
