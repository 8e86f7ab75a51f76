/**
 * What the checkout needs only once the customer acts: asking for a coupon, placing the order,
 * where it goes after, Stripe's pay step, and what a card chosen is held for. Loaded with import() (./load-order-steps.ts) at the
 * first touch of the page, so none of it is in the first load (docs/decisions/002). Nothing
 * imports this file statically: a module loaded both ways would come as a namespace object.
 */
export { orderBody, placeOrder, refreshCartPrices, validateCoupon } from './checkout-actions.ts';
export { guestErrorsFromServer, trackingPathOf } from './guest-details.ts';
export { payStepUrl, pendingPaymentFor, rememberPayment } from './pending-payment.ts';
export { loadStripeJs } from './stripe-gateway.ts';
export { LostPayment, StripePayment } from './StripePayment.tsx';
export { CardHoldSentence } from './CardHoldSentence.tsx';
export { setFlash } from '../auth/session-actions.ts';
