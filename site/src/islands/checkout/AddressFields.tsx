import FormField from '../auth/FormField.tsx';
import type { AddressValues } from './checkout-form.ts';
import { FieldGroupError, invalidProps, sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';

type Field = Exclude<keyof AddressValues, 'country'>;
const FIELDS: readonly { field: Field; label: string; autoComplete: string; wide?: boolean }[] = [
  { field: 'street', label: 'Street', autoComplete: 'street-address', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
];
const ERROR_ID = 'checkout-address-error';

interface Props {
  values: AddressValues;
  onChange(field: Field, value: string): void;
  error: string | undefined;
  invalid: (field: Field) => boolean;
}

/** Street, city, state and ZIP code; the country stays in state with no input. */
export function AddressFields({ values, onChange, error, invalid }: Props) {
  return (
    <section aria-labelledby="checkout-address-heading" className={sectionClass}>
      <h2 id="checkout-address-heading" className={sectionHeadingClass}>
        Delivery address
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, autoComplete, wide }) => (
          <div key={field} className={wide ? 'sm:col-span-2' : undefined}>
            <FormField
              id={`checkout-${field}`}
              label={label}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => onChange(field, event.currentTarget.value)}
              {...invalidProps(invalid(field), ERROR_ID)}
            />
          </div>
        ))}
      </div>
      <FieldGroupError id={ERROR_ID} message={error} />
    </section>
  );
}
