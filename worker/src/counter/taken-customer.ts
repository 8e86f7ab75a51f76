import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { normalizeEmail, users } from '../../../db/schema/index.ts';
import type { TakenOrderCustomer } from '../../../domain/counter/taken-order.ts';
import { guestCustomer, type OrderingCustomer } from '../orders/place-order.ts';

/**
 * Who an order the team takes is for (docs/product/counter-orders.md). An e-mail an account has
 * makes it that account's order: it shows in their orders and counts towards their limit. Any
 * other e-mail keeps it as a guest's order, mailed; without one it is known by the
 * phone alone and nobody is mailed. The name is the one the team typed for this order.
 */
export async function takenOrderCustomer(db: Database, customer: TakenOrderCustomer): Promise<OrderingCustomer> {
  const { name, phone, email } = customer;
  if (!email) return { userId: null, displayName: name, email: '', key: phoneKey(phone), guestPhone: phone };
  const account = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.emailNormalized, normalizeEmail(email)))
    .get();
  if (!account) return guestCustomer({ name, email, phone });
  return { userId: account.id, displayName: name, email: account.email, key: account.id, guestPhone: phone, language: account.language };
}

/** Someone known only by phone counts their orders by its digits, however it was written. */
function phoneKey(phone: string): string {
  return `phone:${phone.replace(/\D/g, '')}`;
}
