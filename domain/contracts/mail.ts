import { z } from 'zod';
import { MAIL_STATES, MAIL_KINDS } from '../mail/mail-kinds.ts';
import { MailSettingsInput } from '../mail/mail-settings.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from './envelope.ts';

/**
 * The shop's mail as the admin sees it (/api/admin/mails): the outbox, a failed mail sent again,
 * and where new-order notices go. The routes validate with these schemas, the OpenAPI document is
 * generated from them and the site types its calls by them (types only). Types are derived,
 * never written beside them.
 */

export const OUTBOX_MESSAGES = {
  notFound: 'No such mail.',
  alreadySent: 'This mail has been sent already.',
  retried: 'The mail will be sent again in a moment.',
} as const;

/** GET /api/admin/mails: the newest mails, of one state or all. */
export const OutboxQuery = z.object({
  state: z.enum(MAIL_STATES, { error: `state must be one of ${MAIL_STATES.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 200')
    .max(200, 'limit must be 1 to 200')
    .default(50),
});
export type OutboxQuery = z.input<typeof OutboxQuery>;

/** The `{id}` of POST /api/admin/mails/{id}/retry: a mail's id; anything else names no mail (404). */
export const OutboxMailId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * PUT /api/admin/mails/settings: the schema the Mail screen's form checks with too, so it stays
 * in domain/mail/mail-settings.ts (a contract's schemas never reach the browser).
 */
export const MailSettingsBody = MailSettingsInput;
export type MailSettingsBody = z.input<typeof MailSettingsBody>;

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
export type OutboxMailsAnswer = z.infer<typeof OutboxMailsAnswer>;
export const OutboxMailRetriedAnswer = dataAnswerWithMessage(OutboxMailAnswer);
export type OutboxMailRetriedAnswer = z.infer<typeof OutboxMailRetriedAnswer>;

/** How this server hands mail over: SMTP, the log, or (a runtime without a sender) not at all. */
export const MAIL_DELIVERIES = ['smtp', 'log', 'none'] as const;

export const MailSettingsAnswerData = z
  .object({
    orderNoticeEmail: z.string().describe("Where new-order notices go; '' means the contact e-mail"),
    noticesGoTo: z.string().describe('The address notices go to now'),
    delivery: z
      .enum(MAIL_DELIVERIES)
      .describe("'smtp': through SMTP_URL's server; 'log': written to the server's log (no SMTP_URL); 'none': this runtime sends no mail"),
  })
  .meta({ id: 'MailSettings' });
export type MailSettings = z.infer<typeof MailSettingsAnswerData>;
export const MailSettingsAnswer = dataAnswer(MailSettingsAnswerData);
export type MailSettingsAnswer = z.infer<typeof MailSettingsAnswer>;
export const MailSettingsSavedAnswer = dataAnswerWithMessage(MailSettingsAnswerData);
export type MailSettingsSavedAnswer = z.infer<typeof MailSettingsSavedAnswer>;
