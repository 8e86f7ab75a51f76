import { PLACEHOLDER_IMAGE, type Food } from '../../../../domain/food.ts';
import { lowStockLeft } from '../../../../domain/stock-state.ts';
import { readServedMenu } from '../../stores/catalogue.ts';
import type { DishParts } from './dish-parts.ts';

/** The product the server wrote into its page (worker/src/pages/menu-markup.ts renderDish), and its data. */
export interface ServedProduct {
  article: HTMLElement;
  /** The column of its name, price and the rest. */
  details: HTMLElement;
  food: Food;
}

/** The served product, when the page came with one (not with "Dish not found"). */
export function findServedProduct(): ServedProduct | null {
  const article = document.querySelector<HTMLElement>('[data-menu-static] article');
  const details = article?.querySelector<HTMLElement>(':scope > div');
  const [food] = readServedMenu() ?? [];
  return article && details && food ? { article, details, food } : null;
}

/**
 * Whether the served product shows `food` as the catalogue has it now: what the server wrote of
 * it, all but what the island's controls say (availability, options, stock above "Only 3 left").
 */
export function showsAsServed(served: ServedProduct, food: Food): boolean {
  return served.food._id === food._id && detailsOf(served.food) === detailsOf(food);
}

function detailsOf({ stock, isAvailable, optionGroups, ...details }: Food): string {
  return JSON.stringify([details, lowStockLeft({ stock })]);
}

/**
 * What renderDish writes for a visitor without JavaScript that the island says its own way (the
 * category line, the options as a list, "Available", "Back to the menu"), marked by the server.
 */
export const SERVED_ONLY = '[data-served-only]';

/**
 * Puts the page's parts into the served product, in place of what only a page without its island
 * needs. The picture and the details stay as served: nothing is drawn again as the island arrives.
 */
export function placeInServedProduct({ article, details }: ServedProduct, { corner, slot }: DishParts): void {
  if (slot.isConnected) return;
  for (const element of details.querySelectorAll(SERVED_ONLY)) element.remove();
  details.append(slot);
  article.prepend(corner);
  // The served markup now holds working controls, as the menu's says of its own (./served-markup.ts).
  article.closest('[data-menu-static]')?.setAttribute('data-menu-live', '');
  const picture = article.querySelector('img');
  if (picture) showPlaceholderIfBroken(picture);
}

/** A missing or broken picture gives way to the shipped placeholder, as the island's own (./FoodImage.tsx). */
function showPlaceholderIfBroken(picture: HTMLImageElement): void {
  const placeholder = () => {
    picture.removeAttribute('srcset');
    picture.src = PLACEHOLDER_IMAGE;
  };
  if (picture.complete && picture.naturalWidth === 0) placeholder();
  else picture.addEventListener('error', placeholder, { once: true });
}
