import type { CartLine } from '../../../../domain/cart.ts';
import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import type { DeliveryAddress } from '../../../../domain/checkout.ts';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-messages.ts';
import { COUPON_MESSAGES } from '../../../../domain/coupons.ts';
import { repriceLine } from '../../../../domain/cart-reprice.ts';
import { withStockOf } from '../../../../domain/cart.ts';
import { type LineSubstitutions, orderedSubstitution } from '../../../../domain/cart-substitution.ts';
import type { DefaultSubstitutionMode } from '../../../../domain/picking/substitution.ts';
import { isFood } from '../../../../domain/food.ts';
import { amountForApi } from '../../../../domain/contracts/amounts.ts';
import type { OrderFiguresAnswer } from '../../../../domain/contracts/order-answer.ts';
import type { PlaceOrderBody, PlaceOrderRefusal } from '../../../../domain/contracts/orders.ts';
import type { Order } from '../../../../domain/order.ts';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import type { CardPaymentDetails } from '../../../../domain/payment-card.ts';
import type { OrderTotals } from '../../../../domain/pricing.ts';
import { ApiError, callApi, serverMessage, type ApiAnswer } from '../../lib/api.ts';
import { $cart } from '../../stores/cart.ts';
import { pageLanguage } from '../../i18n/t.ts';
import type { PageLanguage } from '../../../../domain/i18n/languages.ts';

/**
 * What the checkout asks of the server: coupons, placing the order (with an Idempotency-Key kept
 * for one attempt) and, when the shop's prices moved, the current menu. Kept beside the island,
 * not in stores/, whose code every page loads (decision 003).
 */

export interface AppliedCoupon {
  code: string;
  percent: number;
}

/** A refusal's message is the server's, already in the page's language, or a rule's key. */
export type CouponOutcome = { ok: true; coupon: AppliedCoupon } | { ok: false; message: string };

/** POST /api/coupons/validate: a valid code gives its percent; anything else resets it to 0. */
export async function validateCoupon(code: string, subtotalCents: number): Promise<CouponOutcome> {
  try {
    const answer = await callApi('POST', '/api/coupons/validate', { json: { code: code.trim(), subtotal: amountForApi(subtotalCents) } });
    const coupon = { code: answer.data.code, percent: answer.data.discount };
    return { ok: true, coupon };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    // A network failure says so; a refusal gives the server's reason, 'Invalid Coupon Code' by default.
    return {
      ok: false,
      message: serverMessage(error) ?? (status === 0 && error instanceof Error ? error.message : COUPON_MESSAGES.invalid),
    };
  }
}

export type UpiDetails = { upiId: string; transactionId: string };

export interface OrderRequest {
  /** Who orders without an account (name, e-mail, phone); the server ignores it when signed in. */
  guest?: { name: string; email: string; phone: string };
  lines: readonly CartLine[];
  totals: OrderTotals;
  paymentMethod: PaymentMethod;
  /** The gateway's token and what may be shown again (never a card number or CVV), or the UPI ids. */
  paymentDetails: CardPaymentDetails | UpiDetails | null;
  /** Delivery or pickup, and the chosen slot (none: as soon as possible). */
  fulfilment: { type: FulfilmentType; slot?: string };
  /** Null for pickup. */
  deliveryAddress: DeliveryAddress | null;
  phone: string;
  notes: string;
  coupon: AppliedCoupon | null;
  /** The location chosen, when the shop has several (site/src/stores/chosen-location.ts). */
  locationId?: number | undefined;
  /** The lines' own choices of replacement, and what the others take (site/src/stores/cart-substitutions.ts). */
  substitutions?: { chosen: LineSubstitutions; fallback: DefaultSubstitutionMode } | undefined;
}

/**
 * The body of POST /api/orders, as its contract types it: only what the server reads, built field
 * by field, so the card form itself never gets here, only the gateway's token. The server decides
 * prices, totals and statuses; the total is sent so it can refuse one that differs (409), and each
 * line's name so it can name a dish the menu no longer has.
 */
export function orderBody(request: OrderRequest): PlaceOrderBody {
  const address = request.deliveryAddress;
  const guest = request.guest;
  return {
    ...(guest ? { guest: { name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() } } : {}),
    products: request.lines.map((line) => {
      const substitution = request.substitutions && orderedSubstitution(line, request.substitutions.chosen, request.substitutions.fallback);
      return {
        productId: line._id,
        name: line.name,
        quantity: line.quantity,
        ...(line.options?.length ? { options: line.options.map((option) => option.id) } : {}),
        ...(substitution ? { substitution } : {}),
      };
    }),
    totalAmount: amountForApi(request.totals.totalCents),
    ...(request.totals.tipCents > 0 ? { tip: amountForApi(request.totals.tipCents) } : {}),
    paymentMethod: request.paymentMethod,
    ...(request.paymentMethod === 'cash' || !request.paymentDetails ? {} : { paymentDetails: pickPaymentDetails(request.paymentDetails) }),
    fulfilment: request.fulfilment,
    ...(address
      ? {
          deliveryAddress: {
            street: address.street.trim(),
            city: address.city.trim(),
            state: address.state.trim(),
            zipCode: address.zipCode.trim(),
            country: address.country ?? '',
          },
        }
      : {}),
    phone: request.phone.trim(),
    notes: request.notes.trim(),
    ...(request.coupon ? { couponCode: request.coupon.code } : {}),
    language: pageLanguage() as PageLanguage,
    ...(request.locationId === undefined ? {} : { locationId: request.locationId }),
  };
}

