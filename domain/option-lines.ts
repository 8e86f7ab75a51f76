import { formatMoney, type Cents } from './money.ts';

/**
 * A line's chosen options as the cart, the orders and the receipts write them. Apart from
 * ./menu-options.ts, which a product's page loads at once: these pages need only the words.
 */

/** The choices as a receipt lists them: 'Large 14" (+$2.50), Olives (+$1.00), No pickles'. */
export function describeChoices(options: readonly { name: string; priceCents: Cents }[]): string {
  return options.map((option) => (option.priceCents > 0 ? `${option.name} (+${formatMoney(option.priceCents)})` : option.name)).join(', ');
}

/** A line's name where two lines of one dish must be told apart: 'Pepperoni Pizza (Large 14", Olives)'. */
export function lineLabel(name: string, options: readonly { name: string }[] | undefined): string {
  return options && options.length > 0 ? `${name} (${options.map((option) => option.name).join(', ')})` : name;
}
