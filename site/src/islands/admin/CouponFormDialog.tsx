import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COUPON_FORM_FIELDS, CouponInput, expiryFromLocalDate, localDateOfExpiry, type AdminCoupon, type CouponFormField } from '../../../../domain/coupon-form.ts';
import FormField from '../auth/FormField.tsx';
import { useCheckedForm } from '../auth/use-checked-form.ts';
import { closeCouponEditor, saveCoupon } from './coupons-store.ts';
import { keepTabInside } from './focus-trap.ts';

const HEADING_ID = 'coupon-dialog-heading';
const fieldId = (field: CouponFormField) => `coupon-${field}`;

function initialValues(coupon: AdminCoupon | null): Record<CouponFormField, string> {
  if (!coupon) return { code: '', discountPercent: '', minOrder: '', usageLimit: '', expiresAt: '' };
  return {
    code: coupon.code,
    discountPercent: String(coupon.discountPercent),
    minOrder: coupon.minOrder > 0 ? coupon.minOrder.toFixed(2) : '',
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    expiresAt: localDateOfExpiry(coupon.expiresAt),
  };
}

/**
 * The add/edit coupon dialog: add mode when no coupon is given, edit mode otherwise (the code
 * then stays as it is: past orders name it). A native modal <dialog>, mounted only while open.
 */
export default function CouponFormDialog({ coupon }: { coupon: AdminCoupon | null }) {
  const form = useCheckedForm<CouponFormField>(CouponInput, initialValues(coupon));
  const [active, setActive] = useState(coupon?.active ?? true);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    dialog?.querySelector<HTMLElement>('input:not([readonly])')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setServerErrors({});
    const invalid = form.check(COUPON_FORM_FIELDS);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    setSaving(true);
    const { values } = form;
    // On success the store closes the dialog, which unmounts this form.
    const result = await saveCoupon({ ...values, expiresAt: expiryFromLocalDate(values.expiresAt), active });
    if (!result.ok) {
      setSaving(false);
      setServerErrors(result.errors);
    }
  };

  const field = (name: CouponFormField) => {
    const bound = form.bind(name);
    return { id: fieldId(name), ...bound, error: bound.error ?? serverErrors[name] };
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={HEADING_ID}
      onClose={closeCouponEditor}
      onKeyDown={keepTabInside}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="relative flex flex-col gap-3 p-6 sm:p-7">
        <button
          type="button"
          aria-label="Close"
          onClick={closeCouponEditor}
          className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-muted hover:bg-stone-100 hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <h2 id={HEADING_ID} className="text-2xl font-extrabold tracking-tight text-brand-900">
          {coupon ? `Edit coupon ${coupon.code}` : 'Add coupon'}
        </h2>
        <FormField
          {...field('code')}
          label="Code"
          autoComplete="off"
          maxLength={32}
          readOnly={coupon !== null}
        />
        {coupon && <p className="-mt-1 text-sm text-ink-muted">A code stays as it is: past orders name it.</p>}
        <FormField {...field('discountPercent')} label="Discount (%)" type="number" inputMode="numeric" min={1} max={100} step={1} />
        <FormField {...field('minOrder')} label="Minimum order ($, optional)" type="number" inputMode="decimal" min={0} step={0.01} />
        <FormField {...field('usageLimit')} label="Usage limit (optional)" type="number" inputMode="numeric" min={1} step={1} />
        <FormField {...field('expiresAt')} label="Last day (optional)" type="date" />
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
            className="h-5 w-5 rounded border-stone-400 accent-brand-600"
          />
          Active
        </label>
        <div className="mt-2 flex justify-end gap-3">
          <button type="button" onClick={closeCouponEditor} className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100">
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
