import { ALL_CATEGORIES, menuCategoryPath, sameCategory, SERVED_OUTLINE_ID, type ServedParts } from '../../../domain/catalogue.ts';
import { groupByCategory } from '../../../domain/menu-groups.ts';
import { MENU_FILTER_CLASSES, MENU_FILTERS_LABEL, MENU_ROW_CLASSES } from '../../../domain/dish-view.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import type { Food } from '../../../domain/food.ts';
import {
  categoryPagePath,
  FILLED_ROWS,
  type OutlineCategory,
  type OutlineEntry,
  ROW_PREVIEW,
  rowOf,
} from '../../../domain/menu-outline.ts';
import { below, categoryAnchor, type HeadingLevel, type MarkupPage, renderCard, type Words, wordsOf } from './menu-markup.ts';

/**
 * A large catalogue's menu as the servers write it (domain/menu-outline.ts): a row per main
 * category, the first FILLED_ROWS filled and the others keeping their room until the menu's island
 * loads them as the customer scrolls; a category's address serves a page of its dishes with a link
 * to the next. Without JavaScript every product is still reached: each row links to its category's
 * pages, and each page to the next.
 */

/** The menu's rows: every main category with its first dishes, or the room they will take. */
export function renderMenuRows(
  foods: readonly Food[],
  outline: readonly OutlineCategory[],
  headingLevel: HeadingLevel,
  page: MarkupPage,
): string {
  const words = wordsOf(page);
  const level = below(headingLevel);
  const rows = outline
    .map((main, index) => {
      const id = categoryAnchor(main.name);
      const cards =
        index < FILLED_ROWS ? renderCards(rowOf(foods, outline, main), below(level), headingLevel === 1 && index === 0, words) : '';
      return (
        `<section id="${id}" aria-labelledby="${id}-heading" class="menu-category" style="--menu-rows:${Math.ceil(Math.min(main.count, ROW_PREVIEW) / 3)}">` +
        `<div class="${MENU_ROW_CLASSES.head}">` +
        `<h${level} id="${id}-heading" class="text-xl font-bold text-brand-800">${escapeHtml(main.name)}</h${level}>` +
        seeAllLink(main, words) +
        '</div>' +
        (cards ? `<ul class="menu-row">${cards}</ul>` : `<div class="${MENU_ROW_CLASSES.pending}"></div>`) +
        '</section>'
      );
    })
    .join('');
  return `${renderFilters(outline, ALL_CATEGORIES, words)}<div class="space-y-10">${rows}</div>`;
}

/**
 * A page of one category (a subcategory's, when `sub` is given): its dishes under their
 * subcategories' headings, a link back to its start when this page is not the first, and one to
 * the next page while there is one.
 */
export function renderCategoryPage(
  view: { main: OutlineCategory; sub: OutlineEntry | undefined; dishes: readonly Food[]; after: string | undefined; next: string | null },
  outline: readonly OutlineCategory[],
  headingLevel: HeadingLevel,
  page: MarkupPage,
): string {
  const words = wordsOf(page);
  const { t, href } = words;
  const { main, sub, dishes, after, next } = view;
  const shown = sub ?? main;
  const level = below(headingLevel);
  const groups = groupByCategory(dishes)
    .map((group, index) => {
      const id = categoryAnchor(group.label);
      return (
        `<section id="${id}" aria-labelledby="${id}-heading" class="menu-category" style="--menu-rows:${Math.ceil(group.foods.length / 3)}">` +
        `<h${level} id="${id}-heading" class="${MENU_ROW_CLASSES.head} text-xl font-bold text-brand-800">${escapeHtml(group.label)}</h${level}>` +
        `<ul class="menu-row">${renderCards(group.foods, below(level), headingLevel === 1 && index === 0 && after === undefined, words)}</ul>` +
        '</section>'
      );
    })
    .join('');
  const start =
    after === undefined
      ? ''
      : `<p><a href="${escapeHtml(href(categoryPagePath(main.name, sub?.name)))}" class="${MENU_ROW_CLASSES.start}">${escapeHtml(t('menu.categoryStart', { category: shown.name }))}</a></p>`;
  const more =
    next === null
      ? ''
      : `<a href="${escapeHtml(href(categoryPagePath(main.name, sub?.name, next)))}" rel="next" class="${MENU_ROW_CLASSES.more}">${escapeHtml(t('menu.nextPageOf', { category: shown.name }))}</a>`;
  return `${renderFilters(outline, main.name, words)}${renderSubcategories(main, sub, words)}${start}<div class="space-y-10">${groups}</div>${more}`;
}

