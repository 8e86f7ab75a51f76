import { priceCents } from '../contracts/amounts.ts';
import { orderCurrencyOf } from '../contracts/order-amounts.ts';
import type { ShopCurrency } from '../money.ts';
import type { Order, OrderProduct } from '../order.ts';
import { BY_THE_UNIT } from '../sale-quantity.ts';
import { toMilli } from '../thousandths.ts';
import type { CatalogueProduct, OrderedLine } from './order-lines.ts';
import { type LineChange, lineChanges } from './pick-changes.ts';
import type { CheckedPick } from './pick-decision.ts';
import { type ApprovalStatus, approvalNow } from './replacement-approval.ts';
import type { SubstitutionChoice } from './substitution.ts';

/**
 * An order as the API answers it (each line as ordered, with its `picked`), read back into the
 * picking rules' shapes, so the customer's pages word what changed with the same rules as the mail
 * (./pick-changes.ts, ./change-text.ts). A replacement's price is the one the answer gives: as
 * offered while the customer is asked, as charged once picked. Its own tax rate is not in the
 * answer, so its cap is the line's amount, which the price charged already respects.
 */

/** What these read of an order. */
type OrderFacts = Pick<Order, 'pickedAt' | 'products' | 'taxMode' | 'currency'>;

/** What changed, line by line, once the order is picked; null before (every restaurant order stays so). */
export function orderPickChanges(order: OrderFacts): LineChange[] | null {
  if (order.pickedAt === null) return null;
  const currency = orderCurrencyOf(order);
  const picks = order.products.flatMap((line, position) => {
    const pick = checkedPickOf(orderedLineOf(line, position, currency), line.picked, currency);
    return pick ? [pick] : [];
  });
  return lineChanges(picks, order.taxMode);
}

/** A replacement offered on a line, with what the customer said of it: what the tracking page asks about. */
export interface OfferedLine {
  /** The line as it changes if the replacement is sent: names, quantities and amounts. */
  change: LineChange & { change: { kind: 'replaced' } };
  /** As the answer said it; a 'waiting' one whose time is over reads 'expired' (approvalNow). */
  status: ApprovalStatus;
  /** Epoch ms. */
  until: number;
}

/** The replacements the customer is asked about, before the order is picked. */
export function offeredReplacements(order: OrderFacts, now: number): OfferedLine[] {
  if (order.pickedAt !== null) return [];
  const currency = orderCurrencyOf(order);
  return order.products.flatMap((line, position) => {
    const { picked } = line;
    if (picked?.status !== 'replaced' || !picked.approval) return [];
    const pick = checkedPickOf(orderedLineOf(line, position, currency), picked, currency);
    const [change] = pick ? lineChanges([pick], order.taxMode) : [];
    if (change?.change.kind !== 'replaced') return [];
    const until = Date.parse(picked.approval.until);
    return [{ change: change as OfferedLine['change'], status: approvalNow(picked.approval.status, until, now), until }];
  });
}

function orderedLineOf(line: OrderProduct, position: number, currency: ShopCurrency): OrderedLine {
  const price = priceCents(line, currency);
  const weighed = line.soldBy === 'weight' && line.unit !== null;
  return {
    position,
    foodId: line.productId,
    name: line.name,
    priceCents: weighed ? priceCents({ price: line.amount }, currency) : price,
    quantity: weighed ? 1 : line.quantity,
    image: line.image,
    options: [],
    category: '',
    taxRate: line.taxRate,
    stockTakenMilli: 0,
    weightMilli: weighed ? toMilli(line.quantity) : null,
    weightUnit: weighed ? line.unit : null,
    unitPriceCents: weighed ? price : null,
    substitution: substitutionOf(line.substitution),
  };
}

function substitutionOf(choice: OrderProduct['substitution']): SubstitutionChoice {
  if (choice.mode === 'specific' && choice.productId) return { mode: 'specific', productId: choice.productId };
  return choice.mode === 'best_match' ? { mode: 'best_match' } : { mode: 'none' };
}

function checkedPickOf(line: OrderedLine, picked: OrderProduct['picked'], currency: ShopCurrency): CheckedPick | null {
  if (!picked) return null;
  if (picked.status === 'picked') return { status: 'picked', line, quantity: picked.quantity };
  const sent = picked.product;
  if (!sent) return { status: 'missing', line };
  if (picked.status === 'missing') {
    const answer = picked.approval?.status;
    if (answer !== 'declined' && answer !== 'expired') return { status: 'missing', line };
    return { status: 'missing', line, unapproved: { answer, offered: { name: sent.name, quantity: sent.quantity, unit: sent.unit } } };
  }
  const product: CatalogueProduct = {
    id: sent.productId,
    name: sent.name,
    priceCents: priceCents(sent, currency),
    image: '',
    isAvailable: true,
    categoryId: '',
    category: '',
    taxRate: line.taxRate,
    stockTracked: false,
    sale: sent.unit ? { soldBy: 'weight', unit: sent.unit, quantityStep: 0.001, minQuantity: 0.001, maxQuantity: null } : BY_THE_UNIT,
  };
  return { status: 'replaced', line, product, quantity: sent.quantity };
}
