import { CHECKOUT_MESSAGES, unavailableDishesMessage } from '../../../../domain/checkout.ts';
import type { OrderInput } from '../../requests/order.ts';
import { orderFiguresAnswer } from '../../answers/orders.ts';
import { checkCoupon } from '../../../../domain/coupons.ts';
import { quoteDelivery, type DeliveryZone } from '../../../../domain/fulfilment/delivery-zones.ts';
import { computeTotals, type OrderTotals } from '../../../../domain/pricing.ts';
import { AppError } from '../../http/errors.ts';
import type { OrderContext } from './read-order-context.ts';

export interface PricedLine {
  position: number;
  foodId: string;
  name: string;
  priceCents: number;
  quantity: number;
  image: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
  /** The coupon's stored code when one applies. */
  couponCode: string | null;
  /** The delivery zone that priced the fee, when the shop has zones. */
  zone: DeliveryZone | null;
}

/** Each dish once, in the order the cart first listed it, with its quantities added up. */
export function mergeLines(products: OrderInput['products']): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of products) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return quantities;
}

/**
 * Prices an order from what the database says (docs/product/money.md): the dishes' current names, prices
 * and images, the coupon checked against the subtotal, the delivery fee from the settings. A
 * total the client saw (`totalAmount`) that differs from the server's total refuses the order (409) with
 * the current figures, so nobody pays a surprise amount.
 */
export function priceOrder(
  input: OrderInput,
  context: OrderContext,
  options: { now: number; clientNames?: ReadonlyMap<string, string> | undefined },
): PricedOrder {
  const quantities = mergeLines(input.products);
  const ids = [...quantities.keys()];
  const unavailable = ids.flatMap((id) => {
    const dish = context.dishes.get(id);
    return dish?.isAvailable ? [] : [dish?.name ?? options.clientNames?.get(id) ?? id];
  });
  if (unavailable.length > 0) throw new AppError(400, 'dish_unavailable', unavailableDishesMessage(unavailable));

  const lines = ids.map((id, position) => {
    const dish = context.dishes.get(id)!;
    return { position, foodId: id, name: dish.name, priceCents: dish.priceCents, quantity: quantities.get(id)!, image: dish.image };
  });

  const { coupon } = context;
  let discountPercent = 0;
  if (input.couponCode) {
    const check = checkCoupon(coupon, { now: options.now, subtotalCents: computeTotals({ lines, deliveryFeeCents: 0 }).subtotalCents });
    if (!check.ok) throw new AppError(400, 'coupon_not_applicable', check.message);
    discountPercent = check.discountPercent;
  }
  const delivery = deliveryFor(input, context, computeTotals({ lines, discountPercent, deliveryFeeCents: 0 }));
  const totals = computeTotals({ lines, discountPercent, deliveryFeeCents: delivery.feeCents });

  if (input.totalCents !== undefined && input.totalCents !== null && input.totalCents !== totals.totalCents) {
    throw new AppError(409, 'prices_changed', CHECKOUT_MESSAGES.pricesChanged, { data: orderFiguresAnswer(totals) });
  }
  return { lines, totals, couponCode: coupon && discountPercent > 0 ? coupon.code : null, zone: delivery.zone };
}

/**
 * What handing the order over costs: nothing for pickup; for delivery the zone of the address's
 * postcode decides the fee, its minimum and its "free above", judged on the basket after any
 * discount (the flat fee when the shop has no zones).
 */
function deliveryFor(input: OrderInput, context: OrderContext, basket: OrderTotals): { feeCents: number; zone: DeliveryZone | null } {
  if (input.fulfilment.type === 'pickup' || !input.deliveryAddress) return { feeCents: 0, zone: null };
  const quote = quoteDelivery(context.fulfilment.zones, input.deliveryAddress.zipCode, basket.subtotalCents - basket.discountCents, context.deliveryFeeCents);
  if (!quote.ok) throw new AppError(400, quote.reason === 'outside' ? 'outside_delivery_area' : 'under_delivery_minimum', quote.message);
  return { feeCents: quote.feeCents, zone: quote.zone };
}
