import { formatMoney } from '../../../../domain/money.ts';
import type { OrderTotals as Totals } from '../../../../domain/pricing.ts';
import { AmountRows, type AmountRow } from '../ui/AmountRows.tsx';

interface Props {
  totals: Totals;
  /** The checkout shows the coupon's discount; the cart has none to show. */
  showDiscount?: boolean;
}

/**
 * Subtotal, (Discount,) Delivery Fee and Total, from domain/pricing.ts: the cart and the checkout
 * show the same figures because they add them up the same way: a list of terms and amounts.
 */
export function OrderTotals({ totals, showDiscount = false }: Props) {
  const rows: AmountRow[] = [
    { label: 'Subtotal', amount: formatMoney(totals.subtotalCents) },
    ...(showDiscount
      ? [
          {
            label: totals.discountPercent > 0 ? `Discount (${totals.discountPercent}% off)` : 'Discount',
            amount: totals.discountCents > 0 ? `-${formatMoney(totals.discountCents)}` : formatMoney(0),
          },
        ]
      : []),
    { label: 'Delivery Fee', amount: formatMoney(totals.deliveryFeeCents) },
    { label: 'Total', amount: formatMoney(totals.totalCents), strong: true },
  ];
  return <AmountRows rows={rows} />;
}
