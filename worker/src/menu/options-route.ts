import { Hono } from 'hono';
import { inAskerLanguage } from '../http/answer-language.ts';
import { AvailabilityBody, OptionAvailabilityAnswer } from '../../../domain/contracts/menu.ts';
import { FOOD_FORM_ERRORS, FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import type { MenuCache } from './menu-cache.ts';
import { setOptionAvailability } from './update-food.ts';

const optionId = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'pizza-extras-olives' } as const;

/** The options of dishes' groups: the admin's one-tap sold-out switch (options are written with their dish). */
export function optionRoutes(menuCache: MenuCache, runtime: AuthRuntime) {
  const writer = { db: runtime.db, menuCache };
  return new Hono<AuthEnv>().patch(
    '/:id/availability',
    documented({
      operationId: 'setOptionAvailability',
      summary: 'Mark an option sold out, or back (admin)',
      description: 'On every dish offering its group. Customers see it sold out; an order choosing it is refused (409) with its name.',
      tags: ['Menu'],
      access: 'admin',
      parameters: [optionId],
      responses: {
        200: answer("'<name> is marked sold out' or '<name> is back on sale'", OptionAvailabilityAnswer),
        400: failure(`'${FOOD_FORM_ERRORS.availableInvalid}'`),
        404: failure(`'${FOOD_MESSAGES.optionNotFound}'`),
      },
    }),
    requireAdmin(runtime),
    jsonBody(AvailabilityBody),
    async (c) => {
      const { isAvailable } = c.req.valid('json');
      const option = valueOrRefusal(await setOptionAvailability(writer, c.req.param('id'), isAvailable));
      const message = inAskerLanguage(c, isAvailable ? FOOD_MESSAGES.backOnSale(option.name) : FOOD_MESSAGES.soldOut(option.name));
      return c.json({ success: true as const, data: { ...option, isAvailable }, message }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
