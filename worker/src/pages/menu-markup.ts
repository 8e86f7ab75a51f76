import { ALL_CATEGORIES, SERVED_MENU_ID, SERVED_TILES_ID, dishPath, type CategoryTile } from '../../../domain/catalogue.ts';
import { groupByCategory, menuFilters, type CategoryGroup } from '../../../domain/menu-groups.ts';
import { ALLERGEN_ICON, DISH_LABEL_CLASSES, dishLabels } from '../../../domain/dish-labels.ts';
import { PLACEHOLDER_IMAGE, needsChoosing, type Food } from '../../../domain/food.ts';
import {
  CART_TOGGLE_LABELS,
  CART_TOGGLE_STYLES,
  DISH_CARD_CLASSES,
  LOW_STOCK,
  UNIT_PRICE,
  MENU_FILTER_CLASSES,
  MENU_FILTERS_LABEL,
} from '../../../domain/dish-view.ts';
import { pictureSources } from '../../../domain/picture-sources.ts';
import { CATEGORY_PATH_SEPARATOR, CATEGORY_TRAIL_CLASSES, categoryTrail } from '../../../domain/dish-page.ts';
import { formatDollars } from '../../../domain/money.ts';
import { groupRule, optionGroupsInCents, optionPriceLabel } from '../../../domain/menu-options.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { DISH_RATING_CLASS, dishRatingLabel, dishRatingText } from '../../../domain/dish-rating.ts';
import type { PageLanguage } from '../../../domain/i18n/languages.ts';
import { type Translate, translator } from '../../../domain/i18n/tables.ts';
import { canBeOrdered, lowStockLeft } from '../../../domain/stock-state.ts';

/**
 * The menu as plain HTML, written into the served pages by both servers (docs/decisions/011):
 * what a visitor sees before the islands hydrate, or without JavaScript at all. The cards' classes
 * are the islands' own (domain/dish-view.ts, islands/menu/DishCard.tsx), so nothing moves when
 * they take over; they name styles of the site's stylesheet, which keeps a page of hundreds of
 * cards small. Pure: the same text on Node and on Workers.
 */

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The page the markup goes into: its words are in its language, and its links carry its prefix
 * as served ('' or '/it'), as the islands' localePath() writes them.
 */
export interface MarkupPage {
  language: PageLanguage;
  base: string;
}

/** What the writers below share: the page's messages and where its links go. */
export interface Words {
  t: Translate;
  language: PageLanguage;
  href: (path: string) => string;
}

export function wordsOf({ language, base }: MarkupPage): Words {
  return { t: translator(language), language, href: (path) => (base ? (path === '/' ? base : `${base}${path}`) : path) };
}

/** An English page at the default language's addresses: what a test or an older caller gets. */
export const ENGLISH_PAGE: MarkupPage = { language: 'en', base: '' };

/**
 * The id a category's section carries, so `#menu-category-pizza` links straight to it. Letters of
 * every script are kept: an Arabic or Greek name would otherwise leave every section the same id.
 */
export function categoryAnchor(label: string): string {
  return `menu-category-${label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')}`;
}

