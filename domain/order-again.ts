import { cartLineKey, newLine, type CartLine } from './cart.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';
import type { Food, FoodOption } from './food.ts';
import { inMenuOrder, optionGroupsInCents } from './menu-options.ts';
import { lineLabel } from './option-lines.ts';
import { checkChoices } from './option-check.ts';
import { priceCents } from './contracts/amounts.ts';
import type { Cents, ShopCurrency } from './money.ts';
import type { OrderProduct } from './order.ts';
import type { Words } from './order-status-words.ts';

/**
 * "Order again" on My Orders: a past order's lines brought to the menu as it is now. A line whose
 * dish or choices can no longer be ordered is left out and named; the others go in at today's
 * prices, and a price that moved since is named with both figures.
 */

/** Why a line of the order cannot go in the cart now. */
export type LeftOutReason =
  | { kind: 'gone' }
  | { kind: 'soldOut' }
  | { kind: 'optionGone'; option: string }
  | { kind: 'optionSoldOut'; option: string }
  /** The dish's groups changed so the old choice no longer fits them (a new required size, say). */
  | { kind: 'chooseAgain' };

export interface LeftOutLine {
  /** As the order names it: 'Pepperoni Pizza (Large 14", Olives)'. */
  label: string;
  reason: LeftOutReason;
}

export interface PriceChange {
  /** As the order names it. */
  label: string;
  /** One item with its options: what the order paid (in its currency), what the menu asks now. */
  wasCents: Cents;
  nowCents: Cents;
}

export interface OrderAgainPlan {
  /** Lines for the cart, at the menu's current names and prices, with the order's quantities. */
  lines: CartLine[];
  leftOut: LeftOutLine[];
  priceChanges: PriceChange[];
}

type Fit = { ok: true; food: Food; options: FoodOption[] } | { ok: false; reason: LeftOutReason };

/**
 * Each of the order's options is found among the dish's current ones by its id, or by its name
 * on orders an older server answered without ids; each option once.
 */
function fitToMenu(line: OrderProduct, food: Food | undefined): Fit {
  if (!food?._id) return { ok: false, reason: { kind: 'gone' } };
  if (!food.isAvailable) return { ok: false, reason: { kind: 'soldOut' } };
  const offered = (food.optionGroups ?? []).flatMap((group) => group.options);
  const chosen: FoodOption[] = [];
  for (const { id, name } of line.options ?? []) {
    const option = offered.find(
      (candidate) => (id === undefined ? candidate.name === name : candidate.id === id) && !chosen.includes(candidate),
    );
    if (!option) return { ok: false, reason: { kind: 'optionGone', option: name } };
    if (!option.isAvailable) return { ok: false, reason: { kind: 'optionSoldOut', option: name } };
    chosen.push(option);
  }
  const groups = optionGroupsInCents(food.optionGroups);
  const check = checkChoices(
    food.name,
    groups,
    chosen.map((option) => option.id),
  );
  if (!check.ok) return { ok: false, reason: { kind: 'chooseAgain' } };
  return { ok: true, food, options: inMenuOrder(groups, chosen) };
}

/** Sorts the order's lines into what goes in the cart, what is left out and why, and what costs another price now. */
export function planOrderAgain(products: readonly OrderProduct[], foods: readonly Food[], paidIn?: ShopCurrency): OrderAgainPlan {
  const menu = new Map(foods.map((food) => [food._id, food]));
  let lines: CartLine[] = [];
  const leftOut: LeftOutLine[] = [];
  const priceChanges: PriceChange[] = [];
  for (const product of products) {
    const label = lineLabel(product.name, product.options);
    const fit = fitToMenu(product, menu.get(product.productId));
    if (!fit.ok) {
      leftOut.push({ label, reason: fit.reason });
      continue;
    }
    const line = newLine(fit.food, fit.options, product.quantity);
    lines = addLines(lines, [line]);
    const wasCents = priceCents(product, paidIn);
    if (wasCents !== line.priceCents && !priceChanges.some((change) => change.label === label))
      priceChanges.push({ label, wasCents, nowCents: line.priceCents });
  }
  return { lines, leftOut, priceChanges };
}

/** As the cart keeps it: a whole number from 1 to MAX_LINE_QUANTITY (domain/cart.ts setLineQuantity). */
function cartQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity) || 1));
}

/**
 * Puts `added` in the cart as adding a dish does (domain/cart.ts addLine): a line with the same
 * dish and choices gets the quantities added (up to the cart's maximum), any other is a new line
 * at the end. A line already there takes the menu's current name and price from `added`, as the
 * message beside the button announces them.
 */
export function addLines(cart: readonly CartLine[], added: readonly CartLine[]): CartLine[] {
  const lines = [...cart];
  for (const line of added) {
    const key = cartLineKey(line);
    const at = lines.findIndex((candidate) => cartLineKey(candidate) === key);
    if (at === -1) lines.push({ ...line, quantity: cartQuantity(line.quantity) });
    else lines[at] = { ...line, quantity: cartQuantity(lines[at]!.quantity + line.quantity) };
  }
  return lines;
}

/** Why a line was left out, with its name: 'Sushi Platter: no longer on the menu' (domain/i18n/messages/orders.ts). */
export function leftOutWords(line: OrderAgainPlan['leftOut'][number]): Words {
  const dish = line.label;
  const { reason } = line;
  switch (reason.kind) {
    case 'gone':
      return { key: 'orders.leftGone', values: { dish } };
    case 'soldOut':
      return { key: 'orders.leftSoldOut', values: { dish } };
    case 'optionGone':
      return { key: 'orders.leftOptionGone', values: { dish, option: reason.option } };
    case 'optionSoldOut':
      return { key: 'orders.leftOptionSoldOut', values: { dish, option: reason.option } };
    case 'chooseAgain':
      return { key: 'orders.leftChooseAgain', values: { dish } };
  }
}

/** The first sentence of the message: what went in the cart. */
export function orderAgainHeadline(plan: Pick<OrderAgainPlan, 'lines' | 'leftOut'>): Words {
  const count = plan.lines.length;
  if (count === 0) return { key: 'orders.nothingAdded' };
  return { key: plan.leftOut.length === 0 ? 'orders.added' : 'orders.addedSome', values: { count } };
}
