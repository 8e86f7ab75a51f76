import { z } from 'zod';
import type { LocationDishAnswer } from '../../../../../domain/contracts/locations.ts';
import { amountText } from '../../../../../domain/currency.ts';
import type { Food } from '../../../../../domain/food.ts';
import { LocationDishInput } from '../../../../../domain/locations/location-form.ts';
import { numberInput } from '../../../../../domain/number-input.ts';
import { firstIssueMessage } from '../../../../../domain/validation.ts';

/**
 * The Locations screen's menu grid: dishes (rows, by category) × locations (columns), each cell
 * "sold here" and the price there, and whether the location's desk has marked it sold out for now.
 * GET /api/locations/menu answers only the differences from the menu; a cell without one sells as
 * the menu has it.
 */

export type LocationDish = LocationDishAnswer;
export interface DishCell {
  isAvailable: boolean;
  /** The location's own price; null: the menu's. */
  price: number | null;
}
/** A cell as the grid shows it: what the owner sets, and the desk's sold-out mark beside it. */
export interface GridCell extends DishCell {
  soldOut: boolean;
}

/** The dishes by category, each category where its first dish is in the menu's order; `first`: its first dish's place in the whole grid. */
export function dishGroups(foods: readonly Food[]): { category: string; dishes: Food[]; first: number }[] {
  const groups = new Map<string, { category: string; dishes: Food[] }>();
  for (const food of foods) {
    const group = groups.get(food.categoryId) ?? { category: food.category, dishes: [] };
    group.dishes.push(food);
    groups.set(food.categoryId, group);
  }
  let first = 0;
  return [...groups.values()].map((group) => {
    const placed = { ...group, first };
    first += group.dishes.length;
    return placed;
  });
}

/** A dish's cell at a location: its difference there, or the menu's own (on, at its price). */
export function cellOf(differences: readonly LocationDish[], locationId: number, foodId: string): GridCell {
  const found = differences.find((dish) => dish.locationId === locationId && dish.foodId === foodId);
  return found
    ? { isAvailable: found.isAvailable, price: found.price, soldOut: found.soldOut }
    : { isAvailable: true, price: null, soldOut: false };
}

/** The price field's text: blank for the menu's price, else the amount the shop's way ("10.50", "10,50"). */
export function priceText(cell: DishCell): string {
  return cell.price === null ? '' : amountText(cell.price);
}

/** The cell as typed, read with the server's schema: the price in the shop's locale, blank for the menu's. */
const DishCellInput = z.object({
  isAvailable: LocationDishInput.shape.isAvailable,
  price: numberInput(LocationDishInput.shape.price, null),
});

/** The body of PUT /api/locations/{id}/menu/{foodId}, or the message for the price field. */
export function checkDishCell(isAvailable: boolean, price: string): { ok: true; body: DishCell } | { ok: false; message: string } {
  const parsed = DishCellInput.safeParse({ isAvailable, price });
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error) };
  return { ok: true, body: { isAvailable: parsed.data.isAvailable, price: parsed.data.price ?? null } };
}

/** The differences after a save: the dish's replaced, or gone when it sells as the menu has it again. */
export function withDish(differences: readonly LocationDish[], saved: LocationDish): LocationDish[] {
  const others = differences.filter((dish) => !(dish.locationId === saved.locationId && dish.foodId === saved.foodId));
  return saved.isAvailable && saved.price === null && !saved.soldOut ? others : [...others, saved];
}
