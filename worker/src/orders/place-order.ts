import { picksBeforeHandOver } from '../../../domain/picking/to-pick.ts';
import { holdAmount } from '../../../domain/picking/card-hold.ts';
import { substitutionOf } from '../picking/ordered-lines.ts';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, normalizeEmail, orderTracking, type OrderRow, type UserRow } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { methodOffMessage } from '../../../domain/payment-methods.ts';
import { decideFulfilment, SLOT_FULL_MESSAGE } from '../../../domain/fulfilment/decide.ts';
import type { OrderInput } from './request.ts';
import { addressFormatOf } from '../../../domain/address-format.ts';
import { problemText } from '../../../domain/address-labels.ts';
import { checkAddress } from '../../../domain/address-check.ts';
import { messageWithValues } from '../../../domain/i18n/message-with-values.ts';
import type { Order } from '../../../domain/order.ts';
import type { OrderPlacedAnswer } from '../../../domain/contracts/order-answer.ts';
import { countUse, type RateLimitRule } from '../limits/fixed-window.ts';
import { done, type Outcome, outcomeOf, refused } from '../outcome.ts';
import type { CardPaymentDetails } from '../../../domain/payment-card.ts';
import type { Authorization, CardPayments, StartedPayment } from '../payments/gateway.ts';
import {
  forgetExpiredKey,
  hashRequest,
  lookUpOrderKey,
  recordOrderKey,
  releaseIdempotencyKey,
  reserveIdempotencyKey,
  type Reservation,
} from './idempotency.ts';
import { loadOrder, loadOrderCharge } from './load-orders.ts';
import { countOrderStatement, orderRateKey, overOrderLimit } from './order-rate-limit.ts';
import { orderedAndNamedIds, type PricedLine, priceOrder } from './price-order.ts';
import type { StockMoved } from '../stock/menu-stock.ts';
import { readOrderContext } from './read-order-context.ts';
import { orderLocation } from '../../../domain/locations/order-location.ts';
import { shopDefaultLanguage } from './shop-default-language.ts';
import { chosenOrderLanguage } from '../../../domain/order-language.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { toApiOrder } from './answer.ts';
import { newOrderId, writeOrder, type NewOrder } from './write-order.ts';
import { orderPlacedMails } from '../mail/order-mails.ts';
import { newTracking, readTrackingToken } from './order-tracking.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { worksAt, type WorkLocations } from '../auth/work-locations.ts';
import { decideDineIn } from '../../../domain/dine-in/decide-dine-in.ts';
import type { OrderingTable } from '../dine-in/ordering-table.ts';
import { joinOpenTab, readTabOf } from '../dine-in/open-tab.ts';

export interface PlaceOrderRuntime {
  db: Database;
  now(): number;
  /** The session secret: seals a guest's tracking token for the mails that carry its link. */
  key: Uint8Array;
  /** How cards are taken (payments/card-payments.ts). */
  payments: CardPayments;
  orderRateLimit: RateLimitRule;
  /** Where a failed void or capture is reported (the customer's answer does not depend on it). */
  reportError(message: string, error: unknown): void;
  /** Told which products' stock an order took, at which location: the menu's answers show it (stock/menu-stock.ts). */
  onStockMoved?: StockMoved | undefined;
}

export interface PlaceOrderRequest {
  input: OrderInput;
  clientNames?: ReadonlyMap<string, string>;
  idempotencyKey?: string | undefined;
  /** The shipped language the request's Accept-Language asks for first, if any. */
  askedLanguage?: Language | undefined;
  /** The member of the team who takes it for the customer (counter/take-order.ts), and where they work. */
  takenBy?: TakenBy | undefined;
  /** The table that orders for itself (dine-in/place-table-order.ts): its location makes and serves it. */
  table?: OrderingTable | undefined;
}

/** Who keys an order in for its customer: named in its history, and placing only where they work. */
export interface TakenBy {
  user: Pick<UserRow, 'id' | 'displayName'>;
  work: WorkLocations;
}

/** An order and, when its card payment waits for the browser to confirm it, what the browser needs. */
export interface PlacedOrder {
  order: Order;
  /** The order an earlier request with the same Idempotency-Key and body placed, answered again. */
  replayed: boolean;
  payment?: CardCheckout;
  /** A guest's private tracking token (/track/{token}). */
  trackingToken?: string;
}

/** What the browser needs to confirm a payment the gateway opened (an intent gateway's). */
export type CardCheckout = NonNullable<OrderPlacedAnswer['payment']>;

