/**
 * The languages Doorstep ships, complete: every message of domain/i18n/messages/ in each of them
 * (domain/i18n/messages.test.ts). English is the language pages are built in first and the one a
 * missing translation falls back to. The owner picks the shop's default and the offered ones
 * among these (Settings); docs/product/languages.md.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language every message is written in first, and the fallback of a missing translation. */
export const SOURCE_LANGUAGE: Language = 'en';

/**
 * A made-up language for tests: English accented and lengthened, so a page shows at a glance
 * which of its words did not come from the messages (tests/e2e/pseudo-locale.test.ts). Built with
 * the others, never offered to customers unless a test asks for it.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
export type PageLanguage = Language | typeof PSEUDO_LANGUAGE;
export const PAGE_LANGUAGES: readonly PageLanguage[] = [...LANGUAGES, PSEUDO_LANGUAGE];

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isPageLanguage(value: unknown): value is PageLanguage {
  return typeof value === 'string' && (PAGE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie that remembers the language a visitor chose by following one of its addresses: a
 * year, every page, sent on links from other sites; readable by the pages, which keep a signed-in
 * person's choice on their account (site/src/stores/session-calls.ts).
 */
export const LANGUAGE_COOKIE = 'doorstep_lang';
