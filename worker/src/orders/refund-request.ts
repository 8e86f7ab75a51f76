import type { z } from 'zod';
import { RefundBody } from '../../../domain/contracts/orders.ts';
import { dollarsToCents } from '../http/amounts.ts';

/** POST /api/orders/{id}/refunds: the amount given back read into cents, the chosen items, and its note. */
export const RefundRequest = RefundBody.transform(({ amount, lines, note }) => ({
  amountCents: amount === undefined ? undefined : dollarsToCents(amount),
  lines,
  note,
}));
export type RefundRequest = z.output<typeof RefundRequest>;