/**
 * Who places an order: an account, or a guest (where the shop allows it) known by name, e-mail
 * and phone. `key` counts their orders and holds their idempotency keys.
 */
export interface OrderingCustomer {
  userId: string | null;
  displayName: string;
  email: string;
  key: string;
  guestPhone?: string;
  /** The language the account chose; a guest has none. */
  language?: Language | null;
}

export function accountCustomer(user: Pick<UserRow, 'id' | 'displayName' | 'email' | 'language'>): OrderingCustomer {
  return { userId: user.id, displayName: user.displayName, email: user.email, key: user.id, language: user.language };
}

export function guestCustomer(guest: { name: string; email: string; phone: string }): OrderingCustomer {
  return {
    userId: null,
    displayName: guest.name,
    email: guest.email,
    key: `guest:${normalizeEmail(guest.email)}`,
    guestPhone: guest.phone,
  };
}

/**
 * POST /api/orders (docs/product/money.md, payments.md, orders.md): price the order from the database, charge a card for
 * the server's total, then write everything in one batch. With an Idempotency-Key, a retry of the
 * same body answers with the order the first request placed and nothing new is made or charged
 * (see idempotency.ts for how card and other orders hold their key).
 */
export async function placeOrder(
  runtime: PlaceOrderRuntime,
  user: OrderingCustomer,
  request: PlaceOrderRequest,
): Promise<Outcome<PlacedOrder>> {
  const { db } = runtime;
  const now = runtime.now();
  if (!request.idempotencyKey) return createOrder(runtime, user, request, now, undefined);

  const key = { userId: user.key, key: request.idempotencyKey, requestHash: hashRequest(request.input), createdAt: new Date(now) };
  if (request.input.payment.method === 'card') {
    // Reserved before any money moves; released if this attempt fails.
    const held = await reserveIdempotencyKey(db, key, now);
    if (!held.ok) return held;
    if (held.value.kind === 'replay') return done(await replay(runtime, user, held.value.orderId));
    const { reservation } = held.value;
    let created: Outcome<PlacedOrder>;
    try {
      created = await createOrder(runtime, user, request, now, { ...reservation, reserved: true });
    } catch (error) {
      await releaseIdempotencyKey(db, reservation);
      throw error;
    }
    if (!created.ok) await releaseIdempotencyKey(db, reservation);
    return created;
  }

  for (let attempt = 0; ; attempt++) {
    let created: Outcome<PlacedOrder> | undefined;
    let failure: unknown;
    try {
      created = await createOrder(runtime, user, request, now, { ...key, reserved: false });
      if (created.ok) return created;
    } catch (error) {
      failure = error;
    }
    // Whatever failed (the key taken by a racing twin, prices changed since the first try…),
    // an earlier identical request's order is the answer.
    const found = await lookUpOrderKey(db, key, now);
    if (!found.ok) return found;
    if (found.value.kind === 'replay') return done(await replay(runtime, user, found.value.orderId));
    if (found.value.kind === 'expired' && attempt === 0) {
      await forgetExpiredKey(db, key, found.value.createdAt);
      continue;
    }
    if (created) return created;
    throw failure;
  }
}

