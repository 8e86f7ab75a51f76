/**
 * A country's address rules, read from its entry of Google's address data (./address-data.ts):
 * which of an order's address fields it has, in what order and on which lines, what they are
 * called, which must be filled, what its postcodes look like, and how an address is written back.
 * Works on one country's entry, so a page can carry only its shop's country (GET /api/settings →
 * addressFormat) while the servers look any country up (./address-format.ts).
 * docs/product/addresses.md.
 */

/** One country's entry of the data, as scripts/address-data.ts writes it. */
export interface CountryAddressData {
  /** Google's template: %A street, %C city, %S region, %Z postcode, %n a new line (%N, %O, %D, %X are not asked for). */
  format: string;
  /** The letters of the fields that must be filled ('ACSZ'). */
  required: string;
  /** The letters of the fields the post writes in capitals. */
  upper: string;
  postcodeName?: string;
  /** A regular expression a whole postcode matches. */
  postcodePattern?: string;
  postcodeExample?: string;
  regionName?: string;
  localityName?: string;
  /** [how it is written on an address, its name]: Italy's provinces by their sigla ('RM', 'Roma'). */
  regions?: [code: string, name: string][];
}

/**
 * When the shop's country cannot be known (its settings did not arrive): every field offered,
 * only the street asked for; the server checks the address by the country it knows.
 */
export const ANY_COUNTRY: CountryAddressData = { format: '%A%n%C%n%S%n%Z', required: 'A', upper: '' };

