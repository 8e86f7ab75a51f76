import type { CartLine } from './cart.ts';

// Apart from cart.ts, which every shop page loads: only the cart and the checkout sum a cart up.

/** Items in the cart: a line sold by weight is one item, whatever it weighs. */
export function itemsInCart(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (line.sale?.soldBy === 'weight' ? 1 : line.quantity), 0);
}

/** Whether some lines are sold by weight: their amounts are estimates until the order is weighed. */
export function hasWeighedLines(lines: readonly CartLine[]): boolean {
  return lines.some((line) => line.sale?.soldBy === 'weight');
}