/** Read, check the limit, the hand-over and the prices, charge, write: one attempt at an order. */
async function createOrder(
  runtime: PlaceOrderRuntime,
  user: OrderingCustomer,
  request: PlaceOrderRequest,
  now: number,
  key: (Reservation & { reserved: boolean }) | undefined,
): Promise<Outcome<PlacedOrder>> {
  const { db } = runtime;
  const { table } = request;
  const askedLocation = table?.locationId ?? request.input.locationId;
  const context = await readOrderContext(db, {
    locationId: askedLocation ?? FIRST_LOCATION_ID,
    productIds: orderedAndNamedIds(request.input.products),
    couponCode: request.input.couponCode,
    userId: user.key,
    slotStart: request.input.fulfilment.slotStart,
  });
  const chosen = orderLocation(context.locations, askedLocation);
  if (!chosen.ok) return refused('invalid', chosen.message, { code: 'location_required', errors: { locationId: chosen.message } });
  const { location } = chosen;
  if (request.takenBy && !worksAt(request.takenBy.work, location.id)) return refused('forbidden', LOCATION_MESSAGES.notYourLocation);
  // The address by the shop's country's rules, before anything else is decided on it (its delivery zone).
  const deliveryAddress = deliveryAddressIn(request.input.deliveryAddress, context.countryCode);
  if (!deliveryAddress.ok) return deliveryAddress;
  const input = { ...request.input, deliveryAddress: deliveryAddress.value };
  const overLimit = overOrderLimit(context.recentOrders, runtime.orderRateLimit, now);
  if (overLimit) return overLimit;
  // A tab is paid when the team closes it, in whichever way the guests pay then.
  const onTab = table !== undefined && context.fulfilment.dineIn.payAtEnd;
  if (!onTab && !context.money.paymentMethods[input.payment.method]) {
    const message = methodOffMessage(input.payment.method);
    return refused('invalid', message, { code: 'payment_method_off', errors: { paymentMethod: message } });
  }
  // When it can be had comes before what it costs: a closed shop's answer is not a price.
  const handOver =
    input.fulfilment.type === 'dine_in'
      ? decideDineIn(context.fulfilment, now)
      : decideFulfilment(context.fulfilment, input.fulfilment, now);
  if (!handOver.ok) return refused('conflict', handOver.message, { code: 'fulfilment_unavailable' });
  const capacity = context.fulfilment.scheduling.ordersPerSlot;
  // Checked before any card is charged; the write's CHECK holds it when orders race.
  if (handOver.slotStart !== null && context.slotOrders >= capacity) return refused('conflict', SLOT_FULL_MESSAGE);
  const pricing = priceOrder(input, context, { now, clientNames: request.clientNames });
  if (!pricing.ok) return pricing;
  const priced = pricing.value;
  const address = input.deliveryAddress;
  const { payment } = input;
  // At the table, cash is paid to the staff once served; a tab's orders when it is closed.
  // Paid at the counter as it was taken: no gateway, paid from the start.
  const paidNow = input.paidNow === true;
  const payLater = !paidNow && (input.payLater === true || onTab || (table !== undefined && payment.method === 'cash'));

  const orderId = newOrderId(now);
  const toPick = picksBeforeHandOver(priced.lines);
  let card: StartedCard | null = null;
  if (payment.method === 'card' && !payLater && !paidNow) {
    // An order the shop picks is held for its estimate, and the margin where picking may raise it; charged once picked.
    const amountCents = toPick
      ? holdAmount(priced.totals.totalCents, priced.lines.map(heldLine), context.money.cardHoldMarginPercent)
      : priced.totals.totalCents;
    const asked = { orderId, amountCents, currency: context.money.currency, hold: toPick };
    const started = await startCardPayment(runtime, user, payment.card, asked, now);
    if (!started.ok) return started;
    card = started.value;
  }
  const reference = card?.reference ?? null;

  const createdAt = new Date(now);
  const language =
    chosenOrderLanguage({ page: input.language, account: user.language, asked: request.askedLanguage }) ?? (await shopDefaultLanguage(db));
  const row: OrderRow = {
    id: orderId,
    userId: user.userId,
    customerName: user.displayName,
    customerEmail: user.email,
    status: 'pending',
    // A token gateway has approved by now (charged, or held for an order to pick); an intent gateway's
    // payment is paid, or held, when its webhook says so.
    paymentStatus: paidNow ? 'completed' : card?.paid ? (toPick ? 'authorized' : 'completed') : 'pending',
    paymentMethod: payment.method,
    subtotalCents: priced.totals.subtotalCents,
    discountPercent: priced.totals.discountPercent,
    discountCents: priced.totals.discountCents,
    deliveryFeeCents: priced.totals.deliveryFeeCents,
    totalCents: priced.totals.totalCents,
    currency: context.money.currency,
    taxMode: priced.totals.taxMode,
    taxCents: priced.totals.taxCents,
    taxLines: priced.totals.taxLines,
    tipCents: priced.totals.tipCents,
    refundedCents: 0,
    couponCode: priced.couponCode,
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
    country: address?.country ?? '',
    cardBrand: payment.method === 'card' ? (payment.card?.brand ?? null) : null,
    cardLast4: payment.method === 'card' ? (payment.card?.last4 ?? null) : null,
    cardHolderName: payment.method === 'card' ? (payment.card?.cardHolderName ?? null) : null,
    upiId: payment.method === 'upi' ? (payment.upi?.upiId ?? null) : null,
    upiTransactionId: payment.method === 'upi' ? (payment.upi?.transactionId ?? null) : null,
    paymentReference: reference,
    fulfilmentType: handOver.type,
    slotStart: handOver.slotStart === null ? null : new Date(handOver.slotStart),
    promisedAt: new Date(handOver.promisedAt),
    phone: input.phone ?? user.guestPhone ?? '',
    notes: input.notes,
    deliveryZone: priced.zone?.name ?? null,
    acceptedAt: null,
    readyAt: null,
    prepMinutes: null,
    expectedAt: null,
    rejectionReason: null,
    paymentHold: null,
    language,
    pickedAt: null,
    estimatedTotalCents: null,
    toPick,
    channel: table ? 'table' : (input.channel ?? 'web'),
    payLater,
    authorizedCents: card?.amountCents ?? null,
    authorizedAt: card?.paid ? createdAt : null,
    capturedCents: card?.paid && !toPick ? card.amountCents : null,
    tableId: table?.id ?? null,
    tableName: table?.name ?? null,
    tabId: null,
    changedAt: null,
    changeReturnedCents: 0,
    locationId: location.id,
    createdAt,
    updatedAt: createdAt,
  };
  // The first lines are the shop's, or those of whoever on the team took the order.
  const taker = request.takenBy?.user ?? null;
  const shop = { changedAt: createdAt, changedBy: taker?.id ?? null, changedByName: taker?.displayName ?? null };
  const order: NewOrder = {
    order: row,
    lines: priced.lines,
    history: [
      { kind: 'order', status: row.status, ...shop },
      { kind: 'payment', status: row.paymentStatus, ...shop },
    ],
    slot: handOver.slotStart === null ? undefined : { locationId: location.id, start: handOver.slotStart, capacity },
  };

  // A guest's link goes to their inbox: an order taken without an e-mail has none to make.
  const tracking = user.userId === null && user.email !== '' ? await newTracking(runtime.key, orderId, user.email) : null;
  const alongside = [
    ...(key ? [recordOrderKey(db, key, row.id)] : []),
    ...(tracking ? [db.insert(orderTracking).values(tracking.row)] : []),
    // An order that waits for its card's webhook is mailed about when it is paid (handle-payment-event.ts).
    ...(card && !card.paid ? [] : orderPlacedMails(db, row, now)),
    // Orders without a card attempt count towards the limit as they are written (card attempts counted above).
    ...(card ? [] : [countOrderStatement(db, user.key, runtime.orderRateLimit, now)]),
    ...(table && onTab ? joinOpenTab(db, { orderId, table, now }) : []),
  ];
  let written: Outcome<void>;
  try {
    written = await writeOrder(db, order, alongside);
  } catch (error) {
    await undoCard(runtime, card);
    throw error;
  }
  if (!written.ok) {
    await undoCard(runtime, card);
    return written;
  }
  await card?.settle().catch((captureError: unknown) => runtime.reportError('Capturing a card payment failed', captureError));
  const tracked = order.lines.filter((line) => line.stockTakenMilli > 0).map((line) => line.foodId);
  // Before the answer: the customer's next look at the menu shows what is left.
  if (tracked.length > 0) await runtime.onStockMoved?.(location.id, tracked);
  // The tab it joined is the database's to say.
  const answered = table && onTab ? { ...row, tabId: await readTabOf(db, orderId) } : row;
  return done({
    order: toApiOrder(answered, order.lines, order.history, location.name),
    replayed: false,
    ...(card?.checkout ? { payment: card.checkout } : {}),
    ...(tracking ? { trackingToken: tracking.token } : {}),
  });
}

