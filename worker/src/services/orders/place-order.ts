import type { Database } from '../../../../db/client.ts';
import type { OrderRow, UserRow } from '../../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout.ts';
import { decideFulfilment, SLOT_FULL_MESSAGE } from '../../../../domain/fulfilment/decide.ts';
import type { OrderInput } from '../../requests/order.ts';
import type { Order } from '../../../../domain/order.ts';
import { consumeRateLimit, type RateLimitRule } from '../../limits/fixed-window.ts';
import { AppError, ConflictError, PaymentRequiredError } from '../../http/errors.ts';
import type { Authorization, PaymentGateway } from '../payments/gateway.ts';
import {
  forgetExpiredKey,
  hashRequest,
  lookUpOrderKey,
  recordOrderKey,
  releaseIdempotencyKey,
  reserveIdempotencyKey,
  type Reservation,
} from './idempotency.ts';
import { loadOrder } from './load-orders.ts';
import { assertUnderOrderLimit, countOrderStatement, orderRateKey } from './order-rate-limit.ts';
import { orderedDishIds, priceOrder } from './price-order.ts';
import { readOrderContext } from './read-order-context.ts';
import { toApiOrder } from '../../answers/orders.ts';
import { newOrderId, writeOrder, type NewOrder } from './write-order.ts';

export interface PlaceOrderRuntime {
  db: Database;
  now(): number;
  gateway: PaymentGateway;
  orderRateLimit: RateLimitRule;
  /** Where a failed void or capture is reported (the customer's answer does not depend on it). */
  reportError(message: string, error: unknown): void;
}

export interface PlaceOrderRequest {
  input: OrderInput;
  clientNames?: ReadonlyMap<string, string>;
  idempotencyKey?: string | undefined;
}

/**
 * POST /api/orders (docs/product/money.md, payments.md, orders.md): price the order from the database, charge a card for
 * the server's total, then write everything in one batch. With an Idempotency-Key, a retry of the
 * same body answers with the order the first request placed and nothing new is made or charged
 * (see idempotency.ts for how card and other orders hold their key).
 */
export async function placeOrder(
  runtime: PlaceOrderRuntime,
  user: UserRow,
  request: PlaceOrderRequest,
): Promise<{ order: Order; replayed: boolean }> {
  const { db } = runtime;
  const now = runtime.now();
  if (!request.idempotencyKey) return { order: await createOrder(runtime, user, request, now, undefined), replayed: false };

  const key = { userId: user.id, key: request.idempotencyKey, requestHash: hashRequest(request.input), createdAt: new Date(now) };
  if (request.input.payment.method === 'card') {
    // Reserved before any money moves; released if this attempt fails.
    const outcome = await reserveIdempotencyKey(db, key, now);
    if (outcome.kind === 'replay') return replay(db, outcome.orderId);
    try {
      return { order: await createOrder(runtime, user, request, now, { ...outcome.reservation, reserved: true }), replayed: false };
    } catch (error) {
      await releaseIdempotencyKey(db, outcome.reservation);
      throw error;
    }
  }

  for (let attempt = 0; ; attempt++) {
    try {
      return { order: await createOrder(runtime, user, request, now, { ...key, reserved: false }), replayed: false };
    } catch (error) {
      // Whatever failed (the key taken by a racing twin, prices changed since the first try…),
      // an earlier identical request's order is the answer.
      const found = await lookUpOrderKey(db, key, now);
      if (found.kind === 'replay') return replay(db, found.orderId);
      if (found.kind === 'expired' && attempt === 0) {
        await forgetExpiredKey(db, key, found.createdAt);
        continue;
      }
      throw error;
    }
  }
}

async function replay(db: Database, orderId: string): Promise<{ order: Order; replayed: true }> {
  const order = await loadOrder(db, orderId);
  if (!order) throw new Error(`Idempotency key points at missing order ${orderId}`);
  return { order, replayed: true };
}

