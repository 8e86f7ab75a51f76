import { labelKey } from '../../../../domain/address-labels.ts';
import { type AddressField, type AddressFieldSpec, fieldsOf } from '../../../../domain/address-rules.ts';
import { t } from '../../i18n/t.ts';
import type { ShopAddressFormat } from '../cart/shop-settings.ts';
import { Spinner } from '../menu/Spinner.tsx';
import type { AddressValues } from './checkout-form.ts';
import { sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';
import { FieldGrid, type GridField } from './FieldGrid.tsx';

const ERROR_ID = 'checkout-address-error';
const REGIONS_ID = 'checkout-state-regions';

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

interface Props {
  /** The shop's country and its rules; null while the settings are on their way. */
  country: ShopAddressFormat | null;
  values: AddressValues;
  onChange(field: AddressField, value: string): void;
  error: string | undefined;
  invalid: (field: AddressField) => boolean;
}

function gridField(spec: AddressFieldSpec): GridField<AddressField> {
  const label = t(labelKey(spec));
  return {
    field: spec.field,
    label: spec.required ? label : t('address.optional', { field: label }),
    autoComplete: AUTOCOMPLETE[spec.field],
    wide: spec.field === 'street',
    ...(spec.field === 'zipCode' ? { maxLength: 20 } : {}),
    ...(spec.field === 'state' && spec.regions ? { list: REGIONS_ID } : {}),
  };
}

/**
 * The delivery address as the shop's country asks for it (docs/product/addresses.md): its fields
 * in the order its post writes them, called what they are called there (CAP, Provincia; ZIP code,
 * State), the optional ones marked; its regions offered as the customer types. The country itself
 * is the shop's, with no input.
 */
export function AddressFields({ country, ...group }: Props) {
  const specs = country ? fieldsOf(country.addressFormat, country.countryCode) : [];
  const regions = specs.find((spec) => spec.field === 'state')?.regions;
  return (
    <section aria-labelledby="checkout-address-heading" className={sectionClass}>
      <h2 id="checkout-address-heading" className={sectionHeadingClass}>
        {t('address.heading')}
      </h2>
      {country ? <FieldGrid {...group} fields={specs.map(gridField)} errorId={ERROR_ID} className="mt-4" /> : <Spinner />}
      {regions && (
        <datalist id={REGIONS_ID}>
          {regions.map(([code, name]) => (
            <option key={code} value={code} label={name} />
          ))}
        </datalist>
      )}
    </section>
  );
}
