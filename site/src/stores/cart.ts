import { atom, computed, onMount } from 'nanostores';
import {
  addLine,
  countLines,
  parseStoredCart,
  quantityInCart,
  removeLine,
  setLineQuantity,
  type CartLine,
} from '../../../domain/cart.ts';
import type { Food } from '../../../domain/food.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';

const STORAGE_KEY = 'cart';

/**
 * The cart, shared by every island on a page and kept in the browser so it survives a reload
 * (PRODUCT.md §6). It starts empty and is read from storage once something subscribes, so the
 * first render in the browser matches the pre-rendered HTML.
 */
export const $cart = atom<CartLine[]>([]);
export const $cartLineCount = computed($cart, countLines);

onMount($cart, () => {
  $cart.set(parseStoredCart(readStored(STORAGE_KEY)));
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) $cart.set(parseStoredCart(readStored(STORAGE_KEY)));
  };
  const persist = $cart.listen((lines) => writeStored(STORAGE_KEY, lines));
  window.addEventListener('storage', followOtherTabs);
  return () => {
    persist();
    window.removeEventListener('storage', followOtherTabs);
  };
});

export function addToCart(food: Food): void {
  $cart.set(addLine($cart.get(), food));
}

export function removeFromCart(id: string): void {
  $cart.set(removeLine($cart.get(), id));
}

export function updateCartQuantity(id: string, quantity: number): void {
  $cart.set(setLineQuantity($cart.get(), id, quantity));
}

export function clearCart(): void {
  $cart.set([]);
}

export function cartQuantityOf(id: string): number {
  return quantityInCart($cart.get(), id);
}
