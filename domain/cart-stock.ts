import { type CartLine, cartLineKey } from './cart.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';

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
  const others = lines.reduce((sum, other) => (other._id === line._id && cartLineKey(other) !== key ? sum + other.quantity : sum), 0);
  const most = Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(line.left - others)));
  if (line.quantity > most) return { kind: 'short', left: line.left, most };
  return line.quantity === most ? { kind: 'full', left: line.left } : { kind: 'room', left: line.left, most };
}

/** Whether a line's "+" may add one more: below the most a line holds, and below what is left. */
export function canAddOneMore(stock: LineStock, quantity: number): boolean {
  return quantity < MAX_LINE_QUANTITY && (stock.kind === 'untracked' || stock.kind === 'room');
}
