import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/t.ts';
import { FieldError } from '../ui/FieldError.tsx';
import type { AppliedCoupon } from './checkout-actions.ts';

interface Props {
  applied: AppliedCoupon | null;
  busy: boolean;
  /** Why the server refused the last code, shown at the field until the code changes. */
  error: string | null;
  onApply(code: string): void;
  onRemove(): void;
  onEdit(): void;
}

const ERROR_ID = 'checkout-coupon-error';

/** A coupon code checked by the server; its own form, so Enter here never places the order. */
export function CouponBox({ applied, busy, error, onApply, onRemove, onEdit }: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onApply(code);
  };
  return (
    <div>
      <form onSubmit={submit} noValidate className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="checkout-coupon" className="block text-sm font-semibold text-ink">
            {t('checkout.couponCode')}
          </label>
          <input
            id="checkout-coupon"
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (error) onEdit();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={ERROR_ID}
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            className="mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink uppercase"
          />
        </div>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-700 ring-2 ring-brand-600 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {t('checkout.apply')}
        </button>
      </form>
      <FieldError id={ERROR_ID} message={error ?? undefined} keep />
      {applied && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-leaf-700">
          <span className="font-semibold">{t('checkout.couponOff', { code: applied.code, percent: applied.percent })}</span>
          <button
            type="button"
            onClick={onRemove}
            className="min-h-11 font-semibold text-ink-muted underline underline-offset-2 hover:text-ink"
          >
            {t('checkout.removeCoupon')}
          </button>
        </p>
      )}
    </div>
  );
}
