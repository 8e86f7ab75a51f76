import { useEffect, useState } from 'react';
import { isFood } from '../../../../domain/food.ts';
import { callApi } from '../../lib/api.ts';
import { noteStockOf } from '../../stores/cart.ts';
import { chosenLocation } from '../../stores/chosen-location.ts';

/**
 * The dishes the chosen location does not sell now, and its name: a cart filled at another
 * location keeps its lines, and the ones this location cannot make are flagged; the lines learn
 * what it has left of their products. Nothing without a chosen location, or while the menu is
 * asked for; a failed ask flags nothing (the order's check is the server's).
 */
export function useNotHere(): { name: string; dishIds: ReadonlySet<string> } | null {
  const [found, setFound] = useState<{ name: string; dishIds: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    const location = chosenLocation();
    if (!location) return;
    let current = true;
    callApi('GET', '/api/foods', { query: { location: location.id } }).then(
      (menu: unknown) => {
        if (!current || !Array.isArray(menu)) return;
        const foods = menu.filter(isFood);
        // The same answer says what this location has left of the cart's products.
        noteStockOf(foods);
        const off = foods.filter((dish) => !dish.isAvailable);
        setFound({ name: location.name, dishIds: new Set(off.map((dish) => dish._id)) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return found;
}
