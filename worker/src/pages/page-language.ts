import {
  isLanguage,
  LANGUAGE_COOKIE,
  isPageLanguage,
  type Language,
  type PageLanguage,
  PSEUDO_LANGUAGE,
  SOURCE_LANGUAGE,
} from '../../../domain/i18n/languages.ts';
import type { ShopLanguages } from '../../../domain/i18n/shop-languages.ts';

/**
 * Which built page answers an address, by the shop's languages (docs/product/languages.md).
 * Pages are built in English at their plain addresses and under every language's prefix. The
 * default language keeps the plain addresses: /menu is the Italian page when Italian is the
 * default, and /it/menu then moves there for good. Another offered language lives under its
 * prefix; a language the shop does not offer sends the visitor to the plain address. The pseudo
 * language is served for tests, never offered. A visitor who asked for a language's address has
 * it remembered (a cookie): their next plain address leads to it.
 */
export type PageRoute =
  | { kind: 'redirect'; location: string; status: 302; remember?: Language }
  | {
      kind: 'page';
      /** The built file's address (dist/it/menu/index.html answers '/it/menu'). */
      builtPath: string;
      language: PageLanguage;
      /** The prefix the built page's links carry ('' or '/it'). */
      builtBase: string;
      /** The prefix the visitor's address has: where its links must lead. */
      servedBase: string;
      /** The language the visitor chose by asking for its address: remembered for their next plain address. */
      remember?: Language;
    };

export function routePage(pathname: string, languages: ShopLanguages, remembered?: string): PageRoute {
  const [, first = '', ...rest] = pathname.split('/');
  if (isPageLanguage(first)) {
    const path = `/${rest.join('/')}`;
    // Not 301: a browser would keep it, and a later choice of the default language (a link here)
    // would then never reach the server to be remembered.
    if (first === languages.default) return { kind: 'redirect', location: path, status: 302, remember: first };
    if (first === PSEUDO_LANGUAGE)
      return { kind: 'page', builtPath: prefixed(first, path), language: first, builtBase: `/${first}`, servedBase: `/${first}` };
    if (!languages.offered.includes(first)) return { kind: 'redirect', location: path, status: 302 };
    return {
      kind: 'page',
      builtPath: prefixed(first, path),
      language: first,
      builtBase: `/${first}`,
      servedBase: `/${first}`,
      remember: first,
    };
  }
  if (isLanguage(remembered) && remembered !== languages.default && languages.offered.includes(remembered))
    return { kind: 'redirect', location: prefixed(remembered, pathname), status: 302 };
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

export function rememberLanguageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The remembered language from a Cookie header, if any. */
export function rememberedLanguage(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value;
  }
  return undefined;
}