/** Every dish, one section per category, led by links to each category. */
export function renderMenu(foods: readonly Food[], headingLevel: HeadingLevel, page: MarkupPage = ENGLISH_PAGE): string {
  const words = wordsOf(page);
  const { t } = words;
  const groups = groupByCategory(foods);
  // Where the menu is the page (its heading an h1), its first picture is the largest paint: it is
  // asked for at once. The rest of its row follows lazily, right after the first layout, so on a
  // slow link it does not share the bandwidth the first one needs. Below the home page's hero,
  // lazy is right for all.
  const lead = headingLevel === 1 ? groups[0]?.foods[0] : undefined;
  if (groups.length === 0) return `<p class="py-12 text-center text-lg text-ink-muted">${escapeHtml(t('menu.noDishes'))}</p>`;
  const links = groups
    .map(
      (group) =>
        `<li><a href="#${categoryAnchor(group.label)}" class="inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50">${escapeHtml(group.label)}</a></li>`,
    )
    .join('');
  // With JavaScript, the island's filter bar, which it makes work before it draws its own
  // (site/src/islands/menu/served-markup.ts); without, links to each category's section.
  const filters = menuFilters(foods)
    .map(
      (filter) =>
        `<button type="button" data-menu-filter="${escapeHtml(filter)}" aria-pressed="${filter === ALL_CATEGORIES}" class="${MENU_FILTER_CLASSES}">${escapeHtml(filter === ALL_CATEGORIES ? t('menu.allCategories') : filter)}</button>`,
    )
    .join('');
  return (
    `<div role="group" aria-label="${escapeHtml(t(MENU_FILTERS_LABEL))}" class="mb-8 flex flex-wrap justify-center gap-2 [@media(scripting:none)]:hidden">${filters}</div>` +
    `<nav aria-label="${escapeHtml(t('menu.categoriesNav'))}" class="mb-8 hidden [@media(scripting:none)]:block"><ul class="flex flex-wrap justify-center gap-2">${links}</ul></nav>` +
    `<div class="space-y-10">${groups.map((group) => renderCategory(group, below(headingLevel), lead, words)).join('')}</div>`
  );
}

/** Cards per row from md up (`.menu-row`). */
const MENU_COLUMNS = 3;

function renderCategory(group: CategoryGroup, level: HeadingLevel, lead: Food | undefined, words: Words): string {
  const id = categoryAnchor(group.label);
  const cards = group.foods
    .map((food) => `<li class="menu-row-item">${renderCard(food, below(level), food === lead, words)}</li>`)
    .join('');
  return (
    `<section id="${id}" aria-labelledby="${id}-heading" class="menu-category" style="--menu-rows:${Math.ceil(group.foods.length / MENU_COLUMNS)}">` +
    `<h${level} id="${id}-heading" class="mb-3 flex min-h-11 items-center px-1 text-xl font-bold text-brand-800">${escapeHtml(group.label)}</h${level}>` +
    `<ul class="menu-row">${cards}</ul>` +
    '</section>'
  );
}

export function renderCard(food: Food, level: HeadingLevel, isLead: boolean, words: Words): string {
  const { t, href } = words;
  const id = `menu-dish-${escapeHtml(food._id)}`;
  return (
    `<article aria-labelledby="${id}" class="${DISH_CARD_CLASSES.card}">` +
    `<img ${pictureAttributes(food.image, 400)} alt="${escapeHtml(food.name)}" width="400" height="300" ${isLead ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"'} decoding="async" class="${DISH_CARD_CLASSES.picture}">` +
    `<div class="${DISH_CARD_CLASSES.body}">` +
    `<div class="${DISH_CARD_CLASSES.title}">` +
    `<h${level} id="${id}" class="${DISH_CARD_CLASSES.name}">${escapeHtml(food.name)}</h${level}>` +
    `<p class="${DISH_CARD_CLASSES.price}">${formatDollars(food.price)}</p>` +
    '</div>' +
    renderUnitPrice(food, words) +
    renderLowStock(food, words) +
    `<p class="sr-only">${escapeHtml(t('menu.categoryOf', { category: food.category }))}</p>` +
    renderRating(food, words) +
    `<p class="${DISH_CARD_CLASSES.about}">${escapeHtml(food.description)}</p>` +
    renderDishLabels(food, words) +
    `<div class="${DISH_CARD_CLASSES.actions}">` +
    `<a href="${escapeHtml(href(dishPath(food._id)))}" aria-label="${escapeHtml(t('menu.viewDetailsOf', { name: food.name }))}" class="${DISH_CARD_CLASSES.details}">${escapeHtml(t('menu.viewDetails'))}</a>` +
    renderCartAction(food, words) +
    '</div>' +
    '</div>' +
    '</article>'
  );
}

/**
 * The dish's rating from verified order reviews, as text ('4.6 · 23 reviews'; a screen reader
 * hears 'Rated 4.6 out of 5 from 23 reviews'), or nothing below three ratings. The islands write
 * the same (islands/menu/DishRating.tsx).
 */
