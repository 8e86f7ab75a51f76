import { useId, useMemo, useState, type FormEvent } from 'react';
import { centsText, readTypedAmount } from '../../../../domain/currency.ts';
import { amountForApi } from '../../../../domain/contracts/amounts.ts';
import { orderCurrencyOf, refundLeftCents } from '../../../../domain/contracts/order-amounts.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import {
  lineAsSent,
  orderParts,
  REFUND_SPLIT_MESSAGES,
  type RefundableLine,
  refundableOrderOf,
  splitChosenLines,
} from '../../../../domain/refund-split.ts';
import { REFUND_MESSAGES, REFUND_NOTE_MAX_LENGTH } from '../../../../domain/refunds.ts';
import FormField from '../auth/FormField.tsx';
import { FieldError } from '../ui/FieldError.tsx';
import { pageLanguage, t, tText } from '../../i18n/t.ts';
import { fromMilli } from '../../../../domain/thousandths.ts';
import { lineQuantityText } from '../../../../domain/weight-text.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { closeStatusEditor, recordRefund } from './orders-store.ts';

type Mode = 'amount' | 'lines';
type Errors = { amount?: string; lines?: string; note?: string; form?: string };

/**
 * 'Record refund', in the admin's modal dialog: an amount given back pro rata (typed the shop's
 * way: "5,50" in it-IT), or chosen items with their tax. It says what is left to refund and what
 * the chosen items come to, checks as the server does, and keeps a refusal in the dialog, where
 * a screen reader is.
 */
