import { dollarsToCents } from '../money.ts';
import type { CardFigures } from '../picking/card-hold.ts';
import type { OrderAnswer } from './order-answer.ts';
import { orderCurrencyOf } from './order-amounts.ts';

/**
 * What a card order holds, was charged and comes to, as answers carry them (decimals), in minor
 * units for the rules of domain/picking/card-hold.ts: the staff's screens and the mails read them.
 * Apart from ./order-amounts.ts, which the checkout loads, as only they need it.
 */
export function cardFiguresInCents(
  order: Pick<
    OrderAnswer,
    'paymentMethod' | 'paymentStatus' | 'toBePicked' | 'totalAmount' | 'amountAuthorized' | 'amountCaptured' | 'currency'
  >,
): CardFigures {
  const currency = orderCurrencyOf(order);
  const cents = (amount: number | null) => (amount === null ? null : dollarsToCents(amount, currency));
  return {
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    toPick: order.toBePicked,
    totalCents: dollarsToCents(order.totalAmount, currency),
    authorizedCents: cents(order.amountAuthorized),
    capturedCents: cents(order.amountCaptured),
  };
}
