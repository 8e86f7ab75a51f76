import type { PageLanguage } from './languages.ts';

/**
 * Each language's own name, as the switcher offers it. Apart from languages.ts, which every page
 * loads: only the pages that list languages carry these.
 */
export const LANGUAGE_NAMES: Readonly<Record<PageLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ar: 'العربية',
  'en-XA': 'Ëñğļîšħ (pseudo)',
};
