import { isPageLanguage, type PageLanguage, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import type { ShopLanguages } from '../../../domain/i18n/shop-languages.ts';

/**
 * Which built page answers an address, by the shop's languages (docs/product/languages.md).
 * Pages are built in English at their plain addresses and under every language's prefix. The
 * default language keeps the plain addresses: /menu is the Italian page when Italian is the
 * default, and /it/menu then moves there for good. Another offered language lives under its
 * prefix; a language the shop does not offer sends the visitor to the plain address. The pseudo
 * language is served for tests, never offered.
 */
export type PageRoute =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | {
      kind: 'page';
      /** The built file's address (dist/it/menu/index.html answers '/it/menu'). */
      builtPath: string;
      language: PageLanguage;
      /** The prefix the built page's links carry ('' or '/it'). */
      builtBase: string;
      /** The prefix the visitor's address has: where its links must lead. */
      servedBase: string;
    };

export function routePage(pathname: string, languages: ShopLanguages): PageRoute {
  const [, first = '', ...rest] = pathname.split('/');
  if (isPageLanguage(first)) {
    const path = `/${rest.join('/')}`;
    if (first === languages.default) return { kind: 'redirect', location: path, status: 301 };
    if (first !== PSEUDO_LANGUAGE && !languages.offered.includes(first)) return { kind: 'redirect', location: path, status: 302 };
    return { kind: 'page', builtPath: prefixed(first, path), language: first, builtBase: `/${first}`, servedBase: `/${first}` };
  }
  const language = languages.default;
  const builtBase = language === SOURCE_LANGUAGE ? '' : `/${language}`;
  return { kind: 'page', builtPath: builtBase ? prefixed(language, pathname) : pathname, language, builtBase, servedBase: '' };
}

function prefixed(language: string, path: string): string {
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

const LINK_ATTRIBUTES = /(\s(?:href|action)=")(\/[a-zA-Z-]+)(\/[^"]*)?"/g;
const LANG_BASE = /(<html[^>]*? data-lang-base=")[^"]*"/;

/**
 * A page built under its language's prefix, served at the plain addresses (its language is the
 * default): its links lose the prefix, so they stay on the plain addresses too.
 */
export function relinkPage(html: string, builtBase: string, servedBase: string): string {
  if (builtBase === servedBase) return html;
  return html
    .replace(LINK_ATTRIBUTES, (match, attribute: string, first: string, rest: string | undefined) =>
      first === builtBase ? `${attribute}${rest ?? '/'}"` : match,
    )
    .replace(LANG_BASE, (_match, before: string) => `${before}${servedBase}"`);
}
