import { PAYMENT_METHODS, type PaymentMethod } from './order-status.ts';

/**
 * Which ways to pay the shop offers: cash, card (only while a gateway takes cards) and UPI, each
 * on or off. A shop keeps at least one on, and the server refuses an order paid a way that is
 * off. With a UPI ID set, the checkout tells UPI customers where to pay; without one they pay as
 * the shop tells them otherwise, and enter their payment's transaction ID either way.
 */
export type PaymentMethodsOffered = Record<PaymentMethod, boolean>;

/** A new shop offers all three, as the demo always has. */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodsOffered = { cash: true, card: true, upi: true };

export const PAYMENT_METHODS_MESSAGES = {
  noneOn: 'Turn on at least one way to pay: a shop without one cannot take orders.',
  upiIdInvalid: 'Enter a UPI ID like shopname@bank.',
  switch: 'Each way to pay is on (true) or off (false).',
  saved: 'Payment methods saved',
} as const;

/** The way to pay as a sentence names it, whether the order is delivered or collected. */
const METHOD_NOUNS: Record<PaymentMethod, string> = { cash: 'cash', card: 'cards', upi: 'UPI' };

/** What an order paid a way the shop has turned off is told. */
export function methodOffMessage(method: PaymentMethod): string {
  return `This shop does not take ${METHOD_NOUNS[method]} now. Please choose another way to pay.`;
}

/** Why these ways to pay cannot be saved (none on); undefined when they can. */
export function paymentMethodsProblem(offered: PaymentMethodsOffered): string | undefined {
  return PAYMENT_METHODS.some((method) => offered[method]) ? undefined : PAYMENT_METHODS_MESSAGES.noneOn;
}

/** The ways a customer may pay now, in the checkout's order: card only while a gateway takes cards. */
export function methodsOffered(offered: PaymentMethodsOffered, takesCards: boolean): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => offered[method] && (method !== 'card' || takesCards));
}
