import { useId, useState, type FormEvent } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { isOrderStatus, isPaymentStatus, orderReference, orderStatusLabel, ORDER_STATUSES, paymentStatusLabel, SETTABLE_PAYMENT_STATUSES } from '../../../../domain/order-status.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { closeStatusEditor, updateOrderStatus, updatePaymentStatus } from './orders-store.ts';

const TEXT = {
  order: { title: 'Update Order Status', label: 'Order status', values: ORDER_STATUSES },
  payment: { title: 'Update Payment Status', label: 'Payment status', values: SETTABLE_PAYMENT_STATUSES },
} as const;

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
  const selectId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    let failure: string | null = null;
    if (kind === 'order' && isOrderStatus(status)) failure = await updateOrderStatus(order, status);
    else if (kind === 'payment' && isPaymentStatus(status)) failure = await updatePaymentStatus(order, status);
    // On success the store closes the dialog, which unmounts it.
    if (failure) {
      setError(failure);
      setSaving(false);
    }
  };

  return (
    <AdminDialog
      title={text.title}
      subtitle={`Order #${orderReference(order._id)}`}
      initialFocus="select"
      onClose={closeStatusEditor}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel="Update"
      busyLabel="Updating..."
      compact
    >
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
          {text.label}
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          aria-describedby={error ? errorId : undefined}
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
        >
          {text.values.map((value) => (
            <option key={value} value={value}>
              {kind === 'order' ? orderStatusLabel(value, order.fulfilment?.type) : paymentStatusLabel(value)}
            </option>
          ))}
        </select>
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-chili-700">
            {error}
          </p>
        )}
      </div>
    </AdminDialog>
  );
}
