import { amountInCents, priceCents } from './contracts/amounts.ts';
import { orderCurrencyOf, taxLinesInCents } from './contracts/order-amounts.ts';
import type { Order, OrderProduct } from './order.ts';
import { computeOrderTax, shareInProportion, type TaxLine, type TaxMode } from './tax.ts';
import { messageWithValues } from './i18n/message-with-values.ts';

/**
 * What a refund gives back of each part of an order (docs/product/refunds.md), in minor units:
 * the goods and fee per tax rate with their tax, the tip, and (for the record) the delivery fee's
 * share. Pure, and property-tested: whatever sequence of refunds an order gets, no part is given
 * back beyond what was taken, and refunding the whole total gives back every part exactly.
 *
 * - **Pro rata** (an amount): each part gives back its share of the amount in proportion to what
 *   is still kept of it, by largest remainder, so the shares add up to the amount exactly. After
 *   refunds of chosen lines the kept parts are no longer in the order's proportions, so "in
 *   proportion to what is kept" is what keeps every part from going below zero.
 * - **Chosen lines** (positions and quantities): exactly those items, after their share of the
 *   coupon, with their tax at their rate, computed as the order's own tax was (`computeOrderTax`),
 *   and never more of a rate than is still kept of it. No tip and no fee.
 */

export interface RefundableLine {
  /** The line's place in the order, from 0. */
  position: number;
  name: string;
  /** One item with its options. */
  priceCents: number;
  quantity: number;
  /** Percent. */
  taxRate: number;
  /** Items of this line already given back by earlier refunds of chosen lines. */
  refundedQuantity: number;
  /**
   * A line sold by weight (thousandths of its unit): kept as one item at its amount, it is given back
   * whole, chosen by its weight. Null or absent for a line sold by the unit.
   */
  weightMilli?: number | null;
}

export interface RefundableOrder {
  taxMode: TaxMode;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
  /** As stored with the order; empty on orders from before tax was kept. */
  taxLines: readonly TaxLine[];
  lines: readonly RefundableLine[];
}

export interface ChosenLine {
  position: number;
  quantity: number;
}

export interface RefundSplit {
  /** Minor units given back: Σ (taxable + tax) + tip. */
  amount: number;
  /** Per rate: the net amount and the tax given back; a rate with nothing given back is left out. */
  taxLines: TaxLine[];
  tax: number;
  tip: number;
  /** The delivery fee's share, as the order counts its fee (its tax is in `taxLines`). */
  deliveryFee: number;
  /** The lines chosen; empty for a pro-rata refund. */
  lines: ChosenLine[];
}

/** What is still kept of each part of an order after the refunds so far. */
export interface KeptParts {
  /** By rate, ascending; the net amount and tax still kept. */
  taxLines: TaxLine[];
  tip: number;
  deliveryFee: number;
  /** Still kept: Σ (taxable + tax) + tip. */
  total: number;
}

export const REFUND_SPLIT_MESSAGES = {
  unknownLine: 'That line is not on this order.',
  repeatedLine: 'Choose each line once.',
  tooMany: (name: string, left: number) => messageWithValues('admin-orders.refundTooMany', { name, left }),
  nothingChosen: 'Choose at least one item to give back.',
  nothingLeft: 'What is left of these lines has already been given back.',
  weighedWhole: (name: string) => messageWithValues('admin-orders.refundWeighedWhole', { name }),
} as const;

const byRate = (a: TaxLine, b: TaxLine) => a.rate - b.rate;

/**
 * The order's parts as it was paid: its tax lines, and the tip. Σ (taxable + tax) + tip is the
 * total; when an order's stored lines do not add up to it (orders from before tax was kept have
 * none), the difference is counted as untaxed goods at 0%, so every cent of the total has a part.
 */
export function orderParts(order: RefundableOrder): KeptParts {
  const lines = order.taxLines.map((line) => ({ ...line })).sort(byRate);
  const counted = lines.reduce((sum, line) => sum + line.taxable + line.tax, 0) + order.tipCents;
  const missing = order.totalCents - counted;
  if (missing > 0) {
    const zero = lines.find((line) => line.rate === 0);
    if (zero) zero.taxable += missing;
    else lines.unshift({ rate: 0, taxable: missing, tax: 0 });
  }
  const tip = Math.min(order.tipCents, order.totalCents);
  return {
    taxLines: lines,
    tip,
    deliveryFee: order.deliveryFeeCents,
    total: lines.reduce((sum, line) => sum + line.taxable + line.tax, 0) + tip,
  };
}

