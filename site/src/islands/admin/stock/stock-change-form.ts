import { z } from 'zod';
import { StockChangeBody } from '../../../../../domain/contracts/stock.ts';
import { numberInput } from '../../../../../domain/number-input.ts';
import { isWholeChange, STOCK_ERRORS, type StockReasonCode } from '../../../../../domain/stock.ts';
import type { SoldBy } from '../../../../../domain/sale-quantity.ts';
import { fieldErrors } from '../../../../../domain/validation.ts';

/** The "Adjust stock" dialog's fields as typed; `locationId` null: the shop's first location. */
export interface StockChangeFormValues {
  reason: StockReasonCode;
  amount: string;
  note: string;
  locationId: number | null;
}

export type StockChangeFormErrors = Partial<Record<'amount' | 'note', string>>;

/** Shown for a sign typed into "Received" or "Wasted", which take how many (the reason gives the direction). */
export const STOCK_AMOUNT_UNSIGNED = 'admin-foods.stockAmountUnsigned';

/** The amount typed, read in the shop's locale ("1.000" is 1000 in de-DE); blank stays text, for the rule's message. */
const TypedAmount = numberInput(z.unknown(), '');

/**
 * POST /api/foods/{id}/stock's body from the dialog, checked by the server's rule: a count sets
 * what it found; a delivery adds what came, waste takes away what went, a correction changes by
 * the signed amount typed. Otherwise the messages, by field (message keys or the rule's English,
 * both written with tText). A product sold by the unit changes by whole items, as the server
 * insists; one sold by weight to the gram.
 */
export function stockChangeBody(
  values: StockChangeFormValues,
  soldBy: SoldBy = 'unit',
): { ok: true; body: z.output<typeof StockChangeBody> } | { ok: false; errors: StockChangeFormErrors } {
  const typed = TypedAmount.safeParse(values.amount);
  if (!typed.success) return { ok: false, errors: { amount: typed.error.issues[0]?.message ?? '' } };
  const amount = typed.data;
  const signless = values.reason === 'delivery' || values.reason === 'waste';
  if (signless && typeof amount === 'number' && amount < 0) return { ok: false, errors: { amount: STOCK_AMOUNT_UNSIGNED } };
  const change =
    values.reason === 'count' ? { set: amount } : { adjust: values.reason === 'waste' && typeof amount === 'number' ? -amount : amount };
  const checked = StockChangeBody.safeParse({
    ...change,
    reason: values.reason,
    note: values.note,
    ...(values.locationId === null ? {} : { locationId: values.locationId }),
  });
  if (checked.success && soldBy === 'unit' && !isWholeChange(checked.data))
    return { ok: false, errors: { amount: checked.data.set === undefined ? STOCK_ERRORS.adjust : STOCK_ERRORS.set } };
  if (checked.success) return { ok: true, body: checked.data };
  const errors = fieldErrors(checked.error);
  const found: StockChangeFormErrors = {};
  const amountError = errors.set ?? errors.adjust;
  if (amountError !== undefined) found.amount = amountError;
  if (errors.note !== undefined) found.note = errors.note;
  return { ok: false, errors: found };
}