/** Read, check the limit, price, charge, write: one attempt at an order. */
async function createOrder(
  runtime: PlaceOrderRuntime,
  user: UserRow,
  request: PlaceOrderRequest,
  now: number,
  key: (Reservation & { reserved: boolean }) | undefined,
): Promise<Order> {
  const { db } = runtime;
  const { input } = request;
  const context = await readOrderContext(db, {
    productIds: orderedDishIds(input.products),
    couponCode: input.couponCode,
    userId: user.id,
    slotStart: input.fulfilment.slotStart,
  });
  assertUnderOrderLimit(context.recentOrders, runtime.orderRateLimit, now);
  // When it can be had comes before what it costs: a closed shop's answer is not a price.
  const handOver = decideFulfilment(context.fulfilment, input.fulfilment, now);
  if (!handOver.ok) throw new AppError(409, 'fulfilment_unavailable', handOver.message);
  const capacity = context.fulfilment.scheduling.ordersPerSlot;
  // Checked before any card is charged; the write's CHECK holds it when orders race.
  if (handOver.slotStart !== null && context.slotOrders >= capacity) throw new ConflictError(SLOT_FULL_MESSAGE);
  const priced = priceOrder(input, context, { now, clientNames: request.clientNames });
  const address = input.deliveryAddress;
  const { payment } = input;

  let authorization: Authorization | undefined;
  if (payment.method === 'card') {
    // A card attempt counts before it reaches the gateway, declined or not (card testing).
    await consumeRateLimit(db, orderRateKey(user.id), { ...runtime.orderRateLimit, message: CHECKOUT_MESSAGES.tooManyOrders }, now);
    authorization = await runtime.gateway.authorize(payment.card.token, priced.totals.totalCents);
    if (!authorization.approved) throw new PaymentRequiredError(authorization.message);
  }
  const reference = authorization?.approved ? authorization.reference : null;

  const createdAt = new Date(now);
  const row: OrderRow = {
    id: newOrderId(),
    userId: user.id,
    customerName: user.displayName,
    customerEmail: user.email,
    status: 'pending',
    paymentStatus: reference ? 'completed' : 'pending',
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
    cardBrand: payment.method === 'card' ? payment.card.brand : null,
    cardLast4: payment.method === 'card' ? payment.card.last4 : null,
    cardHolderName: payment.method === 'card' ? payment.card.cardHolderName : null,
    upiId: payment.method === 'upi' ? payment.upi.upiId : null,
    upiTransactionId: payment.method === 'upi' ? payment.upi.transactionId : null,
    paymentReference: reference,
    fulfilmentType: handOver.type,
    slotStart: handOver.slotStart === null ? null : new Date(handOver.slotStart),
    promisedAt: new Date(handOver.promisedAt),
    phone: input.phone ?? '',
    notes: input.notes,
    deliveryZone: priced.zone?.name ?? null,
    acceptedAt: null,
    readyAt: null,
    expectedAt: null,
    rejectionReason: null,
    createdAt,
    updatedAt: createdAt,
  };
  const shop = { changedAt: createdAt, changedBy: null, changedByName: null };
  const order: NewOrder = {
    order: row,
    lines: priced.lines,
    history: [
      { kind: 'order', status: row.status, ...shop },
      { kind: 'payment', status: row.paymentStatus, ...shop },
    ],
    slot: handOver.slotStart === null ? undefined : { start: handOver.slotStart, capacity },
  };

  const alongside = [
    ...(key ? [recordOrderKey(db, key, row.id)] : []),
    // Cash and UPI orders count towards the limit as they are written (card attempts counted above).
    ...(payment.method === 'card' ? [] : [countOrderStatement(db, user.id, runtime.orderRateLimit, now)]),
  ];
  try {
    await writeOrder(db, order, alongside);
  } catch (error) {
    if (reference) await runtime.gateway.void(reference).catch((voidError: unknown) => runtime.reportError('Voiding a card authorization failed', voidError));
    throw error;
  }
  if (reference) await runtime.gateway.capture(reference).catch((captureError: unknown) => runtime.reportError('Capturing a card payment failed', captureError));
  return toApiOrder(row, order.lines, order.history);
}
