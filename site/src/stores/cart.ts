import { atom, computed, onMount } from 'nanostores';
import {
  addLine,
  cartChangeMessage,
  cartLineKey,
  countLines,
  parseStoredCart,
  removeLine,
  setLineQuantity,
  withStockLeft,
  withStockOf,
  type CartLine,
} from '../../../domain/cart.ts';
import type { Food, FoodOption } from '../../../domain/food.ts';
import { announce } from '../lib/announce.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';

const STORAGE_KEY = 'cart';

/**
 * The cart, shared by every island on a page and kept in the browser so it survives a reload.
 * It starts empty and is read from storage once something subscribes, so the first render in
 * the browser matches the pre-rendered HTML.
 */
export const $cart = atom<CartLine[]>([]);
export const $cartLineCount = computed($cart, countLines);

onMount($cart, () => {
  $cart.set(parseStoredCart(readStored(STORAGE_KEY)));
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) $cart.set(parseStoredCart(readStored(STORAGE_KEY)));
  };
  // Back from another page (the dish page, say) the browser may restore this one as it was:
  // the cart could have changed meanwhile.
  const followHistory = (event: PageTransitionEvent) => {
    if (event.persisted) $cart.set(parseStoredCart(readStored(STORAGE_KEY)));
  };
  const persist = $cart.listen((lines) => writeStored(STORAGE_KEY, lines));
  window.addEventListener('storage', followOtherTabs);
  window.addEventListener('pageshow', followHistory);
  return () => {
    persist();
    window.removeEventListener('storage', followOtherTabs);
    window.removeEventListener('pageshow', followHistory);
  };
});

/**
 * Adds the dish with these options (checked by the caller against the dish's groups): one, or the
 * least it is sold in, or `quantity` (a weight chosen on its page).
 */
export function addToCart(food: Food, options: readonly FoodOption[] = [], quantity?: number): void {
  $cart.set(addLine($cart.get(), food, options, quantity));
  announce(cartChangeMessage('added', food.name, countLines($cart.get())));
}

/** Removes the line with this key (domain/cart.ts cartLineKey; a dish id for a dish without options). */
export function removeFromCart(key: string): void {
  const line = $cart.get().find((candidate) => cartLineKey(candidate) === key);
  $cart.set(removeLine($cart.get(), key));
  if (line) announce(cartChangeMessage('removed', line.name, countLines($cart.get())));
}

export function updateCartQuantity(key: string, quantity: number): void {
  $cart.set(setLineQuantity($cart.get(), key, quantity));
}

/** What the shop says is left of a product (an order refused for too few): its lines offer to fit it. */
export function noteStockLeft(productId: string, left: number): void {
  $cart.set(withStockLeft($cart.get(), productId, left));
}

/** What a menu answer says is left of the cart's products. */
export function noteStockOf(foods: readonly Food[]): void {
  $cart.set(withStockOf($cart.get(), foods));
}

export function clearCart(): void {
  $cart.set([]);
}
