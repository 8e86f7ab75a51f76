import { useState, type FormEvent } from 'react';
import {
  COUPON_FORM_FIELDS,
  CouponInput,
  expiryFromLocalDate,
  localDateOfExpiry,
  type CouponFormField,
} from '../../../../domain/coupon-form.ts';
import type { AdminCoupon } from '../../../../domain/contracts/coupons.ts';
import FormField from '../auth/FormField.tsx';
import { useCheckedForm } from '../auth/use-checked-form.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { closeCouponEditor, saveCoupon } from './coupons-store.ts';
import { amountText, currencySymbol } from '../../../../domain/currency.ts';
import { t } from '../../i18n/t.ts';

const fieldId = (field: CouponFormField) => `coupon-${field}`;

function initialValues(coupon: AdminCoupon | null): Record<CouponFormField, string> {
  if (!coupon) return { code: '', discountPercent: '', minOrder: '', usageLimit: '', expiresAt: '' };
  return {
    code: coupon.code,
    discountPercent: String(coupon.discountPercent),
    minOrder: coupon.minOrder > 0 ? amountText(coupon.minOrder) : '',
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    expiresAt: localDateOfExpiry(coupon.expiresAt),
  };
}

/**
 * The add/edit coupon dialog: add mode when no coupon is given, edit mode otherwise (the code
 * then stays as it is: past orders name it). A native modal <dialog>, mounted only while open.
 */
export default function CouponFormDialog({ coupon }: { coupon: AdminCoupon | null }) {
  const form = useCheckedForm<CouponFormField>(CouponInput, initialValues(coupon), { idOf: fieldId });
  const [active, setActive] = useState(coupon?.active ?? true);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !form.checkAndFocus(COUPON_FORM_FIELDS)) return;
    setSaving(true);
    const { values } = form;
    // The fields passed: the API gets JSON numbers, read from the text the shop's way ("15,50" in it-IT).
    const numbers = CouponInput.parse({ ...values, expiresAt: '' });
    // On success the store closes the dialog, which unmounts this form.
    const result = await saveCoupon({
      code: values.code,
      discountPercent: numbers.discountPercent,
      minOrder: numbers.minOrder ?? null,
      usageLimit: numbers.usageLimit ?? null,
      expiresAt: expiryFromLocalDate(values.expiresAt),
      active,
    });
    if (!result.ok) {
      setSaving(false);
      form.setServerErrors(result.errors);
    }
  };

  return (
    <AdminDialog
      title={coupon ? t('admin-settings.editCoupon', { code: coupon.code }) : t('admin-settings.addCoupon')}
      initialFocus="input:not([readonly])"
      onClose={closeCouponEditor}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin.save')}
      busyLabel={t('admin.saving')}
    >
      <FormField
        id={fieldId('code')}
        {...form.bind('code')}
        label={t('admin-settings.code')}
        autoComplete="off"
        maxLength={32}
        readOnly={coupon !== null}
      />
      {coupon && <p className="-mt-1 text-sm text-ink-muted">{t('admin-settings.codeFixed')}</p>}
      <FormField
        id={fieldId('discountPercent')}
        {...form.bind('discountPercent')}
        label={t('admin-settings.discount')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
      />
      <FormField
        id={fieldId('minOrder')}
        {...form.bind('minOrder')}
        label={t('admin-settings.minOrder', { symbol: currencySymbol() })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
      />
      <FormField
        id={fieldId('usageLimit')}
        {...form.bind('usageLimit')}
        label={t('admin-settings.usageLimit')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
      />
      <FormField id={fieldId('expiresAt')} {...form.bind('expiresAt')} label={t('admin-settings.lastDay')} type="date" />
      <CheckboxField label={t('admin-settings.active')} checked={active} onChange={setActive} />
    </AdminDialog>
  );
}
