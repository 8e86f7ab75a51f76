import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { HAND_OVER_TYPES } from '../fulfilment/settings.ts';
import { TAX_MODES } from '../money-settings-rules.ts';
import { ORDER_HISTORY_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order-status.ts';
import { CARD_BRANDS } from '../payment-card.ts';
import { EXTRA_PAYMENT_STATUSES, SETTLEMENTS } from '../order-change/settlement.ts';
import { ORDER_CHANNELS } from '../order-channel.ts';
import { SOLD_BY, WEIGHT_UNITS } from '../sale-quantity.ts';
import { FinalLineAnswer, PickedAnswer, PickedFiguresAnswer, SubstitutionAnswer } from './picking.ts';
import { Count, dataAnswer, dataAnswerWithMessage, Dollars, IsoInstant } from './envelope.ts';

/**
 * An order as the API answers it, and the answers built on it (placed, changed, listed, tracked),
 * for every route that answers with orders: /api/orders, the desk and tracking. What the routes
 * read and how they refuse is ./orders.ts. Types are derived, never written beside them.
 */

/** An order's id (24 hex digits): the `{id}` of its paths; a malformed one is answered as not found or invalid by the service. */
export const ORDER_ID_PATTERN = /^[0-9a-f]{24}$/;

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

const Difference = z.union([
  z.object({
    kind: z.enum(['added', 'removed']),
    name: z.string(),
    quantity: z.number(),
    unit: z.enum(WEIGHT_UNITS).nullable(),
    options: z.array(z.string()),
  }),
  z.object({ kind: z.literal('quantity'), name: z.string(), from: z.number(), to: z.number(), unit: z.enum(WEIGHT_UNITS).nullable() }),
  z.object({ kind: z.literal('options'), name: z.string(), from: z.array(z.string()), to: z.array(z.string()) }),
  z.object({
    kind: z.literal('hand_over'),
    from: z.object({ type: z.enum(HAND_OVER_TYPES), slotStart: IsoInstant.nullable() }),
    to: z.object({ type: z.enum(HAND_OVER_TYPES), slotStart: IsoInstant.nullable() }),
  }),
  z.object({ kind: z.literal('address'), to: z.string() }),
  z.object({ kind: z.literal('notes'), to: z.string() }),
]);

/** A change staff made to an order, as its history line carries it (domain/order-change/change-record.ts). */
const OrderChangeRecordAnswer = z
  .object({
    reason: z.string(),
    differences: z.array(Difference),
    previousTotal: Amount,
    total: Amount,
    settlement: z.enum(SETTLEMENTS),
    amount: Amount.describe("Given back to the card ('refunded') or asked ('payment_link', 'collect_extra_on_hand_over'); 0 otherwise"),
  })
  .meta({ id: 'OrderChangeRecord' });

export const OrderAnswer = z
  .object({
    _id: z.string().regex(ORDER_ID_PATTERN),
    userId: z.string().nullable().describe("The customer's account; null for a guest's order"),
    customerName: z.string(),
    customerEmail: z.string(),
    createdAt: IsoInstant,
    products: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        price: Dollars.describe('One item with its options, in dollars when ordered; for a line sold by weight, the price per `unit`'),
        quantity: z.number().positive().describe('Items; for a line sold by weight, its weight in `unit` (decimal)'),
        soldBy: z.enum(SOLD_BY).describe("'weight': `quantity` is a weight and `amount` its price, rounded half up"),
        unit: z.enum(WEIGHT_UNITS).nullable().describe('The weight `quantity` is in; null for a line sold by the unit'),
        amount: Dollars.describe('What the line comes to: price × quantity, rounded half up to the currency’s minor unit'),
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
        refundedQuantity: z
          .number()
          .min(0)
          .describe(
            "Items of this line given back by refunds of chosen lines (POST /api/orders/{id}/refunds with `lines`; its `position` is this line's place in `products`, from 0); a line sold by weight is given back whole. Once the order is picked, of its `final` line (0 for a line found missing)",
          ),
        substitution: SubstitutionAnswer,
        picked: PickedAnswer.describe(
          'What staff decided for the line while picking the order (POST /api/orders/{id}/pick); null until then. The line itself stays as it was ordered; once the pick is completed the totals are the final ones',
        ),
        final: FinalLineAnswer.optional().describe(
          'Once the pick is completed: the line as it was sent, which refunds of chosen lines name by its quantity and give back at its amount; absent before, on orders never picked, and for a line found missing',
        ),
      }),
    ),
    estimated: z
      .boolean()
      .describe(
        'Some lines are sold by weight and the order is not picked yet: their amounts, and so the total, are estimates until the order is weighed',
      ),
    pickedAt: IsoInstant.nullable().describe(
      'When its pick was completed (POST /api/orders/{id}/pick/complete): its figures are the final ones since; null before',
    ),
    toBePicked: z
      .boolean()
      .describe(
        'The shop picks it before handing it over (POST /api/orders/{id}/pick): a line is sold by weight or its stock is counted. Such an order is picked once accepted; others may be, and need not',
      ),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentDetails: z.union([
      z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().regex(/^\d{4}$/), cardHolderName: z.string() }),
      z.object({ upiId: z.string(), transactionId: z.string() }),
      z.null(),
    ]),
    payLater: z
      .boolean()
      .describe(
        'Paid when it is handed over, whatever the method (an order the team took with `payLater`): no gateway was asked, and completing it makes it paid unless the desk says it was not',
      ),
    deliveryAddress: Address.describe('Empty fields for a pickup order'),
    fulfilment: z.object({
      type: z.enum(HAND_OVER_TYPES),
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
    ...PickedFiguresAnswer.shape,
    refunded: Amount.describe('Given back so far'),
    statusHistory: z.array(
      z.object({
        kind: z
          .enum(ORDER_HISTORY_KINDS)
          .describe(
            "'ready_time': the desk moved the ready time, and `status` is the new one (ISO 8601); 'pick': the pick was completed (`status` 'picked'); 'replacement': replacements were offered to the customer ('waiting') or one was answered ('accepted', 'declined'); 'change': staff changed the order ('changed', with `change`) or its customer paid the extra it asked ('extra_paid')",
          ),
        status: z.string(),
        at: IsoInstant,
        by: z.object({ userId: z.string(), name: z.string() }).nullable().describe('null when the shop made the change'),
        change: OrderChangeRecordAnswer.optional().describe(
          "kind 'change', status 'changed': why staff changed the order and what changed (domain/order-change/change-text.ts words it)",
        ),
      }),
    ),
    changedAt: IsoInstant.nullable().describe('When staff last changed it (PATCH /api/orders/{id}); null while it is as placed'),
    extraPayment: z
      .object({
        amount: Amount,
        status: z.enum(EXTRA_PAYMENT_STATUSES),
        requestedAt: IsoInstant,
        paidAt: IsoInstant.nullable(),
      })
      .nullable()
      .describe(
        "The latest extra a change asked of a card order's customer (POST /api/orders/{id}/extra-payment pays it): 'requested' until paid, 'withdrawn' when a later change asked another amount or none; null when none was asked",
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
    language: z
      .enum(LANGUAGES)
      .nullable()
      .describe(
        "The language it was placed in, which the customer's mails about it are written in; null on orders from before it was kept",
      ),
    channel: z
      .enum(ORDER_CHANNELS)
      .describe(
        "How it reached the shop: 'web' (the customer's own checkout), 'phone' or 'counter' (taken by the team; its history's first line says who), 'table' (a table ordering for itself from its QR code)",
      ),
    table: z
      .object({
        id: z.int().describe('GET /api/tables'),
        name: z.string().describe('As it was named when the order was placed'),
        tabId: z
          .int()
          .nullable()
          .describe(
            "The open tab it joined (GET /api/tables/{id}/tab), where the location's tables pay at the end; null: paid with the order",
          ),
      })
      .nullable()
      .describe("A table's own order (fulfilment 'dine_in'); null otherwise"),
    locationId: z.int().min(1).describe('The location that makes and hands it over (GET /api/locations)'),
    locationName: z.string().describe("That location's name"),
  })
  .meta({ id: 'Order' });
export type OrderAnswer = z.infer<typeof OrderAnswer>;

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
export type OrderFiguresAnswer = z.infer<typeof OrderFiguresAnswer>;

export const OrderChangedAnswer = dataAnswerWithMessage(OrderAnswer);
export type OrderChangedAnswer = z.infer<typeof OrderChangedAnswer>;
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
export type OrderPlacedAnswer = z.infer<typeof OrderPlacedAnswer>;
export const TrackedOrderAnswer = dataAnswer(OrderAnswer).extend({
  personalDetailsHidden: z
    .boolean()
    .describe('True once the order ended 30 days ago: name, e-mail, phone, address, notes and payment details are left out'),
});
export type TrackedOrderAnswer = z.infer<typeof TrackedOrderAnswer>;
/** POST /api/orders/{id}/replacements/{index}: the order as its tracking page reads it, with what the answer did. */
export const ReplacementAnsweredAnswer = TrackedOrderAnswer.extend({ message: z.string() });
export type ReplacementAnsweredAnswer = z.infer<typeof ReplacementAnsweredAnswer>;
export const OrdersAnswer = dataAnswerWithMessage(z.array(OrderAnswer));
export type OrdersAnswer = z.infer<typeof OrdersAnswer>;
export const OrdersPageAnswer = OrdersAnswer.extend({
  pagination: z.object({ page: z.int().min(1), pageSize: z.int().min(1), total: Count }),
});
export type OrdersPageAnswer = z.infer<typeof OrdersPageAnswer>;
