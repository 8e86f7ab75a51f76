import type { Order } from '../order.ts';
import { withoutTypedDetails } from '../order-privacy.ts';

/**
 * What a customer's mail may repeat of an order. A guest's e-mail was typed by whoever placed
 * the order, and nobody has proved the inbox is theirs: were their name, notes, address or UPI id
 * written into our mail, anyone could send the shop's mail, in their own words, to any inbox. So
 * a mail about a guest's order carries only what the shop wrote (dishes, amounts, times, its own
 * texts) and the private link, where the order page shows the rest. A signed-in customer's order
 * is mailed whole.
 */
export function orderAsMailed(order: Order): Order {
  return order.userId === null ? withoutTypedDetails(order) : order;
}

/** Where a mail says the order goes when the address is left out of it. */
export const ADDRESS_ON_ORDER_PAGE = 'The address you gave, as on your order page';
