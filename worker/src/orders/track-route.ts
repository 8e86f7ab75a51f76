import { Hono } from 'hono';
import { GUEST_MESSAGES } from '../../../domain/guest-checkout.ts';
import type { Database } from '../../../db/client.ts';
import { TrackedOrderAnswer } from '../../../domain/contracts/order-answer.ts';
import type { AppEnv } from '../app-env.ts';
import { answer, documented, failure } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { trackOrder } from './order-tracking.ts';

/** GET /api/track/{token}: a guest's order, for whoever holds its private link. */
export function trackRoutes(runtime: { db: Database; now: () => number }) {
  return new Hono<AppEnv>().get(
    '/:token',
    documented({
      operationId: 'trackOrder',
      summary: "A guest's order, by the private token of its tracking link",
      description:
        "The link is in the answer to the guest's order and in its confirmation mail; the token (256 random bits) is the only key. The answer is that one order, nothing else. 30 days after the order was handed over or cancelled, the link still shows its status, dishes and amounts, but no longer the name, e-mail, phone, address, notes or payment details (`personalDetailsHidden: true`).",
      tags: ['Orders'],
      access: 'public',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: answer('The order', TrackedOrderAnswer), 404: failure(`'${GUEST_MESSAGES.trackingNotFound}'`) },
    }),
    async (c) => {
      const view = valueOrRefusal(await trackOrder(runtime.db, c.req.param('token'), runtime.now()));
      return c.json({ success: true as const, data: view.order, personalDetailsHidden: view.personalDetailsHidden }, 200, {
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      });
    },
  );
}
