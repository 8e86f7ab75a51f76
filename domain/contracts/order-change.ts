import { z } from 'zod';
import { DeliveryAddress, orderFields } from '../checkout.ts';
import { NOTES_MAX_LENGTH, ORDER_CHOICE_MESSAGES, OrderFulfilment } from '../fulfilment/order-choice.ts';
import { CHECKOUT_MESSAGES } from '../checkout-messages.ts';
import { CHANGE_REASON_MAX_LENGTH, ORDER_CHANGE_MESSAGES } from '../order-change/change-rules.ts';
import { SETTLEMENTS } from '../order-change/settlement.ts';
import { Dollars } from './envelope.ts';
import { OrderChangedAnswer, OrderPlacedAnswer } from './order-answer.ts';

/**
 * Staff changing a placed order, and its customer paying the extra a change asks
 * (docs/product/counter-orders.md, "Changing a placed order"): the bodies the routes read and what
 * they answer. The order itself is answered as everywhere (./order-answer.ts).
 */

/**
 * PATCH /api/orders/{id}: what changes, each part as POST /api/orders takes it; a part left out
 * stays as it is. `products` is the order's whole new list of lines.
 */
export const ChangeOrderBody = z.object({
  products: orderFields.products.optional(),
  fulfilment: OrderFulfilment.optional(),
  deliveryAddress: DeliveryAddress.optional(),
  // Not the checkout's Notes, which reads a missing value as '': left out here, the notes stay.
  notes: z
    .string({ error: ORDER_CHOICE_MESSAGES.notesTooLong })
    .trim()
    .max(NOTES_MAX_LENGTH, ORDER_CHOICE_MESSAGES.notesTooLong)
    .optional(),
  reason: z
    .string({ error: ORDER_CHANGE_MESSAGES.reasonMissing })
    .trim()
    .min(1, ORDER_CHANGE_MESSAGES.reasonMissing)
    .max(CHANGE_REASON_MAX_LENGTH, ORDER_CHANGE_MESSAGES.reasonTooLong),
});
export type ChangeOrderBody = z.input<typeof ChangeOrderBody>;
/** The body as the server works with it: a slot read into epoch milliseconds. */
export type ChangeOrderInput = z.output<typeof ChangeOrderBody>;

export const OrderChangeFigures = z
  .object({
    previousTotal: Dollars.describe('The total before this change'),
    total: Dollars.describe('The total now'),
    difference: Dollars.describe('total − previousTotal'),
    settlement: z
      .enum(SETTLEMENTS)
      .describe(
        "'none': the same total (or a card already paid exactly that); 'collect_on_hand_over': the new total is taken at hand-over (cash, UPI, paid later, a card only held, which is charged the new total once picked); 'refunded': `refunded` went back to the card; 'payment_link': the customer is mailed a link to pay `paymentLink.amount`; 'collect_extra_on_hand_over': a card order whose customer has no e-mail, the extra is taken at hand-over",
      ),
    refunded: Dollars.describe('Given back to the card by this change; 0 otherwise'),
    paymentLink: z
      .object({ url: z.string().describe('Where the customer pays: their tracking page, or My Orders'), amount: Dollars })
      .nullable(),
  })
  .meta({ id: 'OrderChange' });
export type OrderChangeFigures = z.infer<typeof OrderChangeFigures>;

/** PATCH /api/orders/{id}: the order as GET answers it, recomputed, and what the change did to its money. */
export const OrderChangeAnswer = OrderChangedAnswer.extend({ change: OrderChangeFigures });
export type OrderChangeAnswer = z.infer<typeof OrderChangeAnswer>;

/** POST /api/orders/{id}/extra-payment: the test gateway's card token; with Stripe nothing (the browser confirms the payment). */
export const ExtraPaymentBody = z.object({
  card: z
    .object({ token: z.string({ error: CHECKOUT_MESSAGES.cardIncomplete }).trim().min(1, CHECKOUT_MESSAGES.cardIncomplete).max(128) })
    .optional(),
});
export type ExtraPaymentBody = z.input<typeof ExtraPaymentBody>;

/** The order as its tracking page reads it; with Stripe, beside it the payment to confirm in the browser (as the checkout's). */
export const ExtraPaymentAnswer = OrderPlacedAnswer.pick({ success: true, data: true, message: true, payment: true }).extend({
  personalDetailsHidden: z.boolean(),
});
export type ExtraPaymentAnswer = z.infer<typeof ExtraPaymentAnswer>;
