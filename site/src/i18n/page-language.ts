import { isPageLanguage, PAGE_LANGUAGES, type PageLanguage, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';

/**
 * The language a built page is in, from its address: '/it/menu' → it, and the path it has in the
 * default language ('/menu'). Unprefixed pages are built in English; /en/ is built too, for a shop
 * whose default is another language (docs/product/languages.md).
 */
export function pageLanguageOf(pathname: string): { language: PageLanguage; prefix: string; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isPageLanguage(first)) return { language: first, prefix: `/${first}`, path: `/${rest.join('/')}` };
  return { language: SOURCE_LANGUAGE, prefix: '', path: pathname || '/' };
}

/** Every page is built at its address and once under each language's prefix. */
export function languagePaths(): { params: { lang: string | undefined } }[] {
  return [{ params: { lang: undefined } }, ...PAGE_LANGUAGES.map((lang) => ({ params: { lang } }))];
}
