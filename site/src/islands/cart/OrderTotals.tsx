import { formatMoney } from '../../../../domain/money.ts';
import type { OrderTotals as Totals } from '../../../../domain/pricing.ts';
import { taxRows } from '../../../../domain/tax.ts';
import { AmountRows, type AmountRow } from '../ui/AmountRows.tsx';

interface Props {
  totals: Totals;
  /** The checkout shows the coupon's discount; the cart has none to show. */
  showDiscount?: boolean;
  /** The checkout shows the tip, when the shop takes them. */
  showTip?: boolean;
}

/**
 * Subtotal, (Discount,) Delivery Fee, tax, (Tip,) Total, from domain/pricing.ts: the cart and the
 * checkout show the same figures because they add them up the same way. Tax added at checkout
 * comes before the total, one row per rate; tax inside the prices is said after it.
 */
export function OrderTotals({ totals, showDiscount = false, showTip = false }: Props) {
  const tax = taxRows(totals.taxMode, totals.taxLines).map((row) => ({ label: row.label, amount: formatMoney(row.tax) }));
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
    ...(totals.taxMode === 'exclusive' ? tax : []),
    ...(showTip ? [{ label: 'Tip', amount: formatMoney(totals.tipCents) }] : []),
    { label: 'Total', amount: formatMoney(totals.totalCents), strong: true },
    ...(totals.taxMode === 'inclusive' ? tax : []),
  ];
  return <AmountRows rows={rows} />;
}
