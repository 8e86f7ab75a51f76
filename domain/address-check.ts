/** An address checked by its country's rules (./address-rules.ts), for the checkout and POST /api/orders alike. */
import {
  type AddressField,
  type AddressValues,
  type CountryAddressData,
  type FieldLabel,
  fieldsOf,
  tidyPostcode,
} from './address-rules.ts';

/** A message key of the `address` namespace (domain/i18n/messages/address.ts) and its values. */
export interface AddressProblem {
  field: AddressField;
  key: 'address.fieldRequired' | 'address.postcodeInvalid' | 'address.regionUnknown';
  /** `field`: what the field is called (FieldLabel: the caller writes it, e.g. with labelKey); `example`: a postcode that would do. */
  label: FieldLabel;
  example?: string;
}

function postcodeMatches(postcode: string, pattern: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'i').test(postcode);
}

/** A region as written, or by its name: the code it is written by ('roma' → 'RM'); undefined when it is none of them. */
export function regionCode(value: string, regions: readonly (readonly [string, string])[]): string | undefined {
  const wanted = comparable(value);
  return regions.find(([code, name]) => comparable(code) === wanted || comparable(name) === wanted)?.[0];
}

function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[.\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The address by the country's rules: its first problem in the order the fields are written
 * (null when there is none), and the address as it is kept: trimmed, the region by its code,
 * the postcode tidied, and the fields the country does not have left empty.
 */
export function checkAddress(
  address: AddressValues,
  data: CountryAddressData,
  countryCode = '',
): { problem: AddressProblem | null; address: AddressValues } {
  const fields = fieldsOf(data, countryCode);
  const kept: AddressValues = { street: '', city: '', state: '', zipCode: '' };
  let problem: AddressProblem | null = null;
  for (const spec of fields) {
    const value = (address[spec.field] ?? '').trim();
    const label = { field: spec.field, kind: spec.kind } as FieldLabel;
    kept[spec.field] = value;
    if (!value) {
      if (spec.required) problem ??= { field: spec.field, key: 'address.fieldRequired', label };
      continue;
    }
    if (spec.field === 'zipCode') {
      kept.zipCode = tidyPostcode(value, data);
      if (spec.postcodePattern && !postcodeMatches(kept.zipCode, spec.postcodePattern))
        problem ??= {
          field: 'zipCode',
          key: 'address.postcodeInvalid',
          label,
          ...(spec.postcodeExample ? { example: spec.postcodeExample } : {}),
        };
    }
    if (spec.field === 'state' && spec.regions) {
      const code = regionCode(value, spec.regions);
      if (code === undefined) problem ??= { field: 'state', key: 'address.regionUnknown', label };
      else kept.state = code;
    }
  }
  return { problem, address: kept };
}
