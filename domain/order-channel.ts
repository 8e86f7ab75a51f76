import type { MessageKey } from './i18n/messages/index.ts';

/**
 * How an order reached the shop (docs/product/counter-orders.md): 'web', the customer's own
 * checkout; 'phone' and 'counter', keyed in by the shop's team for the customer; 'table', a table
 * ordering for itself. Reports and the orders CSV are split by it.
 */
export const ORDER_CHANNELS = ['web', 'phone', 'counter', 'table'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The channels of the orders the team takes through POST /api/orders. */
export const TAKEN_CHANNELS = ['phone', 'counter'] as const satisfies readonly OrderChannel[];
export type TakenChannel = (typeof TAKEN_CHANNELS)[number];

const CHANNEL_BADGES: Partial<Record<OrderChannel, MessageKey>> = {
  phone: 'admin.phoneOrder',
  counter: 'admin.counterOrder',
  table: 'admin.tableOrder',
};

/**
 * What the desk card, Manage Orders and the kitchen ticket say of an order's channel: "Phone
 * order", "Counter order", "Table order" (the order is named after its table); null for a customer's own order, which is every order's usual way.
 */
export function channelBadge(channel: OrderChannel): MessageKey | null {
  return CHANNEL_BADGES[channel] ?? null;
}
