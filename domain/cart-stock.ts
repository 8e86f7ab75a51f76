import { type CartLine, cartLineKey, lineRule } from './cart.ts';
import { largestQuantity } from './sale-quantity.ts';
import { toMilli } from './thousandths.ts';
import { atMostQuantity } from './sale-steps.ts';

// Apart from cart.ts, which every shop page loads: only the cart and the checkout weigh a line
// against what is left.

/**
 * A cart line against its product's stock. 'untracked': no count is kept; 'room': it may take
 * more; 'full': it holds all it may (`left` is the product's); 'short': it asks for more than is
 * left, and `most` is what it may hold (0: none left for it). The product's other lines (other
 * choices) come first: they were there before this line's quantity was raised.
 */
export type LineStock =
  | { kind: 'untracked' }
  | { kind: 'room'; left: number; most: number }
  | { kind: 'full'; left: number }
  | { kind: 'short'; left: number; most: number };

export function lineStock(lines: readonly CartLine[], line: CartLine): LineStock {
  if (line.left === undefined) return { kind: 'untracked' };
  const key = cartLineKey(line);
  const others = lines.reduce(
    (sum, other) => (other._id === line._id && cartLineKey(other) !== key ? sum + toMilli(other.quantity) : sum),
    0,
  );
  const rule = lineRule(line);
  // The most on the product's steps that is left for this line (thousandths, so weights divide exactly).
  const step = toMilli(rule.quantityStep);
  const room = Math.max(0, toMilli(line.left) - others);
  const most = Math.min(largestQuantity(rule), (Math.floor(room / step) * step) / 1000);
  if (toMilli(line.quantity) > toMilli(most)) return { kind: 'short', left: line.left, most };
  return toMilli(line.quantity) === toMilli(most) ? { kind: 'full', left: line.left } : { kind: 'room', left: line.left, most };
}

/** Whether a line's "+" may add one more step: below the most a line holds, and below what is left. */
export function canAddOneMore(stock: LineStock, line: Pick<CartLine, 'quantity' | 'sale'>): boolean {
  return !atMostQuantity(lineRule(line), line.quantity) && (stock.kind === 'untracked' || stock.kind === 'room');
}
