import { quantityProblemMessage } from '../sale-quantity-messages.ts';
import { isWeighed, largestQuantity } from '../sale-quantity.ts';
import { type QuantityProblem, quantityProblem } from '../sale-steps.ts';
import { fromMilli, hasMilliPrecision, toMilli } from '../thousandths.ts';
import type { CatalogueProduct, OrderedLine } from './order-lines.ts';
import type { CheckedPick, PickDecision } from './pick-decision.ts';
import { PICK_PROBLEM_MESSAGES, PICKING_ERRORS } from './picking-messages.ts';

/**
 * Whether staff's decisions can be taken, each against its line and the catalogue as it is now
 * (docs/product/picking.md): a line the order has; as many items as were ordered at most, or a
 * weight from the scale of at most twice the one ordered (a slip of the scale or the keyboard
 * beyond); and a replacement only where the customer allowed one — the product they named, or
 * for "best match" any product on sale in a quantity its sale rule allows. A line the customer
 * said not to replace is never replaced: the customer agreed to no other product and no other
 * price, so it is picked or missing.
 */

/** At most this many times the weight ordered may be picked of a line sold by weight. */
export const PICKED_WEIGHT_MAX_FACTOR = 2;

export interface PickProblem {
  /** The line's place in the order. */
  index: number;
  message: string;
}

export type PickCheck = { ok: true; picks: CheckedPick[] } | { ok: false; problems: PickProblem[] };

export function checkDecisions(
  lines: readonly OrderedLine[],
  decisions: readonly PickDecision[],
  products: ReadonlyMap<string, CatalogueProduct>,
): PickCheck {
  const picks: CheckedPick[] = [];
  const problems: PickProblem[] = [];
  for (const decision of decisions) {
    const line = lines.find((each) => each.position === decision.index);
    const checked = line ? checkDecision(line, decision, products) : PICK_PROBLEM_MESSAGES.lineUnknown(decision.index);
    if (typeof checked === 'string') problems.push({ index: decision.index, message: checked });
    else picks.push(checked);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, picks };
}

/** The decision as a pick, or why it cannot be taken. */
function checkDecision(line: OrderedLine, decision: PickDecision, products: ReadonlyMap<string, CatalogueProduct>): CheckedPick | string {
  if (decision.status === 'missing') return { status: 'missing', line };
  if (decision.status === 'picked') {
    const problem = pickedProblem(line, decision.quantity);
    return problem ?? { status: 'picked', line, quantity: decision.quantity ?? line.quantity };
  }
  const product = replacementOf(line, decision.productId, products);
  if (typeof product === 'string') return product;
  const quantity = decision.quantity ?? (line.weightMilli === null && !isWeighed(product.sale) ? line.quantity : undefined);
  if (quantity === undefined) return PICK_PROBLEM_MESSAGES.replacementQuantityNeeded(line.name, product.name);
  if (!isQuantity(quantity)) return PICKING_ERRORS.pickQuantity;
  const problem = replacementQuantityProblem(product, quantity);
  return problem ? quantityProblemMessage(problem, product.name, product.sale) : { status: 'replaced', line, product, quantity };
}

/** By the unit, the product's own rule; a weight from the scale is off the steps and may be under the least, so only the most holds. */
function replacementQuantityProblem(product: CatalogueProduct, quantity: number): QuantityProblem | null {
  if (!isWeighed(product.sale)) return quantityProblem(product.sale, quantity);
  return toMilli(quantity) > toMilli(largestQuantity(product.sale)) ? 'max' : null;
}

/** Items found (at most as many as ordered), or a weight weighed (at most twice the one ordered). */
function pickedProblem(line: OrderedLine, quantity: number | undefined): string | null {
  if (line.weightMilli !== null) {
    if (quantity === undefined) return PICK_PROBLEM_MESSAGES.weightNeeded(line.name);
    if (!isQuantity(quantity)) return PICKING_ERRORS.pickQuantity;
    const most = line.weightMilli * PICKED_WEIGHT_MAX_FACTOR;
    return toMilli(quantity) > most ? PICK_PROBLEM_MESSAGES.weightTooHeavy(line.name, fromMilli(most), line.weightUnit ?? 'kg') : null;
  }
  if (quantity === undefined) return null;
  if (!isQuantity(quantity)) return PICKING_ERRORS.pickQuantity;
  if (!Number.isInteger(quantity)) return PICK_PROBLEM_MESSAGES.pickedWhole(line.name);
  return quantity > line.quantity ? PICK_PROBLEM_MESSAGES.pickedMore(line.name, line.quantity) : null;
}

/** The product that may replace the line, or why none may. */
function replacementOf(
  line: OrderedLine,
  productId: string | undefined,
  products: ReadonlyMap<string, CatalogueProduct>,
): CatalogueProduct | string {
  const choice = line.substitution;
  if (choice.mode === 'none') return PICK_PROBLEM_MESSAGES.replacementRefused(line.name);
  if (productId === undefined) return PICKING_ERRORS.pickProduct;
  if (productId === line.foodId) return PICK_PROBLEM_MESSAGES.replacementSame(line.name);
  if (choice.mode === 'specific' && productId !== choice.productId)
    return PICK_PROBLEM_MESSAGES.replacementNotNamed(line.name, products.get(choice.productId)?.name ?? choice.productId);
  const product = products.get(productId);
  if (!product) return PICK_PROBLEM_MESSAGES.replacementUnknown(line.name);
  if (!product.isAvailable) return PICK_PROBLEM_MESSAGES.replacementOff(line.name, product.name);
  return product;
}

/** More than 0, in thousandths at most: what a count or a scale gives. */
function isQuantity(quantity: number): boolean {
  return quantity > 0 && hasMilliPrecision(quantity);
}
