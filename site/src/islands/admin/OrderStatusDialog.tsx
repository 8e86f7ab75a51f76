import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { isOrderStatus, isPaymentStatus, orderReference, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../domain/order-status.ts';
import { keepTabInside } from './focus-trap.ts';
import { closeStatusEditor, updateOrderStatus, updatePaymentStatus } from './orders-store.ts';

const TEXT = {
  order: { title: 'Update Order Status', label: 'Order status', values: ORDER_STATUSES },
  payment: { title: 'Update Payment Status', label: 'Payment status', values: PAYMENT_STATUSES },
} as const;

/**
 * 'Update Order' / 'Update Payment' (spec §2 Manage Orders): a dropdown and Cancel/Update in a
 * native modal <dialog>, so the page behind is inert and Escape closes it. Any status may be
 * chosen (spec §4: no transition rules). A failure stays in the dialog, said inside it too,
 * since the page's toasts sit behind the modal where a screen reader cannot reach them.
 */
export default function OrderStatusDialog({ order, kind }: { order: Order; kind: 'order' | 'payment' }) {
  const text = TEXT[kind];
  const [status, setStatus] = useState<string>(kind === 'order' ? order.orderStatus : order.paymentStatus);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const selectId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    dialog?.querySelector<HTMLElement>('select')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

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
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={closeStatusEditor}
      onKeyDown={keepTabInside}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 p-6">
        <div>
          <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-brand-900">
            {text.title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Order #{orderReference(order._id)}</p>
        </div>
        <div>
          <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
            {text.label}
          </label>
          <select
            id={selectId}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
            aria-describedby={error ? errorId : undefined}
            className="mt-1.5 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink capitalize"
          >
            {text.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-chili-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-3">
          <button type="button" onClick={closeStatusEditor} className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100">
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saving ? 'Updating...' : 'Update'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
