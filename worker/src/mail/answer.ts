import { z } from 'zod';
import type { OutboxMailRow } from '../../../db/schema/index.ts';
import { MAIL_KIND_LABELS, MAIL_KINDS, MAIL_STATES } from '../../../domain/mail/mail-kinds.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from '../../../domain/contracts/envelope.ts';

export const OutboxMailAnswer = z
  .object({
    id: z.number().int(),
    kind: z.enum(MAIL_KINDS),
    label: z.string().describe('The kind in words, e.g. "Order accepted"'),
    to: z.string(),
    orderId: z.string().nullable(),
    subject: z.string().nullable().describe('Known once it has been rendered (at its first attempt)'),
    state: z
      .enum(MAIL_STATES)
      .describe(
        "'waiting': to be sent (again) at nextAttemptAt; 'sent': a mail server took it; 'logged': written to the server's log (no SMTP_URL); 'failed': given up",
      ),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: IsoInstant.nullable().describe('While waiting'),
    sentAt: IsoInstant.nullable(),
    createdAt: IsoInstant,
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMailAnswer>;

export const OutboxMailsAnswer = dataAnswer(
  z.object({ mails: z.array(OutboxMailAnswer), counts: z.record(z.enum(MAIL_STATES), z.number().int()) }),
);
export const OutboxMailRetriedAnswer = dataAnswerWithMessage(OutboxMailAnswer);

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

export const MailSettingsAnswerData = z
  .object({
    orderNoticeEmail: z.string().describe("Where new-order notices go; '' means the contact e-mail"),
    noticesGoTo: z.string().describe('The address notices go to now'),
    delivery: z
      .enum(['smtp', 'log', 'none'])
      .describe("'smtp': through SMTP_URL's server; 'log': written to the server's log (no SMTP_URL); 'none': this runtime sends no mail"),
  })
  .meta({ id: 'MailSettings' });
export const MailSettingsAnswer = dataAnswer(MailSettingsAnswerData);
export const MailSettingsSavedAnswer = dataAnswerWithMessage(MailSettingsAnswerData);
