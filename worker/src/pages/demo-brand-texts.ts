import { DEFAULT_BRAND } from '../../../domain/brand.ts';
import { type BrandTexts, brandTexts } from '../../../domain/brand-translations.ts';
import { CUSTOMER_COUNT_TEXT } from '../../../domain/constants.ts';
import type { PageLanguage } from '../../../domain/i18n/languages.ts';
import { translator } from '../../../domain/i18n/tables.ts';

/** The demo's storefront texts as written in DEFAULT_BRAND (English): what a text still the demo's equals. */
export const DEMO_BRAND_TEXTS: BrandTexts = brandTexts(DEFAULT_BRAND);

const made = new Map<PageLanguage, BrandTexts>();

/**
 * The demo's storefront texts in `language`, from the same messages the built home page shows
 * (site/src/components/home/Hero.astro), so a text the owner has not changed reads in the page's
 * language.
 */
export function demoBrandTexts(language: PageLanguage): BrandTexts {
  let texts = made.get(language);
  if (!texts) {
    const t = translator(language);
    texts = {
      title: t('home.heroTitle'),
      subtitle: t('home.heroSubtitle'),
      body: t('home.heroBody'),
      imageAlt: t('home.heroImageAlt'),
      buttons: [t('home.orderNow'), t('home.exploreMore')],
      socialProofText: t('home.socialProof', { count: CUSTOMER_COUNT_TEXT }),
    };
    made.set(language, texts);
  }
  return texts;
}