/** What is kept of the order once `refunds` have been given back (never below zero). */
export function keptParts(order: RefundableOrder, refunds: readonly Pick<RefundSplit, 'taxLines' | 'tip' | 'deliveryFee'>[]): KeptParts {
  const kept = orderParts(order);
  for (const refund of refunds) {
    for (const given of refund.taxLines) {
      const line = kept.taxLines.find((candidate) => candidate.rate === given.rate);
      if (!line) continue;
      line.taxable = Math.max(0, line.taxable - given.taxable);
      line.tax = Math.max(0, line.tax - given.tax);
    }
    kept.tip = Math.max(0, kept.tip - refund.tip);
    kept.deliveryFee = Math.max(0, kept.deliveryFee - refund.deliveryFee);
  }
  kept.total = kept.taxLines.reduce((sum, line) => sum + line.taxable + line.tax, 0) + kept.tip;
  return kept;
}

/** A refund of `amount` (at most `kept.total`) shared among the kept parts in proportion. */
export function splitProRata(kept: KeptParts, amount: number): RefundSplit {
  const give = Math.min(Math.max(0, amount), kept.total);
  const [tip, ...perRate] = shareInProportion(give, [kept.tip, ...kept.taxLines.map((line) => line.taxable + line.tax)]);
  const taxLines = kept.taxLines
    .map((line, index) => {
      const [taxable, tax] = shareInProportion(perRate[index]!, [line.taxable, line.tax]);
      return { rate: line.rate, taxable: taxable!, tax: tax! };
    })
    .filter((line) => line.taxable + line.tax > 0);
  // The fee's share for the record: its part of the amount, never more than is kept of it.
  const deliveryFee = Math.min(
    kept.deliveryFee,
    shareInProportion(give, [kept.deliveryFee, Math.max(0, kept.total - kept.deliveryFee)])[0]!,
  );
  return { amount: give, taxLines, tax: sum(taxLines, 'tax'), tip: tip!, deliveryFee, lines: [] };
}

/**
 * A refund of chosen items: `chosen` checked against the order (each line once, no more items
 * than are left of it), then priced as the order priced them. A message when the choice cannot
 * be given back.
 */
export function splitChosenLines(
  order: RefundableOrder,
  kept: KeptParts,
  chosen: readonly ChosenLine[],
): { ok: true; split: RefundSplit } | { ok: false; message: string } {
  const picked = chosen.filter((line) => line.quantity > 0);
  if (picked.length === 0) return { ok: false, message: REFUND_SPLIT_MESSAGES.nothingChosen };
  const seen = new Set<number>();
  const goods: { amount: number; rate: number }[] = [];
  // In the line's own items: a weighed line's one.
  const asked: ChosenLine[] = [];
  for (const choice of picked) {
    const line = order.lines.find((candidate) => candidate.position === choice.position);
    if (!line) return { ok: false, message: REFUND_SPLIT_MESSAGES.unknownLine };
    if (seen.has(choice.position)) return { ok: false, message: REFUND_SPLIT_MESSAGES.repeatedLine };
    seen.add(choice.position);
    const items = itemsChosen(line, choice.quantity);
    if (items === null) return { ok: false, message: REFUND_SPLIT_MESSAGES.weighedWhole(line.name) };
    const left = line.quantity - line.refundedQuantity;
    if (items > left) return { ok: false, message: REFUND_SPLIT_MESSAGES.tooMany(line.name, Math.max(0, left)) };
    goods.push({ amount: line.priceCents * items, rate: line.taxRate });
    asked.push({ position: choice.position, quantity: items });
  }
  const gross = goods.reduce((total, line) => total + line.amount, 0);
  // The items' share of the coupon: the order's discount in proportion to what they cost.
  const discount =
    order.subtotalCents > 0 ? shareInProportion(order.discountCents, [gross, Math.max(0, order.subtotalCents - gross)])[0]! : 0;
  const priced = computeOrderTax({ mode: order.taxMode, goods, discount, deliveryFee: { amount: 0, rate: 0 } });
  const taxLines = priced.lines
    .map((line) => {
      const keptLine =
        kept.taxLines.find((candidate) => candidate.rate === line.rate) ??
        kept.taxLines.find((candidate) => candidate.rate === 0 && candidate.tax === 0);
      return {
        rate: keptLine?.rate ?? line.rate,
        taxable: Math.min(line.taxable, keptLine?.taxable ?? 0),
        tax: Math.min(line.tax, keptLine?.tax ?? 0),
      };
    })
    .filter((line) => line.taxable + line.tax > 0);
  const amount = sum(taxLines, 'taxable') + sum(taxLines, 'tax');
  if (amount === 0) return { ok: false, message: REFUND_SPLIT_MESSAGES.nothingLeft };
  return {
    ok: true,
    split: {
      amount,
      taxLines,
      tax: sum(taxLines, 'tax'),
      tip: 0,
      deliveryFee: 0,
      lines: asked,
    },
  };
}

