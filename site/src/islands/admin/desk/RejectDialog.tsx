import { useState } from 'react';
import type { Order } from '../../../../../domain/order.ts';
import { DESK_LIMITS, RejectInput } from '../../../../../domain/order-desk.ts';
import { orderCurrencyOf, refundLeftCents } from '../../../../../domain/contracts/order-amounts.ts';
import { formatDollars, formatMoney } from '../../../../../domain/money.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { paymentMethodText } from '../../orders/order-text.ts';
import type { MessageKey } from '../../../i18n/t.ts';
import { t, tText } from '../../../i18n/t.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';

/** Reasons a kitchen gives most, one tap each; any other can be typed. */
const COMMON_REASONS: readonly MessageKey[] = [
  'admin-desk.reasonBusy',
  'admin-desk.reasonSoldOut',
  'admin-desk.reasonClosing',
  'admin-desk.reasonNoDelivery',
];

interface Props {
  order: Order;
  onClose: () => void;
  onReject: (reason: string) => Promise<boolean>;
}

/**
 * Reject a new order, or cancel an accepted one, with a reason the customer reads on their order.
 * A paid order is refunded in the same step: the dialog says how much and how, and its button
 * says so, so nobody cancels a paid order without seeing the refund. A card held for an order to
 * pick is released, and the dialog says that too.
 */
export function RejectDialog({ order, onClose, onReject }: Props) {
  const accepted = order.orderStatus !== 'pending';
  const refund = refundOnCancel(order);
  const [reason, setReason] = useState('');
  const { error, errorId, busy, onSubmit } = useCheckedSubmit(
    'desk-reject-reason',
    () => RejectInput.safeParse({ reason }),
    (rejected) => onReject(rejected.reason),
  );

  return (
    <AdminDialog
      title={accepted ? t('admin-desk.cancelTitle') : t('admin-desk.rejectTitle')}
      subtitle={t('admin-desk.rejectSubtitle', { reference: orderReference(order._id) })}
      initialFocus="textarea"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={
        refund
          ? t('admin-desk.rejectSubmitRefund', { action: accepted ? 'cancel' : 'reject', amount: refund.amount })
          : t('admin-desk.rejectSubmit', { action: accepted ? 'cancel' : 'reject' })
      }
      busyLabel={accepted ? t('admin-desk.cancelling') : t('admin-desk.rejecting')}
    >
      {refund && (
        <p className="rounded-lg bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950">
          {refund.method === null
            ? t('admin-desk.refundToCard', { amount: refund.amount })
            : t('admin-desk.refundByHand', { amount: refund.amount, method: refund.method })}
        </p>
      )}
      {order.paymentStatus === 'authorized' && order.amountAuthorized !== null && (
        <p className="rounded-lg bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950">
          {t('admin-desk.holdReleased', { amount: formatDollars(order.amountAuthorized, orderCurrencyOf(order)) })}
        </p>
      )}
      <div>
        <label htmlFor="desk-reject-reason" className="block text-sm font-semibold text-ink">
          {t('admin-desk.reason')}
        </label>
        <textarea
          id="desk-reject-reason"
          value={reason}
          maxLength={DESK_LIMITS.reasonMaxLength}
          rows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink"
        />
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-chili-700">
            {tText(error)}
          </p>
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons that wraps; a fieldset's min-inline-size (min-content) would keep it from wrapping on a narrow screen */}
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('admin-desk.commonReasons')}>
        {COMMON_REASONS.map((key) => t(key)).map((common) => (
          <button
            key={common}
            type="button"
            onClick={() => setReason(common)}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {common}
          </button>
        ))}
      </div>
    </AdminDialog>
  );
}

/**
 * What cancelling gives back of a paid order, and how: to the card (`method` null) or by hand in
 * the named way; null when nothing was paid.
 */
function refundOnCancel(order: Order): { amount: string; method: string | null } | null {
  const paid = order.paymentStatus === 'completed' || order.paymentStatus === 'partially_refunded';
  const currency = orderCurrencyOf(order);
  const left = refundLeftCents(order);
  if (!paid || left <= 0) return null;
  const method = order.paymentMethod === 'card' ? null : paymentMethodText(order.paymentMethod, order.fulfilment.type);
  return { amount: formatMoney(left, currency), method };
}
