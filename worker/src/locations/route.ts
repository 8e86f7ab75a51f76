import { Hono } from 'hono';
import {
  LocationChangedAnswer,
  LocationDetailsDataAnswer,
  LocationDishChangedAnswer,
  LocationDishesAnswer,
  LocationsAnswer,
  LocationsQuery,
} from '../../../domain/contracts/locations.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';
import { locationsDeliveringTo } from '../../../domain/locations/delivering-locations.ts';
import { MessageAnswer } from '../../../domain/contracts/envelope.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody, queryOf } from '../http/documented.ts';
import { refusalError, valueOrRefusal } from '../http/outcome.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import type { SettingsRuntime } from '../settings/route.ts';
import { getPublicSettings } from '../settings/get-public-settings.ts';
import { toLocationAnswer, toLocationDetails, toLocationDishAnswer } from './answer.ts';
import { readLocationDishes, setLocationDish } from './location-menu.ts';
import { readLocation, readOpenLocations } from './read-locations.ts';
import { LocationChangeRequest, LocationDishRequest, NewLocationRequest } from './request.ts';
import { createLocation, removeLocation, updateLocation } from './save-location.ts';
import { refused } from '../outcome.ts';
import { wholeIdOf, wholeIdParameter } from '../http/whole-id.ts';

const noStore = { 'Cache-Control': 'no-store' };
const idParameter = wholeIdParameter("The location's id");

/**
 * The shop's locations: the list for everyone (the customer's chooser, app builders), one with
 * its hand-over rules, and the owner's add, change and remove.
 */
