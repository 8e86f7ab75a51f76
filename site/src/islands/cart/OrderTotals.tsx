import { formatMoney } from '../../../../domain/money.ts';
import type { OrderTotals as Totals } from '../../../../domain/pricing.ts';
import { t } from '../../i18n/t.ts';
import { AmountRows, type AmountRow } from '../ui/AmountRows.tsx';

interface Props {
  totals: Totals;
  /** The checkout shows the coupon's discount; the cart has none to show. */
  showDiscount?: boolean;
  /** The checkout shows the tip, when the shop takes them. */
  showTip?: boolean;
  /** Some lines are sold by weight: the total is an estimate until the order is weighed. */
  estimated?: boolean;
}

/**
 * Subtotal, (Discount,) Delivery Fee, tax, (Tip,) Total, from domain/pricing.ts: the cart and the
 * checkout show the same figures because they add them up the same way. Tax added at checkout
 * comes before the total, one row per rate; tax inside the prices is said after it.
 */
export function OrderTotals({ totals, showDiscount = false, showTip = false, estimated = false }: Props) {
  // One row per rate that comes to something, as domain/tax.ts taxRows lists them.
  const tax = totals.taxLines
    .filter((line) => line.tax > 0)
    .map((line) => ({
      label: t(totals.taxMode === 'exclusive' ? 'cart.taxAdded' : 'cart.taxIncluded', { rate: line.rate }),
      amount: formatMoney(line.tax),
    }));
  const rows: AmountRow[] = [
    { label: t('cart.subtotal'), amount: formatMoney(totals.subtotalCents) },
    ...(showDiscount
      ? [
          {
            label: totals.discountPercent > 0 ? t('cart.discountPercent', { percent: totals.discountPercent }) : t('cart.discount'),
            amount: totals.discountCents > 0 ? `-${formatMoney(totals.discountCents)}` : formatMoney(0),
          },
        ]
      : []),
    { label: t('cart.deliveryFee'), amount: formatMoney(totals.deliveryFeeCents) },
    ...(totals.taxMode === 'exclusive' ? tax : []),
    ...(showTip ? [{ label: t('cart.tip'), amount: formatMoney(totals.tipCents) }] : []),
    { label: t('cart.total'), amount: formatMoney(totals.totalCents), strong: true },
    ...(totals.taxMode === 'inclusive' ? tax : []),
  ];
  if (!estimated) return <AmountRows rows={rows} />;
  return (
    <>
      <AmountRows rows={rows} />
      <p className="mt-3 text-sm text-ink-muted">{t('cart.estimated')}</p>
    </>
  );
}