function renderCards(foods: readonly Food[], level: HeadingLevel, leadFirst: boolean, words: Words): string {
  return foods.map((food, index) => `<li class="menu-row-item">${renderCard(food, level, leadFirst && index === 0, words)}</li>`).join('');
}

function seeAllLink(main: OutlineCategory, { t, href }: Words): string {
  return `<a href="${escapeHtml(href(menuCategoryPath(main.name)))}" aria-label="${escapeHtml(t('menu.seeAllOf', { count: main.count, category: main.name }))}" class="${MENU_ROW_CLASSES.seeAll}">${escapeHtml(t('menu.seeAll', { count: main.count }))}</a>`;
}

/**
 * With JavaScript, the island's filter buttons (site/src/islands/menu/served-markup.ts makes them
 * work before it draws its own); without, links to each category's pages.
 */
function renderFilters(outline: readonly OutlineCategory[], selected: string, { t, href }: Words): string {
  const names = [ALL_CATEGORIES, ...outline.map((main) => main.name)];
  const buttons = names
    .map(
      (name) =>
        `<button type="button" data-menu-filter="${escapeHtml(name)}" aria-pressed="${sameCategory(name, selected)}" class="${MENU_FILTER_CLASSES}">${escapeHtml(name === ALL_CATEGORIES ? t('menu.allCategories') : name)}</button>`,
    )
    .join('');
  const links = outline
    .map(
      (main) =>
        `<li><a href="${escapeHtml(href(menuCategoryPath(main.name)))}"${sameCategory(main.name, selected) ? ' aria-current="page"' : ''} class="${MENU_FILTER_CLASSES} inline-flex items-center">${escapeHtml(main.name)}</a></li>`,
    )
    .join('');
  return (
    `<div role="group" aria-label="${escapeHtml(t(MENU_FILTERS_LABEL))}" class="${MENU_ROW_CLASSES.filters} [@media(scripting:none)]:hidden">${buttons}</div>` +
    `<nav aria-label="${escapeHtml(t('menu.categoriesNav'))}" class="hidden [@media(scripting:none)]:block"><ul class="${MENU_ROW_CLASSES.filters}">${links}</ul></nav>`
  );
}

/** A main category's subcategories as links, as islands/menu/SubcategoryRow.tsx draws them. */
function renderSubcategories(main: OutlineCategory, sub: OutlineEntry | undefined, { t, href }: Words): string {
  if (main.subcategories.length === 0) return '';
  const chip = (entry: OutlineEntry | undefined, label: string) =>
    `<li><a href="${escapeHtml(href(menuCategoryPath(main.name, entry?.name)))}"${entry?.id === sub?.id ? ' aria-current="true"' : ''} class="${MENU_FILTER_CLASSES} inline-flex items-center aria-[current=true]:bg-brand-600 aria-[current=true]:text-white">${escapeHtml(label)}</a></li>`;
  return (
    `<nav aria-label="${escapeHtml(t('menu.subcategoriesLabel', { category: main.name }))}" class="-mt-4 mb-8"><ul class="flex flex-wrap justify-center gap-2">` +
    chip(undefined, t('menu.allOfCategory', { category: main.name })) +
    main.subcategories.map((entry) => chip(entry, entry.name)).join('') +
    '</ul></nav>'
  );
}

/** The outline as data for the menu's island: it lays out and loads what the page did not carry. */
export function renderOutlineData(parts: ServedParts): string {
  return `<script type="application/json" id="${SERVED_OUTLINE_ID}">${JSON.stringify(parts).replace(/</g, '\\u003c')}</script>`;
}
