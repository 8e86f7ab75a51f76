// How a dish's cart button and the menu's filters read, on the island's cards and on the menu
// the servers write: in the chunk every page loads. What the dish page shows is in
// ./dish-page.ts, which only that page loads.

/** What a dish's cart button does: remove when in the cart, else add, unless sold out. */
export type CartToggle = 'remove' | 'add' | 'out-of-stock';

export const CART_TOGGLE_LABELS: Readonly<Record<CartToggle, string>> = {
  remove: 'Remove from Cart',
  add: 'Add to Cart',
  'out-of-stock': 'Out of Stock',
};

/** The cart button's look in each state, on the island's cards and on the menu the servers write. */
export const CART_TOGGLE_STYLES: Readonly<Record<CartToggle, string>> = {
  add: 'bg-brand-600 text-white hover:bg-brand-700',
  remove: 'bg-ink text-white hover:bg-black',
  'out-of-stock': 'cursor-not-allowed bg-stone-200 text-ink-muted',
};

/** The shape every button of a dish card's bottom row shares. */
export const CARD_BUTTON_CLASSES = 'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold whitespace-nowrap';

/** The menu's category filters: a group of toggle buttons, All and one per category. */
export const MENU_FILTERS_LABEL = 'Filter dishes by category';
export const MENU_FILTER_CLASSES =
  'min-h-11 rounded-full border-2 border-brand-600 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-600 aria-pressed:text-white';

export function cartToggle(quantityInCart: number, isAvailable: boolean): CartToggle {
  if (quantityInCart > 0) return 'remove';
  return isAvailable ? 'add' : 'out-of-stock';
}
