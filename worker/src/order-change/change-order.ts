import type { HandOverType } from '../../../domain/fulfilment/settings.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders, type UserRow } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import type { ChangeOrderInput } from '../../../domain/contracts/order-change.ts';
import { SLOT_FULL_MESSAGE, decideFulfilment } from '../../../domain/fulfilment/decide.ts';
import { displayCurrency, formatMoney } from '../../../domain/money.ts';
import type { ChangeRecord } from '../../../domain/order-change/change-record.ts';
import { changeRefusal, ORDER_CHANGE_MESSAGES, overHoldRefusal } from '../../../domain/order-change/change-rules.ts';
import { expectedAtFrom, readyAtOnAccept } from '../../../domain/order-desk.ts';
import { readDeskSettings } from '../desk/desk-settings.ts';
import { orderDifferences, type ComparedOrder } from '../../../domain/order-change/differences.ts';
import { settleChange, type SettlementDecision } from '../../../domain/order-change/settlement.ts';
import type { Order } from '../../../domain/order.ts';
import { fromMilli } from '../../../domain/stock.ts';
import { violates } from '../constraint-failures.ts';
import { orderMailWhile } from '../mail/order-mails.ts';
import { giveBackStockWhile } from '../orders/held-stock.ts';
import { changedOrder, orderNotFound } from '../orders/load-orders.ts';
import { deliveryAddressIn, type PlaceOrderRuntime } from '../orders/place-order.ts';
import { orderedAndNamedIds, priceOrder, stockShortRefusal, type PricedOrder, type PricingInput } from '../orders/price-order.ts';
import { readOrderContext, type OrderContext } from '../orders/read-order-context.ts';
import { freeSlotPlaceWhile } from '../orders/slot-places.ts';
import { substitutionOf } from '../picking/ordered-lines.ts';
import { readStockAt } from '../stock/read-stock.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import { askExtraWhile, changeHistoryLineWhile, replaceLinesWhile, takeNewSlotPlaceWhile } from './change-statements.ts';
import { giveBackToCard } from './give-back-to-card.ts';
import { comparedLine, readChangeBasis, type ChangeBasis } from './read-change-basis.ts';

export type ChangeOrderRuntime = Pick<PlaceOrderRuntime, 'db' | 'payments' | 'onStockMoved' | 'reportError'>;

export interface OrderChangeAsked {
  orderId: string;
  body: ChangeOrderInput;
  by: Pick<UserRow, 'id' | 'displayName'>;
  now: number;
}

/** The order changed, and what the change did to its money. */
export interface ChangedOrder {
  order: Order;
  record: ChangeRecord;
}

/**
 * PATCH /api/orders/{id} (docs/product/counter-orders.md, "Changing a placed order"): the order
 * repriced by the rules it was placed with (its coupon, its tip, the zone's fee for its address,
 * the tax), its stock and slot place moved with it, its history, its customer's mail and the money
 * (domain/order-change/settlement.ts) in one batch that holds only while the order is as it was
 * judged from. A card's difference goes back through the gateway before anything is written.
 */
