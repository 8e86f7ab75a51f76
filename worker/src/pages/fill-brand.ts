import { type Brand, heroButtonHref, isDemoBrand, showsAppPromo } from '../../../domain/brand.ts';
import { type BrandTexts, localBrandTexts, withBrandTexts } from '../../../domain/brand-translations.ts';
import { isLanguage, type Language, type PageLanguage, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { brandPalette, DEFAULT_PRIMARY_COLOR, paletteCss } from '../../../domain/brand-colour.ts';
import { APP_BADGE_LINK_CLASSES, type BrandSlot, HEADER_LOGO, HERO_BUTTON_CLASSES, HERO_IMAGE } from '../../../domain/brand-view.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { pictureSources } from '../../../domain/picture-sources.ts';
import { DEFAULT_STORE_DETAILS } from '../../../domain/store-details.ts';
import { categoryAnchor } from './menu-markup.ts';
import { DEMO_BRAND_TEXTS, demoBrandTexts } from './demo-brand-texts.ts';

/** The name the pages are built with, in their titles and summaries. */
export const BUILT_SHOP_NAME = DEFAULT_STORE_DETAILS.storeName;

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /(<meta name="description" content=")([^"]*)("\s*\/?>)/;
const THEME_COLOR = /(<meta name="theme-color" content=")[^"]*("\s*\/?>)/;
const FAVICON = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"\s*\/?>/;
const SLOT = /<!--brand:([\w:]+)-->([\s\S]*?)<!--\/brand:\1-->/g;
const BADGE = /<li class="[^"]*">([\s\S]*?)<\/li>/g;

/**
 * A built page with the shop's name and brand written in (docs/decisions/005): the name in the
 * title and summary, the palette and theme colour for the primary colour, the logo as the
 * header's mark and the favicon, and on the home page the hero, its buttons, the social-proof
 * line, the app section's store links and which sections show. The texts are the page's
 * language's (brand-translations.ts). Each marked part keeps the built markup, already in the
 * page's language, where the owner's brand says what the demo says. Pure.
 */
export function fillBrand(
  html: string,
  savedBrand: Brand,
  name: string,
  language: { page: PageLanguage; default: Language } = { page: SOURCE_LANGUAGE, default: SOURCE_LANGUAGE },
  /** Where a category named in the default language sits on this page's menu (its name may be translated). */
  anchorOf: (category: string) => string = categoryAnchor,
): string {
  if (name === BUILT_SHOP_NAME && isDemoBrand(savedBrand)) return html;
  const demo = demoBrandTexts(language.page);
  const textLanguage = isLanguage(language.page) ? language.page : language.default;
  const brand = withBrandTexts(
    savedBrand,
    localBrandTexts(savedBrand, textLanguage, language.default, { source: DEMO_BRAND_TEXTS, local: demo }),
  );
  const home = isHomePage(html);
  let filled = html
    .replace(
      TITLE,
      (_match, title: string) => `<title>${home ? escapeHtml(`${name} — ${brand.hero.title}`) : renamed(title, name)}</title>`,
    )
    .replace(DESCRIPTION, (_match, start: string, summary: string, end: string) =>
      home && brand.hero.body !== demo.body ? `${start}${escapeHtml(brand.hero.body)}${end}` : `${start}${renamed(summary, name)}${end}`,
    );
  filled = fillSlots(filled, brand, name, demo, anchorOf);
  filled = filled.replace('</head>', `${headMarkup(brand, home)}</head>`);
  if (brand.primaryColor !== DEFAULT_PRIMARY_COLOR)
    filled = filled.replace(THEME_COLOR, (_match, start: string, end: string) => `${start}${brand.primaryColor}${end}`);
  if (brand.logo) filled = filled.replace(FAVICON, () => iconLinks(brand.logo));
  return filled;
}

/** Each marked part with the owner's markup; a part kept as built has the parts inside it filled. */
function fillSlots(html: string, brand: Brand, name: string, demo: BrandTexts, anchorOf: (category: string) => string): string {
  return html.replace(SLOT, (_marked, slot: string, built: string) => {
    const owners = slotMarkup(slot as BrandSlot, built, brand, name, demo, anchorOf);
    return `<!--brand:${slot}-->${owners ?? fillSlots(built, brand, name, demo, anchorOf)}<!--/brand:${slot}-->`;
  });
}

/** Whether this built page is the home page (it carries the hero). */
export function isHomePage(html: string): boolean {
  return html.includes('<!--brand:heroTitle-->');
}

/** Built text (already HTML-escaped) with the built name turned into the shop's. */
function renamed(builtText: string, name: string): string {
  return name === BUILT_SHOP_NAME ? builtText : builtText.replaceAll(BUILT_SHOP_NAME, escapeHtml(name));
}

/** The palette for the owner's colour, and the uploaded hero asked for early (it is the home page's largest paint). */
function headMarkup(brand: Brand, home: boolean): string {
  let markup = brand.primaryColor === DEFAULT_PRIMARY_COLOR ? '' : `<style>${paletteCss(brandPalette(brand.primaryColor))}</style>`;
  if (home && brand.hero.image) {
    const { src, srcset } = pictureSources(brand.hero.image, HERO_IMAGE.width);
    markup += `<link rel="preload" as="image" href="${escapeHtml(src)}"${srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : ''} fetchpriority="high">`;
  }
  return markup;
}

/** The favicon and the home-screen icon, from the logo's square sizes (domain/picture-sources.ts). */
function iconLinks(logo: string): string {
  const small = pictureSources(logo, 48).src;
  const touch = pictureSources(logo, 180).src;
  return `<link rel="icon" href="${escapeHtml(small)}" type="image/jpeg"><link rel="apple-touch-icon" href="${escapeHtml(touch)}">`;
}

/** The owner's markup for one marked part, or undefined to keep the demo's (`demo`: its texts in the page's language). */
function slotMarkup(
  slot: BrandSlot,
  built: string,
  brand: Brand,
  name: string,
  demo: BrandTexts,
  anchorOf: (category: string) => string,
): string | undefined {
  const { hero, sections } = brand;
  const changed = (value: string, demo: string) => (value === demo ? undefined : escapeHtml(value));
  switch (slot) {
    case 'logo':
      return brand.logo ? logoMarkup(brand.logo) : undefined;
    case 'heroSubtitle':
      return changed(hero.subtitle, demo.subtitle);
    case 'heroTitle':
      return changed(hero.title, demo.title);
    case 'heroBody':
      return changed(hero.body, demo.body);
    case 'heroButtons':
      return hero.buttons
        .map(
          (button, index) =>
            `<a href="${escapeHtml(heroButtonHref(button.target, sections, anchorOf))}" class="${HERO_BUTTON_CLASSES[index]}">${escapeHtml(button.label)}</a>`,
        )
        .join('');
    case 'heroImage':
      return hero.image
        ? heroImageMarkup(hero.image, hero.imageAlt)
        : built.replace(/\salt="[^"]*"/, ` alt="${escapeHtml(hero.imageAlt)}"`);
    case 'socialProof':
      return sections.socialProof ? undefined : '';
    case 'socialProofText':
      return changed(brand.socialProofText, demo.socialProofText);
    case 'socialProofMore':
      // The demo's second line belongs to its own text.
      return brand.socialProofText === demo.socialProofText ? undefined : '';
    case 'appBadges':
      return appBadgesMarkup(built, brand.appLinks);
    case 'section:categories':
    case 'section:menu':
      return sections[slot === 'section:menu' ? 'menu' : 'categories'] ? undefined : '';
    case 'section:appPromo':
      return showsAppPromo(brand, name) ? undefined : '';
  }
}

function logoMarkup(logo: string): string {
  const { src, srcset } = pictureSources(logo, HEADER_LOGO.size);
  return `<img src="${escapeHtml(src)}"${srcset ? ` srcset="${escapeHtml(srcset)}"` : ''} alt="" width="${HEADER_LOGO.size}" height="${HEADER_LOGO.size}" class="${HEADER_LOGO.classes}">`;
}

function heroImageMarkup(image: string, alt: string): string {
  const { src, srcset } = pictureSources(image, HERO_IMAGE.width);
  return `<img src="${escapeHtml(src)}"${srcset ? ` srcset="${escapeHtml(srcset)}"` : ''} alt="${escapeHtml(alt)}" width="${HERO_IMAGE.width}" height="${HERO_IMAGE.height}" fetchpriority="high" class="${HERO_IMAGE.classes}">`;
}

/**
 * The built badges (App Store, then Google Play) as links to the owner's store pages; a store
 * without a link loses its badge. Without any link the demo's labels stay.
 */
function appBadgesMarkup(built: string, links: Brand['appLinks']): string | undefined {
  if (!links.ios && !links.android) return undefined;
  const hrefs = [links.ios, links.android];
  let index = 0;
  return built.replace(BADGE, (_badge, inside: string) => {
    const href = hrefs[index++];
    return href ? `<li><a href="${escapeHtml(href)}" rel="noopener" class="${APP_BADGE_LINK_CLASSES}">${inside}</a></li>` : '';
  });
}
