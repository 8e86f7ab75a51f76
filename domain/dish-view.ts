import type { MessageKey } from './i18n/messages/index.ts';

// How a dish's cart button and the menu's filters read, on the island's cards and on the menu
// the servers write: in the chunk every page loads. What the dish page shows is in
// ./dish-page.ts, which only that page loads.

/** What a dish's cart button does: remove when in the cart, else add, unless sold out. */
export type CartToggle = 'remove' | 'add' | 'out-of-stock';

/** Each state's words, as messages. */
export const CART_TOGGLE_LABELS: Readonly<Record<CartToggle, MessageKey>> = {
  remove: 'menu.removeFromCart',
  add: 'menu.addToCart',
  'out-of-stock': 'menu.outOfStock',
};

/**
 * The classes of a dish card, on the island's cards and on the menu the servers write; each is
 * defined once in the site's stylesheet (site/src/styles/global.css).
 */
export const DISH_CARD_CLASSES = {
  card: 'dish-card',
  picture: 'dish-card-picture',
  body: 'dish-card-body',
  title: 'dish-card-title',
  name: 'dish-card-name',
  price: 'dish-card-price',
  about: 'dish-card-about',
  actions: 'dish-card-actions',
  details: 'card-button card-button-details',
  /** In the served card, the words that stand in for the cart button where no script runs. */
  availableWithoutScripts: 'card-button card-button-note',
} as const;

/** "€5.98 per kg" under a pack's price, on its card and its page, served and drawn alike (./unit-price.ts). */
export const UNIT_PRICE: { className: string; message: MessageKey } = { className: 'unit-price', message: 'menu.unitPrice' };

/** "Only 3 left" while a dish's stock is low, on its card and its page, served and drawn by the islands alike. */
export const LOW_STOCK: { className: string; message: MessageKey } = { className: 'low-stock', message: 'menu.onlyLeft' };

/** The cart button's classes in each state: the shape every button of the card's bottom row shares, and its look. */
export const CART_TOGGLE_STYLES: Readonly<Record<CartToggle, string>> = {
  add: 'card-button card-button-add',
  remove: 'card-button card-button-remove',
  'out-of-stock': 'card-button card-button-out-of-stock',
};

/** The menu's category filters: a group of toggle buttons, All and one per category. */
export const MENU_FILTERS_LABEL: MessageKey = 'menu.filtersLabel';
export const MENU_FILTER_CLASSES = 'menu-filter';

export function cartToggle(quantityInCart: number, isAvailable: boolean): CartToggle {
  if (quantityInCart > 0) return 'remove';
  return isAvailable ? 'add' : 'out-of-stock';
}

/**
 * A large catalogue's rows and pages (domain/menu-outline.ts), as the servers and the menu's
 * island both write them: a row's heading with its "See all" link, the space a row not yet loaded
 * keeps, and the links and buttons that read on through a category.
 */
export const MENU_ROW_CLASSES = {
  /** Sixty categories' filters wrapped would fill a phone's screen many times over: one row that scrolls sideways. */
  filters:
    'mb-8 flex gap-2 overflow-x-auto px-1 pb-2 *:shrink-0 *:aria-pressed:[scroll-initial-target:nearest] *:aria-[current=page]:[scroll-initial-target:nearest]',
  head: 'mb-3 flex min-h-11 flex-wrap items-center justify-between gap-x-4 px-1',
  seeAll: 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800',
  pending: 'menu-row-pending',
  button: 'flex min-h-11 w-fit items-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50',
  more: 'mx-auto mt-8 flex min-h-11 w-fit items-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50',
  start: 'mb-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2',
} as const;