export async function changeOrder(runtime: ChangeOrderRuntime, asked: OrderChangeAsked): Promise<Outcome<ChangedOrder>> {
  const { db } = runtime;
  const basis = await readChangeBasis(db, asked.orderId);
  if (!basis) return orderNotFound();
  const { row } = basis;
  const refusal = changeRefusal(row);
  if (refusal) return refused('conflict', refusal, { code: 'order_final' });

  const input = changedInput(basis, asked.body);
  if (!input.ok) return input;
  const context = await readOrderContext(db, {
    locationId: row.locationId,
    productIds: orderedAndNamedIds(input.value.products),
    couponCode: row.couponCode,
    userId: row.userId ?? row.id,
    slotStart: input.value.fulfilment.slotStart,
  });
  const address = deliveryAddressIn(input.value.deliveryAddress, context.countryCode);
  if (!address.ok) return address;
  const handOver = decideHandOver(basis, asked.body, context, asked.now);
  if (!handOver.ok) return handOver;
  const pricing = priceOrder({ ...input.value, deliveryAddress: address.value }, contextForChange(basis, context), { now: asked.now });
  if (!pricing.ok) return fieldRefusal(pricing);
  const priced = pricing.value;
  const money = (cents: number) => formatMoney(cents, { code: row.currency, locale: displayCurrency().locale });
  const overHold = overHoldRefusal(row, priced.totals.totalCents, money(row.authorizedCents ?? 0));
  if (overHold) return refused('invalid', overHold, { code: 'over_hold', errors: { products: overHold } });

  const settled = settleChange({
    ...row,
    previousTotalCents: row.totalCents,
    totalCents: priced.totals.totalCents,
    cardPaidCents: (row.capturedCents ?? row.totalCents) + basis.paidExtrasCents - row.changeReturnedCents,
    hasEmail: row.customerEmail.trim() !== '',
  });
  const newAddress = address.value;
  const after: ComparedOrder = {
    lines: priced.lines.map(comparedLine),
    type: handOver.value.type,
    slotStart: isoOrNull(handOver.value.slotStart),
    address: newAddress ? addressLine(newAddress) : '',
    notes: asked.body.notes ?? row.notes,
  };
  const record: ChangeRecord = {
    reason: asked.body.reason,
    differences: orderDifferences(comparedBefore(basis), after),
    previousTotalCents: row.totalCents,
    totalCents: priced.totals.totalCents,
    settlement: settled.settlement,
    amountCents: settled.amountCents,
  };
  if (settled.settlement === 'refunded') {
    const given = await giveBackToCard(runtime.payments, row, settled.amountCents);
    if (!given.ok) return given;
  }
  const written = await writeChange(runtime, {
    basis,
    priced,
    handOver: handOver.value,
    address: newAddress,
    after,
    record,
    settled,
    asked,
  });
  if (!written.ok) return written;
  const moved = [...new Set([...basis.lines, ...priced.lines].filter((line) => line.stockTakenMilli > 0).map((line) => line.foodId))];
  if (moved.length > 0) await runtime.onStockMoved?.(row.locationId, moved);
  const order = await changedOrder(db, row.id, asked.now);
  return order.ok ? done({ order: order.value, record }) : order;
}

/** The order's whole input after the change: what the body gives, the rest as the order has it. */
function changedInput(basis: ChangeBasis, body: ChangeOrderInput): Outcome<PricingInput> {
  const { row } = basis;
  // A table's order is served at its table; no other order moves to one.
  const atTable = row.fulfilmentType === 'dine_in';
  if ((atTable && (body.fulfilment || body.deliveryAddress)) || body.fulfilment?.type === 'dine_in')
    return refused('invalid', ORDER_CHANGE_MESSAGES.tableHandOver, { errors: { fulfilment: ORDER_CHANGE_MESSAGES.tableHandOver } });
  const fulfilment: PricingInput['fulfilment'] =
    body.fulfilment ??
    (row.fulfilmentType === 'dine_in'
      ? { type: 'dine_in', table: row.tableName ?? '', slotStart: undefined }
      : { type: row.fulfilmentType, slotStart: row.slotStart?.getTime() });
  if (fulfilment.type === 'pickup' && body.deliveryAddress)
    return refused('invalid', ORDER_CHANGE_MESSAGES.pickupAddress, { errors: { deliveryAddress: ORDER_CHANGE_MESSAGES.pickupAddress } });
  const kept = row.street ? { street: row.street, city: row.city, state: row.state, zipCode: row.zipCode } : null;
  const deliveryAddress = fulfilment.type === 'delivery' ? (body.deliveryAddress ?? kept) : null;
  if (fulfilment.type === 'delivery' && !deliveryAddress)
    return refused('invalid', CHECKOUT_MESSAGES.addressIncomplete, {
      code: 'address_invalid',
      errors: { deliveryAddress: CHECKOUT_MESSAGES.addressIncomplete },
    });
  const products =
    body.products ??
    basis.lines.map((line) => ({
      productId: line.foodId,
      quantity: line.weightMilli === null ? line.quantity : fromMilli(line.weightMilli),
      options: line.options.map((option) => option.id),
      substitution: substitutionOf(line),
    }));
  if (products.length === 0)
    return refused('invalid', ORDER_CHANGE_MESSAGES.linesEmpty, { errors: { products: ORDER_CHANGE_MESSAGES.linesEmpty } });
  return done({ products, couponCode: row.couponCode, fulfilment, deliveryAddress, tipCents: row.tipCents, totalCents: undefined });
}

