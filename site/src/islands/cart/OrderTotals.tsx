import { formatMoney } from '../../../../domain/money.ts';
import type { OrderTotals as Totals } from '../../../../domain/pricing.ts';

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
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: 'Subtotal', amount: formatMoney(totals.subtotalCents) },
    ...(showDiscount
      ? [{ label: 'Discount', amount: totals.discountCents > 0 ? `-${formatMoney(totals.discountCents)}` : formatMoney(0) }]
      : []),
    { label: 'Delivery Fee', amount: formatMoney(totals.deliveryFeeCents) },
    { label: 'Total', amount: formatMoney(totals.totalCents), strong: true },
  ];
  return (
    <dl className="space-y-3 text-base">
      {rows.map((row) => (
        <div
          key={row.label}
          className={`flex items-baseline justify-between gap-4 ${row.strong ? 'border-t border-brand-100 pt-3 text-lg font-extrabold text-ink' : 'text-ink-muted'}`}
        >
          <dt>
            {row.label}
            {row.label === 'Discount' && totals.discountPercent > 0 && ` (${totals.discountPercent}% off)`}
          </dt>
          <dd className={row.strong ? 'text-brand-800' : 'font-semibold text-ink'}>
            {row.amount}
          </dd>
        </div>
      ))}
    </dl>
  );
}
