import { Hono } from 'hono';
import { ORDER_ID_PATTERN, ReplacementAnsweredAnswer } from '../../../domain/contracts/order-answer.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
import { ReplacementAnswerBody } from '../../../domain/contracts/picking.ts';
import { APPROVAL_MESSAGES, PICKING_ERRORS } from '../../../domain/picking/picking-messages.ts';
import { authenticate, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { refused } from '../outcome.ts';
import { answerReplacement } from './answer-replacement.ts';

/** The header a guest sends its tracking link's token in: the path and body are the same for every customer. */
export const TRACKING_TOKEN_HEADER = 'Tracking-Token';
/** The header as the OpenAPI document describes it, for every route a guest reaches by its link. */
export const TRACKING_TOKEN_PARAMETER = {
  name: TRACKING_TOKEN_HEADER,
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: "A guest's tracking link token",
} as const;

const closed =
  "'No replacement on this line is waiting for your answer.' (none offered, or the order moved on), 'You have answered this replacement already.', 'The time to answer this replacement is over…', 'This order is picked already: its lines are final.' (code approval_closed)";

/**
 * The customer's answer to a replacement offered while their order is picked, where the shop asks
 * for it (docs/product/picking.md, "The customer approves replacements").
 */
export function replacementRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>().post(
    '/:id/replacements/:index',
    documented({
      operationId: 'answerReplacement',
      summary: 'Accept or decline the replacement offered on a line of your order (its customer, or its tracking link)',
      description: `While the shop asks customers to approve replacements, a replacement staff record (POST /api/orders/{id}/pick) waits for this answer until its \`picked.approval.until\`. \`accept: true\` lets it be sent; \`false\` leaves the line out when the pick is completed, as does no answer in time. The order's signed-in customer answers with their session; a guest sends the token of the order's tracking link in the \`${TRACKING_TOKEN_HEADER}\` header. Answers the order as GET /api/track/{token} does.`,
      tags: ['Orders'],
      access: 'public',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: ORDER_ID_PATTERN.source } },
        {
          name: 'index',
          in: 'path',
          required: true,
          schema: { type: 'integer', minimum: 0 },
          description: "The line's place in the order's products, from 0",
        },
        TRACKING_TOKEN_PARAMETER,
      ],
      responses: {
        200: answer(`'${APPROVAL_MESSAGES.accepted}' or '${APPROVAL_MESSAGES.declined}'`, ReplacementAnsweredAnswer),
        400: failure('`accept` is not true or false, or `index` is not a place in the order'),
        401: failure('Neither signed in nor sending a tracking token'),
        403: failure(`'${APPROVAL_MESSAGES.notYours}'`),
        404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
        409: failure(closed),
      },
    }),
    jsonBody(ReplacementAnswerBody),
    async (c) => {
      const index = Number(c.req.param('index'));
      if (!Number.isInteger(index) || index < 0) valueOrRefusal(refused('invalid', PICKING_ERRORS.pickIndex));
      const auth = await authenticate(runtime, c);
      const { accept } = c.req.valid('json');
      const asker = { user: auth?.user ?? null, trackingToken: c.req.header(TRACKING_TOKEN_HEADER) };
      const view = valueOrRefusal(
        await answerReplacement(runtime.db, { orderId: c.req.param('id'), index, accept, asker, now: runtime.now() }),
      );
      const message = inAskerLanguage(c, accept ? APPROVAL_MESSAGES.accepted : APPROVAL_MESSAGES.declined);
      return c.json({ success: true as const, data: view.order, personalDetailsHidden: view.personalDetailsHidden, message }, 200, {
        'Cache-Control': 'no-store',
      });
    },
  );
}