function renderRating(food: Food, { t, language }: Words): string {
  if (!food.rating) return '';
  return (
    `<p class="${DISH_RATING_CLASS}"><span aria-hidden="true">${escapeHtml(dishRatingText(food.rating, t, language))}</span>` +
    `<span class="sr-only">${escapeHtml(dishRatingLabel(food.rating, t, language))}</span></p>`
  );
}

/** "Only 3 left" while the dish's stock is low, as islands/menu/LowStock.tsx draws it. */
/** "€5.98 per kg" as the islands write it (site/src/islands/menu/UnitPrice.tsx). */
function renderUnitPrice(food: Food, { t }: Words): string {
  const unitPrice = food.unitPrice;
  if (!unitPrice) return '';
  return `<p class="${UNIT_PRICE.className}">${escapeHtml(t(UNIT_PRICE.message, { price: formatDollars(unitPrice.amount), per: unitPrice.per }))}</p>`;
}

function renderLowStock(food: Food, { t }: Words): string {
  const left = lowStockLeft(food);
  return left === null ? '' : `<p class="${LOW_STOCK.className}">${escapeHtml(t(LOW_STOCK.message, { count: left }))}</p>`;
}

/**
 * The card's cart button, laid out as the menu's island draws it, so the island's cards take
 * this one's place without moving the page. Until they do, the island adds a dish whose button
 * here is pressed (`data-add-dish`, site/src/islands/menu/served-markup.ts). Without
 * JavaScript nothing could add it, so the card says the dish is available instead.
 */
function renderCartAction(food: Food, { t, href }: Words): string {
  if (!canBeOrdered(food))
    return `<button type="button" disabled class="${CART_TOGGLE_STYLES['out-of-stock']}">${escapeHtml(t(CART_TOGGLE_LABELS['out-of-stock']))}</button>`;
  if (needsChoosing(food.optionGroups)) {
    return `<a href="${escapeHtml(href(dishPath(food._id)))}" aria-label="${escapeHtml(t('menu.chooseOptionsFor', { name: food.name }))}" class="${CART_TOGGLE_STYLES.add}">${escapeHtml(t('menu.chooseOptions'))}</a>`;
  }
  return (
    `<button type="button" data-add-dish="${escapeHtml(food._id)}" data-cart-toggle class="${CART_TOGGLE_STYLES.add} js-only">${escapeHtml(t(CART_TOGGLE_LABELS.add))}</button>` +
    `<p class="${DISH_CARD_CLASSES.availableWithoutScripts}">${escapeHtml(t('menu.available'))}</p>`
  );
}

/** `src` (the placeholder when there is no picture) and, for an upload, the `srcset` of its sizes. */
function pictureAttributes(image: string, shownWidth: number): string {
  const { src, srcset } = pictureSources(image || PLACEHOLDER_IMAGE, shownWidth);
  return srcset ? `src="${escapeHtml(src)}" srcset="${escapeHtml(srcset)}"` : `src="${escapeHtml(src)}"`;
}

/**
 * One dish's page: picture, name, price, category, availability and the way back to the menu.
 * What only a visitor without JavaScript needs is marked `data-served-only`: the product page's
 * island says it its own way (site/src/islands/menu/served-product.ts).
 */
export function renderDish(food: Food, page: MarkupPage = ENGLISH_PAGE): string {
  const words = wordsOf(page);
  const { t, href } = words;
  return (
    '<article class="relative mx-auto grid max-w-5xl gap-8 rounded-3xl bg-white p-4 shadow-lg ring-1 ring-black/5 sm:p-8 md:grid-cols-2 md:gap-10">' +
    `<img ${pictureAttributes(food.image, 600)} alt="${escapeHtml(food.name)}" width="600" height="450" fetchpriority="high" decoding="async" class="aspect-[4/3] w-full rounded-2xl bg-brand-50 object-cover">` +
    '<div class="flex flex-col gap-4">' +
    renderCategoryTrail(food, words) +
    `<h1 class="pe-12 text-3xl font-extrabold text-ink sm:text-4xl">${escapeHtml(food.name)}</h1>` +
    `<p class="text-2xl font-bold text-brand-700">${formatDollars(food.price)}</p>` +
    renderUnitPrice(food, words) +
    renderLowStock(food, words) +
    `<p data-served-only class="text-brand-800"><span class="sr-only">${escapeHtml(t('menu.categoryOf', { category: food.category }))}</span><span aria-hidden="true">${escapeHtml(food.category)}</span></p>` +
    renderRating(food, words) +
    `<p class="leading-relaxed text-ink-muted">${escapeHtml(food.description)}</p>` +
    renderDishLabels(food, words) +
    renderOptionGroups(food, words) +
    `<p data-served-only class="font-semibold ${canBeOrdered(food) ? 'text-leaf-700' : 'text-chili-700'}">${escapeHtml(canBeOrdered(food) ? t('menu.available') : t('menu.outOfStock'))}</p>` +
    `<a data-served-only href="${escapeHtml(href('/menu'))}" class="mt-auto inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50">${escapeHtml(t('menu.backToMenu'))}</a>` +
    '</div>' +
    '</article>'
  );
}

