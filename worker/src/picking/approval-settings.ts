import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import type { ReplacementApprovalSettings } from '../../../domain/picking/approval-settings.ts';
import { replacementApprovalOf } from '../settings/answer.ts';

/** Whether the owner asks customers to approve replacements, and within how many minutes (the defaults when never saved). */
export async function readReplacementApproval(db: Database): Promise<ReplacementApprovalSettings> {
  const row = await db
    .select({
      replacementApproval: storeSettings.replacementApproval,
      replacementApprovalMinutes: storeSettings.replacementApprovalMinutes,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  return replacementApprovalOf(row);
}
