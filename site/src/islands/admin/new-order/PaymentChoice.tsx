import { useId } from 'react';
import type { FulfilmentType } from '../../../../../domain/fulfilment/settings.ts';
import type { PaymentMethod } from '../../../../../domain/order-status.ts';
import { t } from '../../../i18n/t.ts';
import type { NewOrderDraft } from './new-order-draft.ts';

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 font-semibold text-ink ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600';

/**
 * How the order is paid: any way the shop takes, at hand-over — the desk ticks it paid when the
 * customer pays in cash, on the card machine at the door or the counter, or by UPI then — or
 * already, at the counter as it is taken ("Paid now").
 */
export function PaymentChoice(props: {
  payment: NewOrderDraft['payment'];
  offered: Readonly<Record<PaymentMethod, boolean>>;
  kind: FulfilmentType;
  onChange: (payment: NewOrderDraft['payment']) => void;
}) {
  const { payment, offered, kind, onChange } = props;
  const name = useId();
  const methods = (['cash', 'card', 'upi'] as const).filter((method) => offered[method]);
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <legend className="float-start text-lg font-bold text-brand-900">{t('admin-new-order.payLegend')}</legend>
      <div className="clear-both grid gap-2 pt-2 sm:grid-cols-3">
        {methods.map((method) => (
          <label key={method} className={choice}>
            <input
              type="radio"
              name={name}
              checked={payment.method === method}
              onChange={() => onChange({ ...payment, method })}
              className="h-5 w-5 accent-brand-600"
            />
            {t('admin-new-order.payAtHandOver', { method, kind })}
          </label>
        ))}
      </div>
      <label className="mt-3 flex min-h-11 items-center gap-3 font-semibold text-ink">
        <input
          type="checkbox"
          checked={payment.paidNow}
          onChange={(event) => onChange({ ...payment, paidNow: event.currentTarget.checked })}
          className="h-5 w-5 accent-brand-600"
        />
        {t('admin-new-order.paidNow')}
      </label>
    </fieldset>
  );
}