/**
 * A delivery address as the shop's country has it (domain/address-rules.ts): its first problem
 * refused, with its field's label as a key the answer writes in the asker's language; else trimmed,
 * the region by its code, the postcode tidied, parts the country does not have emptied, and the
 * shop's country on it.
 */
export function deliveryAddressIn(address: OrderInput['deliveryAddress'], countryCode: string): Outcome<OrderInput['deliveryAddress']> {
  if (!address) return done(address);
  const checked = checkAddress(address, addressFormatOf(countryCode), countryCode);
  if (checked.problem) {
    const message = problemText(checked.problem, (key, values) => (values ? messageWithValues(key, values) : key));
    return refused('invalid', message, { code: 'address_invalid', errors: { [`deliveryAddress.${checked.problem.field}`]: message } });
  }
  return done({ ...checked.address, country: countryCode });
}

/**
 * The card part of placing an order, before it is written. A card attempt counts towards the
 * customer's limit before it reaches the gateway, declined or not (card testing).
 */
async function startCardPayment(
  runtime: PlaceOrderRuntime,
  user: OrderingCustomer,
  card: CardPaymentDetails | null,
  payment: { orderId: string; amountCents: number; currency: string; hold: boolean },
  now: number,
): Promise<Outcome<StartedCard>> {
  const { payments } = runtime;
  if (payments.kind === 'off') {
    return refused('invalid', CHECKOUT_MESSAGES.cardsUnavailable, {
      code: 'cards_unavailable',
      errors: { paymentMethod: CHECKOUT_MESSAGES.cardsUnavailable },
    });
  }
  if (payments.kind === 'test' && !card)
    return refused('invalid', CHECKOUT_MESSAGES.cardIncomplete, { errors: { paymentDetails: CHECKOUT_MESSAGES.cardIncomplete } });
  const overLimit = await countUse(
    runtime.db,
    orderRateKey(user.key),
    { ...runtime.orderRateLimit, message: CHECKOUT_MESSAGES.tooManyOrders },
    now,
  );
  if (overLimit) return overLimit;
  if (payments.kind === 'test') {
    // The test gateway refuses a token that is not one of its own (payments/test-gateway.ts).
    const authorized = await outcomeOf<Authorization>(() => payments.gateway.authorize(card!.token, payment.amountCents));
    if (!authorized.ok) return authorized;
    const authorization = authorized.value;
    if (!authorization.approved) return refused('payment_declined', authorization.message);
    const { reference } = authorization;
    return done({
      reference,
      amountCents: payment.amountCents,
      paid: true,
      checkout: null,
      // A hold is captured once the order is picked (payments/charge-held-card.ts).
      settle: payment.hold ? async () => {} : () => payments.gateway.capture(reference, payment.amountCents),
      undo: () => payments.gateway.void(reference),
    });
  }
  let started: StartedPayment;
  try {
    started = await payments.gateway.startPayment({ ...payment, customerEmail: user.email });
  } catch (error) {
    runtime.reportError('Starting a card payment failed', error);
    return refused('gateway_failed', CHECKOUT_MESSAGES.gatewayUnavailable, { code: 'payment_gateway_unavailable' });
  }
  return done({
    reference: started.reference,
    amountCents: payment.amountCents,
    paid: false,
    checkout: { provider: 'stripe', publishableKey: payments.gateway.publishableKey, clientSecret: started.clientSecret },
    settle: async () => {},
    undo: () => payments.gateway.cancelPayment(started.reference),
  });
}

