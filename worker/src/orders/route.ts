import { Hono } from 'hono';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { LANGUAGES } from '../../../domain/i18n/languages.ts';
import { preferredLanguage } from '../../../domain/i18n/shop-languages.ts';
import {
  ORDER_ID_PATTERN,
  OrderChangedAnswer,
  OrderPlacedAnswer,
  OrdersAnswer,
  OrdersPageAnswer,
} from '../../../domain/contracts/order-answer.ts';
import {
  ListOrdersQuery,
  ORDER_UPDATE_MESSAGES,
  OrderStatusBody,
  PaymentStatusBody,
  PlaceOrderBody,
  PlaceOrderRefusal,
} from '../../../domain/contracts/orders.ts';
import { DESK_MESSAGES } from '../../../domain/order-desk.ts';
import { ORDER_STATUSES, SETTABLE_PAYMENT_STATUSES } from '../../../domain/order-status.ts';
import { GUEST_MESSAGES } from '../../../domain/guest-checkout.ts';
import { REFUND_MESSAGES } from '../../../domain/refunds.ts';
import { authenticate, requireAdmin, requireStaff, requireUser, STAFF_ROLES, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, bodyReadByHandler, documented, failure, jsonBody, queryOf, respondJson } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import type { GuestOrderLimits } from '../limits/guest-orders.ts';
import { readIdempotencyKey, readOrderRequest } from './request.ts';
import { RefundRequest } from './refund-request.ts';
import { guestCustomerIfAllowed } from './guest-orders.ts';
import { listOrders } from './list-orders.ts';
import { listUserOrders } from './list-user-orders.ts';
import { accountCustomer, placeOrder, type PlaceOrderRuntime } from './place-order.ts';
import { recordRefund } from './record-refund.ts';
import { setOrderStatusByHand } from './set-order-status.ts';
import { updatePaymentStatus } from './update-payment-status.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { ordersWithin, readWorkLocations, requireOrderAtWorkLocation } from '../auth/work-locations.ts';
import { TAKEN_ORDER_MESSAGES } from '../../../domain/counter/taken-order.ts';
import { placeTableOrder } from '../dine-in/place-table-order.ts';
import { takeOrder } from '../counter/take-order.ts';

export type OrderRuntime = AuthRuntime &
  PlaceOrderRuntime & {
    /** PUBLIC_URL: the shop's address for links; unset, the request's own origin. */
    publicUrl: string | undefined;
    guestOrderLimits: GuestOrderLimits;
  };

const ORDERS_FETCHED = 'Orders fetched';
const otherLocation = failure(`'${LOCATION_MESSAGES.otherLocation}'`);
const orderId = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: ORDER_ID_PATTERN.source } } as const;
const statusRefusals = {
  400: failure(`'${ORDER_UPDATE_MESSAGES.invalid}'`),
  404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
};

