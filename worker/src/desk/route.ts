import { Hono } from 'hono';
import { z } from 'zod';
import { DESK_MESSAGES } from '../../../domain/order-desk.ts';
import { OrderAnswer } from '../../../domain/contracts/order-answer.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from '../../../domain/contracts/envelope.ts';
import { requireStaff, type AuthEnv } from '../auth/middleware.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { readDeskBoard } from './desk-board.ts';
import { setShopPause } from './pause-shop.ts';
import { getPublicSettings } from '../settings/get-public-settings.ts';
import type { SettingsRuntime } from '../settings/route.ts';

const PAUSE_MINUTES_MAX = 24 * 60;
const PAUSE_MESSAGE = `Send paused (true or false) and, to pause for a while, minutes from 1 to ${PAUSE_MINUTES_MAX}.`;
const PauseInput = z.object(
  {
    paused: z.boolean({ error: PAUSE_MESSAGE }),
    minutes: z
      .number({ error: PAUSE_MESSAGE })
      .int(PAUSE_MESSAGE)
      .min(1, PAUSE_MESSAGE)
      .max(PAUSE_MINUTES_MAX, PAUSE_MESSAGE)
      .nullable()
      .optional(),
  },
  { error: PAUSE_MESSAGE },
);

const PauseAnswer = z.object({ paused: z.boolean(), until: IsoInstant.nullable().describe('When it ends by itself; null: until resumed') });
const DeskBoardAnswer = dataAnswer(
  z.object({
    orders: z.array(OrderAnswer).describe('Every open order (pending, processing, ready, out for delivery), oldest first'),
    desk: z.object({ answerWithinMinutes: z.int(), travelMinutes: z.int() }),
    pause: PauseAnswer,
    timeZone: z
      .string()
      .describe("The shop's time zone (IANA)")
      .meta({ examples: ['Europe/London'] }),
    minutesPerItem: z.number().describe("The kitchen's pace today (the default of 2 until it has finished three orders)"),
    itemsInKitchen: z.int().min(0),
    lastEventId: z.int().min(0).describe('Open GET /api/orders/stream?after= this to miss no change'),
  }),
);

/** GET /api/desk (what the desk screen opens with) and PUT /api/desk/pause, for the shop's team. */
export function deskRoutes(runtime: SettingsRuntime) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'deskBoard',
        summary: "The order desk: every open order, the owner's limits, the pause and the kitchen's load (staff and admin)",
        tags: ['Orders'],
        access: 'staff',
        responses: { 200: answer('The board', DeskBoardAnswer) },
      }),
      requireStaff(runtime),
      async (c) => {
        const board = await readDeskBoard(runtime.db, runtime.now());
        const pause = { paused: board.pause.paused, until: board.pause.until === null ? null : new Date(board.pause.until).toISOString() };
        return c.json({ success: true as const, data: { ...board, pause } }, 200, { 'Cache-Control': 'no-store' });
      },
    )
    .put(
      '/pause',
      documented({
        operationId: 'pauseShop',
        summary: 'Pause the shop (no new orders, for some minutes or until resumed) or resume it (staff and admin)',
        tags: ['Orders'],
        access: 'staff',
        responses: {
          200: answer(`'${DESK_MESSAGES.paused}' or '${DESK_MESSAGES.resumed}'`, dataAnswerWithMessage(PauseAnswer)),
          400: failure(`'${PAUSE_MESSAGE}'`),
        },
      }),
      requireStaff(runtime),
      jsonBody(PauseInput),
      async (c) => {
        const { paused, minutes } = c.req.valid('json');
        const until = paused && minutes ? runtime.now() + minutes * 60_000 : null;
        await setShopPause(runtime.db, { paused, until });
        // The pages' notice ("Not taking orders right now") follows, as after a settings save.
        await runtime.onSettingsSaved?.(await getPublicSettings(runtime.db));
        return c.json(
          {
            success: true as const,
            data: { paused, until: until === null ? null : new Date(until).toISOString() },
            message: paused ? DESK_MESSAGES.paused : DESK_MESSAGES.resumed,
          },
          200,
        );
      },
    );
}
