import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import type { DeskSettings } from '../../../domain/order-desk.ts';
import { deskSettingsOf } from '../settings/answer.ts';

/** The owner's desk settings as saved (the defaults when never saved). */
export async function readDeskSettings(db: Database): Promise<DeskSettings> {
  const row = await db
    .select({ answerWithinMinutes: storeSettings.answerWithinMinutes, travelMinutes: storeSettings.travelMinutes })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  return deskSettingsOf(row);
}
