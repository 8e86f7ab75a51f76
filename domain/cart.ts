import { amountInCents, priceCents } from './contracts/amounts.ts';
import type { Cents } from './money.ts';
import type { Food, FoodOption } from './food.ts';
import { countOf } from './plural.ts';
import { stockLeft } from './stock-state.ts';
import { amountForQuantity, BY_THE_UNIT, fitQuantity, type SaleRule } from './sale-quantity.ts';
import { toMilli } from './thousandths.ts';

/** An option as the cart line keeps it: what the customer saw when they chose it. */
export interface CartLineOption {
  id: string;
  name: string;
  /** What it adds to one item. */
  priceCents: Cents;
}

/**
 * A cart line: the dish's fields as the menu showed them, plus a quantity (≥ 1). The same dish
 * with other choices is another line.
 */
export interface CartLine {
  _id: string;
  name: string;
  description: string;
  image: string;
  /** One item with its options. */
  priceCents: Cents;
  quantity: number;
  /** The options chosen, in the dish's order; absent for a dish as it comes. */
  options?: CartLineOption[];
  /** Its category's tax rate when added (percent); the server's rate decides the order. */
  taxRate?: number;
  /**
   * How many of its product were left when the shop last said (a menu answer, or an order refused
   * for too few); absent when the product's stock is not tracked. Every line of the product shares it.
   */
  left?: number;
  /** How its product is sold when not whole items from 1 (by weight, or a least or most of its own); absent: BY_THE_UNIT. */
  sale?: SaleRule;
}

/** The quantities a line may hold. */
export function lineRule(line: Pick<CartLine, 'sale'>): SaleRule {
  return line.sale ?? BY_THE_UNIT;
}

/** A dish's sale rule as its answer carries it. */
export function saleRuleOfFood(food: Pick<Food, 'soldBy' | 'unit' | 'quantityStep' | 'minQuantity' | 'maxQuantity'>): SaleRule {
  const { soldBy, unit, quantityStep, minQuantity, maxQuantity } = food;
  return { soldBy, unit, quantityStep, minQuantity, maxQuantity };
}

/** The cart keeps the same dish with different choices as different lines: this names a line. */
export function lineKey(dishId: string, optionIds: readonly string[]): string {
  return optionIds.length === 0 ? dishId : `${dishId}|${[...optionIds].sort().join(',')}`;
}

/** What tells a line from the dish's other lines: the dish and its choices ('margherita-pizza' without any). */
export function cartLineKey(line: Pick<CartLine, '_id' | 'options'>): string {
  return lineKey(
    line._id,
    (line.options ?? []).map((option) => option.id),
  );
}

/** One item of a dish with these options. */
export function priceWithOptions(dishPriceCents: Cents, options: readonly Pick<CartLineOption, 'priceCents'>[]): Cents {
  return options.reduce((sum, option) => sum + option.priceCents, dishPriceCents);
}

/** The options as a cart line keeps them, from the dish's answer. */
export function lineOptionsOf(options: readonly FoodOption[]): CartLineOption[] {
  return options.map((option) => ({ id: option.id, name: option.name, priceCents: priceCents(option) }));
}

/**
 * Adds a dish with the chosen options: `quantity` of it (by default the least it is sold in, or
 * one step more of the line with the same choices). A missing dish, one without an id, one out of
 * stock, or one with too little left for what is added leaves the cart as it was.
 */
export function addLine(
  lines: readonly CartLine[],
  food: Food | null | undefined,
  options: readonly FoodOption[] = [],
  quantity?: number,
): CartLine[] {
  if (!food?._id || !food.isAvailable) return [...lines];
  const rule = saleRuleOfFood(food);
  const chosen = lineOptionsOf(options);
  const key = lineKey(
    food._id,
    chosen.map((option) => option.id),
  );
  const existing = lines.find((line) => cartLineKey(line) === key);
  const adding = quantity ?? (existing ? rule.quantityStep : rule.minQuantity);
  const wanted = fitQuantity(rule, (existing?.quantity ?? 0) + adding);
  const added = wanted - (existing?.quantity ?? 0);
  const left = stockLeft(food.stock);
  if (toMilli(added) <= 0) return [...lines];
  if (left !== undefined && toMilli(dishQuantityInCart(lines, food._id) + added) > toMilli(left)) return [...lines];
  const updated = existing ? setLineQuantity(lines, key, wanted) : [...lines, newLine(food, options, wanted)];
  return withStockLeft(updated, food._id, left);
}

/** Every line of a product told how many are left (undefined: its stock is not tracked). */
export function withStockLeft(lines: readonly CartLine[], productId: string, left: number | undefined): CartLine[] {
  return lines.map((line) => {
    if (line._id !== productId || line.left === left) return line;
    const { left: _before, ...rest } = line;
    return left === undefined ? rest : { ...rest, left };
  });
}

