import { type Brand, type BrandTextTranslation, type BrandTranslations, DEFAULT_BRAND } from './brand.ts';
import { isLanguage, type Language } from './i18n/languages.ts';

/*
 * The storefront's texts in the shop's other languages (docs/product/languages.md, "Storefront
 * texts"): what a page in one language says, and what the owner has left to translate.
 */
export type { BrandTextTranslation, BrandTranslations };

/** The storefront's translatable texts, flat: what a language says for each. */
export interface BrandTexts {
  title: string;
  subtitle: string;
  body: string;
  imageAlt: string;
  buttons: [string, string];
  socialProofText: string;
}

/** What holds the storefront's texts: the brand, or its answer (whose button targets are plain text). */
export interface BrandTextSource {
  hero: { title: string; subtitle: string; body: string; imageAlt: string; buttons: readonly [{ label: string }, { label: string }] };
  socialProofText: string;
  translations?: BrandTranslations | undefined;
}

/** The brand's texts as they stand (its default language's). */
export function brandTexts(brand: BrandTextSource): BrandTexts {
  const { title, subtitle, body, imageAlt, buttons } = brand.hero;
  return { title, subtitle, body, imageAlt, buttons: [buttons[0].label, buttons[1].label], socialProofText: brand.socialProofText };
}

const filled = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The same translations without blank texts, unknown languages or languages left empty. */
export function cleanBrandTranslations(translations: BrandTranslations | null | undefined): BrandTranslations {
  const clean: BrandTranslations = {};
  for (const [code, texts] of Object.entries(translations ?? {})) {
    if (!isLanguage(code) || !texts) continue;
    const hero: NonNullable<BrandTextTranslation['hero']> = {};
    for (const field of ['title', 'subtitle', 'body', 'imageAlt'] as const) {
      const text = filled(texts.hero?.[field]);
      if (text !== undefined) hero[field] = text;
    }
    const buttons = [0, 1].map((index) => filled(texts.hero?.buttons?.[index]) ?? '');
    if (buttons.some((label) => label !== '')) hero.buttons = buttons;
    const kept: BrandTextTranslation = Object.keys(hero).length > 0 ? { hero } : {};
    const socialProofText = filled(texts.socialProofText);
    if (socialProofText !== undefined) kept.socialProofText = socialProofText;
    if (Object.keys(kept).length > 0) clean[code] = kept;
  }
  return clean;
}

/**
 * The storefront's texts in `language`: its translation, else a translation written for the
 * default language (there once the owner changes the default), else the brand's own text. A
 * text that is still the demo's (`demo.source`, English) reads as the demo's in `language`
 * (`demo.local`, from the message catalogue), so a fresh shop's Spanish page is Spanish.
 */
export function localBrandTexts(
  brand: BrandTextSource,
  language: Language,
  defaultLanguage: Language,
  demo: { source: BrandTexts; local: BrandTexts },
): BrandTexts {
  const own = brandTexts(brand);
  const asked = brand.translations?.[language];
  const fallback = brand.translations?.[defaultLanguage];
  const pick = (
    read: (texts: BrandTextTranslation | undefined) => string | undefined,
    ownText: string,
    demoSource: string,
    demoLocal: string,
  ) => {
    const text = filled(read(asked)) ?? filled(read(fallback)) ?? ownText;
    return text === demoSource ? demoLocal : text;
  };
  const hero = (field: 'title' | 'subtitle' | 'body' | 'imageAlt') =>
    pick((texts) => texts?.hero?.[field], own[field], demo.source[field], demo.local[field]);
  const button = (index: 0 | 1) =>
    pick((texts) => texts?.hero?.buttons?.[index], own.buttons[index], demo.source.buttons[index], demo.local.buttons[index]);
  return {
    title: hero('title'),
    subtitle: hero('subtitle'),
    body: hero('body'),
    imageAlt: hero('imageAlt'),
    buttons: [button(0), button(1)],
    socialProofText: pick((texts) => texts?.socialProofText, own.socialProofText, demo.source.socialProofText, demo.local.socialProofText),
  };
}

/** The brand with its texts replaced by these (what a page in one language shows), without its translations. */
export function withBrandTexts(brand: Brand, texts: BrandTexts): Brand {
  const { translations: _translations, ...rest } = brand;
  const [first, second] = brand.hero.buttons;
  return {
    ...rest,
    hero: {
      ...brand.hero,
      title: texts.title,
      subtitle: texts.subtitle,
      body: texts.body,
      imageAlt: texts.imageAlt,
      buttons: [
        { ...first, label: texts.buttons[0] },
        { ...second, label: texts.buttons[1] },
      ],
    },
    socialProofText: texts.socialProofText,
  };
}

/**
 * Per offered language but the default, how many storefront texts show in the default's words:
 * the owner's own texts without a translation (an empty one, or one still the demo's, which the
 * catalogue translates, is not missing).
 */
export function missingBrandTexts(
  brand: BrandTextSource,
  shop: { default: Language; offered: readonly Language[] },
): { language: Language; count: number }[] {
  const own = brandTexts(brand);
  const demo = brandTexts(DEFAULT_BRAND);
  const needs = (text: string, demoText: string) => text !== '' && text !== demoText;
  return shop.offered
    .filter((language) => language !== shop.default)
    .map((language) => {
      const texts = brand.translations?.[language];
      const missing = [
        needs(own.title, demo.title) && !filled(texts?.hero?.title),
        needs(own.subtitle, demo.subtitle) && !filled(texts?.hero?.subtitle),
        needs(own.body, demo.body) && !filled(texts?.hero?.body),
        needs(own.imageAlt, demo.imageAlt) && !filled(texts?.hero?.imageAlt),
        needs(own.buttons[0], demo.buttons[0]) && !filled(texts?.hero?.buttons?.[0]),
        needs(own.buttons[1], demo.buttons[1]) && !filled(texts?.hero?.buttons?.[1]),
        needs(own.socialProofText, demo.socialProofText) && !filled(texts?.socialProofText),
      ];
      return { language, count: missing.filter(Boolean).length };
    });
}
