import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../../db/schema/index.ts';
import { DEFAULT_DELIVERY_FEE_CENTS } from '../../../../domain/constants.ts';
import { centsToDollars, type Cents } from '../../../../domain/money.ts';
import type { PublicSettings } from '../../../../domain/order.ts';

/** The delivery fee the shop charges now (the migration writes the row; $3.00 if it is missing). */
export async function getDeliveryFeeCents(db: Database): Promise<Cents> {
  const row = await db
    .select({ deliveryFeeCents: storeSettings.deliveryFeeCents })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  return row?.deliveryFeeCents ?? DEFAULT_DELIVERY_FEE_CENTS;
}

/** What anyone may read of the shop's settings (GET /api/settings). */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  return { deliveryFee: centsToDollars(await getDeliveryFeeCents(db)) };
}
