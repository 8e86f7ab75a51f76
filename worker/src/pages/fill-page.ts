import type { Category } from '../../../domain/categories.ts';
import { categoryTiles, dishIdFromPath, findFood, sameCategory, type ServedParts } from '../../../domain/catalogue.ts';
import { groupByCategory } from '../../../domain/menu-groups.ts';
import { PLACEHOLDER_IMAGE, type Food } from '../../../domain/food.ts';
import { DEFAULT_CURRENCY, type ShopCurrency } from '../../../domain/currency.ts';
import { formatDollars } from '../../../domain/money.ts';
import { moneyPatternOf } from '../../../domain/money-pattern.ts';
import type { StoreDetails } from '../../../domain/store-details.ts';
import { fillStoreDetails } from '../settings/fill-store-details.ts';
import { type Brand, DEFAULT_BRAND } from '../../../domain/brand.ts';
import { fillBrand, isHomePage } from './fill-brand.ts';
import { DEFAULT_FULFILMENT_SETTINGS } from '../../../domain/fulfilment/settings.ts';
import type { WeeklyHours } from '../../../domain/fulfilment/opening-hours.ts';
import { dishStructuredData, shopStructuredData, structuredDataScript } from '../../../domain/structured-data.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { isLanguage, type Language, type PageLanguage, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { DEFAULT_SHOP_LANGUAGES, type ShopLanguages } from '../../../domain/i18n/shop-languages.ts';
import { LANGUAGE_SUGGESTION_SLOT, LANGUAGE_SWITCHER_SLOT, renderLanguageSuggestion, renderLanguageSwitcher } from './language-markup.ts';
import { localizeMenu } from '../../../domain/menu-translations.ts';
import { translator } from '../../../domain/i18n/tables.ts';
import { usesTwelveHourClock } from '../../../domain/shop-clock.ts';
import {
  categoryAnchor,
  type HeadingLevel,
  renderCategoryTiles,
  renderDish,
  renderMenu,
  renderMenuData,
  renderMissingDish,
  renderMoreDishes,
} from './menu-markup.ts';
import { renderShopNotice, SHOP_STATUS_SLOT } from './shop-notice.ts';
import { renderCategoryPage, renderMenuRows, renderOutlineData } from './menu-rows-markup.ts';
import { categoryPage, categoryPageAddress, menuOutline, servedRows } from '../../../domain/menu-outline.ts';
import { servesWholeMenu } from '../../../domain/menu-page.ts';
import { fillLocations } from './location-markup.ts';
import { fillOwnerPage, type SavedOwnerPages } from './fill-owner-page.ts';

/**
 * The marks a built page leaves where the current menu goes (docs/decisions/011):
 * `<!--menu-slot:list:2-->` every dish, under a heading of level 2; `<!--menu-slot:dish-->` the
 * dish named by the address; `<!--menu-slot:more-->` the other dishes of its category;
 * `<!--menu-slot:data-->` the menu as JSON for the islands; `<!--menu-slot:tiles-->` the home
 * page's category tiles.
 */
const MENU_SLOT = /<!--menu-slot:(list:[1-6]|dish|more|data|tiles)-->/g;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

export function hasMenuSlot(html: string): boolean {
  return html.includes('<!--menu-slot:');
}

/** Whether the servers write into this built page (store details, the menu, the shop's notice). */
export function isTemplatePage(html: string): boolean {
  return html.includes('data-store') || html.includes(SHOP_CURRENCY_ATTRIBUTE) || hasMenuSlot(html) || html.includes(SHOP_STATUS_SLOT);
}

/**
 * `<html data-shop-currency="USD" data-shop-locale="en-US" data-shop-money="{…}"
 * data-shop-time-zone="Europe/Rome">`: the islands show amounts in it (domain/money.ts), written
 * with its pattern (domain/money-pattern.ts), and times in the shop's zone (domain/shop-clock.ts).
 */
