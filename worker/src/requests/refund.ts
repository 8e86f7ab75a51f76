import type { z } from 'zod';
import { RefundInput } from '../../../domain/refunds.ts';
import { dollarsToCents } from './amounts.ts';

/** POST /api/orders/{id}/refunds: the amount given back read into cents, and its note. */
export const RefundRequest = RefundInput.transform(({ amount, note }) => ({ amountCents: dollarsToCents(amount), note }));
export type RefundRequest = z.output<typeof RefundRequest>;
