import { Hono } from 'hono';
import { GUEST_MESSAGES } from '../../../domain/guest-checkout.ts';
import type { Database } from '../../../db/client.ts';
import { TrackedOrderAnswer } from '../answers/orders.ts';
import type { AppEnv } from '../app-env.ts';
import { answer, documented, failure } from '../http/documented.ts';
import { NotFoundError } from '../http/errors.ts';
import { trackOrder } from '../services/orders/order-tracking.ts';

/** GET /api/track/{token}: a guest's order, for whoever holds its private link. */
export function trackRoutes(db: Database) {
  return new Hono<AppEnv>().get(
    '/:token',
    documented({
      operationId: 'trackOrder',
      summary: "A guest's order, by the private token of its tracking link",
      description: 'The link is in the answer to the guest\'s order and in its confirmation mail; the token (256 random bits) is the only key. The answer is that one order, nothing else.',
      tags: ['Orders'],
      access: 'public',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: answer('The order', TrackedOrderAnswer), 404: failure(`'${GUEST_MESSAGES.trackingNotFound}'`) },
    }),
    async (c) => {
      const order = await trackOrder(db, c.req.param('token'));
      if (!order) throw new NotFoundError(GUEST_MESSAGES.trackingNotFound);
      return c.json({ success: true as const, data: order }, 200, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    },
  );
}
