import { useId, useState, type FormEvent } from 'react';
import { amountText } from '../../../../domain/currency.ts';
import { centsToDollars, dollarsToCents, formatMoney } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { RefundInput, REFUND_MESSAGES } from '../../../../domain/refunds.ts';
import FormField from '../auth/FormField.tsx';
import { AdminDialog } from './AdminDialog.tsx';
import { closeStatusEditor, recordRefund } from './orders-store.ts';

/**
 * 'Record refund': the amount given back (cash, UPI) and a note, in the admin's modal dialog. It
 * says what is left to refund and checks the amount as the server does; a refusal stays in the
 * dialog, where a screen reader is.
 */
export default function RefundDialog({ order }: { order: Order }) {
  const leftCents = dollarsToCents(order.totalAmount) - dollarsToCents(order.refunded ?? 0);
  const [amount, setAmount] = useState(amountText(centsToDollars(leftCents)));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const formErrorId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = RefundInput.safeParse({ amount: amount.trim() === '' ? undefined : amount, note });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setErrors(issue.path[0] === 'note' ? { note: issue.message } : { amount: issue.message });
      document.getElementById(issue.path[0] === 'note' ? 'refund-note' : 'refund-amount')?.focus();
      return;
    }
    if (dollarsToCents(parsed.data.amount) > leftCents) {
      setErrors({ amount: REFUND_MESSAGES.tooMuch(formatMoney(leftCents)) });
      document.getElementById('refund-amount')?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    // On success the store closes the dialog, which unmounts it.
    const failure = await recordRefund(order, parsed.data);
    if (failure) {
      setErrors({ form: failure });
      setSaving(false);
    }
  };

  return (
    <AdminDialog
      title="Record refund"
      subtitle={`Order #${orderReference(order._id)} · ${formatMoney(leftCents)} left to refund${order.paymentMethod === 'card' ? ' · a card paid through Stripe gets it back on the card' : ''}`}
      initialFocus="input"
      onClose={closeStatusEditor}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel="Record refund"
      busyLabel="Recording..."
      compact
    >
      <FormField id="refund-amount" label="Amount given back" inputMode="decimal" autoComplete="off" maxLength={12} value={amount} onChange={(event) => setAmount(event.currentTarget.value)} error={errors.amount} />
      <FormField id="refund-note" label="Note (optional)" autoComplete="off" maxLength={200} value={note} onChange={(event) => setNote(event.currentTarget.value)} error={errors.note} />
      {errors.form && (
        <p id={formErrorId} role="alert" className="text-sm font-medium text-chili-700">
          {errors.form}
        </p>
      )}
    </AdminDialog>
  );
}