export function locationRoutes(runtime: Pick<SettingsRuntime, 'onSettingsSaved'> & AuthRuntime) {
  /** The pages show the first location's rules (the shop's own) and offer the choice once there are several: they follow a change, as after a settings save. */
  const tellPages = async () => runtime.onSettingsSaved?.(await getPublicSettings(runtime.db));
  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'listLocations',
        summary: "The shop's locations, each open or closed now",
        description:
          'First added first. `open`: taking orders now (within its hours, not closed for the day, not paused). With `postcode`, only those that deliver there, the one whose zone names it most closely first.',
        tags: ['Shop'],
        access: 'public',
        responses: { 200: answer('The locations', LocationsAnswer) },
      }),
      queryOf(LocationsQuery),
      async (c) => {
        const now = runtime.now();
        const { postcode } = c.req.valid('query');
        const rows = await readOpenLocations(runtime.db);
        const listed = postcode
          ? locationsDeliveringTo(
              rows.map((row) => ({ row, fulfilment: readStoredFulfilment(row.fulfilment) })),
              postcode,
            ).map((entry) => entry.row)
          : rows;
        return c.json({ success: true as const, data: listed.map((row) => toLocationAnswer(row, now)) }, 200, noStore);
      },
    )
    .get(
      '/menu',
      documented({
        operationId: 'listLocationMenus',
        summary: "Every location's differences from the menu: dishes taken off there, and their prices there (admin)",
        description: 'A dish without a row here sells at every location as the menu has it.',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('The differences, by location', LocationDishesAnswer) },
      }),
      requireAdmin(runtime),
      async (c) => {
        const dishes = await readLocationDishes(runtime.db);
        return c.json({ success: true as const, data: dishes.map(toLocationDishAnswer) }, 200, noStore);
      },
    )
    .get(
      '/:id',
      documented({
        operationId: 'getLocation',
        summary: 'One location with its hours, hand-over rules and delivery zones',
        tags: ['Shop'],
        access: 'public',
        parameters: [idParameter],
        responses: { 200: answer('The location', LocationDetailsDataAnswer), 404: failure(`'${LOCATION_MESSAGES.notFound}'`) },
      }),
      async (c) => {
        const row = await readLocation(runtime.db, wholeIdOf(c.req.param('id')));
        if (!row) throw refusalError(refused('not_found', LOCATION_MESSAGES.notFound));
        return c.json({ success: true as const, data: toLocationDetails(row, runtime.now()) }, 200, noStore);
      },
    )
    .post(
      '/',
      documented({
        operationId: 'createLocation',
        summary: 'Add a location (admin)',
        description:
          "Without `fulfilment`, it starts with the first location's hours, lead times and scheduling, without delivery zones. Every dish is on there at the menu's price until the owner says otherwise.",
        tags: ['Admin'],
        access: 'admin',
        responses: {
          201: answer(`'${LOCATION_MESSAGES.added}'`, LocationChangedAnswer),
          400: failure('A field is missing or invalid (per-field messages in `errors`)'),
          409: failure(`'${LOCATION_MESSAGES.nameTaken}'`),
        },
      }),
      requireAdmin(runtime),
      jsonBody(NewLocationRequest),
      async (c) => {
        const row = valueOrRefusal(await createLocation(runtime.db, c.req.valid('json')));
        await tellPages();
        const message = inAskerLanguage(c, LOCATION_MESSAGES.added);
        return c.json({ success: true as const, data: toLocationDetails(row, runtime.now()), message }, 201, noStore);
      },
    )
    .put(
      '/:id',
      documented({
        operationId: 'updateLocation',
        summary: "Change a location's name, address, phone, time zone or hand-over rules (admin)",
        description:
          "Any of the fields; those left out keep their values. `fulfilment` is in PUT /api/settings' shape and replaces the location's as a whole. The first location's are the shop's own, which GET /api/settings answers.",
        tags: ['Admin'],
        access: 'admin',
        parameters: [idParameter],
        responses: {
          200: answer(`'${LOCATION_MESSAGES.saved}'`, LocationChangedAnswer),
          400: failure('A field is invalid (per-field messages in `errors`)'),
          404: failure(`'${LOCATION_MESSAGES.notFound}'`),
          409: failure(`'${LOCATION_MESSAGES.nameTaken}'`),
        },
      }),
      requireAdmin(runtime),
      jsonBody(LocationChangeRequest),
      async (c) => {
        const row = valueOrRefusal(await updateLocation(runtime.db, wholeIdOf(c.req.param('id')), c.req.valid('json')));
        await tellPages();
        const message = inAskerLanguage(c, LOCATION_MESSAGES.saved);
        return c.json({ success: true as const, data: toLocationDetails(row, runtime.now()), message }, 200, noStore);
      },
    )
    .put(
      '/:id/menu/:foodId',
      documented({
        operationId: 'setLocationDish',
        summary: 'Put a dish on or off at one location, at the menu’s price or its own (admin)',
        description:
          "`isAvailable: false` takes it off there (not sold there); `price` in the shop's currency is its price there, `null` or left out the menu's. The order desk's sold-out mark (`soldOut`, PUT /api/desk/sold-out/{foodId}) stays as it is. GET /api/foods?location= answers with all of these.",
        tags: ['Admin'],
        access: 'admin',
        parameters: [idParameter, { name: 'foodId', in: 'path', required: true, schema: { type: 'string' }, description: "The dish's id" }],
        responses: {
          200: answer(`'${LOCATION_MESSAGES.menuSaved}'`, LocationDishChangedAnswer),
          400: failure('isAvailable or price is invalid'),
          404: failure(`'${LOCATION_MESSAGES.notFound}' or '${LOCATION_MESSAGES.dishNotFound}'`),
        },
      }),
      requireAdmin(runtime),
      jsonBody(LocationDishRequest),
      async (c) => {
        const change = { locationId: wholeIdOf(c.req.param('id')), foodId: c.req.param('foodId'), ...c.req.valid('json') };
        const dish = valueOrRefusal(await setLocationDish(runtime.db, change));
        const message = inAskerLanguage(c, LOCATION_MESSAGES.menuSaved);
        return c.json({ success: true as const, data: toLocationDishAnswer(dish), message }, 200, noStore);
      },
    )
    .delete(
      '/:id',
      documented({
        operationId: 'removeLocation',
        summary: 'Remove a location (admin)',
        description:
          'It leaves the chooser and the desk; its past orders keep its name and stay in the books. Refused while it has open orders, and for the first location (the shop’s own).',
        tags: ['Admin'],
        access: 'admin',
        parameters: [idParameter],
        responses: {
          200: answer(`'${LOCATION_MESSAGES.removed}'`, MessageAnswer),
          404: failure(`'${LOCATION_MESSAGES.notFound}'`),
          409: failure(`'${LOCATION_MESSAGES.hasOpenOrders}' or '${LOCATION_MESSAGES.firstLocation}'`),
        },
      }),
      requireAdmin(runtime),
      async (c) => {
        valueOrRefusal(await removeLocation(runtime.db, wholeIdOf(c.req.param('id')), runtime.now()));
        await tellPages();
        return c.json({ success: true as const, message: inAskerLanguage(c, LOCATION_MESSAGES.removed) }, 200, noStore);
      },
    );
}
