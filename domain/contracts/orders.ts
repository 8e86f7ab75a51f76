import { z } from 'zod';
import { blankToUndefined, CardPaymentDetails, checkHandOver, orderFields, UpiPaymentDetails } from '../checkout.ts';
import { CHECKOUT_MESSAGES } from '../checkout-messages.ts';
import { COUPON_CODE_MAX_LENGTH } from '../coupons.ts';
import { hasWholeCents } from '../currency.ts';
import { FULFILMENT_TYPES } from '../fulfilment/settings.ts';
import { GuestDetails } from '../guest-checkout.ts';
import { TAX_MODES } from '../money-settings.ts';
import { readNumberField } from '../number-input.ts';
import { CompleteInput, DESK_LIMITS, DESK_MESSAGES } from '../order-desk.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order-status.ts';
import { CARD_BRANDS } from '../payment-card.ts';
import { REFUND_MESSAGES, REFUND_NOTE_MAX_LENGTH } from '../refunds.ts';
import { Count, dataAnswer, dataAnswerWithMessage, Dollars, ErrorAnswer, IsoInstant } from './envelope.ts';

/**
 * The orders resource as callers see it: what each route under /api/orders reads (bodies, path
 * and query), what it answers and how it refuses. The routes validate with these schemas, the
 * OpenAPI document is generated from them, and the site types its calls by them (types only, so
 * none of this reaches the browser's bundles). Types are derived, never written beside them.
 */

/** An order's id (24 hex digits): the `{id}` of its paths; a malformed one is answered as not found or invalid by the service. */
export const ORDER_ID_PATTERN = /^[0-9a-f]{24}$/;

/** The messages of a status change, a payment status change and a refund's order lookup. */
export const ORDER_UPDATE_MESSAGES = {
  invalid: 'Invalid order or status',
  notFound: 'Order not found',
  orderUpdated: 'Order status updated',
  paymentUpdated: 'Payment status updated',
  slotFull: 'Its time slot has filled up since it was cancelled: cancelled, it stays.',
  cardPaymentByGateway:
    'A card payment is set by the payment gateway, not by hand. To give the money back, record a refund; to stop the order, cancel it.',
} as const;

/**
 * POST /api/orders: the body as the server reads it. Anything else an older client sends (userId,
 * prices, statuses, discount) is ignored: the server decides those. `totalAmount`,
 * when sent, must equal the server's total in dollars. Without `fulfilment` an order is a delivery
 * as soon as possible.
 */
export const PlaceOrderBody = z
  .object({
    ...orderFields,
    paymentDetails: z.unknown().optional(),
    couponCode: z.preprocess(blankToUndefined, z.string().trim().max(COUPON_CODE_MAX_LENGTH).optional().nullable()),
    totalAmount: z.number().nonnegative().optional().nullable(),
    /** In the shop's currency; never discounted, never taxed. */
    tip: z
      .number({ error: CHECKOUT_MESSAGES.tipInvalid })
      .nonnegative(CHECKOUT_MESSAGES.tipInvalid)
      .max(1_000_000, CHECKOUT_MESSAGES.tipTooLarge)
      .optional()
      .nullable(),
    /** Who orders without signing in (where the shop allows it); ignored when signed in. */
    guest: GuestDetails.optional().nullable(),
  })
  .transform((withoutGuestPhone, context) => {
    // A guest's phone is the order's phone when the form sent none of its own.
    const input = { ...withoutGuestPhone, phone: withoutGuestPhone.phone ?? withoutGuestPhone.guest?.phone };
    const handOver = checkHandOver(input, context);
    if (!handOver) return z.NEVER;
    const { paymentDetails, ...fields } = input;
    const rest = { ...fields, ...handOver };
    if (input.paymentMethod === 'card') {
      // No details: a gateway that takes the card itself (Stripe) confirms the payment after the
      // order is made; the test gateway refuses that on the server.
      if (paymentDetails === undefined || paymentDetails === null) return { ...rest, payment: { method: 'card' as const, card: null } };
      const card = CardPaymentDetails.safeParse(paymentDetails);
      if (card.success) return { ...rest, payment: { method: 'card' as const, card: card.data } };
      context.addIssue({ code: 'custom', path: ['paymentDetails'], message: CHECKOUT_MESSAGES.cardIncomplete });
      return z.NEVER;
    }
    if (input.paymentMethod === 'upi') {
      const upi = UpiPaymentDetails.safeParse(paymentDetails);
      if (upi.success) return { ...rest, payment: { method: 'upi' as const, upi: upi.data } };
      context.addIssue({
        code: 'custom',
        path: ['paymentDetails'],
        message: upi.error.issues[0]?.message ?? CHECKOUT_MESSAGES.upiIncomplete,
      });
      return z.NEVER;
    }
    return { ...rest, payment: { method: 'cash' as const } };
  });
