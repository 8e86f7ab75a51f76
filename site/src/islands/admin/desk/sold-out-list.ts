import { foldForSearch } from '../../../../../domain/search-text.ts';
import type { ApiAnswer } from '../../../lib/api.ts';

export type DeskDish = ApiAnswer<'/api/desk/menu', 'GET'>['data']['dishes'][number];

/**
 * The desk's sold-out list as shown: the dishes whose name or category holds what was typed, those
 * sold out first (what staff look for to put back), each part in the menu's order.
 */
export function dishesShown(dishes: readonly DeskDish[], search: string): DeskDish[] {
  const wanted = foldForSearch(search);
  const matching = wanted === '' ? dishes : dishes.filter((dish) => foldForSearch(`${dish.name} ${dish.category}`).includes(wanted));
  return [...matching.filter((dish) => dish.soldOut), ...matching.filter((dish) => !dish.soldOut)];
}

/** The list after the server marked one dish. */
export function withMark(dishes: readonly DeskDish[], foodId: string, soldOut: boolean): DeskDish[] {
  return dishes.map((dish) => (dish.id === foodId ? { ...dish, soldOut } : dish));
}
