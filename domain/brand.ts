import { DEFAULT_PRIMARY_COLOR } from './brand-colour.ts';
import type { Language } from './i18n/languages.ts';
import { CUSTOMER_COUNT_TEXT, DEMO_SHOP_NAME } from './constants.ts';

/**
 * How the storefront presents the shop (docs/product/storefront.md): its logo and colour, the
 * home page's hero and buttons, which home sections show, the social-proof line and the app's
 * store links. The shop's name is its store name (domain/store-details.ts). No zod here: the
 * page servers and the pages read it; its checks are in brand-input.ts.
 */

export const HOME_SECTIONS = ['categories', 'menu', 'socialProof', 'appPromo'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Where a hero button leads: the home page's menu or categories, the About or Contact page, or one category of the menu. */
export const HERO_TARGETS = ['menu', 'categories', 'about', 'contact'] as const;
export type HeroTarget = (typeof HERO_TARGETS)[number] | `category:${string}`;

export interface HeroButton {
  label: string;
  target: HeroTarget;
}

export interface BrandHero {
  title: string;
  subtitle: string;
  body: string;
  /** An uploaded picture's address; '' shows the demo's picture. */
  image: string;
  /** What the picture shows, for people who cannot see it. */
  imageAlt: string;
  /** The main button, then the second one. */
  buttons: [HeroButton, HeroButton];
}

export interface Brand {
  /** An uploaded logo's address; '' shows the demo's mark. */
  logo: string;
  primaryColor: string;
  hero: BrandHero;
  sections: Record<HomeSection, boolean>;
  socialProofText: string;
  appLinks: { ios: string; android: string };
  /** The texts above in the shop's other languages (brand-translations.ts); none: the default's everywhere. */
  translations?: BrandTranslations;
}

/**
 * The owner's storefront texts in the shop's other languages (docs/product/languages.md,
 * "Storefront texts"). The brand's own texts are the default language's; a language's text left
 * out falls back to them, field by field. Each button keeps its target in every language: only
 * its label is translated ('' or missing: the default's).
 */
export interface BrandTextTranslation {
  hero?: { title?: string; subtitle?: string; body?: string; imageAlt?: string; buttons?: string[] };
  socialProofText?: string;
}
export type BrandTranslations = Partial<Record<Language, BrandTextTranslation>>;

/** The demo shop's look: what a fresh shop shows until its owner changes it. */
export const DEFAULT_BRAND: Brand = {
  logo: '',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  hero: {
    title: 'Fresh & Halal Delivered Fast',
    subtitle: 'Taste the Freshness At Your Doorstep!',
    body: 'Seasonal fruits, fresh food and halal goods, all in a single tap. Enjoy fast, fresh and hassle-free delivery straight to your door.',
    image: '',
    imageAlt: 'A basket of fresh fruit beside a stone-baked pizza and a colourful salad bowl',
    buttons: [
      { label: 'Order Now', target: 'menu' },
      { label: 'Explore More', target: 'categories' },
    ],
  },
  sections: { categories: true, menu: true, socialProof: true, appPromo: true },
  socialProofText: `${CUSTOMER_COUNT_TEXT} Satisfied Customers`,
  appLinks: { ios: '', android: '' },
};

/** A stored brand (JSON, possibly from an older version) over the defaults: a part missing is the demo's. */
export function readStoredBrand(stored: string | null | undefined): Brand {
  if (!stored) return DEFAULT_BRAND;
  let saved: Partial<Brand>;
  try {
    saved = JSON.parse(stored) as Partial<Brand>;
  } catch {
    return DEFAULT_BRAND;
  }
  return {
    ...DEFAULT_BRAND,
    ...saved,
    hero: { ...DEFAULT_BRAND.hero, ...saved.hero },
    sections: { ...DEFAULT_BRAND.sections, ...saved.sections },
    appLinks: { ...DEFAULT_BRAND.appLinks, ...saved.appLinks },
  };
}

/** The home page's anchor for each of its sections a button can lead to. */
const HOME_ANCHORS = { menu: '#menu', categories: '#categories' } as const;

/**
 * A hero button's link. The menu and categories are the home page's own sections; when the owner
 * has hidden one, the button leads to the menu page instead. A category leads to its place on the menu page.
 */
export function heroButtonHref(target: HeroTarget, sections: Brand['sections'], categoryAnchor: (name: string) => string): string {
  if (target === 'about' || target === 'contact') return `/${target}`;
  if (target === 'menu' || target === 'categories') return sections[target] ? HOME_ANCHORS[target] : '/menu';
  return `/menu#${categoryAnchor(target.slice('category:'.length))}`;
}

/** Whether the app section may show: only with at least one real store link. */
export function appPromoAllowed(brand: Pick<Brand, 'appLinks'>): boolean {
  return brand.appLinks.ios !== '' || brand.appLinks.android !== '';
}

export const APP_PROMO_WITHOUT_LINKS = 'Add your App Store or Google Play link to show the app section.';

/**
 * Why the app section cannot be on for this shop: it is, without a store link, and the shop is no
 * longer the demo (whose section shows label-only badges). Undefined when it may be saved so.
 */
export function appPromoProblem(brand: Pick<Brand, 'appLinks' | 'sections'>, storeName: string): string | undefined {
  return brand.sections.appPromo && !showsAppPromo(brand, storeName) ? APP_PROMO_WITHOUT_LINKS : undefined;
}

/**
 * Whether the home page shows the app section: when it is on and the owner has given a store
 * link — or the shop is still the demo, whose section shows the store badges as labels.
 */
export function showsAppPromo(brand: Pick<Brand, 'appLinks' | 'sections'>, storeName: string): boolean {
  return brand.sections.appPromo && (appPromoAllowed(brand) || storeName === DEMO_SHOP_NAME);
}

/** Whether this is the demo's own look, which the built pages already show. */
export function isDemoBrand(brand: Brand): boolean {
  return JSON.stringify(brand) === JSON.stringify(DEFAULT_BRAND);
}