/** What a caller sends; the server works with `z.output<typeof PlaceOrderBody>`. */
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

/** PUT /api/orders/{id}/payment-status; the value is checked against the statuses by the service. */
export const PaymentStatusBody = z.object(
  { status: z.string({ error: ORDER_UPDATE_MESSAGES.invalid }) },
  { error: ORDER_UPDATE_MESSAGES.invalid },
);
export type PaymentStatusBody = z.input<typeof PaymentStatusBody>;

/** PUT /api/orders/{id}/status: the status, with the reason of a cancel and, for `delivered`, whether the cash was taken. */
export const OrderStatusBody = PaymentStatusBody.extend({
  reason: z.string({ error: DESK_MESSAGES.cancelReason }).trim().max(DESK_LIMITS.reasonMaxLength, DESK_MESSAGES.reasonTooLong).optional(),
  paid: CompleteInput.shape.paid,
});
export type OrderStatusBody = z.input<typeof OrderStatusBody>;

/** Most lines one refund names: more than any order holds (domain/checkout.ts). */
const MAX_REFUND_LINES = 100;

const ChosenLineInput = z.object(
  {
    position: z.int({ error: REFUND_MESSAGES.linesInvalid }).min(0, { error: REFUND_MESSAGES.linesInvalid }),
    quantity: z
      .int({ error: REFUND_MESSAGES.linesInvalid })
      .min(1, { error: REFUND_MESSAGES.linesInvalid })
      .max(999, { error: REFUND_MESSAGES.linesInvalid }),
  },
  { error: REFUND_MESSAGES.linesInvalid },
);

const RefundAmount = z.preprocess(
  readNumberField(),
  z
    .number({ error: () => REFUND_MESSAGES.amountInvalid })
    .positive({ error: () => REFUND_MESSAGES.amountInvalid })
    .refine(hasWholeCents, { error: () => REFUND_MESSAGES.amountInvalid }),
);

/** POST /api/orders/{id}/refunds: an amount given back pro rata, or chosen items (domain/refunds.ts). */
export const RefundBody = z
  .object({
    /** Given back pro rata; optional when `lines` are chosen (then it must be what they come to). */
    amount: RefundAmount.optional(),
    /** Items given back exactly, by their place in the order's products. */
    lines: z
      .array(ChosenLineInput, { error: REFUND_MESSAGES.linesInvalid })
      .min(1, { error: REFUND_MESSAGES.linesInvalid })
      .max(MAX_REFUND_LINES, { error: REFUND_MESSAGES.linesInvalid })
      .optional(),
    note: z.string({ error: REFUND_MESSAGES.noteTooLong }).trim().max(REFUND_NOTE_MAX_LENGTH, REFUND_MESSAGES.noteTooLong).default(''),
  })
  .refine((refund) => refund.amount !== undefined || refund.lines !== undefined, {
    path: ['amount'],
    error: () => REFUND_MESSAGES.amountInvalid,
  });
export type RefundBody = z.input<typeof RefundBody>;

export const MAX_PAGE_SIZE = 100;

/** 'all' (what the admin's filter sends for no filter) and a missing value both mean any status. */
const statusFilter = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .enum(['all', '', ...values], { error: message })
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : (value as Values[number] | undefined)));

/** GET /api/orders (staff and admin). */
export const ListOrdersQuery = z.object({
  status: statusFilter(ORDER_STATUSES, `status must be one of: all, ${ORDER_STATUSES.join(', ')}.`),
  paymentStatus: statusFilter(PAYMENT_STATUSES, `paymentStatus must be one of: all, ${PAYMENT_STATUSES.join(', ')}.`),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be from 1 to ${MAX_PAGE_SIZE}.` })
    .int(`pageSize must be from 1 to ${MAX_PAGE_SIZE}.`)
    .min(1, `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`)
    .max(MAX_PAGE_SIZE, `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`)
    .default(20),
});
export type ListOrdersQuery = z.output<typeof ListOrdersQuery>;

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
    _id: z.string().regex(ORDER_ID_PATTERN),
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
export const OrdersAnswer = dataAnswerWithMessage(z.array(OrderAnswer));
export type OrdersAnswer = z.infer<typeof OrdersAnswer>;
export const OrdersPageAnswer = OrdersAnswer.extend({
  pagination: z.object({ page: z.int().min(1), pageSize: z.int().min(1), total: Count }),
});
export type OrdersPageAnswer = z.infer<typeof OrdersPageAnswer>;

/**
 * How POST /api/orders refuses: the shop's error body (`code` says which, e.g. 'guest_checkout_off');
 * refused with 409 after the shop's prices moved, `data` holds the server's own figures to show.
 */
export const PlaceOrderRefusal = ErrorAnswer.extend({ data: OrderFiguresAnswer.optional() });
export type PlaceOrderRefusal = z.infer<typeof PlaceOrderRefusal>;
