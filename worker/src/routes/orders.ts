import { Hono } from 'hono';
import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { fieldErrors, firstIssueMessage } from '../../../domain/validation.ts';
import { requireAdmin, requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { ValidationError } from '../http/errors.ts';
import { respond } from '../http/security-headers.ts';
import { readInput } from '../http/validate.ts';
import { readIdempotencyKey } from '../services/orders/idempotency.ts';
import { listOrders, ListOrdersQuery } from '../services/orders/list-orders.ts';
import { listUserOrders } from '../services/orders/list-user-orders.ts';
import { placeOrder, type PlaceOrderRuntime } from '../services/orders/place-order.ts';
import { readOrderRequest } from '../services/orders/read-order-input.ts';
import { ORDER_UPDATE_MESSAGES, updateOrderStatus } from '../services/orders/update-order-status.ts';
import { updatePaymentStatus } from '../services/orders/update-payment-status.ts';

export type OrderRuntime = AuthRuntime & PlaceOrderRuntime;

const ORDERS_FETCHED = 'Orders fetched';
const StatusBody = z.object({ status: z.string({ error: ORDER_UPDATE_MESSAGES.invalid }) }, { error: ORDER_UPDATE_MESSAGES.invalid });

export function orderRoutes(runtime: OrderRuntime) {
  const routes = new Hono<AuthEnv>();
  // Set before the handler answers: changing a finished response's headers rebuilds it.
  routes.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  routes.post('/', requireUser(runtime, CHECKOUT_MESSAGES.notSignedIn), async (c) => {
    const idempotencyKey = readIdempotencyKey(c.req.header('idempotency-key'));
    const { input, clientNames } = readOrderRequest(await c.req.text());
    const { order, replayed } = await placeOrder(runtime, c.get('auth').user, { input, clientNames, idempotencyKey });
    // The shop's busiest answer: its headers go out in one plain object (see respond()).
    const body = JSON.stringify({ success: true, data: order, message: CHECKOUT_MESSAGES.placed });
    return respond(c, body, replayed ? 200 : 201, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  });

  routes.get('/user/:uid', requireUser(runtime), async (c) => {
    const orders = await listUserOrders(runtime.db, c.get('auth'), c.req.param('uid'));
    return c.json({ success: true, data: orders, message: ORDERS_FETCHED });
  });

  routes.get('/', requireAdmin(runtime), async (c) => {
    const query = ListOrdersQuery.safeParse(c.req.query());
    if (!query.success) throw new ValidationError(firstIssueMessage(query.error), fieldErrors(query.error));
    const page = await listOrders(runtime.db, query.data);
    return c.json({ success: true, data: page.orders, message: ORDERS_FETCHED, pagination: page.pagination });
  });

  routes.put('/:id/status', requireAdmin(runtime), async (c) => {
    const { status } = await readInput(c, StatusBody);
    const order = await updateOrderStatus(runtime.db, { orderId: c.req.param('id'), status, admin: c.get('auth').user, now: runtime.now() });
    return c.json({ success: true, data: order, message: ORDER_UPDATE_MESSAGES.orderUpdated });
  });

  routes.put('/:id/payment-status', requireAdmin(runtime), async (c) => {
    const { status } = await readInput(c, StatusBody);
    const order = await updatePaymentStatus(runtime.db, { orderId: c.req.param('id'), status, admin: c.get('auth').user, now: runtime.now() });
    return c.json({ success: true, data: order, message: ORDER_UPDATE_MESSAGES.paymentUpdated });
  });

  return routes;
}
