import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AcceptInput, CompleteInput, DelayInput, DESK_MESSAGES, RejectInput } from '../../../domain/order-desk.ts';
import { OrderStreamQuery } from '../../../domain/contracts/desk.ts';
import { ORDER_ID_PATTERN, OrderChangedAnswer } from '../../../domain/contracts/order-answer.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { requireStaff, STAFF_ROLES, stillHasRole, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody, optionalJsonBody, queryOf } from '../http/documented.ts';
import { readDeskSettings } from './desk-settings.ts';
import { moveOrder, type DeskMove, type MoveOrderRuntime } from './move-order.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { latestEventId, type OrderEvent, readOrderEvents } from './order-events.ts';
import type { OrderFeed } from './order-feed.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
import type { CardPayments } from '../payments/gateway.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { readWorkLocations, requireOrderAtWorkLocation, worksAt } from '../auth/work-locations.ts';

/**
 * How often an open stream reads its session and role again: a member of staff removed, demoted
 * or signed out stops hearing of orders within this long, not when the tab closes.
 */
export const STREAM_ACCESS_RECHECK_MS = 2_000;

/** How a desk's event stream follows the orders: how often it looks, and how long one response lasts. */
export interface OrderStreamPolicy {
  /** How often a stream reads the history itself, without a feed. */
  pollMs: number;
  /**
   * The process's shared feed (Node): streams take the history from it, and hear of an order this
   * process commits at once, rather than each reading every `pollMs` (docs/decisions/014).
   */
  feed?: OrderFeed | undefined;
  /** Null: until the desk goes away. On Workers a response ends after this and the browser reconnects (docs/decisions/014). */
  lifetimeMs: number | null;
}

export interface OrderDeskRuntime extends AuthRuntime, MoveOrderRuntime {
  stream: OrderStreamPolicy;
  /** Rejecting an order paid through Stripe gives its money back there. */
  payments: CardPayments;
}

/** Sent as a comment while nothing happens, so proxies keep the stream open. */
const HEARTBEAT_MS = 15_000;
/** How soon the browser's EventSource reconnects after a stream ends. */
const RECONNECT_MS = 1_000;

const orderId = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: ORDER_ID_PATTERN.source } } as const;
const moveRefusals = {
  403: failure(`'${LOCATION_MESSAGES.otherLocation}'`),
  404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
  409: failure(
    "The move makes no sense from the order's status now (e.g. accepting an order already accepted), someone else moved it first, or 'This order is waiting for its card payment.'; or, where the kitchen waits for an extra to be paid, 'The kitchen waits for the customer to pay the extra.' (code extra_unpaid) for ready, out for delivery and complete",
  ),
};
/**
 * The order desk's moves on /api/orders/{id}/… and the live stream of order changes, for the
 * shop's team (staff and admins). Every move is judged by domain/order-desk.ts.
 */
