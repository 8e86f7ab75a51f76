// How a dish's cart button reads, on every card: in the chunk every page loads. What the dish
// page shows is in ./dish-page.ts, which only that page loads.

/** What a dish's cart button does: remove when in the cart, else add, unless sold out. */
export type CartToggle = 'remove' | 'add' | 'out-of-stock';

export const CART_TOGGLE_LABELS: Readonly<Record<CartToggle, string>> = {
  remove: 'Remove from Cart',
  add: 'Add to Cart',
  'out-of-stock': 'Out of Stock',
};

export function cartToggle(quantityInCart: number, isAvailable: boolean): CartToggle {
  if (quantityInCart > 0) return 'remove';
  return isAvailable ? 'add' : 'out-of-stock';
}
