import { priceWithOptions, type CartLine } from './cart.ts';
import { priceCents } from './contracts/amounts.ts';
import type { Food } from './food.ts';

// Apart from cart.ts, which every shop page loads: only the checkout reprices its lines.

/**
 * A line brought up to the menu as it is now: the dish's name, picture, price and tax rate, and
 * its options' prices. An option the dish no longer offers keeps its old price: placing the order
 * then says which it is.
 */
export function repriceLine(line: CartLine, food: Food): CartLine {
  const offered = new Map((food.optionGroups ?? []).flatMap((group) => group.options).map((option) => [option.id, option]));
  const options = line.options?.map((option) => {
    const now = offered.get(option.id);
    return now ? { ...option, priceCents: priceCents(now) } : option;
  });
  const { name, image, description } = food;
  return {
    ...line,
    name,
    image,
    description,
    priceCents: priceWithOptions(priceCents(food), options ?? []),
    taxRate: food.taxRate ?? 0,
    ...(options ? { options } : {}),
  };
}
