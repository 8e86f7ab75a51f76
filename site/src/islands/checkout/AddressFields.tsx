import type { AddressValues } from './checkout-form.ts';
import { sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';
import { FieldGrid, type GridField } from './FieldGrid.tsx';

type Field = Exclude<keyof AddressValues, 'country'>;
const FIELDS: readonly GridField<Field>[] = [
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
export function AddressFields(group: Props) {
  return (
    <section aria-labelledby="checkout-address-heading" className={sectionClass}>
      <h2 id="checkout-address-heading" className={sectionHeadingClass}>
        Delivery address
      </h2>
      <FieldGrid {...group} fields={FIELDS} errorId={ERROR_ID} className="mt-4" />
    </section>
  );
}
