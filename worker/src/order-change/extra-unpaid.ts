import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderExtraPayments, STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { ORDER_CHANGE_MESSAGES } from '../../../domain/order-change/change-rules.ts';
import { kitchenWaitsForExtra } from '../../../domain/order-change/settlement.ts';
import { type Refusal, refused } from '../outcome.ts';

/**
 * Where the owner has the kitchen wait for an extra to be paid (Settings → Money), an order whose
 * extra is still requested does not move on to ready or beyond (desk/move-order.ts): refused as
 * extra_unpaid; null otherwise.
 */
export async function extraUnpaidRefusal(db: Database, orderId: string): Promise<Refusal | null> {
  const [settings, extra] = await Promise.all([
    db.select({ waits: storeSettings.kitchenWaitsForExtra }).from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get(),
    db
      .select({ status: orderExtraPayments.status })
      .from(orderExtraPayments)
      .where(and(eq(orderExtraPayments.orderId, orderId), eq(orderExtraPayments.status, 'requested')))
      .get(),
  ]);
  return kitchenWaitsForExtra(settings?.waits ?? false, extra ?? null)
    ? refused('conflict', ORDER_CHANGE_MESSAGES.extraUnpaid, { code: 'extra_unpaid' })
    : null;
}
