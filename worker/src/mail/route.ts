import { Hono } from 'hono';
import {
  MailSettingsAnswer,
  MailSettingsBody,
  MailSettingsSavedAnswer,
  OUTBOX_MESSAGES,
  OutboxMailId,
  OutboxMailRetriedAnswer,
  OutboxMailsAnswer,
  OutboxQuery,
} from '../../../domain/contracts/mail.ts';
import { MAIL_SETTINGS_MESSAGES } from '../../../domain/mail/mail-settings.ts';
import { toOutboxMail } from './answer.ts';
import { readMailSettings, saveMailSettings, type MailDelivery } from './mail-settings.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody, queryOf } from '../http/documented.ts';
import { NotFoundError } from '../http/errors.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { listOutbox, retryMail } from './outbox-admin.ts';

const noStore = { 'Cache-Control': 'no-store' };

/** The outbox as the admin sees it: what was sent, what waits, what failed; and a failed mail sent again (admins only). */
export function adminMailRoutes(runtime: AuthRuntime, transport: MailDelivery) {
  return new Hono<AuthEnv>()
    .use(requireAdmin(runtime))
    .get(
      '/',
      documented({
        operationId: 'listMails',
        summary: "The shop's mails, newest first, with how many are in each state (admin)",
        description:
          '`state=failed` lists the mails given up after a day of retries (or refused for good by the mail server); `waiting` those still to be sent.',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('The mails and the counts', OutboxMailsAnswer), 400: failure('A bad `state` or `limit`') },
      }),
      queryOf(OutboxQuery),
      async (c) => {
        const { mails, counts } = await listOutbox(runtime.db, c.req.valid('query'));
        return c.json({ success: true as const, data: { mails: mails.map(toOutboxMail), counts } }, 200, noStore);
      },
    )
    .get(
      '/settings',
      documented({
        operationId: 'mailSettings',
        summary: 'Where new-order notices go, and how mail leaves this server (admin)',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('The settings', MailSettingsAnswer) },
      }),
      async (c) => c.json({ success: true as const, data: await readMailSettings(runtime.db, transport) }, 200, noStore),
    )
    .put(
      '/settings',
      documented({
        operationId: 'saveMailSettings',
        summary: 'Choose where new-order notices go (admin)',
        description: 'An empty `orderNoticeEmail` sends them to the contact e-mail of the store details.',
        tags: ['Admin'],
        access: 'admin',
        responses: {
          200: answer(`'${MAIL_SETTINGS_MESSAGES.saved}'`, MailSettingsSavedAnswer),
          400: failure(`'${MAIL_SETTINGS_MESSAGES.emailInvalid}'`),
        },
      }),
      jsonBody(MailSettingsBody),
      async (c) => {
        await saveMailSettings(runtime.db, c.req.valid('json'));
        return c.json(
          { success: true as const, data: await readMailSettings(runtime.db, transport), message: MAIL_SETTINGS_MESSAGES.saved },
          200,
          noStore,
        );
      },
    )
    .post(
      '/:id/retry',
      documented({
        operationId: 'retryMail',
        summary: 'Send a failed mail again now (admin)',
        tags: ['Admin'],
        access: 'admin',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' }, description: "The mail's id" }],
        responses: {
          200: answer(`'${OUTBOX_MESSAGES.retried}'`, OutboxMailRetriedAnswer),
          404: failure(`'${OUTBOX_MESSAGES.notFound}'`),
          409: failure(`'${OUTBOX_MESSAGES.alreadySent}'`),
        },
      }),
      async (c) => {
        const id = OutboxMailId.safeParse(c.req.param('id'));
        if (!id.success) throw new NotFoundError(OUTBOX_MESSAGES.notFound);
        const mail = valueOrRefusal(await retryMail(runtime.db, id.data, runtime.now()));
        return c.json({ success: true as const, data: toOutboxMail(mail), message: OUTBOX_MESSAGES.retried }, 200, noStore);
      },
    );
}
