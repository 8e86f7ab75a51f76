import type { Order } from '../../../../domain/order.ts';
import { orderCurrencyOf, taxLinesInCents } from '../../../../domain/contracts/order-amounts.ts';
import { formatDollars, formatMoney } from '../../../../domain/money.ts';
import { taxRows } from '../../../../domain/tax.ts';
import { t } from '../../i18n/t.ts';
import type { AmountRow } from './AmountRows.tsx';

/**
 * A placed order's figures as its receipt lists them (My Orders, the admin's order view):
 * Subtotal, the coupon's discount, Delivery Fee, tax added per rate, Tip, Total, then tax the
 * prices included ("incl. tax 20%") and what has been refunded. Orders from before tax and tips
 * simply have none.
 */
export function orderAmountRows(order: Order): AmountRow[] {
  const currency = orderCurrencyOf(order);
  const money = (amount: number) => formatDollars(amount, currency);
  const lines = taxLinesInCents(order.taxLines ?? [], currency);
  const tax = taxRows(order.taxMode ?? 'exclusive', lines).map((row) => ({ label: row.label, amount: formatMoney(row.tax, currency) }));
  const discountLabel = order.couponCode
    ? t('shop.discountWithCoupon', { code: order.couponCode, percent: order.discountPercent })
    : t('shop.discount');
  return [
    { label: t('shop.subtotal'), amount: money(order.subtotal) },
    ...(order.discountAmount > 0 ? [{ label: discountLabel, amount: `-${money(order.discountAmount)}` }] : []),
    { label: t('shop.deliveryFee'), amount: money(order.deliveryFee) },
    ...(order.taxMode === 'exclusive' ? tax : []),
    ...(order.tip > 0 ? [{ label: t('shop.tip'), amount: money(order.tip) }] : []),
    { label: t('shop.total'), amount: money(order.totalAmount), strong: true },
    ...(order.taxMode === 'inclusive' ? tax : []),
    ...(order.refunded > 0 ? [{ label: t('shop.refunded'), amount: `-${money(order.refunded)}` }] : []),
  ];
}