const SHOP_CURRENCY_ATTRIBUTE = 'data-shop-currency';
const SHOP_CURRENCY_MARK =
  /<html([^>]*?) data-shop-currency="[^"]*" data-shop-locale="[^"]*"(?: data-shop-money="[^"]*")?(?: data-shop-time-zone="[^"]*")?(?: data-shop-clock="[^"]*")?/;

function fillShopCurrency(html: string, currency: ShopCurrency, timeZone: string | undefined): string {
  // The locale's clock too, so no page wakes Intl's date data to learn it (domain/shop-clock.ts).
  const zone = `${timeZone ? ` data-shop-time-zone="${escapeHtml(timeZone)}"` : ''} data-shop-clock="${usesTwelveHourClock(currency.locale) ? '12' : '24'}"`;
  return html.replace(
    SHOP_CURRENCY_MARK,
    (_match, before: string) =>
      `<html${before} data-shop-currency="${escapeHtml(currency.code)}" data-shop-locale="${escapeHtml(currency.locale)}" data-shop-money="${escapeHtml(moneyPatternText(currency))}"${zone}`,
  );
}

const patternTexts = new Map<string, string>();

/** The currency's pattern as the page carries it ('' where Intl must write its amounts), worked out once per currency. */
function moneyPatternText(currency: ShopCurrency): string {
  const key = `${currency.locale}|${currency.code}`;
  let text = patternTexts.get(key);
  if (text === undefined) {
    const pattern = moneyPatternOf(currency);
    text = pattern ? JSON.stringify(pattern) : '';
    patternTexts.set(key, text);
  }
  return text;
}

/** `<html data-guest-checkout="true">`: the checkout lays out the guest's fields from the first paint, with no wait for the settings. */
const GUEST_CHECKOUT_MARK = /(<html[^>]*?) data-guest-checkout="[^"]*"/;

function fillGuestCheckout(html: string, guestCheckout: boolean): string {
  return html.replace(GUEST_CHECKOUT_MARK, (_match, before: string) => `${before} data-guest-checkout="${guestCheckout}"`);
}

export interface PageContent {
  /** The page's language: what the servers write into it (the menu, the shop's notice) is in it. */
  language?: PageLanguage | undefined;
  /** The prefix of the page's links as served ('' or '/it'), for the links the servers write. */
  languageBase?: string | undefined;
  /** The shop's languages: the switcher links the page in each offered one. */
  languages?: ShopLanguages | undefined;
  /** A language to offer this first-time visitor, whose browser asks for it first (language-markup.ts). */
  suggestedLanguage?: Language | undefined;
  /** The shop's default language: a dish's text the page's language lacks is written in it. */
  defaultLanguage?: Language | undefined;
  details: StoreDetails;
  /** How the shop presents itself: its logo, colour, home page (domain/brand.ts). */
  brand?: Brand | undefined;
  /** The shop's currency and locale: the page's amounts are written in them, and its islands told. */
  currency?: ShopCurrency | undefined;
  foods: readonly Food[];
  /** The categories, for the home page's tiles (none: no tiles). */
  categories?: readonly Category[] | undefined;
  /** The address asked for: a dish page shows the dish it names. */
  pathname: string;
  /** Its query ('?category=Fruit'): a large catalogue's menu serves that category's page (menu-rows-markup.ts). */
  search?: string | undefined;
  /** What the shop says now (closed, paused), or null (shopNotice in shop-notice.ts). */
  notice?: string | null | undefined;
  /** Whether the shop takes guests' orders (the checkout's layout). */
  guestCheckout?: boolean | undefined;
  /** How many locations the shop has: with several, the header links to the choice and islands name the chosen one. */
  locationCount?: number | undefined;
  /** The shop's time zone (its hand-over settings): the islands write times in it. */
  timeZone?: string | undefined;
  /** The opening hours, for what search engines read about the shop. */
  weekly?: WeeklyHours | undefined;
  /** The owner's saved pages (About, Contact, Privacy, Terms), written over the built text (fill-owner-page.ts). */
  ownerPages?: SavedOwnerPages | undefined;
}