/** A subcategory's dish: its category path, each step a link to the menu at it (islands/menu/CategoryTrail.tsx). */
function renderCategoryTrail(food: Food, { t, href }: Words): string {
  const steps = categoryTrail(food);
  if (steps.length === 0) return '';
  const separator = `<span aria-hidden="true" class="${CATEGORY_TRAIL_CLASSES.separator}">${escapeHtml(CATEGORY_PATH_SEPARATOR.trim())}</span>`;
  const items = steps
    .map(
      (step, index) =>
        `<li class="inline-flex items-center gap-x-2">${index > 0 ? separator : ''}<a href="${escapeHtml(href(step.path))}" class="${CATEGORY_TRAIL_CLASSES.link}">${escapeHtml(step.name)}</a></li>`,
    )
    .join('');
  return `<nav aria-label="${escapeHtml(t('menu.categoryPath'))}"><ol class="${CATEGORY_TRAIL_CLASSES.list}">${items}</ol></nav>`;
}

/**
 * Under a dish: the other dishes of its category, each a link to its page with its price, so a
 * visitor (or a search engine) goes on browsing from any dish page. It stays after the island
 * takes over the dish above it.
 */
/** How many other dishes of its category a dish page lists. */
export const MORE_DISHES_SHOWN = 12;

export function renderMoreDishes(food: Food, foods: readonly Food[], page: MarkupPage = ENGLISH_PAGE): string {
  const { t, href } = wordsOf(page);
  const group = groupByCategory(foods).find((candidate) => candidate.foods.includes(food));
  // A grocer's category may hold hundreds: the page names the first few, and the menu has the rest.
  const others = (group?.foods.filter((other) => other !== food) ?? []).slice(0, MORE_DISHES_SHOWN);
  if (!group || others.length === 0) return '';
  const links = others
    .map(
      (other) =>
        `<li><a href="${escapeHtml(href(dishPath(other._id)))}" class="flex min-h-11 items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 hover:bg-brand-50">` +
        `<span class="font-semibold text-ink">${escapeHtml(other.name)}</span>` +
        `<span class="shrink-0 font-bold text-brand-700">${formatDollars(other.price)}${canBeOrdered(other) ? '' : `<span class="ms-2 text-sm font-semibold text-chili-700">${escapeHtml(t('menu.outOfStock'))}</span>`}</span>` +
        '</a></li>',
    )
    .join('');
  return (
    '<section aria-labelledby="more-dishes-heading" class="mx-auto mt-12 max-w-5xl">' +
    `<h2 id="more-dishes-heading" class="text-2xl font-bold text-ink">${escapeHtml(t('menu.moreOfCategory', { category: group.label }))}</h2>` +
    `<ul class="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">${links}</ul>` +
    `<p class="mt-6"><a href="${escapeHtml(href('/menu'))}" class="font-semibold text-brand-700 underline underline-offset-2">${escapeHtml(t('menu.wholeMenu'))}</a></p>` +
    '</section>'
  );
}

