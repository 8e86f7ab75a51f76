import { z } from 'zod';
import type { OrderLineRow, OrderRow, OrderStatusHistoryRow } from '../../../db/schema/index.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { Order, OrderPaymentDetails } from '../../../domain/order.ts';
import type { CardBrand } from '../../../domain/payment-card.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { FULFILMENT_TYPES } from '../../../domain/fulfilment/settings.ts';
import { TAX_MODES } from '../../../domain/money-settings.ts';
import { CARD_BRANDS } from '../../../domain/payment-card.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../domain/order-status.ts';
import { Count, dataAnswer, dataAnswerWithMessage, Dollars, IsoInstant } from './envelope.ts';

const Currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe('ISO 4217: the currency of every amount here')
  .meta({ examples: ['USD'] });
/** A decimal amount in the order's currency. */
const Amount = Dollars;
const TaxLineAnswer = z.object({
  rate: z.number().min(0).max(100).describe('Percent'),
  taxable: Amount.describe('The amount taxed at this rate, tax excluded'),
  tax: Amount,
});

const Address = z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() });

export const OrderAnswer = z
  .object({
    _id: z.string().regex(/^[0-9a-f]{24}$/),
    userId: z.string().nullable().describe("The customer's account; null for a guest's order"),
    customerName: z.string(),
    customerEmail: z.string(),
    createdAt: IsoInstant,
    products: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        price: Dollars.describe('One item with its options, in dollars when ordered'),
        quantity: z.int().min(1),
        image: z.string(),
        options: z
          .array(
            z.object({
              id: z.string().describe("The option's id on the menu (it may since have gone)"),
              name: z.string().meta({ examples: ['Large'] }),
              price: Dollars.describe('What it added to one item').meta({ examples: [2.5] }),
            }),
          )
          .describe('The options chosen, in the order the dish lists them'),
        taxRate: z.number().min(0).max(100).describe("The tax rate (percent) of the dish's category when ordered"),
        refundedQuantity: Count.describe(
          "Items of this line given back by refunds of chosen lines (POST /api/orders/{id}/refunds with `lines`; its `position` is this line's place in `products`, from 0)",
        ),
      }),
    ),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentDetails: z.union([
      z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().regex(/^\d{4}$/), cardHolderName: z.string() }),
      z.object({ upiId: z.string(), transactionId: z.string() }),
      z.null(),
    ]),
    deliveryAddress: Address.describe('Empty fields for a pickup order'),
    fulfilment: z.object({
      type: z.enum(FULFILMENT_TYPES),
      slotStart: IsoInstant.nullable().describe("The chosen slot's start; null for as soon as possible"),
      promisedAt: IsoInstant.nullable().describe('When the shop promised it ready (delivered or collected)'),
    }),
    phone: z.string(),
    notes: z.string(),
    deliveryZone: z.string().nullable().describe('The delivery zone that set the fee'),
    couponCode: z.string().nullable(),
    currency: Currency,
    subtotal: Amount.describe('Σ price × quantity'),
    discount: Amount.describe('What the coupon took off (discountPercent of the subtotal); 0 without one'),
    discountPercent: Count.describe("The coupon's percent; 0 without a coupon"),
    discountAmount: Amount.describe('The same as `discount`'),
    deliveryFee: Amount,
    taxMode: z.enum(TAX_MODES).describe("'inclusive': the tax is inside the prices; 'exclusive': it was added to the total"),
    tax: Amount.describe('All tax lines together'),
    taxLines: z.array(TaxLineAnswer).describe('One line per rate, zero rates included; Σ (taxable + tax) = totalAmount − tip'),
    tip: Amount.describe('Never discounted, never taxed'),
    totalAmount: Amount.describe("subtotal − discount + deliveryFee + tip, plus tax when taxMode is 'exclusive'"),
    refunded: Amount.describe('Given back so far'),
    statusHistory: z.array(
      z.object({
        kind: z
          .enum(['order', 'payment', 'ready_time'])
          .describe("'ready_time': the desk moved the ready time, and `status` is the new one (ISO 8601)"),
        status: z.string(),
        at: IsoInstant,
        by: z.object({ userId: z.string(), name: z.string() }).nullable().describe('null when the shop made the change'),
      }),
    ),
    acceptedAt: IsoInstant.nullable().describe('When the shop accepted it; null while new'),
    readyAt: IsoInstant.nullable().describe('When the kitchen aims to have it ready; set on accept, moved by a delay'),
    expectedAt: IsoInstant.nullable().describe('When the customer can expect it: the ready time for pickup, plus the drive for delivery'),
    prepMinutes: z
      .number()
      .int()
      .nullable()
      .describe('The prep time chosen on accept; for a scheduled order cooking starts this long before readyAt. Null while new'),
    rejectionReason: z.string().nullable().describe('Why the shop rejected it, as the customer reads it'),
    paymentHold: z
      .string()
      .nullable()
      .describe(
        "Why a card payment the gateway called succeeded is held for the owner: it was not the order's total in its currency (the order stays off the desk); null otherwise",
      ),
  })
  .meta({ id: 'Order' }) satisfies z.ZodType<Order>;