interface StartedCard {
  reference: string;
  /** What the card was asked for: the total, or the hold of an order to pick. */
  amountCents: number;
  /** Approved already (a token gateway), or waiting for the gateway's webhook. */
  paid: boolean;
  checkout: CardCheckout | null;
  /** After the order is written: take the money (a token gateway's capture). */
  settle(): Promise<void>;
  /** When the order could not be written: release the authorization or close the payment. */
  undo(): Promise<void>;
}

/** A priced line as the hold's rule reads it: a weight, or a replacement the customer named, may raise its amount. */
function heldLine(line: PricedLine) {
  return { weightMilli: line.weightMilli, substitution: substitutionOf(line) };
}

/** The order was not written: the card's money is released (a failure to is reported, not answered). */
async function undoCard(runtime: PlaceOrderRuntime, card: StartedCard | null): Promise<void> {
  if (card) await card.undo().catch((undoError: unknown) => runtime.reportError('Releasing a card payment failed', undoError));
}

/**
 * The first request's order again. A card payment still waiting for the browser is handed out
 * again too: the gateway answers the same payment for the same order.
 */
async function replay(runtime: PlaceOrderRuntime, user: OrderingCustomer, orderId: string): Promise<PlacedOrder> {
  const order = await loadOrder(runtime.db, orderId);
  if (!order) throw new Error(`Idempotency key points at missing order ${orderId}`);
  const trackingToken = order.userId === null ? await readTrackingToken(runtime.db, runtime.key, orderId) : undefined;
  const tracking = trackingToken ? { trackingToken } : {};
  const { payments } = runtime;
  if (payments.kind !== 'stripe' || order.paymentMethod !== 'card' || order.payLater || order.paymentStatus !== 'pending')
    return { order, replayed: true, ...tracking };
  const charge = await loadOrderCharge(runtime.db, orderId);
  if (!charge) throw new Error(`Order ${orderId} went while it was replayed`);
  const started = await payments.gateway.startPayment({
    orderId,
    amountCents: charge.authorizedCents ?? charge.totalCents,
    currency: charge.currency,
    customerEmail: user.email,
    hold: charge.toPick,
  });
  return {
    order,
    replayed: true,
    ...tracking,
    payment: { provider: 'stripe', publishableKey: payments.gateway.publishableKey, clientSecret: started.clientSecret },
  };
}
