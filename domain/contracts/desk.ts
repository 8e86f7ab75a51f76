import { z } from 'zod';
import { LOCATION_ERRORS, LocationId } from '../locations/location-form.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from './envelope.ts';
import { OrderAnswer } from './order-answer.ts';

/**
 * The order desk as callers see it: GET /api/desk, PUT /api/desk/pause and the stream's query.
 * The moves' bodies (accept, reject, delay, complete) are domain/order-desk.ts's, since the
 * desk's dialogs check them in the browser too. Types are derived, never written beside them.
 */

export const PAUSE_MINUTES_MAX = 24 * 60;
export const PAUSE_MESSAGE = `Send paused (true or false) and, to pause for a while, minutes from 1 to ${PAUSE_MINUTES_MAX}.`;

/** PUT /api/desk/pause: pause (for some minutes, or until resumed) or resume. */
export const PauseBody = z.object(
  {
    paused: z.boolean({ error: PAUSE_MESSAGE }),
    minutes: z
      .number({ error: PAUSE_MESSAGE })
      .int(PAUSE_MESSAGE)
      .min(1, PAUSE_MESSAGE)
      .max(PAUSE_MINUTES_MAX, PAUSE_MESSAGE)
      .nullable()
      .optional(),
    locationId: LocationId.optional().describe('The location to pause or resume; the first the caller works at by default'),
  },
  { error: PAUSE_MESSAGE },
);
export type PauseBody = z.input<typeof PauseBody>;

export const PauseAnswer = z.object({
  paused: z.boolean(),
  until: IsoInstant.nullable().describe('When it ends by itself; null: until resumed'),
});
export type PauseAnswer = z.infer<typeof PauseAnswer>;

/** PUT /api/desk/pause's answer: the pause as it is now, with the message the desk shows. */
export const PauseChangedAnswer = dataAnswerWithMessage(PauseAnswer);
export type PauseChangedAnswer = z.infer<typeof PauseChangedAnswer>;

/** GET /api/desk: what the desk screen opens with. */
export const DeskBoardAnswer = dataAnswer(
  z.object({
    orders: z
      .array(OrderAnswer)
      .describe('Every open order (pending, processing, ready, out for delivery) of the locations in view, oldest first'),
    location: z
      .object({ id: z.int(), name: z.string() })
      .describe('The location whose pause and time zone these are: `?location=`, or the first the caller works at'),
    desk: z.object({ answerWithinMinutes: z.int(), travelMinutes: z.int() }),
    pause: PauseAnswer,
    timeZone: z
      .string()
      .describe("The location's time zone (IANA)")
      .meta({ examples: ['Europe/London'] }),
    minutesPerItem: z.number().describe("The kitchen's pace today (the default of 2 until it has finished three orders)"),
    itemsInKitchen: z.int().min(0),
    lastEventId: z.int().min(0).describe('Open GET /api/orders/stream?after= this to miss no change'),
  }),
);
export type DeskBoardAnswer = z.infer<typeof DeskBoardAnswer>;

/** GET /api/orders/stream: where to resume from when no Last-Event-ID is sent. */
export const OrderStreamQuery = z.object({
  after: z.coerce
    .number({ error: 'after is a whole number.' })
    .int('after is a whole number.')
    .min(0, 'after is a whole number.')
    .optional(),
});
export type OrderStreamQuery = z.output<typeof OrderStreamQuery>;

/** GET /api/desk: one location's open orders; without it, those of every location the caller works at. */
export const DeskQuery = z.object({ location: LocationId.optional() });

/** PUT /api/desk/sold-out/{foodId}: the desk's one tap, for its own location. */
export const SoldOutBody = z.object(
  {
    soldOut: z.boolean({ error: LOCATION_ERRORS.soldOut }),
    locationId: LocationId.optional().describe('The location it is sold out at; the first the caller works at by default'),
  },
  { error: LOCATION_ERRORS.soldOut },
);
export type SoldOutBody = z.input<typeof SoldOutBody>;

export const SoldOutChangedAnswer = dataAnswerWithMessage(z.object({ foodId: z.string(), locationId: z.int(), soldOut: z.boolean() }));
export type SoldOutChangedAnswer = z.infer<typeof SoldOutChangedAnswer>;

/** GET /api/desk/menu: the dishes a desk can mark sold out at its location. */
export const DeskMenuAnswer = dataAnswer(
  z.object({
    location: z.object({ id: z.int(), name: z.string() }),
    dishes: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          category: z.string(),
          soldOut: z.boolean().describe('Not to be ordered at this location now'),
          soldOutEverywhere: z
            .boolean()
            .describe("Sold out on the menu itself (the owner's, in Manage Foods): only the owner puts it back, for every location"),
        }),
      )
      .describe("The storefront's dishes in the menu's order, less those the location does not sell"),
  }),
);
export type DeskMenuAnswer = z.infer<typeof DeskMenuAnswer>;
