/**
 * How the storefront's branded parts are drawn, on the built pages (site/src/components) and where
 * the servers write the owner's brand into them (worker/src/pages/brand-markup.ts): the classes
 * and sizes both use, defined once. docs/decisions/005 says how the filling works.
 */

export const HERO_IMAGE = {
  width: 560,
  height: 448,
  classes: 'mx-auto h-auto w-full max-w-lg rounded-[2.5rem]',
} as const;

/** The hero's main button, then its second. */
export const HERO_BUTTON_CLASSES = [
  'inline-flex min-h-12 items-center rounded-full bg-brand-600 px-7 text-base font-bold text-white shadow-md hover:bg-brand-700',
  'inline-flex min-h-12 items-center rounded-full border-2 border-brand-600 bg-white px-7 text-base font-bold text-brand-700 hover:bg-brand-50',
] as const;

/** The uploaded logo in the header, where the demo's mark is: its size in CSS pixels. */
export const HEADER_LOGO = { size: 32, classes: 'h-8 w-8 rounded-lg object-contain' } as const;

/** A store badge in the app section: a label in the demo, a link once the owner gives the store's page. */
export const APP_BADGE_CLASSES = 'inline-flex items-center gap-3 rounded-xl bg-black px-4 py-2 ring-1 ring-white/30';
export const APP_BADGE_LINK_CLASSES = `${APP_BADGE_CLASSES} text-white hover:ring-white`;

/**
 * The marks the built pages leave around what the brand changes: `<!--brand:KEY-->` and
 * `<!--/brand:KEY-->` around the demo's markup for KEY.
 */
export const BRAND_SLOTS = [
  'logo',
  'heroSubtitle',
  'heroTitle',
  'heroBody',
  'heroButtons',
  'heroImage',
  'socialProof',
  'socialProofText',
  // The demo's second line, which only its own text has.
  'socialProofMore',
  'appBadges',
  'section:categories',
  'section:menu',
  'section:appPromo',
] as const;
export type BrandSlot = (typeof BRAND_SLOTS)[number];
