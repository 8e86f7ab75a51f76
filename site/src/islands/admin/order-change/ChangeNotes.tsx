import { orderCurrencyOf } from '../../../../../domain/contracts/order-amounts.ts';
import { formatDollars } from '../../../../../domain/money.ts';
import type { Order } from '../../../../../domain/order.ts';
import { t } from '../../../i18n/t.ts';
import { changeSummaryText, shopChangesOf } from '../../orders/change-words.ts';

/**
 * On a desk card and in Manage Orders, the extra a change asked the customer to pay by card: waiting
 * for it, or paid. Nothing when none was asked, or a later change withdrew it.
 */
export function ExtraPaymentNote({ order }: { order: Order }) {
  const extra = order.extraPayment;
  if (!extra || extra.status === 'withdrawn') return null;
  const amount = formatDollars(extra.amount, orderCurrencyOf(order));
  if (extra.status === 'requested')
    return (
      <p data-extra-payment="requested" className="mt-2 rounded-lg bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950">
        {t('order-change.waitingForExtra', { amount })}
      </p>
    );
  return (
    <p data-extra-payment="paid" className="mt-2 text-base font-semibold text-ink">
      {t('order-change.extraPaid', { amount })}
    </p>
  );
}

/** On a desk card, what the latest change did, for the kitchen: "Changed: Added 1 × Garlic Bread; total $24.00 → $31.50". */
export function LatestChangeNote({ order, timeZone }: { order: Order; timeZone: string }) {
  const latest = shopChangesOf(order).at(-1);
  if (!latest) return null;
  return (
    <p data-latest-change className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-base font-semibold text-sky-950">
      {t('admin-order-change.deskChanged', { summary: changeSummaryText(order, latest.change, timeZone) })}
    </p>
  );
}
