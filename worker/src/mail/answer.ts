import type { OutboxMailRow } from '../../../db/schema/index.ts';
import type { OutboxMail } from '../../../domain/contracts/mail.ts';
import { MAIL_KIND_LABELS } from '../../../domain/mail/mail-kinds.ts';

/** An outbox row → the mail as the admin's outbox shows it (domain/contracts/mail.ts). */
export function toOutboxMail(row: OutboxMailRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    label: MAIL_KIND_LABELS[row.kind],
    to: row.toAddress,
    orderId: row.orderId,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.state === 'waiting' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
