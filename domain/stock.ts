import { z } from 'zod';
import { messageWithValues } from './i18n/message-with-values.ts';
import { isSingleLine } from './single-line.ts';
import { hasMilliPrecision, toMilli } from './thousandths.ts';

export { canBeOrdered, forCustomers, type Stock, type StockState, stockState, UNTRACKED } from './stock-state.ts';

/**
 * A product's stock as the owner keeps it and the API speaks it: whether orders take from it, how
 * much there is and when it counts as low, in the product's unit. The database keeps thousandths
 * (db/schema/stock.ts) so that weights add up exactly; these rules convert at the edge.
 */

/** Most of one product a location can hold: a slipped key is caught, a warehouse is not refused. */
export const STOCK_QUANTITY_MAX = 1_000_000;
export const STOCK_NOTE_MAX_LENGTH = 200;
export const STOCK_REASON_CODES = ['delivery', 'waste', 'count', 'correction'] as const;
export type StockReasonCode = (typeof STOCK_REASON_CODES)[number];

export { fromMilli, toMilli } from './thousandths.ts';

export const STOCK_ERRORS = {
  tracked: 'Say whether stock is tracked: true or false.',
  quantity: 'Stock is a whole number from 0 to 1,000,000.',
  lowAt: 'Low stock is a whole number from 0 to 1,000,000.',
  adjust: 'Change the stock by a whole number other than 0, up to 1,000,000 either way.',
  set: 'A count is a whole number from 0 to 1,000,000.',
  oneChange: 'Send adjust (what came in or went) or set (what a count found), one of them.',
  reason: 'Choose why: delivery, waste, count or correction.',
  note: `Keep the note on one line, under ${STOCK_NOTE_MAX_LENGTH} characters.`,
  /** A product sold by weight keeps its stock to the gram: thousandths of its unit. */
  decimals: 'Stock is kept to three decimals at most (0.125 kg).',
} as const;

export const STOCK_MESSAGES = {
  adjusted: 'Stock updated',
  notTracked: 'This product’s stock is not tracked: turn tracking on first.',
  /** An order for more than there is (N: what is left, 0 when none). */
  onlyLeft: (name: string, left: number) => messageWithValues('answers-stock.onlyLeft', { name, left }),
  belowZero: (name: string, left: number) => messageWithValues('answers-stock.belowZero', { name, left }),
} as const;

/**
 * A quantity of stock: whole items for a product sold by the unit (the food form and the stock
 * route check that, knowing the product), thousandths of its unit for one sold by weight.
 */
const stockQuantity = (message: string, min: number) =>
  z.number({ error: message }).min(min, message).max(STOCK_QUANTITY_MAX, message).refine(hasMilliPrecision, STOCK_ERRORS.decimals);

/** Whether a change by hand fits a product sold by the unit: whole items only. */
export function isWholeChange(change: { adjust?: number | undefined; set?: number | undefined }): boolean {
  return Number.isInteger(change.adjust ?? 0) && Number.isInteger(change.set ?? 0);
}

/**
 * A product's stock on the food form and in POST/PUT /api/foods: tracked or not; how many there
 * are (left out or null: as it is; a new product starts at 0); low at or below how many (null: 0).
 * Nulls are what an untracked product's answer carries, sent back as they came.
 */
export const StockInput = z.object(
  {
    tracked: z.boolean({ error: STOCK_ERRORS.tracked }),
    quantity: stockQuantity(STOCK_ERRORS.quantity, 0).nullable().optional(),
    lowAt: stockQuantity(STOCK_ERRORS.lowAt, 0)
      .nullable()
      .default(0)
      .transform((lowAt) => lowAt ?? 0),
  },
  { error: STOCK_ERRORS.tracked },
);
export type StockInput = z.output<typeof StockInput>;

/** POST /api/foods/{id}/stock: a change by hand, with its reason, kept in the product's history. */
export const StockChangeFields = z.object({
  adjust: z
    .number({ error: STOCK_ERRORS.adjust })
    .refine(hasMilliPrecision, STOCK_ERRORS.decimals)
    .min(-STOCK_QUANTITY_MAX, STOCK_ERRORS.adjust)
    .max(STOCK_QUANTITY_MAX, STOCK_ERRORS.adjust)
    .refine((change) => change !== 0, STOCK_ERRORS.adjust)
    .optional(),
  set: stockQuantity(STOCK_ERRORS.set, 0).optional(),
  reason: z.enum(STOCK_REASON_CODES, { error: STOCK_ERRORS.reason }),
  note: z
    .string({ error: STOCK_ERRORS.note })
    .trim()
    .max(STOCK_NOTE_MAX_LENGTH, STOCK_ERRORS.note)
    .refine(isSingleLine, STOCK_ERRORS.note)
    .default(''),
});

/** One change at a time: what came in or went (`adjust`), or what a count found (`set`). */
export function oneStockChange(change: { adjust?: number | undefined; set?: number | undefined }): boolean {
  return (change.adjust === undefined) !== (change.set === undefined);
}

export const StockChangeInput = StockChangeFields.refine(oneStockChange, { path: ['adjust'], message: STOCK_ERRORS.oneChange });
export type StockChangeInput = z.output<typeof StockChangeInput>;

/** How much of each tracked product an order takes (a dish with other options is another line of the same product). */
export function takenByProduct(
  lines: readonly { productId: string; quantity: number }[],
  tracked: (productId: string) => boolean,
): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of lines) {
    if (!tracked(line.productId)) continue;
    taken.set(line.productId, (taken.get(line.productId) ?? 0) + toMilli(line.quantity));
  }
  return taken;
}

/**
 * The first product an order wants more of than there is, with what is left (thousandths), or
 * null when every tracked product has enough.
 */
export function firstShortfall(
  taken: ReadonlyMap<string, number>,
  available: (productId: string) => number,
): { productId: string; leftMilli: number } | null {
  for (const [productId, milli] of taken) {
    const leftMilli = available(productId);
    if (milli > leftMilli) return { productId, leftMilli };
  }
  return null;
}
