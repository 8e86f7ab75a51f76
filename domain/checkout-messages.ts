import type { MessageKey } from './i18n/messages/index.ts';

/**
 * What the checkout and POST /api/orders say, apart from the schemas that check an order
 * (./checkout.ts, ./guest-checkout.ts): the checkout's screens show these at once, and load the
 * schemas, and zod with them, only when there is a form to check. Message keys
 * (domain/i18n/messages/checkout-rules.ts), written in the asker's language by the page or the
 * server; `placed` stays English, as the server sends it in a success answer, which it does not
 * translate (the checkout writes its own), and the address messages wait for the address rules.
 */

const ORDER_RULE_KEYS = {
  notSignedIn: 'checkout-rules.notSignedIn',
  cartEmpty: 'checkout-rules.cartEmpty',
  cardIncomplete: 'checkout-rules.cardIncomplete',
  cardsUnavailable: 'checkout-rules.cardsUnavailable',
  gatewayUnavailable: 'checkout-rules.gatewayUnavailable',
  upiIncomplete: 'checkout-rules.upiIncomplete',
  upiIdInvalid: 'checkout-rules.upiIdInvalid',
  cardDataRefused: 'checkout-rules.cardDataRefused',
  failed: 'checkout-rules.failed',
  pricesChanged: 'checkout-rules.pricesChanged',
  declined: 'checkout-rules.declined',
  idempotencyMismatch: 'checkout-rules.idempotencyMismatch',
  stillPlacing: 'checkout-rules.stillPlacing',
  tooManyOrders: 'checkout-rules.tooManyOrders',
  tooManyOfOneDish: 'checkout-rules.tooManyOfOneDish',
  tooManyItems: 'checkout-rules.tooManyItems',
  quantityDecimals: 'checkout-rules.quantityDecimals',
  tipInvalid: 'checkout-rules.tipInvalid',
  tipsOff: 'checkout-rules.tipsOff',
  tipTooLarge: 'checkout-rules.tipTooLarge',
} as const satisfies Record<string, MessageKey>;

export const CHECKOUT_MESSAGES = {
  ...ORDER_RULE_KEYS,
  addressIncomplete: 'Please fill in all delivery address fields.',
  addressOneLine: 'Write each line of the address on its own, without line breaks, tabs or control characters.',
  placed: 'Order placed successfully!',
} as const;

export const GUEST_MESSAGES = {
  nameMissing: 'checkout-rules.guestNameMissing',
  nameTooLong: 'checkout-rules.guestNameTooLong',
  emailInvalid: 'checkout-rules.guestEmailInvalid',
  phoneMissing: 'checkout-rules.guestPhoneMissing',
  checkoutOff: 'checkout-rules.guestCheckoutOff',
  chooseHow: 'checkout-rules.guestChooseHow',
  trackingNotFound: 'checkout-rules.trackingNotFound',
  tooManyFromHere: 'checkout-rules.guestTooManyFromHere',
  tooManyToEmail: 'checkout-rules.guestTooManyToEmail',
  shopBusy: 'checkout-rules.guestShopBusy',
} as const satisfies Record<string, MessageKey>;
