import { z } from 'zod';
import { LocationId } from '../locations/location-form.ts';
import { blankToUndefined, CardPaymentDetails, checkHandOver, orderFields, UpiPaymentDetails } from '../checkout.ts';
import { CHECKOUT_MESSAGES } from '../checkout-messages.ts';
import { COUPON_CODE_MAX_LENGTH } from '../coupons.ts';
import { hasWholeCents } from '../currency.ts';
import { GuestDetails } from '../guest-checkout.ts';
import { checkTakenOrder, takenOrderFields } from '../counter/taken-order.ts';
import { readNumberField } from '../number-input.ts';
import { CompleteInput, DESK_LIMITS, DESK_MESSAGES } from '../order-desk.ts';
import { OrderLanguage } from '../order-language.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status.ts';
import { REFUND_MESSAGES, REFUND_NOTE_MAX_LENGTH } from '../refunds.ts';
import { ErrorAnswer } from './envelope.ts';
import { OrderFiguresAnswer } from './order-answer.ts';

/**
 * The orders resource as callers see it: what each route under /api/orders reads (bodies, path
 * and query) and how it refuses; what it answers is ./order-answer.ts. The routes validate with
 * these schemas, the OpenAPI document is generated from them, and the site types its calls by
 * them (types only, so none of this reaches the browser's bundles). Types are derived, never
 * written beside them.
 */

/** The messages of a status change, a payment status change and a refund's order lookup. */
export const ORDER_UPDATE_MESSAGES = {
  invalid: 'Invalid order or status',
  notFound: 'Order not found',
  orderUpdated: 'Order status updated',
  paymentUpdated: 'Payment status updated',
  slotFull: 'Its time slot has filled up since it was cancelled: cancelled, it stays.',
  stockGone: 'Its products have sold out since it was cancelled: cancelled, it stays.',
  cardPaymentByGateway:
    'A card payment is set by the payment gateway, not by hand. To give the money back, record a refund; to stop the order, cancel it.',
} as const;

/**
 * POST /api/orders: the body as the server reads it. Anything else an older client sends (userId,
 * prices, statuses, discount) is ignored: the server decides those. `totalAmount`,
 * when sent, must equal the server's total in dollars. Without `fulfilment` an order is a delivery
 * as soon as possible. `channel`, `customer`, `payLater` and `acceptWithPrepMinutes` are the
 * team's, for an order taken by phone or at the counter (domain/counter/taken-order.ts).
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
    /** The language the order is placed in (the checkout's page's); its mails are written in it. */
    language: OrderLanguage.optional().nullable(),
    /** Where it is made and handed over: needed when the shop has several locations, the only one otherwise. */
    locationId: LocationId.optional().nullable(),
    ...takenOrderFields,
  })
  .transform((withoutCustomerPhone, context) => {
    // The customer's phone (an order the team takes, or a guest's) is the order's phone when the form sent none of its own.
    const { phone, customer, guest } = withoutCustomerPhone;
    const input = { ...withoutCustomerPhone, phone: phone ?? customer?.phone ?? guest?.phone };
    checkTakenOrder(input, context);
    const handOver = checkHandOver(input, context);
    if (!handOver) return z.NEVER;
    const { paymentDetails, ...fields } = input;
    const rest = { ...fields, ...handOver };
    // Paid when it is handed over, or at the counter already: no card token and no UPI reference.
    if (input.payLater || input.paidNow) {
      if (input.paymentMethod === 'card') return { ...rest, payment: { method: 'card' as const, card: null } };
      if (input.paymentMethod === 'upi') return { ...rest, payment: { method: 'upi' as const, upi: null } };
      return { ...rest, payment: { method: 'cash' as const } };
    }
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
    /** Items; for a line sold by weight, its whole weight as the order answers it. */
    quantity: z
      .number({ error: REFUND_MESSAGES.linesInvalid })
      .positive({ error: REFUND_MESSAGES.linesInvalid })
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
  location: LocationId.optional().describe("One location's orders; without it, those of every location the caller works at"),
});
export type ListOrdersQuery = z.output<typeof ListOrdersQuery>;

/**
 * How POST /api/orders refuses: the shop's error body (`code` says which, e.g. 'guest_checkout_off');
 * refused with 409 after the shop's prices moved, `data` holds the server's own figures to show.
 */
/** What a 409 on an order carries: the server's figures (prices_changed), or what is left of a product (stock_short). */
export const StockShortAnswer = z
  .object({
    productId: z.string(),
    left: z.number().min(0).describe('How many the location has left, in the product’s unit'),
  })
  .meta({ id: 'StockShort' });
export const PlaceOrderRefusal = ErrorAnswer.extend({ data: z.union([OrderFiguresAnswer, StockShortAnswer]).optional() });
export type PlaceOrderRefusal = z.infer<typeof PlaceOrderRefusal>;