export function orderRoutes(runtime: OrderRuntime) {
  return (
    new Hono<AuthEnv>()
      // Set before the handler answers: changing a finished response's headers rebuilds it.
      .use(async (c, next) => {
        c.header('Cache-Control', 'no-store');
        await next();
      })
      .post(
        '/',
        documented({
          operationId: 'placeOrder',
          summary: 'Place an order (prices, discount and total computed by the server)',
          description:
            "The signed-in user places it; or, where the shop allows guest checkout, a guest without a session, with `guest: {name, email, phone}`: the answer then carries `trackingUrl`, the private link where the guest follows the order (also mailed). Staff and admins take orders by phone or at the counter with `channel: 'phone' | 'counter'` and `customer: {name, phone, email?}`, who the order is for: an e-mail an account has makes it that account's order; any other is kept as a guest's (mailed, with `trackingUrl`); without an e-mail nobody is mailed. Such an order counts towards the customer's limit, not the clerk's, is placed whatever the guest checkout setting says, only at a location the clerk works at (403), and its history's first lines name the clerk. With it, `payLater: true` takes cash, card or UPI when the order is handed over (no gateway, payment pending, the desk's Paid box takes it), `paidNow: true` records that the customer paid at the counter as it was taken (cash, the card machine or UPI: no gateway, paid from the start; not with payLater), and `acceptWithPrepMinutes` (1 to 240) accepts it at once with that prep time as the desk's Accept does (not with a card Stripe confirms in the browser: 400). `channel`, `customer`, `payLater`, `paidNow` and `acceptWithPrepMinutes` from a customer are refused (403), in a guest's body too (400). A table orders with `fulfilment: {type: 'dine_in', table: <its QR code's token>}`, with no session (400 for an unknown or renewed token; docs/product/tables.md). Orders answer their `channel`: 'web', 'phone', 'counter' or 'table'. userId, prices, statuses and discount in the body are ignored; a `name` on a line only names a dish the menu no longer has. A `totalAmount` (dollars) that differs from the server total is refused with 409 and the current figures. Card payments carry only the payment gateway token (`tok_test_visa` pays, `tok_test_declined` is declined with the test gateway); a body with a `cardNumber` or `cvv` key anywhere is refused. Send an `Idempotency-Key` to make retries safe: the same key and body within 24 hours answer 200 with the first order. `language` (a shipped language code; the checkout sends its page's) is kept on the order and its mails are written in it; without it, the account's language, else the first shipped one Accept-Language asks for, else the shop's default.",
          tags: ['Orders'],
          access: 'public',
          parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 100 } }],
          responses: {
            200: answer('A replay of an earlier request with the same Idempotency-Key and body', OrderPlacedAnswer),
            201: answer(`'${CHECKOUT_MESSAGES.placed}'`, OrderPlacedAnswer),
            400: failure(
              `In this order: '${CHECKOUT_MESSAGES.cartEmpty}', '${CHECKOUT_MESSAGES.addressIncomplete}', '${CHECKOUT_MESSAGES.cardIncomplete}', '${CHECKOUT_MESSAGES.upiIncomplete}'; also card data refused, 'Sorry, X is no longer available…', coupon messages, an Idempotency-Key over 100 characters; the team's fields in a guest's body ('${TAKEN_ORDER_MESSAGES.notForGuests}'), a channel without its customer ('${TAKEN_ORDER_MESSAGES.customerMissing}') or the other fields without a channel ('${TAKEN_ORDER_MESSAGES.channelMissing}'), acceptWithPrepMinutes with a card Stripe confirms ('${TAKEN_ORDER_MESSAGES.acceptAfterPayment}')`,
            ),
            401: failure(
              `'${CHECKOUT_MESSAGES.notSignedIn}' (no session and no \`guest\`), or '${GUEST_MESSAGES.checkoutOff}' (code guest_checkout_off)`,
            ),
            403: failure(
              `'${TAKEN_ORDER_MESSAGES.teamOnly}' (a customer sending the team's fields), or '${LOCATION_MESSAGES.notYourLocation}' (an order taken for a location the clerk does not work at)`,
            ),
            402: failure(`'${CHECKOUT_MESSAGES.declined}' (nothing is kept)`),
            502: failure(`'${CHECKOUT_MESSAGES.gatewayUnavailable}' (Stripe could not be reached; nothing is kept)`),
            409: answer(
              `'${CHECKOUT_MESSAGES.pricesChanged}' with the server's figures in \`data\`; 'Only N left of …' (code stock_short) with the product and what is left in \`data\`, when it wants more of a tracked product than there is; or the same Idempotency-Key still being placed (without \`data\`)`,
              PlaceOrderRefusal,
            ),
            422: failure(`'${CHECKOUT_MESSAGES.idempotencyMismatch}'`),
            429: failure(
              `More orders by one customer in 10 minutes than the shop allows (30 unless the owner sets another number); a guest's order past the guest limits: '${GUEST_MESSAGES.tooManyFromHere}' (20 an hour from one network), '${GUEST_MESSAGES.tooManyToEmail}' (10 an hour to one e-mail), '${GUEST_MESSAGES.shopBusy}' (60 a minute in all)`,
            ),
          },
        }),
        bodyReadByHandler(PlaceOrderBody),
        async (c) => {
          const idempotencyKey = readIdempotencyKey(c.req.header('idempotency-key'));
          const auth = await authenticate(runtime, c);
          const caller = !auth ? 'guest' : STAFF_ROLES.includes(auth.user.role) ? 'team' : 'customer';
          const { input, clientNames } = readOrderRequest(await c.req.text(), caller);
          const request = {
            input,
            clientNames,
            idempotencyKey,
            askedLanguage: preferredLanguage(c.req.header('accept-language'), LANGUAGES),
          };
          const guest = async () =>
            valueOrRefusal(
              await guestCustomerIfAllowed(
                runtime.db,
                input.guest,
                { address: runtime.clientAddress(c), limits: runtime.guestOrderLimits, now: runtime.now() },
                { idempotencyKey, input },
              ),
            );
          // A channel is the team's (readOrderRequest refused it to anyone else): the order is for its customer.
          const placing =
            input.fulfilment.type === 'dine_in'
              ? await placeTableOrder(runtime, input.fulfilment.table, request)
              : auth && input.channel
                ? await takeOrder(runtime, auth.user, request)
                : await placeOrder(runtime, auth ? accountCustomer(auth.user) : await guest(), request);
          const { order, replayed, payment, trackingToken } = valueOrRefusal(placing);
          const trackingUrl = trackingToken ? `${runtime.publicUrl ?? new URL(c.req.url).origin}/track/${trackingToken}` : undefined;
          const placed: OrderPlacedAnswer = {
            success: true,
            data: order,
            message: CHECKOUT_MESSAGES.placed,
            ...(payment ? { payment } : {}),
            ...(trackingUrl ? { trackingUrl } : {}),
          };
          return respondJson(c, placed, replayed ? 200 : 201);
        },
      )
      .get(
        '/user/:uid',
        documented({
          operationId: 'listUserOrders',
          summary: "A customer's latest 200 orders, newest first (that customer or an admin)",
          tags: ['Orders'],
          access: 'signed-in',
          parameters: [{ name: 'uid', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: answer(`'${ORDERS_FETCHED}'`, OrdersAnswer), 403: failure("Another customer's orders") },
        }),
        requireUser(runtime),
        async (c) => {
          const orders = valueOrRefusal(await listUserOrders(runtime.db, c.get('auth'), c.req.param('uid'), runtime.now()));
          return c.json({ success: true as const, data: orders, message: ORDERS_FETCHED }, 200);
        },
      )
      .get(
        '/',
        documented({
          operationId: 'listOrders',
          summary: "Every customer's orders, newest first (staff and admin)",
          tags: ['Orders'],
          access: 'staff',
          description:
            'Only the orders of the locations the caller works at (all, unless the owner chose some); `location` narrows to one.',
          responses: {
            200: answer('One page of orders', OrdersPageAnswer),
            400: failure('A filter or page value out of range'),
            403: failure(`'${LOCATION_MESSAGES.notYourLocation}'`),
          },
        }),
        requireStaff(runtime),
        queryOf(ListOrdersQuery),
        async (c) => {
          const query = c.req.valid('query');
          const work = await readWorkLocations(runtime.db, c.get('auth').user.id);
          const page = await listOrders(runtime.db, query, ordersWithin(work, query.location), runtime.now());
          return c.json({ success: true as const, data: page.orders, message: ORDERS_FETCHED, pagination: page.pagination }, 200);
        },
      )
      .put(
        '/:id/status',
        documented({
          operationId: 'updateOrderStatus',
          summary: "Set an order's status by hand (staff and admin); kept in its history with who and when",
          description: `\`status\`: one of ${ORDER_STATUSES.join(', ')}. Any status may follow any other: the desk's moves (accept, reject…) are the checked way. An order that is accepted or paid is cancelled only with a \`reason\` the customer reads, and when paid its refund is made in the same step (as the desk's reject; a card held for an order to pick is released). \`delivered\` makes a cash order, or a UPI pickup, paid unless \`paid: false\`. Set ready, out_for_delivery or delivered, an order whose card is still held is charged (the final amount once picked, else the estimate).`,
          tags: ['Orders'],
          access: 'staff',
          parameters: [orderId],
          responses: {
            200: answer(`'${ORDER_UPDATE_MESSAGES.orderUpdated}'`, OrderChangedAnswer),
            ...statusRefusals,
            403: otherLocation,
            400: failure(
              `'${ORDER_UPDATE_MESSAGES.invalid}', or '${DESK_MESSAGES.cancelReason}' (cancelling an accepted or paid order without a reason)`,
            ),
            409: failure('Cancelling an order already handed over'),
            502: failure(
              "'Stripe did not give the money back (…)', or 'The card hold could not be released (…)': the order stays as it was",
            ),
          },
        }),
        requireStaff(runtime),
        requireOrderAtWorkLocation(runtime),
        jsonBody(OrderStatusBody),
        async (c) => {
          const { status, reason, paid } = c.req.valid('json');
          const change = { orderId: c.req.param('id'), status, reason, paid, admin: c.get('auth').user, now: runtime.now() };
          const order = valueOrRefusal(await setOrderStatusByHand(runtime, change));
          return c.json({ success: true as const, data: order, message: ORDER_UPDATE_MESSAGES.orderUpdated }, 200);
        },
      )
      .put(
        '/:id/payment-status',
        documented({
          operationId: 'updatePaymentStatus',
          summary: "Set an order's payment status (staff and admin); kept in its history with who and when",
          description: `\`status\`: one of ${SETTABLE_PAYMENT_STATUSES.join(', ')} (a refund is recorded with its amount: POST /api/orders/{id}/refunds). Cash and UPI only: a card order's payment is set by the payment gateway (409).`,
          tags: ['Orders'],
          access: 'staff',
          parameters: [orderId],
          responses: {
            200: answer(`'${ORDER_UPDATE_MESSAGES.paymentUpdated}'`, OrderChangedAnswer),
            ...statusRefusals,
            403: otherLocation,
            409: failure(`'${ORDER_UPDATE_MESSAGES.cardPaymentByGateway}'`),
          },
        }),
        requireStaff(runtime),
        requireOrderAtWorkLocation(runtime),
        jsonBody(PaymentStatusBody),
        async (c) => {
          const { status } = c.req.valid('json');
          const change = { orderId: c.req.param('id'), status, admin: c.get('auth').user, now: runtime.now() };
          const order = valueOrRefusal(await updatePaymentStatus(runtime.db, change));
          return c.json({ success: true as const, data: order, message: ORDER_UPDATE_MESSAGES.paymentUpdated }, 200);
        },
      )
      .post(
        '/:id/refunds',
        documented({
          operationId: 'recordRefund',
          summary:
            'Give money back on an order (admin): a card paid through Stripe is refunded through Stripe, cash and UPI refunds are recorded',
          description:
            'The amount, at most what is left of the total; the payment becomes partially_refunded, or refunded once all of it is back, kept in its history with who and when. For a card paid through Stripe the money goes back through Stripe first (a retried request refunds once) and is recorded only once Stripe has done it.',
          tags: ['Orders'],
          access: 'admin',
          parameters: [orderId],
          responses: {
            200: answer(`'${REFUND_MESSAGES.recorded}'`, OrderChangedAnswer),
            400: failure('The amount is not more than 0 with at most two decimals, or the note is too long'),
            403: otherLocation,
            404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
            409: failure(
              'More than is left to refund; a card only held for an order to pick (code card_held: cancel the order to release it), or nothing paid yet',
            ),
            502: failure("'Stripe did not give the money back (…)': nothing is recorded"),
          },
        }),
        requireAdmin(runtime),
        requireOrderAtWorkLocation(runtime),
        jsonBody(RefundRequest),
        async (c) => {
          const refund = { orderId: c.req.param('id'), ...c.req.valid('json'), admin: c.get('auth').user, now: runtime.now() };
          const order = valueOrRefusal(await recordRefund(runtime, refund));
          return c.json({ success: true as const, data: order, message: REFUND_MESSAGES.recorded }, 200);
        },
      )
  );
}
