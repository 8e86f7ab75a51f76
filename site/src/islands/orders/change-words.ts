import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';
import { formatDollars } from '../../../../domain/money.ts';
import type { Order, OrderStatusChange } from '../../../../domain/order.ts';
import { changeSummary } from '../../../../domain/order-change/change-text.ts';
import { formatOrderDate } from '../../../../domain/order-status.ts';
import { pageLanguage, t } from '../../i18n/t.ts';

/** A change staff made, as its history line answers it. */
export type ShopChange = NonNullable<OrderStatusChange['change']>;

/** The order's changes, oldest first, each with when it was made. */
export function shopChangesOf(order: Order): { at: string; change: ShopChange }[] {
  return order.statusHistory.flatMap((line) => (line.kind === 'change' && line.change ? [{ at: line.at, change: line.change }] : []));
}

/**
 * What a change did, in the page's language and the words of the customer's mail
 * (domain/order-change/change-text.ts): "Added 1 × Garlic Bread; total $24.00 → $31.50". A new
 * time is written on `timeZone`'s clock (the shop's; the reader's own when undefined).
 */
export function changeSummaryText(order: Order, change: ShopChange, timeZone: string | undefined): string {
  const currency = orderCurrencyOf(order);
  return changeSummary(
    { t, locale: pageLanguage(), money: (amount) => formatDollars(amount, currency), when: (iso) => formatOrderDate(iso, timeZone) },
    change,
  );
}
