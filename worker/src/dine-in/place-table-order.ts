import { DINE_IN_MESSAGES } from '../../../domain/dine-in/dine-in-messages.ts';
import { type Outcome, refused } from '../outcome.ts';
import {
  type OrderingCustomer,
  placeOrder,
  type PlacedOrder,
  type PlaceOrderRequest,
  type PlaceOrderRuntime,
} from '../orders/place-order.ts';
import { findTableByToken } from '../tables/find-table.ts';

/**
 * POST /api/orders with `fulfilment: { type: 'dine_in', table }` (docs/product/tables.md): the
 * table whose QR code was scanned orders for itself, with no account, address or phone. The
 * order is the table's: named after it, counted against its own limit, made and served by its
 * location, and on its open tab where the location's tables pay at the end.
 */
export async function placeTableOrder(
  runtime: PlaceOrderRuntime,
  token: string,
  request: PlaceOrderRequest,
): Promise<Outcome<PlacedOrder>> {
  const table = await findTableByToken(runtime.db, token);
  if (!table) {
    const message = DINE_IN_MESSAGES.unknownTable;
    return refused('invalid', message, { code: 'table_unknown', errors: { 'fulfilment.table': message } });
  }
  const customer: OrderingCustomer = { userId: null, displayName: table.name, email: '', key: `table:${table.id}` };
  // Whoever sends it, signed in or not, the table orders: an Accept-Language is the guest's own.
  return placeOrder(runtime, customer, {
    ...request,
    takenBy: undefined,
    table: { id: table.id, name: table.name, locationId: table.locationId },
  });
}
