import { Hono } from 'hono';
import { DESK_MESSAGES } from '../../../domain/order-desk.ts';
import {
  DeskBoardAnswer,
  DeskMenuAnswer,
  DeskQuery,
  PAUSE_MESSAGE,
  PauseBody,
  PauseChangedAnswer,
  SoldOutBody,
  SoldOutChangedAnswer,
} from '../../../domain/contracts/desk.ts';
import { FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { LOCATION_ERRORS, LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { markSoldOut, readDeskMenu } from './sold-out.ts';
import { ordersWithin, readWorkLocations } from '../auth/work-locations.ts';
import { deskLocation } from './desk-location.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { requireStaff, type AuthEnv } from '../auth/middleware.ts';
import { answer, documented, failure, jsonBody, queryOf } from '../http/documented.ts';
import { readDeskBoard } from './desk-board.ts';
import { setLocationPause } from './pause-shop.ts';
import { getPublicSettings } from '../settings/get-public-settings.ts';
import type { SettingsRuntime } from '../settings/route.ts';

export interface DeskRuntime extends SettingsRuntime {
  /** The desk's sold-out marks read the menu from memory, and a one-location shop's refresh it. */
  menuCache: MenuCache;
}

const locationRefusals = {
  403: failure(`'${LOCATION_MESSAGES.notYourLocation}'`),
  404: failure(`'${LOCATION_MESSAGES.notFound}'`),
};

/**
 * GET /api/desk (what the desk screen opens with), its pause and its sold-out marks, for the
 * shop's team. Each works for one location the caller works at.
 */
export function deskRoutes(runtime: DeskRuntime) {
  const writer = { db: runtime.db, menuCache: runtime.menuCache };
  const locationOf = async (userId: string, asked: number | undefined) =>
    valueOrRefusal(await deskLocation(runtime.db, await readWorkLocations(runtime.db, userId), asked));
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
          ...locationRefusals,
        },
      }),
      requireStaff(runtime),
      jsonBody(PauseBody),
      async (c) => {
        const { paused, minutes, locationId } = c.req.valid('json');
        const location = await locationOf(c.get('auth').user.id, locationId);
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
    )
    .get(
      '/menu',
      documented({
        operationId: 'deskMenu',
        summary: 'The dishes the desk can mark sold out at its location, each with its mark (staff and admin)',
        description:
          '`location`: the location; the first the caller works at by default. With one location, the marks are the dishes’ own (Manage Foods’ switch).',
        tags: ['Orders'],
        access: 'staff',
        responses: { 200: answer('The location and its dishes', DeskMenuAnswer), ...locationRefusals },
      }),
      requireStaff(runtime),
      queryOf(DeskQuery),
      async (c) => {
        const location = await locationOf(c.get('auth').user.id, c.req.valid('query').location);
        const dishes = await readDeskMenu(writer, location);
        return c.json({ success: true as const, data: { location: { id: location.id, name: location.name }, dishes } }, 200, {
          'Cache-Control': 'no-store',
        });
      },
    )
    .put(
      '/sold-out/:foodId',
      documented({
        operationId: 'markSoldOut',
        summary: 'Mark a dish sold out at a location, or back on sale there (staff and admin)',
        description:
          "The desk's one tap. `locationId`: the location; the first the caller works at by default. In a chain the mark is that location's alone, and customers ordering there see it at once; with one location it is the dish's own, as Manage Foods sets it.",
        tags: ['Orders'],
        access: 'staff',
        parameters: [{ name: 'foodId', in: 'path', required: true, schema: { type: 'string' }, description: "The dish's id" }],
        responses: {
          200: answer("'<dish> is marked sold out at <location>' or '<dish> is back on sale at <location>'", SoldOutChangedAnswer),
          400: failure(`'${LOCATION_ERRORS.soldOut}'`),
          403: failure(`'${LOCATION_MESSAGES.notYourLocation}'`),
          404: failure(`'${LOCATION_MESSAGES.notFound}', '${LOCATION_MESSAGES.dishNotFound}' or '${FOOD_MESSAGES.notFound}'`),
          409: failure(`'${LOCATION_MESSAGES.notSoldHere}', or '<dish> is sold out at every location…' (only the owner puts it back)`),
        },
      }),
      requireStaff(runtime),
      jsonBody(SoldOutBody),
      async (c) => {
        const { soldOut, locationId } = c.req.valid('json');
        const location = await locationOf(c.get('auth').user.id, locationId);
        const marked = valueOrRefusal(await markSoldOut(writer, location, c.req.param('foodId'), soldOut));
        return c.json(
          {
            success: true as const,
            data: { foodId: marked.foodId, locationId: location.id, soldOut },
            message: inAskerLanguage(c, marked.message),
          },
          200,
          { 'Cache-Control': 'no-store' },
        );
      },
    );
}