/** A built page with the saved store details and the current menu written in. Pure. */
export function fillPage(
  html: string,
  {
    language = 'en',
    languageBase = '',
    details,
    brand = DEFAULT_BRAND,
    currency = DEFAULT_CURRENCY,
    foods: everyLanguage,
    categories: categoriesInEveryLanguage = [],
    defaultLanguage = SOURCE_LANGUAGE,
    pathname,
    search = '',
    notice = null,
    guestCheckout = true,
    locationCount = 1,
    timeZone,
    weekly = DEFAULT_FULFILMENT_SETTINGS.weekly,
    ownerPages = {},
    languages = DEFAULT_SHOP_LANGUAGES,
    suggestedLanguage,
  }: PageContent,
): string {
  // The menu as the page's customers read it: its texts in the page's language (the pseudo
  // language, built for tests, reads the default's).
  const local = localizeMenu(everyLanguage, categoriesInEveryLanguage, isLanguage(language) ? language : defaultLanguage, defaultLanguage);
  const foods = local.foods as Food[];
  const categories = local.categories as Category[];
  // A hero button names its category as the owner saved it; the menu names its section in the page's language.
  const localNames = new Map(categories.map((category) => [category.id, category.name]));
  const anchorOf = (name: string) => {
    const saved = categoriesInEveryLanguage.find((category) => sameCategory(category.name, name));
    return categoryAnchor((saved && localNames.get(saved.id)) ?? name);
  };
  let branded = fillLanguages(
    fillBrand(fillStoreDetails(html, details), brand, details.storeName, { page: language, default: defaultLanguage }, anchorOf),
    pathname,
    language,
    languages,
    suggestedLanguage,
  );
  if (isHomePage(branded))
    branded = branded.replace('</head>', () => `${structuredDataScript(shopStructuredData(details, brand, weekly))}</head>`);
  const withDetails = fillLocations(
    fillGuestCheckout(fillShopCurrency(branded, currency, timeZone), guestCheckout),
    locationCount,
    language,
    languageBase,
  ).replace(SHOP_STATUS_SLOT, () => renderShopNotice(notice));
  // The owner's pages show no menu; their text goes in last, so no other filler reads marks in it.
  if (!hasMenuSlot(withDetails)) return fillOwnerPage(withDetails, ownerPages, details.storeName, language);
  const dishId = dishIdFromPath(pathname);
  const dish = dishId === null ? undefined : findFood(foods, dishId);
  const page = { language, base: languageBase };
  const isDishPage = withDetails.includes('<!--menu-slot:dish-->');
  // A large catalogue's menu carries what is on screen; a restaurant's, every dish.
  const inParts = isDishPage || servesWholeMenu(foods.length) ? null : menuInParts(foods, categories, withDetails, search);
  let filled = withDetails.replace(MENU_SLOT, (_mark, slot: string) => {
    // A product's page carries its product alone, however large the menu: its island asks for nothing more.
    if (slot === 'data') {
      if (inParts) return renderMenuData(inParts.dishes) + renderOutlineData(inParts.parts);
      return renderMenuData(isDishPage ? (dish ? [dish] : []) : foods);
    }
    if (slot === 'tiles') return renderCategoryTiles(categoryTiles(categories, foods), page);
    if (slot === 'dish') return dish ? renderDish(dish, page) : renderMissingDish(page);
    if (slot === 'more') return dish ? renderMoreDishes(dish, foods, page) : '';
    const level = Number(slot.slice('list:'.length)) as HeadingLevel;
    if (!inParts) return renderMenu(foods, level, page);
    if (inParts.category) return renderCategoryPage(inParts.category, inParts.parts.outline, level, page);
    return renderMenuRows(foods, inParts.parts.outline, level, page);
  });
  if (inParts?.category) {
    // A category's page is its own: its title names it first.
    const named = inParts.category.sub ?? inParts.category.main;
    filled = filled.replace(TITLE, (title) => `<title>${escapeHtml(named.name)} — ${title.slice('<title>'.length)}`);
  }
  const picture = leadPicture(withDetails, inParts ? inParts.dishes : foods, dish);
  if (picture) {
    // The largest paint is this picture: asked for from the top of <head>, ahead of the inlined
    // stylesheet and the menu's markup, it arrives a round trip sooner (docs/decisions/010).
    filled = filled.replace('<head>', `<head><link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">`);
  }
  if (isDishPage) {
    // The dish page is one built page for every dish: its title and summary are the dish's own.
    filled = filled.replace(
      TITLE,
      `<title>${escapeHtml(`${dish ? dish.name : translator(language)('menu.dishNotFound')} — ${details.storeName}`)}</title>`,
    );
    if (dish) {
      filled = filled.replace('</head>', () => `${structuredDataScript(dishStructuredData(dish, currency, dish.rating))}</head>`);
      const summary = `${dish.name}, ${formatDollars(dish.price)}: ${dish.description}`;
      filled = filled.replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(summary)}">`);
    }
  }
  return filled;
}