/** What the customer chooses with the dish, listed: the island turns it into the picker. */
function renderOptionGroups(food: Food, { t }: Words): string {
  const groups = optionGroupsInCents(food.optionGroups);
  if (groups.length === 0) return '';
  const items = groups
    .map(
      (group) =>
        `<li><p class="font-bold text-ink">${escapeHtml(group.name)} <span class="font-normal text-ink-muted">— ${escapeHtml(groupRule(group, t))}</span></p>` +
        `<ul class="mt-1 text-sm text-ink-muted">${group.options
          .map(
            (option) =>
              `<li>${escapeHtml(option.name)} · ${escapeHtml(option.isAvailable ? optionPriceLabel(option, t) : t('menu.soldOut'))}</li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  return `<ul data-served-only aria-label="${escapeHtml(t('menu.options'))}" class="flex flex-col gap-3">${items}</ul>`;
}

/** The dish's dietary badges and its allergens' line, as islands/menu/DishLabelList.tsx writes them. */
function renderDishLabels(food: Food, { t, language }: Words): string {
  const { tags, contains } = dishLabels(food, t, language);
  const icon = (path: string) => `<svg aria-hidden="true" viewBox="0 0 24 24" class="${DISH_LABEL_CLASSES.icon}"><path d="${path}"/></svg>`;
  const badges = tags.map((tag) => `<li class="${DISH_LABEL_CLASSES.tag}">${icon(tag.icon)}${escapeHtml(tag.label)}</li>`).join('');
  return (
    (badges ? `<ul aria-label="${escapeHtml(t('menu.dietList'))}" class="${DISH_LABEL_CLASSES.tags}">${badges}</ul>` : '') +
    (contains ? `<p class="${DISH_LABEL_CLASSES.contains}">${icon(ALLERGEN_ICON)}${escapeHtml(contains)}</p>` : '')
  );
}

/** What a dish address shows when the menu has no such dish. */
export function renderMissingDish(page: MarkupPage = ENGLISH_PAGE): string {
  const { t, href } = wordsOf(page);
  return (
    '<div class="mx-auto max-w-xl py-20 text-center">' +
    `<h1 class="text-3xl font-extrabold text-ink">${escapeHtml(t('menu.dishNotFound'))}</h1>` +
    `<p class="mt-4 text-ink-muted">${escapeHtml(t('menu.dishNotFoundText'))}</p>` +
    `<a href="${escapeHtml(href('/menu'))}" class="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">${escapeHtml(t('menu.backToMenu'))}</a>` +
    '</div>'
  );
}

/**
 * The menu as JSON for the islands' catalogue store, in a data block the browser never runs
 * (so the pages' script CSP does not apply). `<` is escaped so no dish text can end the block.
 */
/**
 * The home page's category tiles before their island takes over, as links to the category's
 * section of the menu (what they do without JavaScript), and as data for the island.
 */
export function renderCategoryTiles(tiles: readonly CategoryTile[], page: MarkupPage = ENGLISH_PAGE): string {
  const { t } = wordsOf(page);
  const items = tiles
    .map(
      (tile) =>
        `<li class="shrink-0 snap-start lg:min-w-0 lg:flex-1"><a href="#${categoryAnchor(tile.name)}" class="group relative block w-40 rounded-3xl text-start sm:w-48 lg:w-full">` +
        `<span class="block overflow-hidden rounded-3xl bg-brand-50 shadow-md"><img ${pictureAttributes(tile.image, 192)} alt="" width="192" height="192" loading="lazy" decoding="async" class="aspect-square w-full object-cover"></span>` +
        `<span class="mt-3 block px-1 text-center font-semibold text-ink">${escapeHtml(tile.name)}</span>` +
        `<span class="block px-1 text-center text-sm text-ink-muted">${escapeHtml(t('menu.tileFrom', { price: tile.lowestPrice }))}</span></a></li>`,
    )
    .join('');
  const data = `<script type="application/json" id="${SERVED_TILES_ID}">${JSON.stringify(tiles).replace(/</g, '\\u003c')}</script>`;
  return `<div data-tiles-static><ul class="-mx-4 flex snap-x gap-5 overflow-x-auto px-4 pt-3 pb-6">${items}</ul></div>${data}`;
}

export function renderMenuData(foods: readonly Food[]): string {
  return `<script type="application/json" id="${SERVED_MENU_ID}">${JSON.stringify(foods).replace(/</g, '\\u003c')}</script>`;
}

export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel;
}