export const OrderFiguresAnswer = z
  .object({
    currency: Currency,
    subtotal: Amount,
    discount: Amount,
    discountPercent: Count,
    discountAmount: Amount,
    deliveryFee: Amount,
    taxMode: z.enum(TAX_MODES),
    tax: Amount,
    taxLines: z.array(TaxLineAnswer),
    tip: Amount,
    totalAmount: Amount,
  })
  .meta({ id: 'OrderFigures' });

export const OrderChangedAnswer = dataAnswerWithMessage(OrderAnswer);
/** POST /api/orders: the order, and for a card paid through Stripe what the browser confirms the payment with. */
export const OrderPlacedAnswer = OrderChangedAnswer.extend({
  payment: z
    .object({
      provider: z.literal('stripe'),
      publishableKey: z.string(),
      clientSecret: z
        .string()
        .describe("Confirms this one payment with Stripe.js; the order's payment stays pending until Stripe's webhook says it was paid"),
    })
    .optional(),
  trackingUrl: z
    .string()
    .optional()
    .describe("A guest's order only: the private link (/track/{token}) where the guest follows it; also in the confirmation mail"),
});
export const TrackedOrderAnswer = dataAnswer(OrderAnswer).extend({
  personalDetailsHidden: z
    .boolean()
    .describe('True once the order ended 30 days ago: name, e-mail, phone, address, notes and payment details are left out'),
});
export const OrdersAnswer = dataAnswerWithMessage(z.array(OrderAnswer));
export const OrdersPageAnswer = OrdersAnswer.extend({
  pagination: z.object({ page: z.int().min(1), pageSize: z.int().min(1), total: Count }),
});

/** What a coupon check answers before checkout. */
export const CouponCheckAnswer = dataAnswerWithMessage(z.object({ code: z.string(), discount: z.int().describe('Percent off') }));

/** A just-placed order's lines have nothing given back yet: `refundedQuantity` may be left out. */
export type OrderLineFields = Pick<OrderLineRow, 'position' | 'foodId' | 'name' | 'priceCents' | 'quantity' | 'image' | 'options'> &
  Partial<Pick<OrderLineRow, 'refundedQuantity' | 'taxRate'>>;
export type OrderHistoryFields = Pick<OrderStatusHistoryRow, 'kind' | 'status' | 'changedAt' | 'changedBy' | 'changedByName'>;

/** Rows of one order → the order as the API speaks it (dollars, ISO dates, lines in cart order). */
export function toApiOrder(order: OrderRow, lines: readonly OrderLineFields[], history: readonly OrderHistoryFields[]): Order {
  // An order's amounts are in its own currency's minor units, whatever the shop uses now.
  const currency = currencyOf(order.currency);
  const amount = (cents: number) => centsToDollars(cents, currency);
  return {
    _id: order.id,
    userId: order.userId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    createdAt: order.createdAt.toISOString(),
    products: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        productId: line.foodId,
        name: line.name,
        price: amount(line.priceCents),
        quantity: line.quantity,
        image: line.image,
        options: line.options.map((option) => ({ id: option.id, name: option.name, price: amount(option.priceCents) })),
        taxRate: line.taxRate ?? 0,
        refundedQuantity: line.refundedQuantity ?? 0,
      })),
    orderStatus: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentDetails: paymentDetailsOf(order),
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
    refunded: amount(order.refundedCents),
    statusHistory: history.map((change) => ({
      kind: change.kind,
      status: change.status,
      at: change.changedAt.toISOString(),
      by: change.changedBy ? { userId: change.changedBy, name: change.changedByName ?? '' } : null,
    })),
    acceptedAt: isoOrNull(order.acceptedAt),
    readyAt: isoOrNull(order.readyAt),
    expectedAt: isoOrNull(order.expectedAt),
    prepMinutes: order.prepMinutes,
    rejectionReason: order.rejectionReason,
    paymentHold: order.paymentHold ?? null,
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
export function orderFiguresAnswer(totals: OrderTotals, currency: string): z.infer<typeof OrderFiguresAnswer> {
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
function currencyOf(code: string) {
  return { code, locale: 'en' };
}