function pickPaymentDetails(details: CardPaymentDetails | UpiDetails) {
  if ('token' in details) {
    const { token, brand, last4, cardHolderName } = details;
    return { token, brand, last4, cardHolderName };
  }
  return { upiId: details.upiId.trim(), transactionId: details.transactionId.trim() };
}

/** One key per attempt: the same body (a retry) reuses it, a changed cart or form gets a new one. */
let attempt: { fingerprint: string; key: string } | null = null;

export function idempotencyKeyFor(body: PlaceOrderBody): string {
  const fingerprint = JSON.stringify(body);
  if (attempt?.fingerprint !== fingerprint) attempt = { fingerprint, key: randomKey() };
  return attempt.key;
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** For a card taken by Stripe: what the browser confirms the order's payment with. */
export type StripeCheckout = NonNullable<ApiAnswer<'/api/orders', 'POST'>['payment']>;

export type PlaceOrderOutcome =
  /** `trackingUrl`: a guest's order, followed at that private link. */
  | { kind: 'placed'; order: Order | undefined; message: string; payment?: StripeCheckout; trackingUrl?: string }
  | { kind: 'declined'; message: string }
  /** `figures`: the server's own, in dollars, when the client's total was out of date. */
  | { kind: 'pricesChanged'; message: string; figures: OrderFiguresAnswer }
  /** Fewer of `productId` are left than the order asked for: `left`, which the cart's lines then offer to fit. */
  | { kind: 'stockShort'; message: string; productId: string; left: number }
  /** `guestCheckoutOff`: the owner has just stopped taking orders from guests. */
  | { kind: 'signedOut'; message: string; guestCheckoutOff: boolean }
  /** `fields`: the server's per-field messages of a 400 ('guest.email'…). */
  | { kind: 'failed'; message: string; fields: NonNullable<PlaceOrderRefusal['errors']> };

/** The refusal's body as the contract says POST /api/orders refuses (a proxy's error page reads as none). */
function refusalOf(error: unknown): PlaceOrderRefusal | undefined {
  // The error body's `data` is each route's own: for this one, the server's figures (OrderFiguresAnswer).
  return error instanceof ApiError ? (error.body as PlaceOrderRefusal | undefined) : undefined;
}

/** POST /api/orders with the attempt's Idempotency-Key; every outcome is a value, never a throw. */
export async function placeOrder(body: PlaceOrderBody): Promise<PlaceOrderOutcome> {
  const key = idempotencyKeyFor(body);
  try {
    const answer = await callApi('POST', '/api/orders', {
      json: body,
      headers: { 'Idempotency-Key': key },
      timeoutMs: 30_000,
    });
    attempt = null;
    return {
      kind: 'placed',
      order: answer.data,
      message: answer.message ?? CHECKOUT_MESSAGES.placed,
      ...(answer.payment ? { payment: answer.payment } : {}),
      ...(answer.trackingUrl ? { trackingUrl: answer.trackingUrl } : {}),
    };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    // Without an answer (network, timeout, 5xx) the order may exist: a retry keeps the key, so the
    // server returns that order instead of placing a second one. A refusal ends the attempt.
    if (status !== 0 && status < 500) attempt = null;
    const message = serverMessage(error) ?? CHECKOUT_MESSAGES.failed;
    const refusal = refusalOf(error);
    if (status === 401) return { kind: 'signedOut', message, guestCheckoutOff: refusal?.code === 'guest_checkout_off' };
    if (status === 402) return { kind: 'declined', message };
    if (status === 409 && refusal?.data && 'totalAmount' in refusal.data) return { kind: 'pricesChanged', message, figures: refusal.data };
    if (status === 409 && refusal?.code === 'stock_short' && refusal.data && 'left' in refusal.data)
      return { kind: 'stockShort', message, productId: refusal.data.productId, left: refusal.data.left };
    // Otherwise a 409 is the same Idempotency-Key still being placed.
    return { kind: 'failed', message, fields: (status === 400 && refusal?.errors) || {} };
  }
}

/**
 * After a 409, brings the cart's names, pictures, prices and what is left up to date from
 * GET /api/foods, so the customer reviews what the shop will charge. Dishes gone from the menu
 * stay; the server names them.
 */
export async function refreshCartPrices(): Promise<void> {
  const answer: unknown = await callApi('GET', '/api/foods');
  if (!Array.isArray(answer)) return;
  const foods = new Map(answer.filter(isFood).map((food) => [food._id, food]));
  const repriced = $cart.get().map((line) => {
    const food = foods.get(line._id);
    return food ? repriceLine(line, food) : line;
  });
  $cart.set(withStockOf(repriced, [...foods.values()]));
}
