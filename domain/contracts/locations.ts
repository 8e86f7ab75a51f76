import { z } from 'zod';
import { LocationDishInput, LocationId, LocationInput, LocationUpdate } from '../locations/location-form.ts';
import { dataAnswer, dataAnswerWithMessage, Dollars, IsoInstant } from './envelope.ts';
import { FulfilmentSettingsAnswer } from './fulfilment.ts';

/**
 * The shop's locations as callers see them: the customer's chooser and app builders read the list
 * (GET /api/locations); the owner adds, changes and removes them, and sets each one's menu. The
 * bodies are the Locations form's own schemas (domain/locations/location-form.ts). Types are
 * derived, never written beside them.
 */

/** POST /api/locations. */
export const NewLocationBody = LocationInput;
export type NewLocationBody = z.input<typeof NewLocationBody>;

/** PUT /api/locations/{id}: any of the fields; `fulfilment`, when sent, replaces the location's as a whole. */
export const LocationChangeBody = LocationUpdate;
export type LocationChangeBody = z.input<typeof LocationChangeBody>;

export const LocationAddressAnswer = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
});

export const LocationAnswer = z
  .object({
    id: z.int().min(1),
    name: z.string().meta({ examples: ['Doorstep Riverside'] }),
    address: LocationAddressAnswer,
    phone: z.string(),
    timeZone: z.string().meta({ examples: ['Europe/London'] }),
    open: z.boolean().describe('Taking orders now: within its hours and not paused'),
    paused: z.boolean(),
    nextOpening: IsoInstant.nullable().describe('When it next opens while shut; null while open or paused until resumed'),
    offers: z.object({ delivery: z.boolean(), pickup: z.boolean() }).describe('The ways it hands orders over'),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof LocationAnswer>;

/** One location with its hand-over rules, as the Locations screen edits them. */
export const LocationDetailsAnswer = LocationAnswer.extend({ fulfilment: FulfilmentSettingsAnswer }).meta({ id: 'LocationDetails' });
export type LocationDetails = z.infer<typeof LocationDetailsAnswer>;

export const LocationsAnswer = dataAnswer(z.array(LocationAnswer));
export type LocationsAnswer = z.infer<typeof LocationsAnswer>;
export const LocationDetailsDataAnswer = dataAnswer(LocationDetailsAnswer);
export const LocationChangedAnswer = dataAnswerWithMessage(LocationDetailsAnswer);
export type LocationChangedAnswer = z.infer<typeof LocationChangedAnswer>;

/** PUT /api/locations/{id}/menu/{foodId}: on or off there, and its price there (`null` removes the location's price). */
export const LocationDishBody = LocationDishInput;
export type LocationDishBody = z.input<typeof LocationDishBody>;

export const LocationDishAnswer = z
  .object({
    locationId: z.int(),
    foodId: z.string(),
    isAvailable: z.boolean(),
    price: Dollars.nullable().describe("The location's own price; null: the menu's"),
    soldOut: z
      .boolean()
      .describe("Sold out there for now: the order desk's mark (PUT /api/desk/sold-out/{foodId}), apart from the owner's isAvailable"),
  })
  .meta({ id: 'LocationDish' });
export type LocationDishAnswer = z.infer<typeof LocationDishAnswer>;
export const LocationDishChangedAnswer = dataAnswerWithMessage(LocationDishAnswer);
/** GET /api/locations/menu: every location's differences from the menu; a dish without one sells as the menu has it. */
export const LocationDishesAnswer = dataAnswer(z.array(LocationDishAnswer));

/** GET /api/locations: `postcode` keeps the locations that deliver there, nearest first. */
export const LocationsQuery = z.object({
  postcode: z.string().trim().max(20).optional().describe('Only the locations whose delivery zones cover it, the closest match first'),
});

/** `?location=`: one location's view (its menu, slots, orders, books). */
export const LocationQuery = z.object({ location: LocationId.optional() });