export default function RefundDialog({ order }: { order: Order }) {
  const currency = orderCurrencyOf(order);
  const leftCents = refundLeftCents(order);
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState(centsText(leftCents, currency));
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  // Lines sold by weight, ticked to give back whole.
  const [weighedChosen, setWeighedChosen] = useState<Record<number, boolean>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const formErrorId = useId();
  const refundable = useMemo(() => refundableOrderOf(order), [order]);

  // A weighed line goes back whole: its weight as the order answered it (as weighed, once picked).
  const chosen = refundable.lines.flatMap(({ position, ...line }) => {
    if (isWeighedLine(line)) return weighedChosen[position] ? [{ position, quantity: fromMilli(line.weightMilli ?? 0) }] : [];
    const quantity = Number(quantities[position] ?? '0');
    return Number.isInteger(quantity) && quantity > 0 ? [{ position, quantity }] : [];
  });
  const preview = chosen.length > 0 ? splitChosenLines(refundable, orderParts(refundable), chosen) : null;

  const readAmount = (): { ok: true; cents: number } | { ok: false; message: string } => {
    const read = readTypedAmount(amount, currency);
    if (read.kind === 'unreadable') return { ok: false, message: amount.trim() === '' ? REFUND_MESSAGES.amountInvalid : read.message };
    if (read.kind === 'fractionOfCent' || read.cents <= 0) return { ok: false, message: REFUND_MESSAGES.amountInvalid };
    const { cents } = read;
    if (cents > leftCents) return { ok: false, message: REFUND_MESSAGES.tooMuch(formatMoney(leftCents, currency)) };
    return { ok: true, cents };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: Errors = {};
    if (note.trim().length > REFUND_NOTE_MAX_LENGTH) found.note = REFUND_MESSAGES.noteTooLong;
    let body: { amount?: number; lines?: { position: number; quantity: number }[]; note: string } = { note: note.trim() };
    if (mode === 'amount') {
      const read = readAmount();
      if (read.ok) body = { ...body, amount: amountForApi(read.cents, currency) };
      else found.amount = read.message;
    } else if (!preview) found.lines = REFUND_SPLIT_MESSAGES.nothingChosen;
    else if (!preview.ok) found.lines = preview.message;
    else body = { ...body, lines: chosen };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const firstOpen = refundable.lines.find((line) => line.quantity > line.refundedQuantity);
      document.getElementById(found.amount ? 'refund-amount' : found.lines ? firstLineId(firstOpen?.position) : 'refund-note')?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    // On success the store closes the dialog, which unmounts it.
    const failure = await recordRefund(order, body);
    if (failure) {
      setErrors({ form: failure });
      setSaving(false);
    }
  };

  return (
    <AdminDialog
      title={t('admin-orders.recordRefund')}
      subtitle={t('admin-orders.refundSubtitle', {
        card: order.paymentMethod === 'card' ? 'yes' : 'no',
        reference: orderReference(order._id),
        left: formatMoney(leftCents, currency),
      })}
      initialFocus="input"
      onClose={closeStatusEditor}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin-orders.recordRefund')}
      busyLabel={t('admin-orders.recording')}
      compact
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('admin-orders.giveBack')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1">
          {(['amount', 'lines'] as const).map((each) => (
            <label key={each} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="refund-mode"
                checked={mode === each}
                onChange={() => setMode(each)}
                className="h-5 w-5 accent-brand-600"
              />
              {each === 'amount' ? t('admin-orders.anAmount') : t('admin-orders.chosenItems')}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'amount' ? (
        <div>
          <FormField
            id="refund-amount"
            label={t('admin-orders.amountLabel', { currency: currency.code })}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.amount}
          />
          <p className="mt-1 text-xs text-stone-600">{t('admin-orders.amountHint')}</p>
        </div>
      ) : (
        <fieldset aria-describedby={errors.lines ? 'refund-lines-error' : undefined}>
          <legend className="text-sm font-semibold text-ink">{t('admin-orders.itemsLegend')}</legend>
          <ul className="mt-1.5 space-y-2">
            {refundable.lines.map((line) => {
              const left = line.quantity - line.refundedQuantity;
              const product = order.products[line.position];
              const sent = product && lineAsSent(order, product);
              if (isWeighedLine(line) && sent)
                return (
                  <li key={line.position} className="flex items-center gap-3">
                    <input
                      id={firstLineId(line.position)}
                      type="checkbox"
                      disabled={left === 0}
                      checked={weighedChosen[line.position] ?? false}
                      aria-invalid={errors.lines ? true : undefined}
                      onChange={(event) => setWeighedChosen({ ...weighedChosen, [line.position]: event.currentTarget.checked })}
                      className="h-5 w-5 accent-brand-600"
                    />
                    <label htmlFor={firstLineId(line.position)} className="text-sm text-ink">
                      {line.name}{' '}
                      <span className="text-stone-600">
                        {t('admin-orders.lineWeighed', {
                          weight: lineQuantityText(sent, pageLanguage()),
                          price: formatMoney(line.priceCents, currency),
                          given: left === 0 ? 'yes' : 'no',
                        })}
                      </span>
                    </label>
                  </li>
                );
              return (
                <li key={line.position} className="flex items-center justify-between gap-3">
                  <label htmlFor={firstLineId(line.position)} className="text-sm text-ink">
                    {line.name}{' '}
                    <span className="text-stone-600">
                      {t('admin-orders.lineLeft', { left, quantity: line.quantity, price: formatMoney(line.priceCents, currency) })}
                    </span>
                  </label>
                  <input
                    id={firstLineId(line.position)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={left}
                    step={1}
                    disabled={left === 0}
                    value={quantities[line.position] ?? '0'}
                    aria-invalid={errors.lines ? true : undefined}
                    onChange={(event) => setQuantities({ ...quantities, [line.position]: event.currentTarget.value })}
                    className="w-20 rounded-lg border border-field bg-white px-2 py-1.5 text-base text-ink"
                  />
                </li>
              );
            })}
          </ul>
          <FieldError id="refund-lines-error" message={errors.lines} />
          {preview?.ok && (
            <p className="mt-2 text-sm text-ink" aria-live="polite">
              {t('admin-orders.comesTo', {
                taxed: preview.split.tax > 0 ? 'yes' : 'no',
                amount: formatMoney(preview.split.amount, currency),
                tax: formatMoney(preview.split.tax, currency),
              })}
            </p>
          )}
        </fieldset>
      )}
      <FormField
        id="refund-note"
        label={t('admin-orders.refundNote')}
        autoComplete="off"
        maxLength={REFUND_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={errors.note}
      />
      {errors.form && (
        <p id={formErrorId} role="alert" className="text-sm font-medium text-chili-700">
          {tText(errors.form)}
        </p>
      )}
    </AdminDialog>
  );
}

const firstLineId = (position: number | undefined) => `refund-line-${position ?? 0}`;

const isWeighedLine = (line: Pick<RefundableLine, 'weightMilli'>) => line.weightMilli !== null && line.weightMilli !== undefined;