/** The lines told what a menu answer says is left of each of their products. */
export function withStockOf(lines: readonly CartLine[], foods: readonly Pick<Food, '_id' | 'stock'>[]): CartLine[] {
  return foods.reduce((updated, food) => withStockLeft(updated, food._id, stockLeft(food.stock)), [...lines]);
}

/** The line a dish with these options makes, with `quantity`: the dish's fields as the menu shows them. */
export function newLine(food: Food, options: readonly FoodOption[], quantity: number): CartLine {
  const chosen = lineOptionsOf(options);
  const { _id, name, description, image } = food;
  const line: CartLine = {
    _id,
    name,
    description,
    image,
    priceCents: priceWithOptions(priceCents(food), chosen),
    quantity,
    ...(food.taxRate ? { taxRate: food.taxRate } : {}),
  };
  const left = stockLeft(food.stock);
  if (left !== undefined) line.left = left;
  const rule = saleRuleOfFood(food);
  // Kept only when it is not whole items from 1.
  if (rule.unit || rule.minQuantity !== 1 || rule.maxQuantity) line.sale = rule;
  return chosen.length > 0 ? { ...line, options: chosen } : line;
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => cartLineKey(line) !== key);
}

/** Sets a line's quantity, kept to what its product is sold in (whole items from 1 to MAX_LINE_QUANTITY by default). */
export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  return lines.map((line) => (cartLineKey(line) === key ? { ...line, quantity: fitQuantity(lineRule(line), quantity) } : line));
}

/** The quantity of one line (a dish id alone names the dish as it comes, without options). */
export function quantityInCart(lines: readonly CartLine[], key: string): number {
  return lines.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
}

/** How much of a dish the cart holds, whatever was chosen with it (added in thousandths, so weights add up). */
export function dishQuantityInCart(lines: readonly CartLine[], dishId: string): number {
  return lines.reduce((sum, line) => (line._id === dishId ? sum + toMilli(line.quantity) : sum), 0) / 1000;
}

/** What the navigation badge shows: the number of lines, not of items. */
export function countLines(lines: readonly CartLine[]): number {
  return lines.length;
}

/** What the cart's badge says to a screen reader: 'Cart, 1 item'. */
export function cartLinkLabel(lineCount: number): string {
  return `Cart, ${countOf(lineCount, 'item')}`;
}

/** What is read out when a dish goes in or out: 'Margherita Pizza added to cart. 3 items in cart.' */
export function cartChangeMessage(change: 'added' | 'removed', dishName: string, lineCount: number): string {
  return `${dishName} ${change === 'added' ? 'added to' : 'removed from'} cart. ${countOf(lineCount, 'item')} in cart.`;
}

export function cartSubtotalCents(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + amountForQuantity(line.priceCents, line.quantity), 0);
}

/**
 * A cart kept in the browser holds its amounts in minor units (`priceCents`); one saved before
 * that holds the API's decimal amounts (`price`), read here once.
 */
function storedCents(value: Record<string, unknown>): Cents | undefined {
  if (Number.isInteger(value.priceCents) && (value.priceCents as number) >= 0) return value.priceCents as number;
  if (typeof value.price === 'number' && Number.isFinite(value.price) && value.price >= 0) return amountInCents(value.price);
  return undefined;
}

function storedOption(value: unknown): CartLineOption | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const option = value as Record<string, unknown>;
  const cents = storedCents(option);
  if (typeof option.id !== 'string' || typeof option.name !== 'string' || cents === undefined) return undefined;
  return { id: option.id, name: option.name, priceCents: cents };
}

/** Reads a cart kept in the browser, dropping anything that is not a well-formed line. */
export function parseStoredCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const line = item as Record<string, unknown>;
    const cents = storedCents(line);
    // Absent for a dish as it comes; anything else but a list of options spoils the line.
    const options = line.options === undefined ? undefined : Array.isArray(line.options) ? line.options.map(storedOption) : [undefined];
    // A rule of positive steps, or none (by the unit); fitQuantity keeps the quantity within it.
    const sale = line.sale as SaleRule | undefined;
    const wellFormed =
      typeof line._id === 'string' &&
      typeof line.name === 'string' &&
      cents !== undefined &&
      typeof line.quantity === 'number' &&
      line.quantity > 0 &&
      (sale === undefined || (sale.quantityStep > 0 && sale.minQuantity > 0)) &&
      (options?.every((option) => option !== undefined) ?? true);
    if (!wellFormed) continue;
    const { taxRate, left } = line;
    lines.push({
      _id: line._id as string,
      name: line.name as string,
      description: String(line.description ?? ''),
      image: String(line.image ?? ''),
      priceCents: cents,
      quantity: fitQuantity(sale ?? BY_THE_UNIT, line.quantity as number),
      ...(sale ? { sale } : {}),
      ...(options ? { options: options as CartLineOption[] } : {}),
      ...(typeof taxRate === 'number' && taxRate > 0 && taxRate <= 100 ? { taxRate } : {}),
      ...(typeof left === 'number' && left >= 0 ? { left } : {}),
    });
  }
  return lines;
}
