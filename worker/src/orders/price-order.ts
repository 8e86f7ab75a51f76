import { CHECKOUT_MESSAGES, unavailableDishesMessage } from '../../../domain/checkout.ts';
import type { OrderInput } from './request.ts';
import { orderFiguresAnswer } from './answer.ts';
import { checkCoupon } from '../../../domain/coupons.ts';
import { quoteDelivery, type DeliveryZone } from '../../../domain/fulfilment/delivery-zones.ts';
import { computeTotals, type OrderTotals } from '../../../domain/pricing.ts';
import { lineKey, priceWithOptions } from '../../../domain/cart.ts';
import { inMenuOrder } from '../../../domain/menu-options.ts';
import { checkChoices } from '../../../domain/option-check.ts';
import type { OrderLineOption } from '../../../db/schema/index.ts';
import { amountForQuantity, isWeighed, type WeightUnit } from '../../../domain/sale-quantity.ts';
import { quantityProblem } from '../../../domain/sale-steps.ts';
import { quantityProblemMessage } from '../../../domain/sale-quantity-messages.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import type { OrderContext } from './read-order-context.ts';
import { substitutionProblem } from '../../../domain/picking/check-substitution.ts';
import { NO_SUBSTITUTION, type SubstitutionChoice, type SubstitutionMode } from '../../../domain/picking/substitution.ts';
import { firstShortfall, fromMilli, STOCK_MESSAGES, takenByProduct, toMilli } from '../../../domain/stock.ts';

/** What pricing reads of an order: its lines, coupon, hand-over, address, tip and the total the client saw. */
export type PricingInput = Pick<OrderInput, 'products' | 'couponCode' | 'fulfilment' | 'deliveryAddress' | 'tipCents' | 'totalCents'>;

export interface PricedLine {
  position: number;
  foodId: string;
  name: string;
  /** One item with its options. */
  priceCents: number;
  quantity: number;
  image: string;
  options: OrderLineOption[];
  category: string;
  taxRate: number;
  /** What it takes from the product's stock (thousandths); 0 when its stock is not tracked. */
  stockTakenMilli: number;
  /** Sold by weight: the weight asked (thousandths of its unit) and the price per unit; the line is then one item at its amount. */
  weightMilli: number | null;
  weightUnit: WeightUnit | null;
  unitPriceCents: number | null;
  /** What may replace it if its product is out when the order is picked, as the order keeps it. */
  substitutionMode: SubstitutionMode;
  substitutionProductId: string | null;
  substitutionName: string | null;
}

/** Lines of one dish with the same choices, added up: the cart keeps them apart only by its choices. */
export interface MergedLine {
  productId: string;
  optionIds: string[];
  quantity: number;
  substitution: SubstitutionChoice;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
  /** The coupon's stored code when one applies. */
  couponCode: string | null;
  /** The delivery zone that priced the fee, when the shop has zones. */
  zone: DeliveryZone | null;
}

/**
 * Each dish with each set of choices and each choice of replacement once, in the order the cart
 * first listed it, with its quantities added up: two lines of one product that may be replaced
 * differently stay two, so neither choice is lost.
 */