/** The order's address fields (domain/checkout.ts): the postcode travels as `zipCode`, the region as `state`. */
export type AddressField = 'street' | 'city' | 'state' | 'zipCode';
export interface AddressValues {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export const POSTCODE_KINDS = ['zip', 'pin', 'eircode', 'cap', 'postcode', 'postal'] as const;
export const REGION_KINDS = [
  'state',
  'province',
  'county',
  'emirate',
  'island',
  'oblast',
  'parish',
  'department',
  'prefecture',
  'district',
  'area',
  'do_si',
] as const;
export const LOCALITY_KINDS = ['city', 'post_town', 'suburb', 'district'] as const;
export type PostcodeKind = (typeof POSTCODE_KINDS)[number];
export type RegionKind = (typeof REGION_KINDS)[number];
export type LocalityKind = (typeof LOCALITY_KINDS)[number];

/** What a field is called: the street, a kind of town, of region or of postcode. */
export type FieldLabel =
  | { field: 'street'; kind: 'street' }
  | { field: 'city'; kind: LocalityKind }
  | { field: 'state'; kind: RegionKind }
  | { field: 'zipCode'; kind: PostcodeKind };

export type AddressFieldSpec = FieldLabel & {
  required: boolean;
  /** Which line of the written address it is on (0 first). */
  line: number;
  /** The whole postcode matches it (case aside). */
  postcodePattern?: string;
  postcodeExample?: string;
  /** The regions to choose from, when the data lists them. */
  regions?: readonly (readonly [code: string, name: string])[];
};

const FIELD_OF_TOKEN: Readonly<Record<string, AddressField>> = { A: 'street', C: 'city', S: 'state', Z: 'zipCode' };
const TOKEN_OF_FIELD: Readonly<Record<AddressField, string>> = { street: 'A', city: 'C', state: 'S', zipCode: 'Z' };

/**
 * What the data calls 'postal' people call otherwise in some countries: the CAP in Italy (and San
 * Marino and the Vatican, which share its post), the postcode in Britain and Australia.
 */
const POSTCODE_NAMES: Readonly<Record<string, PostcodeKind>> = {
  IT: 'cap',
  SM: 'cap',
  VA: 'cap',
  GB: 'postcode',
  IM: 'postcode',
  JE: 'postcode',
  GG: 'postcode',
  AU: 'postcode',
  NZ: 'postcode',
  ZA: 'postcode',
};

function oneOf<Kind extends string>(kinds: readonly Kind[], value: string | undefined, fallback: Kind): Kind {
  return (kinds as readonly string[]).includes(value ?? '') ? (value as Kind) : fallback;
}

/** The template's lines, each as its pieces: literal text, or a field. */
function templateLines(format: string): (string | { field: AddressField })[][] {
  return format.split('%n').map((line) => {
    const pieces: (string | { field: AddressField })[] = [];
    for (const part of line.split(/(%[A-Za-z])/)) {
      if (!part) continue;
      const token = /^%([A-Za-z])$/.exec(part)?.[1];
      if (token === undefined) pieces.push(part);
      else if (FIELD_OF_TOKEN[token]) pieces.push({ field: FIELD_OF_TOKEN[token] });
      // Fields the checkout does not ask for (name, organisation, district, CEDEX) leave a gap.
      else pieces.push({ field: 'none' as AddressField });
    }
    return pieces;
  });
}

/** The fields a country's addresses have, in the order they are written, with what each is called. */
export function fieldsOf(data: CountryAddressData, countryCode = ''): AddressFieldSpec[] {
  const fields: AddressFieldSpec[] = [];
  templateLines(data.format).forEach((pieces, line) => {
    for (const piece of pieces) {
      if (typeof piece === 'string' || !(piece.field in TOKEN_OF_FIELD)) continue;
      const required = data.required.includes(TOKEN_OF_FIELD[piece.field]);
      const base = { required, line };
      switch (piece.field) {
        case 'street':
          fields.push({ ...base, field: 'street', kind: 'street' });
          break;
        case 'city':
          fields.push({ ...base, field: 'city', kind: oneOf(LOCALITY_KINDS, data.localityName, 'city') });
          break;
        case 'state':
          fields.push({
            ...base,
            field: 'state',
            kind: oneOf(REGION_KINDS, data.regionName, 'province'),
            ...(data.regions ? { regions: data.regions } : {}),
          });
          break;
        case 'zipCode':
          fields.push({
            ...base,
            field: 'zipCode',
            kind: POSTCODE_NAMES[countryCode.toUpperCase()] ?? oneOf(POSTCODE_KINDS, data.postcodeName, 'postal'),
            ...(data.postcodePattern ? { postcodePattern: data.postcodePattern } : {}),
            ...(data.postcodeExample ? { postcodeExample: data.postcodeExample } : {}),
          });
          break;
      }
    }
  });
  return fields;
}

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

/** Spaces tidied, and capitals where the post writes them (a British postcode). */
function tidyPostcode(postcode: string, data: CountryAddressData): string {
  const tidy = postcode.trim().replace(/\s+/g, ' ');
  return data.upper.includes('Z') || /[a-z]/i.test(data.postcodePattern ?? '') ? tidy.toUpperCase() : tidy;
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

/** The address written as the country's post writes it, a line each, empty lines and the gaps of empty fields left out. */
export function addressLines(address: AddressValues, data: CountryAddressData): string[] {
  const lines: string[] = [];
  for (const pieces of templateLines(data.format)) {
    // Literal text between two fields stays only when both are written ('Roma, RM' but 'Roma').
    const values = pieces.map((piece) => (typeof piece === 'string' ? null : fieldText(address, piece.field, data)));
    let line = '';
    let previousFilled = false;
    let pending = '';
    let anyField = false;
    pieces.forEach((piece, index) => {
      if (typeof piece === 'string') {
        pending += piece;
        return;
      }
      const value = values[index]!;
      if (value) {
        const leading = !anyField && isPrefix(pieces, index);
        if (previousFilled || leading) line += pending;
        else if (line) line += ' ';
        line += value;
        previousFilled = true;
        anyField = true;
      } else {
        previousFilled = false;
      }
      pending = '';
    });
    if (previousFilled) line += pending;
    const tidy = line.replace(/\s+/g, ' ').trim();
    if (anyField && tidy) lines.push(tidy);
  }
  return lines;
}

/** Whether only literal text comes before this piece on its line ('〒' before a Japanese postcode). */
function isPrefix(pieces: readonly (string | { field: AddressField })[], index: number): boolean {
  return pieces.slice(0, index).every((piece) => typeof piece === 'string');
}

function fieldText(address: AddressValues, field: AddressField, data: CountryAddressData): string {
  if (!(field in TOKEN_OF_FIELD)) return '';
  const value = (address[field] ?? '').trim();
  return field === 'zipCode' && value ? tidyPostcode(value, data) : value;
}
