import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import type { MailSettings } from '../../../domain/contracts/mail.ts';
import type { MailSettingsInput } from '../../../domain/mail/mail-settings.ts';

/** How this server hands mail over: SMTP, the log, or (a runtime without a sender) not at all. */
export type MailDelivery = MailSettings['delivery'];

export async function readMailSettings(db: Database, delivery: MailDelivery): Promise<MailSettings> {
  const row = await db
    .select({ orderNoticeEmail: storeSettings.orderNoticeEmail, contactEmail: storeSettings.contactEmail })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  const orderNoticeEmail = row?.orderNoticeEmail ?? '';
  return { orderNoticeEmail, noticesGoTo: orderNoticeEmail || row?.contactEmail || '', delivery };
}

export async function saveMailSettings(db: Database, input: MailSettingsInput): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: STORE_SETTINGS_ID, orderNoticeEmail: input.orderNoticeEmail })
    .onConflictDoUpdate({ target: storeSettings.id, set: { orderNoticeEmail: input.orderNoticeEmail, updatedAt: new Date() } });
}