/** The items a choice gives back: as chosen, or for a line sold by weight its one item when its whole weight is chosen (else null). */
function itemsChosen(line: RefundableLine, quantity: number): number | null {
  if (line.weightMilli === null || line.weightMilli === undefined) return Number.isInteger(quantity) ? quantity : null;
  return Math.round(quantity * 1000) === line.weightMilli ? 1 : null;
}

/** Tax lines added up by rate: an order's lines plus or minus a refund's. */
export function addTaxLines(into: Map<number, TaxLine>, lines: readonly TaxLine[], sign: 1 | -1 = 1): void {
  for (const line of lines) {
    const entry = into.get(line.rate) ?? { rate: line.rate, taxable: 0, tax: 0 };
    entry.taxable += sign * line.taxable;
    entry.tax += sign * line.tax;
    into.set(line.rate, entry);
  }
}

function sum(lines: readonly TaxLine[], key: 'taxable' | 'tax'): number {
  return lines.reduce((total, line) => total + line[key], 0);
}

/** What a refund of chosen items reads of a line: the line as ordered, or as sent once the order is picked. */
export type RefundedLine = Pick<OrderProduct, 'name' | 'price' | 'quantity' | 'unit' | 'amount' | 'taxRate' | 'refundedQuantity'>;

/**
 * A line as a refund of chosen items sees it: as ordered, or once the order is picked its final
 * line (docs/product/refunds.md, "After a pick"), which is what the server gives back from; none
 * for a line found missing.
 */
export function lineAsSent(order: Pick<Order, 'pickedAt'>, line: OrderProduct): RefundedLine | undefined {
  return order.pickedAt ? line.final : line;
}

/**
 * An order as the API answers it, read as a refund of chosen items prices it (minor units): what
 * the refund form previews. Earlier refunds are not in the answer beyond the items they gave
 * back, so a preview after a pro-rata refund may be a cent or two above what the server records.
 */
export function refundableOrderOf(order: Order): RefundableOrder {
  const currency = orderCurrencyOf(order);
  const cents = (amount: number) => amountInCents(amount, currency);
  return {
    taxMode: order.taxMode,
    subtotalCents: cents(order.subtotal),
    discountCents: cents(order.discount),
    deliveryFeeCents: cents(order.deliveryFee),
    tipCents: cents(order.tip),
    totalCents: cents(order.totalAmount),
    taxLines: taxLinesInCents(order.taxLines, currency),
    lines: order.products.flatMap((product, position): RefundableLine[] => {
      const line = lineAsSent(order, product);
      if (!line) return [];
      const common = { position, name: line.name, taxRate: line.taxRate ?? 0 };
      return [
        line.unit
          ? {
              ...common,
              priceCents: cents(line.amount),
              quantity: 1,
              refundedQuantity: line.refundedQuantity > 0 ? 1 : 0,
              weightMilli: Math.round(line.quantity * 1000),
            }
          : { ...common, priceCents: priceCents(line, currency), quantity: line.quantity, refundedQuantity: line.refundedQuantity ?? 0 },
      ];
    }),
  };
}