/** A new hand-over is decided as placing decides it (open, the slot offered and not full); none given, it stays. */
function decideHandOver(basis: ChangeBasis, body: ChangeOrderInput, context: OrderContext, now: number) {
  const { row } = basis;
  const capacity = context.fulfilment.scheduling.ordersPerSlot;
  const kept = {
    type: row.fulfilmentType,
    slotStart: row.slotStart?.getTime() ?? null,
    promisedAt: row.promisedAt?.getTime() ?? now,
    capacity,
  };
  if (!body.fulfilment) return done(kept);
  const { slotStart } = body.fulfilment;
  if (body.fulfilment.type === kept.type && (slotStart ?? null) === kept.slotStart) return done(kept);
  if (body.fulfilment.type === 'dine_in') return done(kept);
  const decided = decideFulfilment(context.fulfilment, { type: body.fulfilment.type, slotStart }, now);
  if (!decided.ok) return refused('invalid', decided.message, { code: 'fulfilment_unavailable', errors: { fulfilment: decided.message } });
  const takesNewPlace = decided.slotStart !== null && decided.slotStart !== kept.slotStart;
  if (takesNewPlace && context.slotOrders >= capacity)
    return refused('invalid', SLOT_FULL_MESSAGE, { code: 'slot_full', errors: { fulfilment: SLOT_FULL_MESSAGE } });
  return done({ type: decided.type, slotStart: decided.slotStart, promisedAt: decided.promisedAt, capacity });
}

/**
 * What the order is priced against: its own lines' stock counts as there (they give it back), a
 * dish it has stays sellable to it though sold out since (the kitchen took it on), and its coupon
 * as it applied when placed, whatever its use since: only its minimum is asked again.
 */
function contextForChange(basis: ChangeBasis, context: OrderContext): OrderContext {
  const onOrder = new Set(basis.lines.map((line) => line.foodId));
  const dishes = new Map(
    [...context.dishes].map(([id, dish]) => [id, onOrder.has(id) && !dish.isAvailable ? { ...dish, isAvailable: true } : dish]),
  );
  const stockMilli = new Map(context.stockMilli);
  for (const line of basis.lines)
    if (line.stockTakenMilli > 0) stockMilli.set(line.foodId, (stockMilli.get(line.foodId) ?? 0) + line.stockTakenMilli);
  const { row } = basis;
  const coupon = row.couponCode
    ? {
        code: row.couponCode,
        minOrderCents: context.coupon?.minOrderCents ?? 0,
        discountPercent: row.discountPercent,
        active: true,
        expiresAt: null,
        usageLimit: null,
        usedCount: 0,
      }
    : undefined;
  return { ...context, dishes, stockMilli, coupon };
}

/** A refusal of what the order may be (a dish, a quantity, the coupon's minimum) carries its field. */
function fieldRefusal(refusal: Refusal): Refusal {
  if (refusal.kind !== 'invalid' || refusal.errors) return refusal;
  return { ...refusal, errors: { products: refusal.message } };
}

function comparedBefore(basis: ChangeBasis): ComparedOrder {
  const { row } = basis;
  return {
    lines: basis.lines.map(comparedLine),
    type: row.fulfilmentType,
    slotStart: row.slotStart ? row.slotStart.toISOString() : null,
    address: row.street ? addressLine(row) : '',
    notes: row.notes,
  };
}

function addressLine(address: { street: string; city: string; state?: string | undefined; zipCode: string }): string {
  return [address.street, address.city, address.state, address.zipCode].filter((part) => part && part.trim() !== '').join(', ');
}

function isoOrNull(epoch: number | null): string | null {
  return epoch === null ? null : new Date(epoch).toISOString();
}

interface ChangeToWrite {
  basis: ChangeBasis;
  priced: PricedOrder;
  /** The slot's capacity as the location has it now, kept on the slot's row. */
  handOver: { type: HandOverType; slotStart: number | null; promisedAt: number; capacity: number };
  address: PricingInput['deliveryAddress'];
  after: ComparedOrder;
  record: ChangeRecord;
  settled: SettlementDecision;
  asked: OrderChangeAsked;
}