export function mergeLines(products: OrderInput['products']): Map<string, MergedLine> {
  const merged = new Map<string, MergedLine>();
  for (const line of products) {
    const optionIds = line.options ?? [];
    const substitution = line.substitution ?? NO_SUBSTITUTION;
    const key = `${lineKey(line.productId, optionIds)}>${substitutionKey(substitution)}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { productId: line.productId, optionIds, quantity: line.quantity, substitution });
  }
  return merged;
}

function substitutionKey(choice: SubstitutionChoice): string {
  return choice.mode === 'specific' ? `specific:${choice.productId}` : choice.mode;
}

/** The dishes an order names, each once. */
export function orderedDishIds(products: OrderInput['products']): string[] {
  return [...new Set(products.map((line) => line.productId))];
}

/** The ordered dishes and the products named to replace them, each once: what the order is checked against. */
export function orderedAndNamedIds(products: OrderInput['products']): string[] {
  const named = products.flatMap((line) => (line.substitution?.mode === 'specific' ? [line.substitution.productId] : []));
  return [...new Set([...orderedDishIds(products), ...named])];
}

/** The first line whose named replacement cannot be taken (domain/picking/check-substitution.ts), at its field. */
function substitutionRefusal(products: OrderInput['products'], context: OrderContext): Refusal | null {
  for (const [index, line] of products.entries()) {
    if (!line.substitution) continue;
    const problem = substitutionProblem(context.dishes.get(line.productId)!, line.substitution, context.dishes);
    if (problem)
      return refused('invalid', problem, {
        code: 'substitution_invalid',
        errors: { [`products.${index}.substitution.productId`]: problem },
      });
  }
  return null;
}

/**
 * Prices an order from what the database says (docs/product/money.md): the dishes' current names, prices
 * and images, the coupon checked against the subtotal, the delivery fee, the tax rules (each
 * dish's category rate, the fee's rate, included or added) and whether tips are taken. A
 * total the client saw (`totalAmount`) that differs from the server's total refuses the order (a
 * conflict, `prices_changed`) with the current figures, so nobody pays a surprise amount.
 */
export function priceOrder(
  input: PricingInput,
  context: OrderContext,
  options: { now: number; clientNames?: ReadonlyMap<string, string> | undefined },
): Outcome<PricedOrder> {
  const unavailable = orderedDishIds(input.products).flatMap((id) => {
    const dish = context.dishes.get(id);
    return dish?.isAvailable ? [] : [dish?.name ?? options.clientNames?.get(id) ?? id];
  });
  if (unavailable.length > 0) return refused('invalid', unavailableDishesMessage(unavailable), { code: 'dish_unavailable' });
  const short = stockShortfall(input.products, context);
  if (short) return short;
  const substitution = substitutionRefusal(input.products, context);
  if (substitution) return substitution;

  const lines: PricedLine[] = [];
  for (const line of mergeLines(input.products).values()) {
    const dish = context.dishes.get(line.productId)!;
    const choice = checkChoices(dish.name, dish.optionGroups, line.optionIds);
    if (!choice.ok) {
      return choice.status === 409
        ? refused('conflict', choice.message, { code: 'option_unavailable' })
        : refused('invalid', choice.message, { code: 'invalid_options' });
    }
    const problem = quantityProblem(dish.sale, line.quantity);
    if (problem)
      return refused('invalid', quantityProblemMessage(problem, dish.name, dish.sale), {
        code: 'quantity_invalid',
        data: { productId: line.productId },
      });
    const chosen = inMenuOrder(
      dish.optionGroups,
      choice.chosen.map(({ option }) => option),
    );
    const priceCents = priceWithOptions(dish.priceCents, chosen);
    const weighed = isWeighed(dish.sale);
    lines.push({
      position: lines.length,
      foodId: line.productId,
      name: dish.name,
      // A weight is kept as one item at its amount, so the books' sums of price × quantity hold (db/schema/orders.ts).
      priceCents: weighed ? amountForQuantity(priceCents, line.quantity) : priceCents,
      quantity: weighed ? 1 : line.quantity,
      image: dish.image,
      options: chosen.map(({ id, name, priceCents }) => ({ id, name, priceCents })),
      category: dish.category,
      taxRate: dish.taxRate,
      stockTakenMilli: dish.stockTracked ? toMilli(line.quantity) : 0,
      weightMilli: weighed ? toMilli(line.quantity) : null,
      weightUnit: weighed ? dish.sale.unit : null,
      unitPriceCents: weighed ? priceCents : null,
      ...storedSubstitution(line.substitution, context),
    });
  }

  const { coupon } = context;
  let discountPercent = 0;
  if (input.couponCode) {
    const check = checkCoupon(coupon, { now: options.now, subtotalCents: computeTotals({ lines, deliveryFeeCents: 0 }).subtotalCents });
    if (!check.ok) return refused('invalid', check.message, { code: 'coupon_not_applicable' });
    discountPercent = check.discountPercent;
  }
  const basket = computeTotals({ lines, discountPercent, deliveryFeeCents: 0 });
  const delivery = deliveryFor(input, context, basket);
  if (!delivery.ok) return delivery;
  const tipRefusal = refuseTip(input.tipCents, context.money.tips.enabled, basket);
  if (tipRefusal) return tipRefusal;
  const totals = computeTotals({
    lines,
    discountPercent,
    deliveryFeeCents: delivery.value.feeCents,
    tax: context.money.tax,
    tipCents: input.tipCents,
  });

  if (input.totalCents !== undefined && input.totalCents !== null && input.totalCents !== totals.totalCents) {
    return refused('conflict', CHECKOUT_MESSAGES.pricesChanged, {
      code: 'prices_changed',
      data: orderFiguresAnswer(totals, context.money.currency),
    });
  }
  return done({ lines, totals, couponCode: coupon && discountPercent > 0 ? coupon.code : null, zone: delivery.value.zone });
}

/** A line's choice of replacement as order_lines keeps it, with the named product's name for the staff who pick it. */
function storedSubstitution(
  choice: SubstitutionChoice,
  context: OrderContext,
): Pick<PricedLine, 'substitutionMode' | 'substitutionProductId' | 'substitutionName'> {
  if (choice.mode !== 'specific') return { substitutionMode: choice.mode, substitutionProductId: null, substitutionName: null };
  return {
    substitutionMode: 'specific',
    substitutionProductId: choice.productId,
    substitutionName: context.dishes.get(choice.productId)!.name,
  };
}

/** A tip only where the shop takes them, and at most the dishes' amount after the discount (a slipped key). */
function refuseTip(tipCents: number, tipsEnabled: boolean, basket: OrderTotals): Refusal | null {
  if (tipCents === 0) return null;
  if (!tipsEnabled) return refused('invalid', CHECKOUT_MESSAGES.tipsOff, { code: 'tips_not_taken' });
  if (tipCents > basket.subtotalCents - basket.discountCents)
    return refused('invalid', CHECKOUT_MESSAGES.tipTooLarge, { code: 'tip_too_large' });
  return null;
}

/**
 * What handing the order over costs: nothing for pickup; for delivery the zone of the address's
 * postcode decides the fee, its minimum and its "free above", judged on the basket after any
 * discount (the flat fee when the shop has no zones).
 */
function deliveryFor(
  input: PricingInput,
  context: OrderContext,
  basket: OrderTotals,
): Outcome<{ feeCents: number; zone: DeliveryZone | null }> {
  if (input.fulfilment.type === 'pickup' || !input.deliveryAddress) return done({ feeCents: 0, zone: null });
  const quote = quoteDelivery(
    context.fulfilment.zones,
    input.deliveryAddress.zipCode,
    basket.subtotalCents - basket.discountCents,
    context.deliveryFeeCents,
  );
  if (!quote.ok)
    return refused('invalid', quote.message, { code: quote.reason === 'outside' ? 'outside_delivery_area' : 'under_delivery_minimum' });
  return done({ feeCents: quote.feeCents, zone: quote.zone });
}

/**
 * "Only 3 left of Vine Tomatoes." when the order wants more of a tracked product than the location
 * has now (checked before any card is charged; the write's CHECK holds it when orders race).
 */
function stockShortfall(products: OrderInput['products'], context: OrderContext): Refusal | null {
  const taken = takenByProduct(products, (id) => context.dishes.get(id)?.stockTracked === true);
  if (taken.size === 0) return null;
  const short = firstShortfall(taken, (id) => context.stockMilli.get(id) ?? 0);
  if (!short) return null;
  return stockShortRefusal(context.dishes.get(short.productId)?.name ?? short.productId, short.productId, short.leftMilli);
}

export function stockShortRefusal(name: string, productId: string, leftMilli: number): Refusal {
  const left = fromMilli(leftMilli);
  return refused('conflict', STOCK_MESSAGES.onlyLeft(name, left), { code: 'stock_short', data: { productId, left } });
}
