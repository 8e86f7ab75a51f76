import type { DeskMenuAnswer } from '../../../domain/contracts/desk.ts';
import { FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { readLocationDishes, setLocationSoldOut } from '../locations/location-menu.ts';
import type { MenuWriter } from '../menu/menu-writer.ts';
import { setFoodAvailability } from '../menu/update-food.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { DeskLocation } from './desk-location.ts';

type DeskDish = DeskMenuAnswer['data']['dishes'][number];

/**
 * What the desk's sold-out list shows for its location: the storefront's dishes, less those the
 * owner does not sell there. A shop with one location has one menu: its sold-out marks are the
 * dishes' own, the same the owner sets in Manage Foods.
 */
export async function readDeskMenu(writer: MenuWriter, location: DeskLocation): Promise<DeskDish[]> {
  const [menu, differences] = await Promise.all([writer.menuCache.get(), location.only ? [] : readLocationDishes(writer.db, location.id)]);
  const byDish = new Map(differences.map((difference) => [difference.foodId, difference]));
  return menu.foods.flatMap((food) => {
    const here = byDish.get(food.id);
    if (here && !here.isAvailable) return [];
    const soldOutEverywhere = !location.only && !food.isAvailable;
    return [
      { id: food.id, name: food.name, category: food.category, soldOut: !food.isAvailable || Boolean(here?.soldOut), soldOutEverywhere },
    ];
  });
}

export interface SoldOutChange {
  foodId: string;
  soldOut: boolean;
  /** What the desk says: '<dish> is marked sold out at <location>'. */
  message: string;
}

/**
 * The desk's one tap on a dish: sold out at its location, or back on sale there. In a chain the
 * mark is the location's alone; a dish sold out on the menu itself stays the owner's to put back.
 */
export async function markSoldOut(
  writer: MenuWriter,
  location: DeskLocation,
  foodId: string,
  soldOut: boolean,
): Promise<Outcome<SoldOutChange>> {
  if (location.only) {
    const food = await setFoodAvailability(writer, foodId, !soldOut);
    if (!food.ok) return food;
    const { name } = food.value;
    return done({ foodId, soldOut, message: soldOut ? FOOD_MESSAGES.soldOut(name) : FOOD_MESSAGES.backOnSale(name) });
  }
  const food = (await writer.menuCache.get()).everyDish.find((dish) => dish.id === foodId);
  if (!food) return refused('not_found', LOCATION_MESSAGES.dishNotFound);
  if (!soldOut && !food.isAvailable) return refused('conflict', LOCATION_MESSAGES.soldOutEverywhere(food.name));
  const marked = await setLocationSoldOut(writer.db, { locationId: location.id, foodId, soldOut });
  if (!marked.ok) return marked;
  const message = soldOut
    ? LOCATION_MESSAGES.markedSoldOutAt(food.name, location.name)
    : LOCATION_MESSAGES.backOnSaleAt(food.name, location.name);
  return done({ foodId, soldOut, message });
}
