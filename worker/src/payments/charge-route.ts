import { Hono } from 'hono';
import { OrderChangedAnswer, ORDER_ID_PATTERN } from '../../../domain/contracts/order-answer.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { requireStaff, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { requireOrderAtWorkLocation } from '../auth/work-locations.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { answer, documented, failure } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { changedOrder } from '../orders/load-orders.ts';
import { chargeHeldCard, CHARGE_MESSAGES, type ChargeRuntime } from './charge-held-card.ts';

export type ChargeRouteRuntime = AuthRuntime & ChargeRuntime;

const orderId = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: ORDER_ID_PATTERN.source } } as const;

/** Charging a card held for an order to pick, again, when the charge that followed its pick or its move did not go through. */
export function chargeRoutes(runtime: ChargeRouteRuntime) {
  return new Hono<AuthEnv>().post(
    '/:id/charge',
    documented({
      operationId: 'chargeHeldCard',
      summary: 'Charge the card held for an order, once it is picked or on its way (staff of its location and admin)',
      description:
        "For an order whose card is held (`paymentStatus` 'authorized') and whose charge did not go through when it was picked or moved on: charges what the hold allows of its total as it stands (the final once picked, else the estimate), and the order's payment becomes 'completed' with `amountCaptured`. A total of 0 releases the hold instead ('released'). A charge the gateway refuses answers 502 and leaves the card held.",
      tags: ['Orders'],
      access: 'staff',
      parameters: [orderId],
      responses: {
        200: answer("'Card charged'", OrderChangedAnswer),
        403: failure(`'${LOCATION_MESSAGES.otherLocation}'`),
        404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
        409: failure(
          "'Nothing is held on this order's card: there is nothing to charge.' (code card_not_held), 'A held card is charged once its order is picked, or once it is on its way without a pick.' (code charge_not_due)",
        ),
        502: failure("'The card could not be charged (…). The order stays held: try again in a moment.' (code charge_failed)"),
      },
    }),
    requireStaff(runtime),
    requireOrderAtWorkLocation(runtime),
    async (c) => {
      const id = c.req.param('id');
      valueOrRefusal(await chargeHeldCard(runtime, { orderId: id, by: c.get('auth').user, now: runtime.now() }));
      const order = valueOrRefusal(await changedOrder(runtime.db, id));
      return c.json({ success: true as const, data: order, message: inAskerLanguage(c, CHARGE_MESSAGES.charged) }, 200);
    },
  );
}
