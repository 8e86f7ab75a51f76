import type { Order } from '../../../../domain/order.ts';
import { dollarsToCents, formatDollars, formatMoney } from '../../../../domain/money.ts';
import { taxRows } from '../../../../domain/tax.ts';
import type { AmountRow } from './AmountRows.tsx';

/**
 * A placed order's figures as its receipt lists them (My Orders, the admin's order view):
 * Subtotal, the coupon's discount, Delivery Fee, tax added per rate, Tip, Total, then tax the
 * prices included ("incl. tax 20%") and what has been refunded. Orders from before tax and tips
 * simply have none.
 */
export function orderAmountRows(order: Order): AmountRow[] {
  const lines = (order.taxLines ?? []).map((line) => ({ rate: line.rate, taxable: dollarsToCents(line.taxable), tax: dollarsToCents(line.tax) }));
  const tax = taxRows(order.taxMode ?? 'exclusive', lines).map((row) => ({ label: row.label, amount: formatMoney(row.tax) }));
  const discountLabel = order.couponCode ? `Discount (${order.couponCode}, ${order.discountPercent}%)` : 'Discount';
  return [
    { label: 'Subtotal', amount: formatDollars(order.subtotal) },
    ...(order.discountAmount > 0 ? [{ label: discountLabel, amount: `-${formatDollars(order.discountAmount)}` }] : []),
    { label: 'Delivery Fee', amount: formatDollars(order.deliveryFee) },
    ...(order.taxMode === 'exclusive' ? tax : []),
    ...(order.tip > 0 ? [{ label: 'Tip', amount: formatDollars(order.tip) }] : []),
    { label: 'Total', amount: formatDollars(order.totalAmount), strong: true },
    ...(order.taxMode === 'inclusive' ? tax : []),
    ...(order.refunded > 0 ? [{ label: 'Refunded', amount: `-${formatDollars(order.refunded)}` }] : []),
  ];
}
