import { useId, useState, type FormEvent } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { cancellingNeedsReason, DESK_LIMITS, DESK_MESSAGES, takesPaymentOnHandOver } from '../../../../domain/order-desk.ts';
import {
  isOrderStatus,
  isPaymentStatus,
  orderReference,
  ORDER_STATUSES,
  SETTABLE_PAYMENT_STATUSES,
} from '../../../../domain/order-status.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { t, tText } from '../../i18n/t.ts';
import { orderStatusText, paymentStatusText } from '../orders/order-text.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { closeStatusEditor, updateOrderStatus, updatePaymentStatus } from './orders-store.ts';

const TEXT = {
  order: { title: 'admin-orders.updateOrderTitle', label: 'admin-orders.orderStatus', values: ORDER_STATUSES },
  payment: { title: 'admin-orders.updatePaymentTitle', label: 'admin-orders.paymentStatus', values: SETTABLE_PAYMENT_STATUSES },
} as const satisfies Record<string, { title: MessageKey; label: MessageKey; values: readonly string[] }>;

/**
 * 'Update Order' / 'Update Payment': a dropdown and Cancel/Update in a
 * native modal <dialog>, so the page behind is inert and Escape closes it. Any status may be
 * chosen (no transition rules). A failure stays in the dialog, said inside it too,
 * since the page's toasts sit behind the modal where a screen reader cannot reach them.
 */
export default function OrderStatusDialog({ order, kind }: { order: Order; kind: 'order' | 'payment' }) {
  const text = TEXT[kind];
  const [status, setStatus] = useState<string>(kind === 'order' ? order.orderStatus : order.paymentStatus);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [paid, setPaid] = useState(true);
  const selectId = useId();
  const errorId = useId();
  const reasonId = useId();
  const paidId = useId();
  const current = { status: order.orderStatus, paymentStatus: order.paymentStatus };
  // An accepted or paid order is cancelled the desk's way: with a reason, refunded when paid.
  const asksReason = kind === 'order' && status === 'cancelled' && cancellingNeedsReason(current);
  const paidOrder = order.paymentStatus === 'completed' || order.paymentStatus === 'partially_refunded';
  const asksPaid =
    kind === 'order' &&
    status === 'delivered' &&
    order.orderStatus !== 'delivered' &&
    takesPaymentOnHandOver({
      fulfilmentType: order.fulfilment.type,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      payLater: order.payLater,
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    if (asksReason && reason.trim() === '') {
      setError(DESK_MESSAGES.cancelReason);
      setSaving(false);
      document.getElementById(reasonId)?.focus();
      return;
    }
    let failure: string | null = null;
    if (kind === 'order' && isOrderStatus(status))
      failure = await updateOrderStatus(order, status, { ...(asksReason ? { reason: reason.trim() } : {}), ...(asksPaid ? { paid } : {}) });
    else if (kind === 'payment' && isPaymentStatus(status)) failure = await updatePaymentStatus(order, status);
    // On success the store closes the dialog, which unmounts it.
    if (failure) {
      setError(failure);
      setSaving(false);
    }
  };

  return (
    <AdminDialog
      title={t(text.title)}
      subtitle={t('admin-orders.orderSubtitle', { reference: orderReference(order._id) })}
      initialFocus="select"
      onClose={closeStatusEditor}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin-orders.update')}
      busyLabel={t('admin-orders.updating')}
      compact
    >
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
          {t(text.label)}
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          aria-describedby={error ? errorId : undefined}
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base text-ink"
        >
          {text.values.map((value) => (
            <option key={value} value={value}>
              {kind === 'order' ? orderStatusText(value, order.fulfilment?.type) : paymentStatusText(value)}
            </option>
          ))}
        </select>
      </div>
      {asksReason && (
        <div>
          <label htmlFor={reasonId} className="block text-sm font-semibold text-ink">
            {t('admin-orders.cancelReason')}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            rows={2}
            maxLength={DESK_LIMITS.reasonMaxLength}
            onChange={(event) => setReason(event.currentTarget.value)}
            aria-describedby={error ? errorId : undefined}
            className="mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink"
          />
          {paidOrder && <p className="mt-2 text-sm font-semibold text-amber-950">{t('admin-orders.paidRefundNote')}</p>}
          {order.paymentStatus === 'authorized' && (
            <p className="mt-2 text-sm font-semibold text-amber-950">{t('admin-orders.heldReleaseNote')}</p>
          )}
        </div>
      )}
      {asksPaid && (
        <label htmlFor={paidId} className="flex min-h-11 items-center gap-2 text-base font-semibold text-ink">
          <input id={paidId} type="checkbox" checked={paid} onChange={(event) => setPaid(event.currentTarget.checked)} className="size-5" />
          {t('admin-orders.paidOnHandOver')}
        </label>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-chili-700">
          {tText(error)}
        </p>
      )}
    </AdminDialog>
  );
}