/** Everything in one batch, the order's own update last: none of it lands unless the order is still as read. */
async function writeChange(runtime: ChangeOrderRuntime, change: ChangeToWrite): Promise<Outcome<void>> {
  const { db } = runtime;
  const { basis, priced, handOver, address, after, record, settled, asked } = change;
  const { row } = basis;
  const at = asked.now;
  const unchanged = sql`${orders.id} = ${row.id} and ${orders.status} = ${row.status} and ${orders.updatedAt} = ${row.updatedAt.getTime()}`;
  const newSlot = handOver.slotStart !== (row.slotStart?.getTime() ?? null);
  const kitchenTimes = await kitchenTimesAfter(db, row, handOver, at);
  const totals = priced.totals;
  const extraCents = settled.settlement === 'payment_link' ? settled.amountCents : 0;
  try {
    const results = await db.batch([
      giveBackStockWhile(db, row.id, unchanged),
      ...(newSlot && row.slotStart ? [freeSlotPlaceWhile(db, row.id, unchanged)] : []),
      ...(newSlot && handOver.slotStart !== null
        ? [takeNewSlotPlaceWhile(db, { locationId: row.locationId, start: handOver.slotStart, capacity: handOver.capacity }, unchanged)]
        : []),
      ...replaceLinesWhile(db, row, priced.lines, unchanged),
      ...(settled.withdrawsRequest ? askExtraWhile(db, row.id, extraCents, at, unchanged) : []),
      changeHistoryLineWhile(db, { orderId: row.id, status: 'changed', record, at, by: asked.by }, unchanged),
      orderMailWhile(db, 'order_changed', row, at, unchanged, { change: record }),
      db
        .update(orders)
        .set({
          subtotalCents: totals.subtotalCents,
          discountPercent: totals.discountPercent,
          discountCents: totals.discountCents,
          deliveryFeeCents: totals.deliveryFeeCents,
          taxMode: totals.taxMode,
          taxCents: totals.taxCents,
          taxLines: totals.taxLines,
          tipCents: totals.tipCents,
          totalCents: totals.totalCents,
          deliveryZone: priced.zone?.name ?? null,
          fulfilmentType: handOver.type,
          slotStart: handOver.slotStart === null ? null : new Date(handOver.slotStart),
          promisedAt: new Date(handOver.promisedAt),
          ...kitchenTimes,
          street: address?.street ?? '',
          city: address?.city ?? '',
          state: address?.state ?? '',
          zipCode: address?.zipCode ?? '',
          country: address?.country ?? '',
          notes: after.notes,
          changedAt: new Date(at),
          changeReturnedCents: row.changeReturnedCents + (settled.settlement === 'refunded' ? settled.amountCents : 0),
          updatedAt: new Date(at),
        })
        .where(unchanged)
        .returning({ id: orders.id }),
    ]);
    if ((results.at(-1) as unknown[]).length > 0) return done(undefined);
  } catch (error) {
    if (violates(error, 'slot_bookings_within_capacity'))
      return refused('invalid', SLOT_FULL_MESSAGE, { code: 'slot_full', errors: { fulfilment: SLOT_FULL_MESSAGE } });
    if (violates(error, 'stock_levels_not_negative')) return stockRanShort(db, basis, priced);
    throw error;
  }
  // Someone moved or changed it in between: say what it is now.
  const now = await readChangeBasis(db, row.id);
  const refusal = now ? changeRefusal(now.row) : null;
  return refused('conflict', refusal ?? ORDER_CHANGE_MESSAGES.busy, { code: refusal ? 'order_final' : 'order_changed_meanwhile' });
}

/**
 * An accepted order handed over another way or at another time is ready when its prep time,
 * from now, and its new slot say, as the desk's Accept would set it (domain/order-desk.ts); an
 * order not yet accepted, or handed over as before, keeps its times.
 */
async function kitchenTimesAfter(
  db: Database,
  row: ChangeBasis['row'],
  handOver: ChangeToWrite['handOver'],
  now: number,
): Promise<Pick<ChangeBasis['row'], 'readyAt' | 'expectedAt'> | Record<string, never>> {
  const moved = handOver.type !== row.fulfilmentType || handOver.slotStart !== (row.slotStart?.getTime() ?? null);
  if (!moved || row.acceptedAt === null || row.prepMinutes === null) return {};
  const desk = await readDeskSettings(db);
  const readyAt = readyAtOnAccept({ fulfilmentType: handOver.type, slotStart: handOver.slotStart }, row.prepMinutes, now, desk);
  return { readyAt: new Date(readyAt), expectedAt: new Date(expectedAtFrom(readyAt, handOver.type, desk)) };
}

/** Another order took the last ones first: the refusal names the product and what the order may have of it now (nothing was written). */
async function stockRanShort(db: Database, basis: ChangeBasis, priced: PricedOrder): Promise<Refusal> {
  const stock = await readStockAt(db, basis.row.locationId);
  const own = (foodId: string) => basis.lines.filter((line) => line.foodId === foodId).reduce((sum, line) => sum + line.stockTakenMilli, 0);
  const left = (foodId: string) => (stock.get(foodId) ?? 0) + own(foodId);
  const tracked = priced.lines.filter((line) => line.stockTakenMilli > 0);
  const short = tracked.find((line) => left(line.foodId) < line.stockTakenMilli) ?? tracked[0]!;
  return stockShortRefusal(short.name, short.foodId, left(short.foodId));
}
