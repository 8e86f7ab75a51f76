import { z } from 'zod';
import { blankToUndefined } from '../checkout.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';
import { Phone } from '../fulfilment/order-choice.ts';
import type { MessageKey } from '../i18n/messages/index.ts';
import { AcceptInput } from '../order-desk.ts';
import { TAKEN_CHANNELS } from '../order-channel.ts';
import { isSingleLine } from '../single-line.ts';

/**
 * An order the shop's team takes by phone or at the counter (docs/product/counter-orders.md):
 * the fields of POST /api/orders only staff and admins send, who may send them, and who the
 * order is for. Pure: the server checks with these, and the New order screen can too.
 */

export const TAKEN_ORDER_MESSAGES = {
  teamOnly: 'answers-counter.teamOnly',
  notForGuests: 'answers-counter.notForGuests',
  channelMissing: 'answers-counter.channelMissing',
  customerMissing: 'answers-counter.customerMissing',
  customerNameMissing: 'answers-counter.customerNameMissing',
  customerNameTooLong: 'answers-counter.customerNameTooLong',
  customerNameOneLine: 'answers-counter.customerNameOneLine',
  customerPhoneMissing: 'answers-counter.customerPhoneMissing',
  customerEmailInvalid: 'answers-counter.customerEmailInvalid',
  payLaterInvalid: 'answers-counter.payLaterInvalid',
  paidNowInvalid: 'answers-counter.paidNowInvalid',
  paidNowAndLater: 'answers-counter.paidNowAndLater',
  acceptAfterPayment: 'answers-counter.acceptAfterPayment',
} as const satisfies Record<string, MessageKey>;

/** The body's fields that make an order one the team takes for someone else. */
export const TAKEN_ORDER_FIELDS = ['channel', 'customer', 'payLater', 'paidNow', 'acceptWithPrepMinutes'] as const;

/** Who sends an order: signed out (a guest's body), a customer signed in, or staff or an admin. */
export type OrderCaller = 'guest' | 'customer' | 'team';

/**
 * Why a body may not carry the team's fields, or null when it may (or carries none): a signed-in
 * customer is forbidden them; a guest's body is invalid with them, since a guest's order is a web
 * order whoever sends it. A signed-out caller who names no guest is asked to sign in before this.
 */
export function takenOrderFieldsRefusal(body: unknown, caller: OrderCaller): { kind: 'forbidden' | 'invalid'; message: string } | null {
  if (caller === 'team' || !carriesTakenOrderFields(body)) return null;
  return caller === 'customer'
    ? { kind: 'forbidden', message: TAKEN_ORDER_MESSAGES.teamOnly }
    : { kind: 'invalid', message: TAKEN_ORDER_MESSAGES.notForGuests };
}

function carriesTakenOrderFields(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  return TAKEN_ORDER_FIELDS.some((field) => fields[field] !== undefined && fields[field] !== null);
}

/**
 * Who an order taken by phone or at the counter is for: a name and a phone to reach them; an
 * e-mail when they give one (the order's mails go there, and it links the order to their account).
 */
export const TakenOrderCustomer = z.object(
  {
    name: z
      .string({ error: TAKEN_ORDER_MESSAGES.customerNameMissing })
      .trim()
      .min(1, TAKEN_ORDER_MESSAGES.customerNameMissing)
      .max(NAME_MAX_LENGTH, TAKEN_ORDER_MESSAGES.customerNameTooLong)
      .refine(isSingleLine, TAKEN_ORDER_MESSAGES.customerNameOneLine),
    phone: Phone.pipe(z.string({ error: TAKEN_ORDER_MESSAGES.customerPhoneMissing })),
    email: z.preprocess(
      blankToUndefined,
      z
        .string({ error: TAKEN_ORDER_MESSAGES.customerEmailInvalid })
        .trim()
        .max(EMAIL_MAX_LENGTH, TAKEN_ORDER_MESSAGES.customerEmailInvalid)
        .pipe(z.email({ error: TAKEN_ORDER_MESSAGES.customerEmailInvalid }))
        .optional(),
    ),
  },
  { error: TAKEN_ORDER_MESSAGES.customerMissing },
);
export type TakenOrderCustomer = z.output<typeof TakenOrderCustomer>;

/** The team's fields of POST /api/orders (domain/contracts/orders.ts), checked together by checkTakenOrder. */
export const takenOrderFields = {
  /** How the team took it; with it, the order is for `customer`, not for whoever is signed in. */
  channel: z.enum(TAKEN_CHANNELS, { error: TAKEN_ORDER_MESSAGES.channelMissing }).optional().nullable(),
  customer: TakenOrderCustomer.optional().nullable(),
  /** Paid when it is handed over, whatever the method: nothing is charged or asked for now. */
  payLater: z.boolean({ error: TAKEN_ORDER_MESSAGES.payLaterInvalid }).optional().nullable(),
  /**
   * Paid at the counter as it is taken, in cash, on the shop's card machine or by UPI: no gateway is
   * asked, and the order is paid from the start.
   */
  paidNow: z.boolean({ error: TAKEN_ORDER_MESSAGES.paidNowInvalid }).optional().nullable(),
  /** Accepted at once with this prep time, as the desk's Accept does. */
  acceptWithPrepMinutes: AcceptInput.shape.prepMinutes.optional().nullable(),
};

/** A channel needs its customer, and the other fields of the team need a channel. */
export function checkTakenOrder(
  order: {
    channel?: string | null;
    customer?: unknown;
    payLater?: boolean | null;
    paidNow?: boolean | null;
    acceptWithPrepMinutes?: number | null;
  },
  context: z.RefinementCtx,
): void {
  if (order.channel) {
    if (!order.customer) context.addIssue({ code: 'custom', path: ['customer'], message: TAKEN_ORDER_MESSAGES.customerMissing });
    if (order.paidNow && order.payLater)
      context.addIssue({ code: 'custom', path: ['paidNow'], message: TAKEN_ORDER_MESSAGES.paidNowAndLater });
    return;
  }
  if (order.customer || order.payLater || order.paidNow || (order.acceptWithPrepMinutes ?? null) !== null)
    context.addIssue({ code: 'custom', path: ['channel'], message: TAKEN_ORDER_MESSAGES.channelMissing });
}