export function orderDeskRoutes(runtime: OrderDeskRuntime) {
  const move = (
    operationId: string,
    summary: string,
    message: string,
    invalid?: string,
    refusals: Record<number, ReturnType<typeof failure>> = {},
  ) => {
    const responses: Record<number, ReturnType<typeof failure>> = {
      200: answer(`'${message}'`, OrderChangedAnswer),
      ...moveRefusals,
      ...refusals,
    };
    if (invalid) responses[400] = failure(`'${invalid}'`);
    return documented({ operationId, summary, tags: ['Orders'], access: 'staff', parameters: [orderId], responses });
  };
  const perform = async (orderId: string, by: UserRow, deskMove: DeskMove, message: string) => {
    const order = valueOrRefusal(
      await moveOrder(runtime, { orderId, move: deskMove, by, now: runtime.now(), desk: await readDeskSettings(runtime.db) }),
    );
    return { success: true as const, data: order, message };
  };

  return new Hono<AuthEnv>()
    .get(
      '/stream',
      documented({
        operationId: 'orderStream',
        summary: 'Server-sent events: one for each new or changed order (staff and admin)',
        description:
          "`text/event-stream`. Each event's `data` is JSON `{ id, kind, status, locationId }`: the order's id, what changed ('order', 'payment', 'ready_time', 'pick', 'replacement' or 'change'), its value now and the order's location; its SSE `id` is a cursor. Only orders of the locations the caller works at are told. Reconnecting with `Last-Event-ID` (browsers do it themselves) or `?after=` replays what was missed. On Workers one response lasts about 40 seconds and the browser reconnects.",
        tags: ['Orders'],
        access: 'staff',
        parameters: [{ name: 'after', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } }],
        responses: {
          200: { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          400: failure('after is not a whole number'),
        },
      }),
      requireStaff(runtime),
      queryOf(OrderStreamQuery),
      async (c) => {
        const resumeFrom = Number.parseInt(c.req.header('last-event-id') ?? '', 10);
        let cursor =
          Number.isSafeInteger(resumeFrom) && resumeFrom >= 0
            ? resumeFrom
            : (c.req.valid('query').after ?? (await latestEventId(runtime.db)));
        const { pollMs, lifetimeMs, feed } = runtime.stream;
        const { session, user } = c.get('auth');
        let work = await readWorkLocations(runtime.db, user.id);
        return streamSSE(c, async (stream) => {
          const follower = feed?.follow();
          stream.onAbort(() => follower?.leave());
          const started = Date.now();
          let quietSince = started;
          let accessCheckedAt = started;
          try {
            await stream.writeSSE({ event: 'ready', data: JSON.stringify({ after: cursor }), retry: RECONNECT_MS });
            while (!stream.aborted && !stream.closed) {
              let events: OrderEvent[];
              try {
                events = follower?.eventsAfter(cursor) ?? (await readOrderEvents(runtime.db, cursor));
              } catch {
                // The database is away (the server stopping, say): end here; the desk reconnects from its cursor.
                break;
              }
              for (const event of events) {
                // Another location's order moves the cursor past it, unheard.
                if (worksAt(work, event.locationId)) {
                  await stream.writeSSE({
                    id: String(event.id),
                    data: JSON.stringify({ id: event.orderId, kind: event.kind, status: event.status, locationId: event.locationId }),
                  });
                }
                cursor = event.id;
              }
              const now = Date.now();
              if (events.length > 0) quietSince = now;
              else if (now - quietSince >= HEARTBEAT_MS) {
                await stream.write(': still here\n\n');
                quietSince = now;
              }
              if (lifetimeMs !== null && now - started >= lifetimeMs) break;
              if (now - accessCheckedAt >= STREAM_ACCESS_RECHECK_MS) {
                // The stream ends; the browser's reconnect then meets 401 or 403 and stops.
                if (!(await stillHasRole(runtime, { session, user }, STAFF_ROLES))) break;
                // Locations given or taken by the owner count from here.
                work = await readWorkLocations(runtime.db, user.id);
                accessCheckedAt = now;
              }
              // With a feed, a stream wakes when there is something after its cursor, or when its next check is due.
              if (follower) await follower.wait(cursor, Math.max(0, accessCheckedAt + STREAM_ACCESS_RECHECK_MS - Date.now()));
              else await stream.sleep(pollMs);
            }
          } finally {
            follower?.leave();
          }
        });
      },
    )
    .post(
      '/:id/accept',
      move(
        'acceptOrder',
        'Accept a new order with a prep time (minutes): it goes to the kitchen and the customer sees when it will be ready',
        DESK_MESSAGES.accepted,
        DESK_MESSAGES.prepMinutes,
      ),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      jsonBody(AcceptInput),
      async (c) =>
        c.json(
          await perform(c.req.param('id'), c.get('auth').user, { action: 'accept', ...c.req.valid('json') }, DESK_MESSAGES.accepted),
          200,
        ),
    )
    .post(
      '/:id/reject',
      move(
        'rejectOrder',
        'Reject or cancel an order (new, in the kitchen, ready or on its way) with a reason the customer sees; a paid order gets what is left of its payment back in the same step (through Stripe for a card it took, recorded for cash, UPI and the test gateway), and a card held for an order to pick is released',
        DESK_MESSAGES.rejected,
        DESK_MESSAGES.reason,
        {
          502: failure("'Stripe did not give the money back (…)', or 'The card hold could not be released (…)': the order stays as it was"),
        },
      ),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      jsonBody(RejectInput),
      async (c) =>
        c.json(
          await perform(c.req.param('id'), c.get('auth').user, { action: 'reject', ...c.req.valid('json') }, DESK_MESSAGES.rejected),
          200,
        ),
    )
    .post(
      '/:id/delay',
      move('delayOrder', "Move an accepted order's ready time later by some minutes", DESK_MESSAGES.delayed, DESK_MESSAGES.delayMinutes),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      jsonBody(DelayInput),
      async (c) =>
        c.json(
          await perform(c.req.param('id'), c.get('auth').user, { action: 'delay', ...c.req.valid('json') }, DESK_MESSAGES.delayed),
          200,
        ),
    )
    .post(
      '/:id/ready',
      move(
        'readyOrder',
        'Mark an order in the kitchen ready (for pickup, or for the driver); a card still held is charged (the final amount once picked, else the estimate)',
        DESK_MESSAGES.ready,
      ),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      async (c) => c.json(await perform(c.req.param('id'), c.get('auth').user, { action: 'ready' }, DESK_MESSAGES.ready), 200),
    )
    .post(
      '/:id/out-for-delivery',
      move('sendOrderOut', 'Send a delivery order out: the arrival time runs from now', DESK_MESSAGES.outForDelivery),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      async (c) =>
        c.json(await perform(c.req.param('id'), c.get('auth').user, { action: 'out-for-delivery' }, DESK_MESSAGES.outForDelivery), 200),
    )
    .post(
      '/:id/complete',
      move(
        'completeOrder',
        'Complete an order: delivered, or collected for pickup. A cash order, or a UPI pickup, becomes paid unless the body says `paid: false`; a card payment is never changed',
        DESK_MESSAGES.completed,
        'paid is true or false.',
      ),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      optionalJsonBody(CompleteInput),
      async (c) =>
        c.json(
          await perform(
            c.req.param('id'),
            c.get('auth').user,
            { action: 'complete', paid: c.req.valid('json').paid },
            DESK_MESSAGES.completed,
          ),
          200,
        ),
    );
}
