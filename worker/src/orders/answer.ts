import type { OrderExtraPaymentRow, OrderLineRow, OrderRow, OrderStatusHistoryRow } from '../../../db/schema/index.ts';
import type { ChangeRecord } from '../../../domain/order-change/change-record.ts';
import type { OrderFiguresAnswer } from '../../../domain/contracts/order-answer.ts';
import type { FinalLineAnswer, SubstitutionAnswer } from '../../../domain/contracts/picking.ts';
import { centsToDollars } from '../../../domain/money.ts';
import { fromMilli } from '../../../domain/stock.ts';
import type { Order, OrderPaymentDetails } from '../../../domain/order.ts';
import type { CardBrand } from '../../../domain/payment-card.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { type OrderPickFields, pickedAnswer } from '../picking/picked-answer.ts';

/** A just-placed order's lines have nothing given back yet: `refundedQuantity` may be left out. */
export type OrderLineFields = Pick<OrderLineRow, 'position' | 'foodId' | 'name' | 'priceCents' | 'quantity' | 'image' | 'options'> &
  Partial<
    Pick<
      OrderLineRow,
      | 'refundedQuantity'
      | 'taxRate'
      | 'weightMilli'
      | 'weightUnit'
      | 'unitPriceCents'
      | 'substitutionMode'
      | 'substitutionProductId'
      | 'substitutionName'
    >
  >;
export type OrderHistoryFields = Pick<OrderStatusHistoryRow, 'kind' | 'status' | 'changedAt' | 'changedBy' | 'changedByName'> &
  Partial<Pick<OrderStatusHistoryRow, 'detail'>>;
/** The latest extra a change asked of the order's customer. */
export type ExtraPaymentFields = Pick<OrderExtraPaymentRow, 'amountCents' | 'status' | 'requestedAt' | 'paidAt'>;

/** A line sold by weight: its weight, unit and price per unit are kept beside its amount (db/schema/orders.ts). */
function isWeighedLine(line: OrderLineFields): boolean {
  return line.weightMilli !== null && line.weightMilli !== undefined;
}

/**
 * A line's price, quantity and amount as the API speaks them. A line sold by weight is stored as
 * one item at its amount; its answer is its weight at its price per unit, given back whole.
 */
function lineQuantityAnswer(line: OrderLineFields, amount: (cents: number) => number) {
  const refunded = line.refundedQuantity ?? 0;
  if (isWeighedLine(line)) {
    const weight = fromMilli(line.weightMilli!);
    return {
      price: amount(line.unitPriceCents ?? line.priceCents),
      quantity: weight,
      soldBy: 'weight' as const,
      unit: line.weightUnit ?? 'kg',
      amount: amount(line.priceCents),
      refundedQuantity: refunded > 0 ? weight : 0,
    };
  }
  return {
    price: amount(line.priceCents),
    quantity: line.quantity,
    soldBy: 'unit' as const,
    unit: null,
    amount: amount(line.priceCents * line.quantity),
    refundedQuantity: refunded,
  };
}

/**
 * Rows of one order and its location's name → the order as the API speaks it (dollars, ISO dates,
 * lines in cart order). Its lines are the lines as ordered, each with what was picked of it; once
 * its pick is completed those are kept with the picks, and order_lines holds the final ones
 * (docs/decisions/028-storing-a-pick.md).
 */
export function toApiOrder(
  order: OrderRow,
  lines: readonly OrderLineFields[],
  history: readonly OrderHistoryFields[],
  locationName: string,
  picks: readonly OrderPickFields[] = [],
  /** What a replacement's wait has come to is read at this instant (domain/picking/replacement-approval.ts). */
  now: number = Date.now(),
  extra: ExtraPaymentFields | null = null,
): Order {
  // An order's amounts are in its own currency's minor units, whatever the shop uses now.
  const currency = currencyOf(order.currency);
  const amount = (cents: number) => centsToDollars(cents, currency);
  const pickAt = new Map(picks.map((pick) => [pick.position, pick]));
  // Once picked, `lines` are the final lines, at the places of the lines they come from.
  const finalAt = order.pickedAt ? new Map(lines.map((line) => [line.position, line])) : undefined;
  const ordered = finalAt ? placedLines(picks) : lines;
  return {
    _id: order.id,
    userId: order.userId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    createdAt: order.createdAt.toISOString(),
    products: [...ordered]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        productId: line.foodId,
        name: line.name,
        ...lineQuantityAnswer(line, amount),
        image: line.image,
        options: line.options.map((option) => ({ id: option.id, name: option.name, price: amount(option.priceCents) })),
        taxRate: line.taxRate ?? 0,
        substitution: substitutionAnswer(line),
        picked: pickedAnswer(pickAt.get(line.position), amount, now),
        ...(finalAt && finalLineFields(finalAt.get(line.position), amount)),
      })),
    estimated: order.pickedAt === null && lines.some(isWeighedLine),
    orderStatus: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentDetails: paymentDetailsOf(order),
    payLater: order.payLater,
    deliveryAddress: { street: order.street, city: order.city, state: order.state, zipCode: order.zipCode, country: order.country },
    fulfilment: {
      type: order.fulfilmentType,
      slotStart: order.slotStart ? order.slotStart.toISOString() : null,
      promisedAt: order.promisedAt ? order.promisedAt.toISOString() : null,
    },
    phone: order.phone,
    notes: order.notes,
    deliveryZone: order.deliveryZone,
    couponCode: order.couponCode,
    ...orderFiguresAnswer(
      {
        subtotalCents: order.subtotalCents,
        discountPercent: order.discountPercent,
        discountCents: order.discountCents,
        deliveryFeeCents: order.deliveryFeeCents,
        taxMode: order.taxMode,
        taxCents: order.taxCents,
        taxLines: order.taxLines,
        tipCents: order.tipCents,
        totalCents: order.totalCents,
      },
      order.currency,
    ),
    estimatedTotal: amount(order.estimatedTotalCents ?? order.totalCents),
    ...cardFigures(order, amount),
    pickedAt: isoOrNull(order.pickedAt),
    toBePicked: order.toPick,
    refunded: amount(order.refundedCents),
    statusHistory: history.map((change) => ({
      kind: change.kind,
      status: change.status,
      at: change.changedAt.toISOString(),
      by: change.changedBy ? { userId: change.changedBy, name: change.changedByName ?? '' } : null,
      ...(change.detail ? { change: changeRecordAnswer(change.detail, amount) } : {}),
    })),
    changedAt: isoOrNull(order.changedAt),
    extraPayment: extra
      ? {
          amount: amount(extra.amountCents),
          status: extra.status,
          requestedAt: extra.requestedAt.toISOString(),
          paidAt: isoOrNull(extra.paidAt),
        }
      : null,
    acceptedAt: isoOrNull(order.acceptedAt),
    readyAt: isoOrNull(order.readyAt),
    expectedAt: isoOrNull(order.expectedAt),
    prepMinutes: order.prepMinutes,
    rejectionReason: order.rejectionReason,
    paymentHold: order.paymentHold ?? null,
    language: order.language ?? null,
    channel: order.channel,
    table: order.tableId === null ? null : { id: order.tableId, name: order.tableName ?? '', tabId: order.tabId },
    locationId: order.locationId,
    locationName,
  };
}

