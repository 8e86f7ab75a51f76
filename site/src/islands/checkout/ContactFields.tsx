import { NOTES_MAX_LENGTH } from '../../../../domain/constants.ts';
import { t } from '../../i18n/t.ts';
import FormField from '../auth/FormField.tsx';
import { FieldError } from '../ui/FieldError.tsx';
import { sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';

interface Props {
  phone: string;
  notes: string;
  phoneRequired: boolean;
  /** False for a guest, whose phone is among their details above. */
  withPhone?: boolean;
  onChange(field: 'phone' | 'notes', value: string): void;
  errors: { phone?: string | undefined; notes?: string | undefined };
}

/** A phone number (the driver calls it, so delivery needs one) and notes for the kitchen or driver. */
export function ContactFields({ phone, notes, phoneRequired, withPhone = true, onChange, errors }: Props) {
  return (
    <section aria-labelledby="checkout-contact-heading" className={sectionClass}>
      <h2 id="checkout-contact-heading" className={sectionHeadingClass}>
        {t('checkout.contactHeading', { withPhone: withPhone ? 'yes' : 'no' })}
      </h2>
      <div className="mt-4 grid gap-4">
        {withPhone && (
          <FormField
            id="checkout-phone"
            label={phoneRequired ? t('checkout.phone') : t('checkout.phoneOptional')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => onChange('phone', event.currentTarget.value)}
            error={errors.phone}
          />
        )}
        <div>
          <label htmlFor="checkout-notes" className="block text-sm font-semibold text-ink">
            {t('checkout.notesLabel')}
          </label>
          <textarea
            id="checkout-notes"
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            value={notes}
            onChange={(event) => onChange('notes', event.currentTarget.value)}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'checkout-notes-error' : undefined}
            className="mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink"
          />
          <FieldError id="checkout-notes-error" message={errors.notes} />
        </div>
      </div>
    </section>
  );
}
