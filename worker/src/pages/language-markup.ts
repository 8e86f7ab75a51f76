import { escapeHtml } from '../../../domain/escape-html.ts';
import { directionOf, type Language, type PageLanguage } from '../../../domain/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../../domain/i18n/language-names.ts';
import type { ShopLanguages } from '../../../domain/i18n/shop-languages.ts';
import { translator } from '../../../domain/i18n/tables.ts';

/** Where the built pages leave room for the language switcher (header and footer) and the first visit's suggestion. */
export const LANGUAGE_SWITCHER_SLOT = /<!--language-switcher:(header|footer)-->/g;
export const LANGUAGE_SUGGESTION_SLOT = '<!--language-suggestion-->';

/** The address of the page `path` (without a language prefix) in `language`: the default's at the plain address. */
export function pathInLanguage(path: string, language: Language, languages: ShopLanguages): string {
  if (language === languages.default) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * Links to this page in every offered language, each named in its own language (the header's
 * from a small tablet up: a phone's header has no room left, and the footer lists them too): plain links, so
 * choosing needs no script, and the server remembers the choice when the link is followed
 * (page-language.ts). Nothing when the shop offers one language.
 */
export function renderLanguageSwitcher(place: 'header' | 'footer', path: string, current: PageLanguage, languages: ShopLanguages): string {
  if (languages.offered.length < 2) return '';
  const t = translator(current);
  // A link to the default language goes through its prefix, so the server hears the choice.
  const link = (language: Language, classes: string) =>
    `<a href="${escapeHtml(language === languages.default ? `/${language}${path === '/' ? '' : path}` : pathInLanguage(path, language, languages))}" hreflang="${language}" lang="${language}"${language === current ? ' aria-current="true"' : ''} class="${classes}">${escapeHtml(LANGUAGE_NAMES[language])}</a>`;
  if (place === 'footer') {
    const items = languages.offered
      .map(
        (language) =>
          `<li>${link(language, 'rounded text-stone-300 underline-offset-4 hover:text-brand-300 hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-white')}</li>`,
      )
      .join('');
    return `<nav aria-label="${escapeHtml(t('layout.language'))}" class="mt-3"><ul class="flex flex-wrap gap-x-4 gap-y-2 text-sm">${items}</ul></nav>`;
  }
  const items = languages.offered
    .map(
      (language) =>
        `<li>${link(language, 'block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=true]:font-bold aria-[current=true]:text-brand-700')}</li>`,
    )
    .join('');
  const code = current === 'en-XA' ? 'en' : current;
  return `<details class="language-switcher relative hidden sm:block"><summary class="inline-flex h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full px-2 text-sm font-bold text-ink uppercase hover:bg-brand-50 hover:text-brand-700"><span aria-hidden="true">${escapeHtml(code)}</span><span class="sr-only">${escapeHtml(t('layout.language'))}: ${escapeHtml(LANGUAGE_NAMES[current])}</span></summary><ul class="absolute end-0 top-12 z-50 min-w-40 rounded-xl bg-white p-2 shadow-lg ring-1 ring-brand-100">${items}</ul></details>`;
}

/**
 * On a first visit (no language remembered) whose browser asks for another offered language
 * first: a line in that language offering it, and one keeping this page's. Never a redirect: a
 * visitor may read several languages and has arrived where a link sent them.
 */
export function renderLanguageSuggestion(path: string, current: PageLanguage, suggested: Language, languages: ShopLanguages): string {
  const t = translator(suggested);
  const keep = current === 'en-XA' ? undefined : current;
  const name = LANGUAGE_NAMES[suggested];
  const currentName = LANGUAGE_NAMES[current];
  const suggestedHref = pathInLanguage(path, suggested, languages);
  const keepLink = keep
    ? `<a href="${escapeHtml(`/${keep}${path === '/' ? '' : path}`)}" hreflang="${keep}" class="rounded-full px-4 py-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">${escapeHtml(t('layout.keepLanguage', { language: currentName }))}</a>`
    : '';
  return `<aside lang="${suggested}" dir="${directionOf(suggested)}" aria-label="${escapeHtml(t('layout.language'))}" class="border-b border-brand-100 bg-brand-50"><div class="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 text-sm text-ink sm:px-6"><p>${escapeHtml(t('layout.languageSuggestion', { language: name }))}</p><a href="${escapeHtml(suggestedHref)}" hreflang="${suggested}" class="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">${escapeHtml(t('layout.switchLanguage', { language: name }))}</a>${keepLink}</div></aside>`;
}
