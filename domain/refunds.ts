import { decimalsAllowed } from './currency.ts';
import { messageWithValues } from './i18n/message-with-values.ts';

/**
 * Recording money given back on an order (docs/product/refunds.md): the admin's refund form and
 * POST /api/orders/{id}/refunds. Either an amount, at most what is left of the order's total,
 * given back pro rata, or chosen items (`lines`), given back exactly with their tax; the payment
 * becomes `partially_refunded`, or `refunded` once all of it is back. The request's schema is
 * RefundBody in ./contracts/orders.ts.
 */
export const REFUND_NOTE_MAX_LENGTH = 200;

export const REFUND_MESSAGES = {
  get amountInvalid() {
    return `Enter the amount given back: more than 0, with ${decimalsAllowed()}.`;
  },
  noteTooLong: `Keep the note under ${REFUND_NOTE_MAX_LENGTH} characters.`,
  tooMuch: (left: string) => messageWithValues('admin-orders.refundTooMuch', { amount: left }),
  recorded: 'Refund recorded',
  notPaid: 'Nothing has been paid on this order yet, so there is nothing to give back.',
  failed: 'Failed to record the refund',
  busy: 'Someone else is giving money back on this order just now: look again and retry.',
  linesAmount: (lines: string) => messageWithValues('admin-orders.refundLinesAmount', { amount: lines }),
  linesInvalid: 'Choose items by their place in the order (from 0) and a quantity of at least 1.',
} as const;

/** The payment status after `refundedCents` of `totalCents` has been given back. */
export function refundedStatus(refundedCents: number, totalCents: number): 'partially_refunded' | 'refunded' {
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}
