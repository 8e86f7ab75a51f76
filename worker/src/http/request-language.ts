import type { Context } from 'hono';
import { LANGUAGES, type PageLanguage, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { preferredLanguage } from '../../../domain/i18n/shop-languages.ts';

/**
 * The language an API answer's messages are written in: the first shipped one the request's
 * Accept-Language asks for (the pages send their own language), else English.
 */
export function requestLanguage(c: Context): PageLanguage {
  const asked = c.req.header('accept-language');
  if (asked?.trim() === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  return preferredLanguage(asked, LANGUAGES) ?? SOURCE_LANGUAGE;
}
