import { Hono } from 'hono';
import { DESK_MESSAGES } from '../../../domain/order-desk.ts';
import { DeskBoardAnswer, DeskQuery, PAUSE_MESSAGE, PauseBody, PauseChangedAnswer } from '../../../domain/contracts/desk.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { ordersWithin, readWorkLocations } from '../auth/work-locations.ts';
import { deskLocation } from './desk-location.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { requireStaff, type AuthEnv } from '../auth/middleware.ts';
import { answer, documented, failure, jsonBody, queryOf } from '../http/documented.ts';
import { readDeskBoard } from './desk-board.ts';
import { setLocationPause } from './pause-shop.ts';
import { getPublicSettings } from '../settings/get-public-settings.ts';
import type { SettingsRuntime } from '../settings/route.ts';

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
        description:
          "The orders of the locations the caller works at (all, unless the owner chose some); `location` narrows to one, whose pause and time zone the board carries (else the first the caller works at's).",
        responses: {
          200: answer('The board', DeskBoardAnswer),
          403: failure(`'${LOCATION_MESSAGES.notYourLocation}'`),
          404: failure(`'${LOCATION_MESSAGES.notFound}'`),
        },
      }),
      requireStaff(runtime),
      queryOf(DeskQuery),
      async (c) => {
        const asked = c.req.valid('query').location;
        const work = await readWorkLocations(runtime.db, c.get('auth').user.id);
        const location = valueOrRefusal(await deskLocation(runtime.db, work, asked));
        const board = await readDeskBoard(runtime.db, runtime.now(), { within: ordersWithin(work, asked), location });
        const pause = { paused: board.pause.paused, until: board.pause.until === null ? null : new Date(board.pause.until).toISOString() };
        return c.json({ success: true as const, data: { ...board, pause } }, 200, { 'Cache-Control': 'no-store' });
      },
    )
    .put(
      '/pause',
      documented({
        operationId: 'pauseShop',
        summary: 'Pause a location (no new orders, for some minutes or until resumed) or resume it (staff and admin)',
        description: '`locationId`: the location; the first the caller works at by default.',
        tags: ['Orders'],
        access: 'staff',
        responses: {
          200: answer(`'${DESK_MESSAGES.paused}' or '${DESK_MESSAGES.resumed}'`, PauseChangedAnswer),
          400: failure(`'${PAUSE_MESSAGE}'`),
          403: failure(`'${LOCATION_MESSAGES.notYourLocation}'`),
          404: failure(`'${LOCATION_MESSAGES.notFound}'`),
        },
      }),
      requireStaff(runtime),
      jsonBody(PauseBody),
      async (c) => {
        const { paused, minutes, locationId } = c.req.valid('json');
        const work = await readWorkLocations(runtime.db, c.get('auth').user.id);
        const location = valueOrRefusal(await deskLocation(runtime.db, work, locationId));
        const until = paused && minutes ? runtime.now() + minutes * 60_000 : null;
        await setLocationPause(runtime.db, { paused, until }, location.id);
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
