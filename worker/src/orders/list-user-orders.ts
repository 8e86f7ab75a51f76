import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { AuthState } from '../auth/middleware.ts';
import { loadOrders } from './load-orders.ts';

/**
 * My Orders and Notifications ask for this every 10 seconds, so it answers with the most recent
 * orders only; no customer scrolls past this many.
 */
export const USER_ORDERS_LIMIT = 200;

/** A customer's orders, newest first, as they stand at `now`: for that customer or an admin (role from the database). */
export async function listUserOrders(db: Database, viewer: AuthState, userId: string, now: number): Promise<Outcome<Order[]>> {
  if (viewer.user.id !== userId && viewer.user.role !== 'admin') return refused('forbidden', 'You can only see your own orders.');
  return done(await loadOrders(db, { where: eq(orders.userId, userId), limit: USER_ORDERS_LIMIT, now }));
}
