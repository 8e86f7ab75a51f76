import { COUNTRY_CODES } from './country-codes.ts';
import { LANGUAGES } from './i18n/languages.ts';

/** 'Italy' in English, 'Italia' in Italian: the country's name in `language`, through Intl; the code itself where Intl has none. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Names compare without case, accents or dots: 'U.S.A.', 'usa' and 'USA' are one. */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[.\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Short forms people write for a country that Intl does not list as its name. */
const ALSO_CALLED: Readonly<Record<string, string>> = {
  usa: 'US',
  'u s a': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  uae: 'AE',
  holland: 'NL',
};

let byName: Map<string, string> | undefined;

/**
 * The code of a country written by its name in any shipped language, or by its code ('Italia',
 * 'Italy', 'IT' → 'IT'); undefined for a name no country has. For the callers that still send
 * the country as text (PUT /api/settings `country`).
 */
export function countryCodeOfName(name: string): string | undefined {
  if (!byName) {
    byName = new Map(Object.entries(ALSO_CALLED));
    for (const code of COUNTRY_CODES) byName.set(code.toLowerCase(), code);
    for (const language of LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      for (const code of COUNTRY_CODES) {
        const own = names.of(code);
        if (own && !byName.has(comparable(own))) byName.set(comparable(own), code);
      }
    }
  }
  return byName.get(comparable(name));
}
