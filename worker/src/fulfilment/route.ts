import { Hono } from 'hono';
import { FulfilmentOutlookAnswer, FulfilmentQuery } from '../../../domain/contracts/fulfilment.ts';
import { fulfilmentOutlookAnswer } from './answer.ts';
import type { AppEnv } from '../app-env.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { requestLanguage } from '../http/request-language.ts';
import { readFulfilmentOutlook } from './outlook.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { readLocation } from '../locations/read-locations.ts';
import { refusalError } from '../http/outcome.ts';
import { refused } from '../outcome.ts';

/** GET /api/fulfilment?type=delivery|pickup[&location=id] (anyone): what the checkout offers now at a location. */
export function fulfilmentRoutes(runtime: Pick<AuthRuntime, 'db' | 'now'>) {
  return new Hono<AppEnv>().get(
    '/',
    documented({
      operationId: 'fulfilmentOutlook',
      summary: 'Whether the shop is open, the earliest time, and the slots customers can choose',
      description:
        "For one fulfilment type: open and paused now, when an order placed now would be ready (ASAP), every slot from now to the scheduling horizon with the full ones marked unavailable, and what the shop says (closed — and when it opens, paused, a closure's message) in the language `Accept-Language` asks for first among the shipped ones (else English). Times are ISO 8601 with the shop's UTC offset.",
      tags: ['Orders'],
      access: 'public',
      responses: {
        200: answer('What the checkout offers now', FulfilmentOutlookAnswer),
        400: failure("'type must be delivery or pickup.'"),
        404: failure(`'${LOCATION_MESSAGES.notFound}'`),
      },
    }),
    queryOf(FulfilmentQuery),
    async (c) => {
      const { type, location } = c.req.valid('query');
      const now = runtime.now();
      if (location !== undefined && !(await readLocation(runtime.db, location))) {
        throw refusalError(refused('not_found', LOCATION_MESSAGES.notFound));
      }
      const { settings, outlook } = await readFulfilmentOutlook(runtime.db, type, now, requestLanguage(c), location);
      return c.json({ success: true as const, data: fulfilmentOutlookAnswer(type, outlook, settings.timeZone, now) }, 200, {
        'Cache-Control': 'no-store',
      });
    },
  );
}
