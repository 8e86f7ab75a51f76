import { z } from 'zod';
import { decimalsAllowed, hasWholeCents } from './currency.ts';

/**
 * Recording money given back on an order (docs/product/money.md): the admin's refund form and
 * POST /api/orders/{id}/refunds. The amount is at most what is left of the order's total; the
 * payment becomes `partially_refunded`, or `refunded` once all of it is back.
 */
export const REFUND_NOTE_MAX_LENGTH = 200;

export const REFUND_MESSAGES = {
  get amountInvalid() {
    return `Enter the amount given back: more than 0, with ${decimalsAllowed()}.`;
  },
  noteTooLong: `Keep the note under ${REFUND_NOTE_MAX_LENGTH} characters.`,
  tooMuch: (left: string) => `That is more than is left to refund (${left}).`,
  recorded: 'Refund recorded',
  notPaid: 'Nothing has been paid on this order yet, so there is nothing to give back.',
  failed: 'Failed to record the refund',
} as const;


export const RefundInput = z.object({
  amount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: () => REFUND_MESSAGES.amountInvalid })
      .positive({ error: () => REFUND_MESSAGES.amountInvalid })
      .refine(hasWholeCents, { error: () => REFUND_MESSAGES.amountInvalid }),
  ),
  note: z.string({ error: REFUND_MESSAGES.noteTooLong }).trim().max(REFUND_NOTE_MAX_LENGTH, REFUND_MESSAGES.noteTooLong).default(''),
});
export type RefundInput = z.output<typeof RefundInput>;

/** The payment status after `refundedCents` of `totalCents` has been given back. */
export function refundedStatus(refundedCents: number, totalCents: number): 'partially_refunded' | 'refunded' {
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}
