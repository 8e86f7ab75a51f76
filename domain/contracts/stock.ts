import { z } from 'zod';
import { LocationId } from '../locations/location-form.ts';
import { oneStockChange, STOCK_ERRORS, STOCK_REASON_CODES, StockChangeFields } from '../stock.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from './envelope.ts';

/**
 * A product's stock as callers see it: on every menu answer, and what POST /api/foods/{id}/stock
 * takes and answers. Quantities are in the product's unit.
 */
export const StockAnswer = z
  .object({
    tracked: z.boolean().describe('Whether orders take from its stock; an untracked product never runs out'),
    quantity: z.number().nullable().describe('How many there are (at `location`, else at the first location); null when not tracked'),
    lowAt: z.number().nullable().describe('At or below this many it is low (the Dashboard lists it); null when not tracked'),
  })
  .meta({ id: 'Stock', examples: [{ tracked: true, quantity: 12, lowAt: 5 }] });

/** POST /api/foods/{id}/stock. */
export const StockChangeBody = StockChangeFields.extend({
  locationId: LocationId.optional().describe('The location whose stock it is; the first location by default'),
}).refine(oneStockChange, { path: ['adjust'], message: STOCK_ERRORS.oneChange });
export type StockChangeBody = z.input<typeof StockChangeBody>;

export const LocationStockAnswer = z.object({
  foodId: z.string(),
  locationId: z.int(),
  tracked: z.boolean(),
  quantity: z.number().nullable(),
  lowAt: z.number().nullable(),
});
export type LocationStockAnswer = z.infer<typeof LocationStockAnswer>;
export const StockChangedAnswer = dataAnswerWithMessage(LocationStockAnswer);
export type StockChangedAnswer = z.infer<typeof StockChangedAnswer>;

export const StockAdjustmentAnswer = z
  .object({
    change: z.number().describe('What it added (negative: took away)'),
    quantityAfter: z.number(),
    reason: z.enum(STOCK_REASON_CODES),
    note: z.string(),
    byName: z.string().nullable().describe('Who made it, as they were named then'),
    createdAt: IsoInstant,
  })
  .meta({ id: 'StockAdjustment' });

/** GET /api/foods/{id}/stock: the stock at a location and its latest changes by hand, newest first. */
export const StockHistoryAnswer = dataAnswer(LocationStockAnswer.extend({ adjustments: z.array(StockAdjustmentAnswer) }));
export type StockHistoryAnswer = z.infer<typeof StockHistoryAnswer>;

/** `?location=` of the stock's reads. */
export const StockQuery = z.object({ location: LocationId.optional() });
