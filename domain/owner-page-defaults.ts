import { type Language, SOURCE_LANGUAGE, isLanguage } from './i18n/languages.ts';
import { ar } from './owner-page-defaults/ar.ts';
import { de } from './owner-page-defaults/de.ts';
import { en } from './owner-page-defaults/en.ts';
import { es } from './owner-page-defaults/es.ts';
import { fr } from './owner-page-defaults/fr.ts';
import { it } from './owner-page-defaults/it.ts';
import type { LegalDetails, OwnerPageTexts } from './owner-page-defaults/shape.ts';
import type { OwnerPageSlug } from './owner-pages.ts';
import { DEFAULT_STORE_DETAILS, telHref } from './store-details.ts';

/**
 * What each page says until its owner saves their own: the demo shop's text, in every shipped
 * language (domain/owner-page-defaults/<language>.ts). The built pages show it in their own
 * language, and GET /api/pages/{slug} answers it, in the shop's default language, as the owner's
 * starting point. Contact details are the demo's (DEFAULT_STORE_DETAILS), as the built pages have
 * always shown them.
 */

export type { OwnerPageTexts } from './owner-page-defaults/shape.ts';

export interface DefaultPageOptions {
  /** The analytics script this build loads (PUBLIC_ANALYTICS_SRC), or none: the privacy policy says which. */
  analyticsSrc?: string | undefined;
}

export interface DefaultOwnerPage {
  title: string;
  markdown: string;
}

const TEXTS: Readonly<Record<Language, OwnerPageTexts>> = { en, es, fr, de, it, ar };

/**
 * The demo's pages in `language`; English for any other (the pseudo language of the tests, whose
 * words are checked on the messages, not on these long texts).
 */
export function ownerPageTexts(language: string): OwnerPageTexts {
  return TEXTS[isLanguage(language) ? language : SOURCE_LANGUAGE];
}

function legalDetails({ analyticsSrc }: DefaultPageOptions): LegalDetails {
  const { contactEmail, phone, street, locality, country } = DEFAULT_STORE_DETAILS;
  return {
    email: `[${contactEmail}](mailto:${contactEmail})`,
    phone: `[${phone}](${telHref(phone)})`,
    address: `${street}, ${locality}, ${country}`,
    analytics: !analyticsSrc ? { on: false } : { on: true, host: analyticsSrc.startsWith('/') ? undefined : new URL(analyticsSrc).host },
  };
}

/** The privacy policy under its introduction, in `language`; it says whether this shop's analytics is on. */
export function privacyBody(options: DefaultPageOptions = {}, language: string = SOURCE_LANGUAGE): string {
  return ownerPageTexts(language).privacy.body(legalDetails(options));
}

/** The terms of service under their introduction, in `language`. */
export function termsBody(language: string = SOURCE_LANGUAGE): string {
  return ownerPageTexts(language).terms.body(legalDetails({}));
}

function aboutMarkdown({ about }: OwnerPageTexts): string {
  return [
    about.intro,
    `## ${about.valuesHeading}`,
    ...about.values.flatMap((value) => [`### ${value.title}`, value.text]),
    `## ${about.stepsHeading}`,
    about.steps.map((step, index) => `${index + 1}. **${step.title}.** ${step.text}`).join('\n'),
    `## ${about.promiseHeading}`,
    about.promise,
    `[${about.menuLink}](/menu) · [${about.contactLink}](/contact)`,
  ].join('\n\n');
}

/** The day the demo's legal pages say they were last updated. */
export const DEFAULT_UPDATED = '2026-11-22';

/** A page's text until the owner saves one, in `language`. */
export function defaultOwnerPage(
  slug: OwnerPageSlug,
  options: DefaultPageOptions = {},
  language: string = SOURCE_LANGUAGE,
): DefaultOwnerPage {
  const texts = ownerPageTexts(language);
  switch (slug) {
    case 'about':
      return { title: texts.about.title, markdown: aboutMarkdown(texts) };
    case 'contact':
      return { title: texts.contact.title, markdown: texts.contact.intro };
    case 'privacy':
      return { title: texts.privacy.title, markdown: `${texts.privacy.intro}\n\n${privacyBody(options, language)}` };
    case 'terms':
      return { title: texts.terms.title, markdown: `${texts.terms.intro}\n\n${termsBody(language)}` };
  }
}
