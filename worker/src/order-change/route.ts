import { Hono } from 'hono';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { ORDER_ID_PATTERN } from '../../../domain/contracts/order-answer.ts';
import { ChangeOrderBody, ExtraPaymentAnswer, ExtraPaymentBody, OrderChangeAnswer } from '../../../domain/contracts/order-change.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { ORDER_CHANGE_MESSAGES } from '../../../domain/order-change/change-rules.ts';
import { authenticate, requireStaff, type AuthEnv } from '../auth/middleware.ts';
import { requireOrderAtWorkLocation } from '../auth/work-locations.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { readTrackingToken } from '../orders/order-tracking.ts';
import type { OrderRuntime } from '../orders/route.ts';
import type { Order } from '../../../domain/order.ts';
import { TRACKING_TOKEN_HEADER, TRACKING_TOKEN_PARAMETER } from '../picking/replacement-route.ts';
import { changeFiguresAnswer } from './answer.ts';
import { changeOrder } from './change-order.ts';
import { payExtra } from './pay-extra.ts';

const orderId = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: ORDER_ID_PATTERN.source } } as const;
const final = `'${ORDER_CHANGE_MESSAGES.final}', '${ORDER_CHANGE_MESSAGES.cancelled}', '${ORDER_CHANGE_MESSAGES.picked}' or '${ORDER_CHANGE_MESSAGES.awaitingCard}' (code order_final)`;

/** Where the customer follows the order, as its mails link it: a guest's tracking page, else My Orders. */
async function customerPage(runtime: OrderRuntime, order: Pick<Order, '_id' | 'userId'>, requestOrigin: string): Promise<string> {
  const origin = runtime.publicUrl ?? requestOrigin;
  const token = order.userId === null ? await readTrackingToken(runtime.db, runtime.key, order._id) : undefined;
  return token ? `${origin}/track/${token}` : `${origin}/myorders`;
}

/**
 * Staff change a placed order, and its customer pays the extra a change asks
 * (docs/product/counter-orders.md, "Changing a placed order").
 */
export function orderChangeRoutes(runtime: OrderRuntime) {
  return new Hono<AuthEnv>()
    .patch(
      '/:id',
      documented({
        operationId: 'changeOrder',
        summary:
          'Change a placed order until it is ready: its lines, hand-over, address or notes, with a reason (staff of its location, admins)',
        description:
          "`products` is the order's whole new list of lines, `fulfilment` and `deliveryAddress` as POST /api/orders takes them; a part left out stays. `reason` (1 to 200 characters) is kept in its history with who changed what (kind 'change'). The order is repriced by its own rules (its coupon, whose minimum must still be met; its tip; the zone's fee for its address; the tax); its stock and its slot place follow; the customer is mailed what changed. Money: cash, UPI and paid later take the new total at hand-over; a card charged gets the difference back, or its customer is asked the extra (`paymentLink`, mailed; taken at hand-over without an e-mail); a card held for an order to pick may change within what it holds. The desks hear of it on the order stream.",
        tags: ['Orders'],
        access: 'staff',
        parameters: [orderId],
        responses: {
          200: answer(`'${ORDER_CHANGE_MESSAGES.changed}', with what the change did to the money in \`change\``, OrderChangeAnswer),
          400: failure(
            `With \`errors\` by field: '${ORDER_CHANGE_MESSAGES.reasonMissing}', '${ORDER_CHANGE_MESSAGES.linesEmpty}', a dish not sold, a quantity, the coupon's minimum no longer met, a closed or full slot, a bad address, '${ORDER_CHANGE_MESSAGES.pickupAddress}', 'The card holds … for this order…' (code over_hold)`,
          ),
          401: failure('No session'),
          403: failure(`A customer; or '${LOCATION_MESSAGES.otherLocation}'`),
          404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
          409: failure(`${final}; 'Only N left of …' (code stock_short); '${ORDER_CHANGE_MESSAGES.busy}'`),
          502: failure("'Stripe did not give the money back (…)': nothing was changed"),
        },
      }),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      jsonBody(ChangeOrderBody),
      async (c) => {
        const asked = { orderId: c.req.param('id'), body: c.req.valid('json'), by: c.get('auth').user, now: runtime.now() };
        const { order, record } = valueOrRefusal(await changeOrder(runtime, asked));
        const payAt = record.settlement === 'payment_link' ? await customerPage(runtime, order, new URL(c.req.url).origin) : null;
        const changed: OrderChangeAnswer = {
          success: true,
          data: order,
          message: ORDER_CHANGE_MESSAGES.changed,
          change: changeFiguresAnswer(record, order.currency, payAt),
        };
        return c.json(changed, 200);
      },
    )
    .post(
      '/:id/extra-payment',
      documented({
        operationId: 'payOrderExtra',
        summary: 'Pay the extra a change asked of your order (its customer, or its tracking link)',
        description: `When staff changed a card order to cost more than the card paid, its \`extraPayment\` is 'requested'. The order's signed-in customer pays it with their session; a guest sends the token of the order's tracking link in the \`${TRACKING_TOKEN_HEADER}\` header. With the test gateway the body's \`card.token\` pays it at once (\`tok_test_visa\`); with Stripe the answer's \`payment\` is confirmed in the browser as the checkout's, and Stripe's webhook marks it paid. Answers the order as GET /api/track/{token} does.`,
        tags: ['Orders'],
        access: 'public',
        parameters: [orderId, TRACKING_TOKEN_PARAMETER],
        responses: {
          200: answer(`'${ORDER_CHANGE_MESSAGES.extraPaid}' (the test gateway), or the payment to confirm (Stripe)`, ExtraPaymentAnswer),
          400: failure(`'${CHECKOUT_MESSAGES.cardIncomplete}' (no card token with the test gateway), or cards not taken`),
          401: failure('Neither signed in nor sending a tracking token'),
          402: failure('The card was declined (nothing is taken)'),
          403: failure(`'${ORDER_CHANGE_MESSAGES.notYours}'`),
          404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
          409: failure(`'${ORDER_CHANGE_MESSAGES.extraNotDue}' (code extra_not_due)`),
          502: failure('Stripe could not be reached'),
        },
      }),
      jsonBody(ExtraPaymentBody),
      async (c) => {
        const auth = await authenticate(runtime, c);
        const asked = {
          orderId: c.req.param('id'),
          asker: { user: auth?.user ?? null, trackingToken: c.req.header(TRACKING_TOKEN_HEADER) },
          cardToken: c.req.valid('json').card?.token,
          now: runtime.now(),
        };
        const { view, payment } = valueOrRefusal(await payExtra(runtime, asked));
        const paid: ExtraPaymentAnswer = {
          success: true,
          data: view.order,
          personalDetailsHidden: view.personalDetailsHidden,
          message: inAskerLanguage(c, payment ? ORDER_CHANGE_MESSAGES.extraRequested : ORDER_CHANGE_MESSAGES.extraPaid),
          ...(payment ? { payment } : {}),
        };
        return c.json(paid, 200, { 'Cache-Control': 'no-store' });
      },
    );
}
