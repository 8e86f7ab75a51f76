import { Hono } from 'hono';
import { z } from 'zod';
import { dataAnswer, ErrorAnswer } from '../../../domain/contracts/envelope.ts';
import { PickSheet } from '../../../domain/contracts/pick-sheet.ts';
import { OrderChangedAnswer, ORDER_ID_PATTERN } from '../../../domain/contracts/order-answer.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
import { ApprovalWaitingRefusal, PickBody, PickOpenRefusal } from '../../../domain/contracts/picking.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { PICKING_MESSAGES } from '../../../domain/picking/picking-messages.ts';
import { requireStaff, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { requireOrderAtWorkLocation } from '../auth/work-locations.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { chargeDue } from '../../../domain/picking/card-hold.ts';
import { completeOrderPick, type PickCompletionRuntime } from './complete-order-pick.ts';
import { readPickSheet } from './pick-sheet-answer.ts';
import { recordPick } from './record-pick.ts';

export type PickRuntime = AuthRuntime & PickCompletionRuntime;

const orderId = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: ORDER_ID_PATTERN.source } } as const;
const refusals = {
  403: failure(`'${LOCATION_MESSAGES.otherLocation}'`),
  404: failure(`'${ORDER_UPDATE_MESSAGES.notFound}'`),
};
const notPickable =
  "'Only an accepted order is picked: accept it first.' (not accepted, or no longer in the kitchen), 'This order is picked already: its final amount is set.', 'This order is paid already: picking would change what it costs. An order is picked before its payment is taken.' (a card charged at checkout; a card held for the estimate is picked)";

/**
 * Picking a grocery order (docs/product/picking.md): staff of the order's location, and admins,
 * record what each line became, then complete the pick, which fixes the order's final lines and
 * amounts.
 */
export function pickRoutes(runtime: PickRuntime) {
  return new Hono<AuthEnv>()
    .get(
      '/:id/pick',
      documented({
        operationId: 'readPickSheet',
        summary: "An order's lines in the order a picker walks the shop, with what may replace each (staff of its location and admin)",
        description:
          "The order as GET /api/orders/{id} answers it, and `lines`: each of its lines by `index` (its place in `order.products`), in aisle order (the shop's category order, by name within a category), with its product as the order's location sells it now (price, stock left, barcode, how it is sold) and `suggestions`: what the customer allows to be sent in its place. What the Picking screen and the printed picking list show; any order may be read, picked or not.",
        tags: ['Orders'],
        access: 'staff',
        parameters: [orderId],
        responses: { 200: answer('The pick sheet', dataAnswer(PickSheet)), ...refusals },
      }),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      async (c) => {
        const sheet = valueOrRefusal(await readPickSheet(runtime.db, c.req.param('id')));
        return c.json({ success: true as const, data: sheet }, 200);
      },
    )
    .post(
      '/:id/pick',
      documented({
        operationId: 'recordPick',
        summary: "Record what some of an order's lines became while picking it (staff of its location and admin)",
        description:
          "Each line named by `index` is `picked` (the items found, or the weight weighed), `replaced` by `productId` (only as the customer allowed: any product for best_match, the one they named for specific, never for none) or `missing`. Sent again, a line's decision replaces the earlier one. Where the shop asks customers to approve replacements, a replacement new to its line waits for the customer's answer (`picked.approval`; POST /api/orders/{id}/replacements/{index}) and the customer is mailed; the same replacement recorded again keeps its wait. Only while the order is accepted ('processing') and its pick not completed. Answers the order with each line's `picked`.",
        tags: ['Orders'],
        access: 'staff',
        parameters: [orderId],
        responses: {
          200: answer("'Pick saved'", OrderChangedAnswer),
          400: failure(
            'A decision that does not fit its line, its message naming the product, under `errors["lines.<n>"]` (n: its place in `lines`)',
          ),
          ...refusals,
          409: failure(notPickable),
        },
      }),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      jsonBody(PickBody),
      async (c) => {
        const recording = { orderId: c.req.param('id'), decisions: c.req.valid('json').lines, by: c.get('auth').user, now: runtime.now() };
        const order = valueOrRefusal(await recordPick(runtime.db, recording));
        return c.json({ success: true as const, data: order, message: inAskerLanguage(c, PICKING_MESSAGES.saved) }, 200);
      },
    )
    .post(
      '/:id/pick/complete',
      documented({
        operationId: 'completePick',
        summary: 'Complete the pick: the order takes its final lines and amounts (staff of its location and admin)',
        description:
          "Every line must be decided, no replacement may still wait for the customer's answer (a declined or unanswered one makes its line missing), and each decision still fit the catalogue as it is now. In one step: the lines become the final ones (a replacement is the line's product since; a missing line has none), the totals are worked again on the order's own terms (`estimatedTotal` keeps the total it was placed with), stock goes back and is taken as really picked, the history says who picked it, and the customer is mailed what changed, line by line. Then a card held for the estimate is charged the final amount, up to what it holds (the owner is told of the rest); a charge the gateway refuses leaves the pick done and the card held (`paymentStatus` 'authorized'), answered 'Order picked: its final amount is set, but its card could not be charged. Charge it from Manage Orders.' (POST /api/orders/{id}/charge).",
        tags: ['Orders'],
        access: 'staff',
        parameters: [orderId],
        responses: {
          200: answer("'Order picked: its final amount is set.'", OrderChangedAnswer),
          ...refusals,
          409: answer(
            `'N lines are still to pick: …' (code pick_open) with their indexes in \`data.open\`; 'The customer has not answered N replacements yet …' (code approval_waiting) with each line's index and minutes left in \`data.waiting\`; a decision that no longer fits the catalogue (a replacement taken off sale) under \`errors["lines.<index>"]\`; 'Only N left of …' (code stock_short) when the books hold less of a product sent than was picked; ${notPickable}`,
            z.union([PickOpenRefusal, ApprovalWaitingRefusal, ErrorAnswer]),
          ),
        },
      }),
      requireStaff(runtime),
      requireOrderAtWorkLocation(runtime),
      async (c) => {
        const completion = { orderId: c.req.param('id'), by: c.get('auth').user, now: runtime.now() };
        const order = valueOrRefusal(await completeOrderPick(runtime, completion));
        // Picked, and its card still held: the charge did not go through.
        const message = chargeDue(order) ? PICKING_MESSAGES.completedChargeFailed : PICKING_MESSAGES.completed;
        return c.json({ success: true as const, data: order, message: inAskerLanguage(c, message) }, 200);
      },
    );
}
