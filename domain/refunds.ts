import { z } from 'zod';
import { readNumberField } from './number-input.ts';
import { decimalsAllowed, hasWholeCents } from './currency.ts';
import { displayCurrency, dollarsToCents as toMinor } from './money.ts';
import type { Order } from './order.ts';
import type { RefundableOrder } from './refund-split.ts';

/**
 * Recording money given back on an order (docs/product/refunds.md): the admin's refund form and
 * POST /api/orders/{id}/refunds. Either an amount, at most what is left of the order's total,
 * given back pro rata, or chosen items (`lines`), given back exactly with their tax; the payment
 * becomes `partially_refunded`, or `refunded` once all of it is back.
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
  busy: 'Someone else is giving money back on this order just now: look again and retry.',
  linesAmount: (lines: string) => `The chosen items come to ${lines}: leave the amount out, or give that amount.`,
  linesInvalid: 'Choose items by their place in the order (from 0) and a quantity of at least 1.',
} as const;

/** Most lines one refund names: more than any order holds (domain/checkout.ts). */
const MAX_REFUND_LINES = 100;

const ChosenLineInput = z.object(
  {
    position: z.int({ error: REFUND_MESSAGES.linesInvalid }).min(0, { error: REFUND_MESSAGES.linesInvalid }),
    quantity: z
      .int({ error: REFUND_MESSAGES.linesInvalid })
      .min(1, { error: REFUND_MESSAGES.linesInvalid })
      .max(999, { error: REFUND_MESSAGES.linesInvalid }),
  },
  { error: REFUND_MESSAGES.linesInvalid },
);

const RefundAmount = z.preprocess(
  readNumberField(),
  z
    .number({ error: () => REFUND_MESSAGES.amountInvalid })
    .positive({ error: () => REFUND_MESSAGES.amountInvalid })
    .refine(hasWholeCents, { error: () => REFUND_MESSAGES.amountInvalid }),
);

export const RefundInput = z
  .object({
    /** Given back pro rata; optional when `lines` are chosen (then it must be what they come to). */
    amount: RefundAmount.optional(),
    /** Items given back exactly, by their place in the order's products. */
    lines: z
      .array(ChosenLineInput, { error: REFUND_MESSAGES.linesInvalid })
      .min(1, { error: REFUND_MESSAGES.linesInvalid })
      .max(MAX_REFUND_LINES, { error: REFUND_MESSAGES.linesInvalid })
      .optional(),
    note: z.string({ error: REFUND_MESSAGES.noteTooLong }).trim().max(REFUND_NOTE_MAX_LENGTH, REFUND_MESSAGES.noteTooLong).default(''),
  })
  .refine((refund) => refund.amount !== undefined || refund.lines !== undefined, {
    path: ['amount'],
    error: () => REFUND_MESSAGES.amountInvalid,
  });
export type RefundInput = z.output<typeof RefundInput>;

/** The payment status after `refundedCents` of `totalCents` has been given back. */
export function refundedStatus(refundedCents: number, totalCents: number): 'partially_refunded' | 'refunded' {
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}

/**
 * An order as the API answers it, read as a refund of chosen items prices it (minor units): what
 * the refund form previews. Earlier refunds are not in the answer beyond the items they gave
 * back, so a preview after a pro-rata refund may be a cent or two above what the server records.
 */
export function refundableOrderOf(order: Order): RefundableOrder {
  const currency = { code: order.currency, locale: displayCurrency().locale };
  const dollarsToCents = (amount: number) => toMinor(amount, currency);
  return {
    taxMode: order.taxMode,
    subtotalCents: dollarsToCents(order.subtotal),
    discountCents: dollarsToCents(order.discount),
    deliveryFeeCents: dollarsToCents(order.deliveryFee),
    tipCents: dollarsToCents(order.tip),
    totalCents: dollarsToCents(order.totalAmount),
    taxLines: order.taxLines.map((line) => ({ rate: line.rate, taxable: dollarsToCents(line.taxable), tax: dollarsToCents(line.tax) })),
    lines: order.products.map((product, position) => ({
      position,
      name: product.name,
      priceCents: dollarsToCents(product.price),
      quantity: product.quantity,
      taxRate: product.taxRate ?? 0,
      refundedQuantity: product.refundedQuantity ?? 0,
    })),
  };
}