/** The language switcher's links to this page in each offered language, and a first visit's suggestion. */
function fillLanguages(
  html: string,
  path: string,
  language: PageLanguage,
  languages: ShopLanguages,
  suggested: Language | undefined,
): string {
  if (!html.includes('<!--language-')) return html;
  return html
    .replace(LANGUAGE_SWITCHER_SLOT, (_mark, place: 'header' | 'footer') => renderLanguageSwitcher(place, path, language, languages))
    .replace(LANGUAGE_SUGGESTION_SLOT, () => (suggested ? renderLanguageSuggestion(path, language, suggested, languages) : ''));
}

/**
 * What a large catalogue's menu page carries: the outline, and either the first rows or, where the
 * menu's own address names a category ('/menu?category=…'), a page of that category.
 */
function menuInParts(foods: readonly Food[], categories: readonly Category[], html: string, search: string) {
  const outline = menuOutline(foods, categories);
  const asked = html.includes('<!--menu-slot:list:1-->') ? categoryPageAddress(search) : null;
  const main = asked ? outline.find((candidate) => sameCategory(candidate.name, asked.category)) : undefined;
  if (!asked || !main) {
    const rows = servedRows(foods, outline);
    return { dishes: rows.dishes, parts: { outline, read: rows.read, startedLate: null }, category: null };
  }
  const sub = asked.subcategory === null ? undefined : main.subcategories.find((entry) => sameCategory(entry.name, asked.subcategory!));
  const entry = sub ?? main;
  const fromAfter = categoryPage(foods, outline, entry, asked.after);
  // A page after a product no longer in the category starts it again.
  const shown = fromAfter ?? categoryPage(foods, outline, entry, undefined)!;
  const after = fromAfter ? asked.after : undefined;
  const parts: ServedParts = { outline, read: { [entry.id]: shown.next }, startedLate: after === undefined ? null : entry.id };
  return { dishes: shown.dishes, parts, category: { main, sub, dishes: shown.dishes, after, next: shown.next } };
}

/** The picture a page opens with: the dish's on a dish page, the first dish's where the menu is the page. */
function leadPicture(html: string, foods: readonly Food[], dish: Food | undefined): string | undefined {
  if (html.includes('<!--menu-slot:dish-->')) return dish ? dish.image || PLACEHOLDER_IMAGE : undefined;
  if (!html.includes('<!--menu-slot:list:1-->')) return undefined;
  const first = groupByCategory(foods)[0]?.foods[0];
  return first ? first.image || PLACEHOLDER_IMAGE : undefined;
}
