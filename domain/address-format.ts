import { ADDRESS_DATA } from './address-data.ts';
import { DEFAULT_COUNTRY_CODE } from './country-codes.ts';
import { addressLines } from './address-lines.ts';
import { type AddressFieldSpec, type AddressValues, type CountryAddressData, fieldsOf } from './address-rules.ts';

/**
 * Any country's address rules by its ISO 3166-1 alpha-2 code, for the servers: the whole table
 * (./address-data.ts, 17 KB gzipped minified) stays off the pages, which get their shop's country's entry
 * from GET /api/settings (addressFormat) and use ./address-rules.ts on it.
 */

export { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from './country-codes.ts';

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && Object.hasOwn(ADDRESS_DATA, value);
}

/** A country's entry; an unknown code reads as the default country's. */
export function addressFormatOf(countryCode: string): CountryAddressData {
  return ADDRESS_DATA[countryCode.toUpperCase()] ?? ADDRESS_DATA[DEFAULT_COUNTRY_CODE]!;
}

/** The fields of the country's addresses in order: what each is called, whether it must be filled, the postcode's pattern. */
export function addressFieldsFor(countryCode: string): AddressFieldSpec[] {
  return fieldsOf(addressFormatOf(countryCode), countryCode);
}

/** The address written in the country's format, a line each ('Via del Corso 12', '00186 Roma RM'). */
export function formatAddress(address: AddressValues, countryCode: string): string[] {
  return addressLines(address, addressFormatOf(countryCode));
}
