import { MAX_LINE_QUANTITY, MAX_ORDER_ITEMS, NAME_MAX_LENGTH } from './constants.ts';

/**
 * What the checkout and POST /api/orders say, apart from the schemas that check an order
 * (./checkout.ts, ./guest-checkout.ts): the checkout's screens show these at once, and load the
 * schemas, and zod with them, only when there is a form to check.
 */

export const CHECKOUT_MESSAGES = {
  notSignedIn: 'Please log in to place an order.',
  cartEmpty: 'Your cart is empty.',
  addressIncomplete: 'Please fill in all delivery address fields.',
  addressOneLine: 'Write each line of the address on its own, without line breaks, tabs or control characters.',
  cardIncomplete: 'Please fill in all card details.',
  cardsUnavailable: 'Card payments are not available at this shop right now. Please choose another way to pay.',
  gatewayUnavailable: 'The card payment could not be started. Nothing was charged; please try again in a moment.',
  upiIncomplete: 'Please fill in all UPI details.',
  upiIdInvalid: 'Please enter your UPI ID as name@bank.',
  cardDataRefused: 'Card numbers and CVVs are never sent to the shop. Please pay through the card form.',
  placed: 'Order placed successfully!',
  failed: 'Failed to place order.',
  pricesChanged: 'Prices have changed. Please review your cart.',
  declined: 'Your card was declined.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order.',
  stillPlacing: 'This order is still being placed. Please wait a moment and check My Orders.',
  tooManyOrders: 'You have placed a lot of orders in a short time. Please wait a while and try again.',
  tooManyOfOneDish: `You can order at most ${MAX_LINE_QUANTITY} of one dish.`,
  tooManyItems: `An order can have at most ${MAX_ORDER_ITEMS} items.`,
  tipInvalid: 'A tip is an amount of at least 0.',
  tipsOff: 'This shop does not take tips.',
  tipTooLarge: 'A tip can be at most the amount of the dishes ordered.',
} as const;

export const GUEST_MESSAGES = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${NAME_MAX_LENGTH} characters.`,
  emailInvalid: 'Please enter a valid e-mail address: the confirmation and the tracking link go there.',
  phoneMissing: 'Please enter a phone number so the shop can reach you.',
  checkoutOff: 'Please log in to place an order: this shop takes orders from accounts only.',
  chooseHow: 'Log in, or continue as a guest.',
  trackingNotFound: 'This tracking link does not lead to an order. Check that the whole link was copied.',
  tooManyFromHere: 'Many orders have been placed without an account from your network. Please wait a while, or log in to order.',
  tooManyToEmail: 'Many orders have been placed with this e-mail address. Please wait a while, or log in to order.',
  shopBusy: 'The shop is taking very many orders without an account just now. Please try again in a minute, or log in to order.',
} as const;
