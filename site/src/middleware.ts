import type { MiddlewareHandler } from 'astro';
import { answersByEnglish, messageTable } from '../../domain/i18n/tables.ts';
import { answersOf, namespacesOf } from './i18n/page-namespaces.ts';
import { pageLanguageOf } from './i18n/page-language.ts';

/**
 * While the site is built, each page is rendered with its language's messages (site/src/i18n/t.ts):
 * only the namespaces the page carries, so a word its islands would miss in the browser is missing
 * from the built page too, where the tests see it.
 */
export const onRequest: MiddlewareHandler = (context, next) => {
  const { language, prefix, path } = pageLanguageOf(context.url.pathname);
  const table = { ...messageTable(language, namespacesOf(path)), ...answersByEnglish(language, answersOf(path)) };
  globalThis.__doorstepPage = { language, base: prefix, table };
  return next();
};
