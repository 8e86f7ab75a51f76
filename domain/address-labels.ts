import type { FieldLabel } from './address-rules.ts';
import type { MessageKey } from './i18n/messages/index.ts';

const KEYS: Readonly<Record<FieldLabel['kind'], MessageKey>> = {
  street: 'address.labelStreet',
  city: 'address.labelCity',
  post_town: 'address.labelPostTown',
  suburb: 'address.labelSuburb',
  district: 'address.labelDistrict',
  state: 'address.labelState',
  province: 'address.labelProvince',
  county: 'address.labelCounty',
  emirate: 'address.labelEmirate',
  island: 'address.labelIsland',
  oblast: 'address.labelOblast',
  parish: 'address.labelParish',
  department: 'address.labelDepartment',
  prefecture: 'address.labelPrefecture',
  area: 'address.labelArea',
  do_si: 'address.labelDoSi',
  zip: 'address.labelZip',
  pin: 'address.labelPin',
  eircode: 'address.labelEircode',
  cap: 'address.labelCap',
  postcode: 'address.labelPostcode',
  postal: 'address.labelPostal',
};

/** The message that names a field the way its country does ('address.labelCap' for an Italian postcode). */
export function labelKey(label: Pick<FieldLabel, 'kind'>): MessageKey {
  return KEYS[label.kind];
}

/** A problem of ./address-rules.ts checkAddress written with `translate` (t() on a page, translator(language) on a server). */
export function problemText(
  problem: { key: MessageKey; label: Pick<FieldLabel, 'kind'>; example?: string },
  translate: (key: MessageKey, values?: Readonly<Record<string, string>>) => string,
): string {
  return translate(problem.key, { field: translate(labelKey(problem.label)), example: problem.example ?? '' });
}
