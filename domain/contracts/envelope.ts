import { z } from 'zod';

/**
 * The shapes the API answers with, as zod schemas: the OpenAPI document is generated from them
 * (routes name them in `documented()`), the integration tests check real answers against that
 * document, and the site's typed calls read their types. Amounts are dollars with two decimals
 * and instants ISO 8601, as docs/product/api.md says.
 */

/** Every refusal: `{ success: false, message, code, errors?, data? }`. */
export const ErrorAnswer = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.string()).optional().describe('One message per field, keyed by its path'),
    data: z.unknown().optional().describe('Facts to recover with, e.g. the current totals after a price change'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorAnswer>;

/** `{ success: true, data }`, with the message the shop shows when the route has one. */
export function dataAnswer<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}

export function dataAnswerWithMessage<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

/** `{ success: true, message }`: a change with nothing more to say. */
export const MessageAnswer = z.object({ success: z.literal(true), message: z.string() });

export const IsoInstant = z.iso.datetime({ offset: true });
export const IsoDate = z.iso.date();
/** Dollars with at most two decimals. */
export const Dollars = z.number().describe('Dollars, two decimals');
export const Count = z.int().min(0);
