import { z } from 'zod';
import { APP_PROMO_WITHOUT_LINKS, HERO_TARGETS, type HeroTarget } from './brand.ts';
import { BRAND_COLOR_MESSAGES, brandColorProblem, normaliseHexColor } from './brand-colour.ts';
import { PICTURES_PATH, PICTURE_SIZES, type PictureKind } from './picture-sources.ts';
import { isSingleLine } from './single-line.ts';
import { type BrandTranslations, cleanBrandTranslations } from './brand-translations.ts';
import { isLanguage } from './i18n/languages.ts';
import { TRANSLATION_MESSAGES } from './menu-translations.ts';
import { messageWithValues } from './i18n/message-with-values.ts';

// Apart from brand.ts, which the page servers read: zod stays out of the shop's pages.

export const BRAND_TEXT_LIMITS = {
  title: 80,
  subtitle: 80,
  body: 400,
  imageAlt: 150,
  buttonLabel: 30,
  socialProofText: 80,
  appLink: 300,
} as const;

export const BRAND_MESSAGES = {
  heroTitleRequired: 'Give the home page a title.',
  buttonLabelRequired: 'Give each button a label.',
  buttonTarget: "A button leads to the menu, the categories, the About or Contact page, or 'category:' and a category's name.",
  imageAltRequired: 'Say what the hero picture shows, for people who cannot see it.',
  socialProofRequired: 'Write the line the home page shows under the buttons, or hide it.',
  logo: 'Upload the logo here: a PNG, WebP or JPEG.',
  heroImage: 'Upload the hero picture here: a PNG, WebP or JPEG.',
  iosLink: 'The App Store link starts with https://apps.apple.com/.',
  androidLink: 'The Google Play link starts with https://play.google.com/.',
  appPromoWithoutLinks: APP_PROMO_WITHOUT_LINKS,
  tooLong: (limit: number) => messageWithValues('admin-storefront.textTooLong', { limit }),
  oneLine: 'Keep this on one line.',
  switch: 'Each home section is shown (true) or hidden (false).',
  saved: 'Storefront saved',
} as const;

function text(limit: number, required?: string) {
  const base = z.string({ error: required ?? BRAND_MESSAGES.tooLong(limit) }).trim();
  return (required ? base.min(1, required) : base).max(limit, BRAND_MESSAGES.tooLong(limit));
}

function oneLine(limit: number, required?: string) {
  return text(limit, required).refine(isSingleLine, BRAND_MESSAGES.oneLine);
}

/** An uploaded picture of this kind (any of its sizes' addresses), or '' for the demo's. */
function uploadedPicture(kind: PictureKind, message: string) {
  const widths = PICTURE_SIZES[kind].map((size) => size.width).join('|');
  const address = new RegExp(`^${PICTURES_PATH}[a-z0-9]{16,40}-(?:${widths})\\.jpg$`);
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || address.test(value), message);
}

function storeLink(prefix: string, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(BRAND_TEXT_LIMITS.appLink, BRAND_MESSAGES.tooLong(BRAND_TEXT_LIMITS.appLink))
    .refine((value) => value === '' || (value.startsWith(prefix) && value.length > prefix.length && !/\s/.test(value)), message);
}

const HeroTargetInput = z
  .string({ error: BRAND_MESSAGES.buttonTarget })
  .trim()
  .refine(
    (target) => (HERO_TARGETS as readonly string[]).includes(target) || /^category:\S.{0,59}$/.test(target),
    BRAND_MESSAGES.buttonTarget,
  )
  .transform((target) => target as HeroTarget);

const HeroButtonInput = z.object({
  label: oneLine(BRAND_TEXT_LIMITS.buttonLabel, BRAND_MESSAGES.buttonLabelRequired),
  target: HeroTargetInput,
});

const Switch = z.boolean({ error: BRAND_MESSAGES.switch });

/** The primary colour as a lower-case #rrggbb, refused (with a darker suggestion) when text on it would not read. */
export const PrimaryColorInput = z
  .string({ error: BRAND_COLOR_MESSAGES.invalid })
  .superRefine((color, context) => {
    const problem = brandColorProblem(color);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, params: { suggestion: problem.suggestion } });
  })
  .transform((color) => normaliseHexColor(color) as string);

/** A translation may be left empty: the default language's text shows instead. */
const optionalLine = (limit: number) => oneLine(limit).optional();

/**
 * The storefront's texts in the shop's other languages, by language: each within the limit of the
 * text it translates; blank ones are dropped (brand-translations.ts).
 */
export const BrandTranslationsInput = z
  .record(
    z.string(),
    z.object(
      {
        hero: z
          .object({
            title: optionalLine(BRAND_TEXT_LIMITS.title),
            subtitle: optionalLine(BRAND_TEXT_LIMITS.subtitle),
            body: text(BRAND_TEXT_LIMITS.body).optional(),
            imageAlt: optionalLine(BRAND_TEXT_LIMITS.imageAlt),
            buttons: z.array(oneLine(BRAND_TEXT_LIMITS.buttonLabel)).max(2).optional(),
          })
          .optional(),
        socialProofText: optionalLine(BRAND_TEXT_LIMITS.socialProofText),
      },
      { error: TRANSLATION_MESSAGES.invalid },
    ),
    { error: TRANSLATION_MESSAGES.invalid },
  )
  .superRefine((byLanguage, context) => {
    for (const code of Object.keys(byLanguage))
      if (!isLanguage(code)) context.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.languageUnknown, path: [code] });
  })
  .transform((byLanguage): BrandTranslations | undefined => {
    const clean = cleanBrandTranslations(byLanguage as BrandTranslations);
    return Object.keys(clean).length > 0 ? clean : undefined;
  });

/**
 * The storefront's look as the owner saves it (PUT /api/settings `brand`, the Storefront screen).
 * `name` is the store name, saved with it. The whole brand is sent: what is left out is the demo's.
 */
export const BrandInput = z
  .object({
    logo: uploadedPicture('logo', BRAND_MESSAGES.logo),
    primaryColor: PrimaryColorInput,
    hero: z.object({
      title: oneLine(BRAND_TEXT_LIMITS.title, BRAND_MESSAGES.heroTitleRequired),
      subtitle: oneLine(BRAND_TEXT_LIMITS.subtitle),
      body: text(BRAND_TEXT_LIMITS.body),
      image: uploadedPicture('hero', BRAND_MESSAGES.heroImage),
      imageAlt: oneLine(BRAND_TEXT_LIMITS.imageAlt, BRAND_MESSAGES.imageAltRequired),
      buttons: z.tuple([HeroButtonInput, HeroButtonInput]),
    }),
    sections: z.object({ categories: Switch, menu: Switch, socialProof: Switch, appPromo: Switch }),
    socialProofText: oneLine(BRAND_TEXT_LIMITS.socialProofText),
    appLinks: z.object({
      ios: storeLink('https://apps.apple.com/', BRAND_MESSAGES.iosLink),
      android: storeLink('https://play.google.com/', BRAND_MESSAGES.androidLink),
    }),
    translations: BrandTranslationsInput.optional(),
  })
  .superRefine((brand, context) => {
    // The app section's rule needs the shop's name too: the save checks it (appPromoProblem, brand.ts).
    if (brand.sections.socialProof && brand.socialProofText === '')
      context.addIssue({ code: 'custom', message: BRAND_MESSAGES.socialProofRequired, path: ['socialProofText'] });
  });
export type BrandInput = z.input<typeof BrandInput>;
