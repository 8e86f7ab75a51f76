/**
 * A country's address rules, read from its entry of Google's address data (./address-data.ts):
 * which of an order's address fields it has, in what order and on which lines, what they are
 * called, which must be filled and what its postcodes look like. Checking an address
 * (./address-check.ts) and writing it back (./address-lines.ts) are modules of their own, so a
 * page loads only what it uses: the checkout lays out the fields at once and checks them later.
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
export const TOKEN_OF_FIELD: Readonly<Record<AddressField, string>> = { street: 'A', city: 'C', state: 'S', zipCode: 'Z' };

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
export function templateLines(format: string): (string | { field: AddressField })[][] {
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

/** Spaces tidied, and capitals where the post writes them (a British postcode). */
export function tidyPostcode(postcode: string, data: CountryAddressData): string {
  const tidy = postcode.trim().replace(/\s+/g, ' ');
  return data.upper.includes('Z') || /[a-z]/i.test(data.postcodePattern ?? '') ? tidy.toUpperCase() : tidy;
}