function changeRecordAnswer(record: ChangeRecord, amount: (cents: number) => number) {
  const { previousTotalCents, totalCents, amountCents, differences, ...rest } = record;
  return {
    ...rest,
    differences: [...differences],
    previousTotal: amount(previousTotalCents),
    total: amount(totalCents),
    amount: amount(amountCents),
  };
}

/** A line's choice of replacement; a line kept without one (an older order's) is not replaced. */
function substitutionAnswer(line: OrderLineFields): SubstitutionAnswer {
  if (line.substitutionMode !== 'specific' || !line.substitutionProductId) return { mode: line.substitutionMode ?? 'none' };
  return { mode: 'specific', productId: line.substitutionProductId, name: line.substitutionName ?? line.substitutionProductId };
}

/** A picked order's lines as placed, kept with the picks. */
function placedLines(picks: readonly OrderPickFields[]): OrderLineFields[] {
  return picks.flatMap((pick) => (pick.placedLine ? [{ ...pick.placedLine, options: [...pick.placedLine.options] }] : []));
}

/**
 * What a picked order answers of a line's final line: the line as sent (none for a line found
 * missing), and what refunds gave back of it, in its terms: refunds of chosen lines work on it.
 */
function finalLineFields(
  final: OrderLineFields | undefined,
  amount: (cents: number) => number,
): { final?: FinalLineAnswer; refundedQuantity: number } {
  if (!final) return { refundedQuantity: 0 };
  const { soldBy: _, ...sent } = lineQuantityAnswer(final, amount);
  return {
    final: { productId: final.foodId, name: final.name, ...sent, taxRate: final.taxRate ?? 0 },
    refundedQuantity: sent.refundedQuantity,
  };
}

/** What a card holds and was charged (db/schema/orders.ts); null for cash and UPI, and until the gateway said so. */
function cardFigures(order: OrderRow, amount: (cents: number) => number) {
  const card = order.paymentMethod === 'card';
  const held = card && order.authorizedAt !== null && order.authorizedCents !== null;
  return {
    amountAuthorized: held ? amount(order.authorizedCents!) : null,
    amountCaptured: card && order.capturedCents !== null ? amount(order.capturedCents) : null,
    authorizedAt: held ? order.authorizedAt!.toISOString() : null,
  };
}

function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** What may be shown again of the payment: never a token, card number or CVV. */
function paymentDetailsOf(order: OrderRow): OrderPaymentDetails {
  if (order.paymentMethod === 'card' && order.cardLast4) {
    return { brand: (order.cardBrand ?? 'card') as CardBrand, last4: order.cardLast4, cardHolderName: order.cardHolderName ?? '' };
  }
  if (order.paymentMethod === 'upi' && order.upiId) {
    return { upiId: order.upiId, transactionId: order.upiTransactionId ?? '' };
  }
  return null;
}

/** An order's figures as the API speaks them (decimal amounts); also what a refused order (409) is answered with. */
export function orderFiguresAnswer(totals: OrderTotals, currency: string): OrderFiguresAnswer {
  const amount = (cents: number) => centsToDollars(cents, currencyOf(currency));
  return {
    currency,
    subtotal: amount(totals.subtotalCents),
    discount: amount(totals.discountCents),
    discountPercent: totals.discountPercent,
    discountAmount: amount(totals.discountCents),
    deliveryFee: amount(totals.deliveryFeeCents),
    taxMode: totals.taxMode,
    tax: amount(totals.taxCents),
    taxLines: totals.taxLines.map((line) => ({ rate: line.rate, taxable: amount(line.taxable), tax: amount(line.tax) })),
    tip: amount(totals.tipCents),
    totalAmount: amount(totals.totalCents),
  };
}

/** A currency code as the money functions take it (the locale plays no part in its decimals). */
export function currencyOf(code: string) {
  return { code, locale: 'en' };
}
