import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../constants.ts';
import { PICKED_WEIGHT_MAX_FACTOR } from '../picking/check-decisions.ts';
import { PICK_STATUSES } from '../picking/pick-decision.ts';
import { APPROVAL_ERRORS, PICKING_ERRORS } from '../picking/picking-messages.ts';
import { APPROVAL_STATUSES } from '../picking/replacement-approval.ts';
import { SUBSTITUTION_MODES, type SubstitutionChoice } from '../picking/substitution.ts';
import { WEIGHT_UNITS } from '../sale-quantity.ts';
import { hasMilliPrecision } from '../thousandths.ts';
import { Dollars, ErrorAnswer, IsoInstant } from './envelope.ts';

/**
 * Picking a grocery order (docs/product/picking.md): what may replace each line, as the order is
 * placed; what staff decide per line (POST /api/orders/{id}/pick) and how completing refuses; and
 * the parts of an order's answer that say what was picked and charged. The decisions' own checks
 * against the order and the catalogue are domain/picking/check-decisions.ts.
 */

const ProductId = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

/** An order line's `substitution` (POST /api/orders); left out, the line is not replaced. */
export const SubstitutionInput = z
  .object(
    {
      mode: z.enum(SUBSTITUTION_MODES, { error: PICKING_ERRORS.substitutionMode }),
      productId: ProductId(PICKING_ERRORS.substitutionProduct)
        .optional()
        .describe("'specific': the product that may replace it, one of the line's product's category"),
    },
    { error: PICKING_ERRORS.substitutionMode },
  )
  .refine((choice) => choice.mode !== 'specific' || choice.productId !== undefined, {
    path: ['productId'],
    message: PICKING_ERRORS.substitutionProduct,
  })
  .transform(
    (choice): SubstitutionChoice =>
      choice.mode === 'specific' ? { mode: 'specific', productId: choice.productId! } : { mode: choice.mode },
  )
  .describe(
    "If the product is out when the order is picked: 'best_match' (the shop chooses, at no more than the line's price), 'specific' (this product, at its own price) or 'none' (refund it)",
  );
export type SubstitutionInput = z.input<typeof SubstitutionInput>;

/** An order line's `substitution` as orders answer it; lines of orders placed before the choice existed answer 'none'. */
export const SubstitutionAnswer = z
  .object({
    mode: z.enum(SUBSTITUTION_MODES),
    productId: z.string().optional().describe("'specific': the product the customer named"),
    name: z.string().optional().describe("'specific': that product's name as the order was placed"),
  })
  .describe('What may replace the line if its product is out when the order is picked (docs/product/picking.md)')
  .meta({ id: 'Substitution' });
export type SubstitutionAnswer = z.infer<typeof SubstitutionAnswer>;

const PickLineInput = z
  .object(
    {
      index: z
        .int({ error: PICKING_ERRORS.pickIndex })
        .min(0, PICKING_ERRORS.pickIndex)
        .describe("The line's place in the order's products, from 0"),
      status: z.enum(PICK_STATUSES, { error: PICKING_ERRORS.pickStatus }),
      quantity: z
        .number({ error: PICKING_ERRORS.pickQuantity })
        .positive(PICKING_ERRORS.pickQuantity)
        .max(MAX_LINE_QUANTITY * PICKED_WEIGHT_MAX_FACTOR, PICKING_ERRORS.pickQuantity)
        .refine(hasMilliPrecision, PICKING_ERRORS.pickQuantity)
        .optional()
        .describe(
          "Picked: items found (as many as ordered when left out) or the weight weighed (needed); replaced: the replacement's items or weight (as many items as ordered when both are sold by the unit)",
        ),
      productId: ProductId(PICKING_ERRORS.pickProduct).optional().describe('Replaced: the product sent instead'),
    },
    { error: PICKING_ERRORS.pickLines },
  )
  .refine((line) => line.status !== 'replaced' || line.productId !== undefined, {
    path: ['productId'],
    message: PICKING_ERRORS.pickProduct,
  });

/** POST /api/orders/{id}/pick: some lines' decisions; sent again, a line's decision replaces the one before. */
export const PickBody = z.object({
  lines: z
    .array(PickLineInput, { error: PICKING_ERRORS.pickLines })
    .min(1, PICKING_ERRORS.pickLines)
    .refine((lines) => new Set(lines.map((line) => line.index)).size === lines.length, PICKING_ERRORS.repeatedLine),
});
export type PickBody = z.input<typeof PickBody>;

/** A line's `picked` in an order's answer: null until staff decide it. */
export const PickedAnswer = z
  .object({
    status: z.enum(PICK_STATUSES),
    quantity: z
      .number()
      .min(0)
      .describe("Of the line's own product: the items found or the weight weighed (in its `unit`); 0 when replaced or missing"),
    product: z
      .object({
        productId: z.string(),
        name: z.string(),
        price: Dollars.describe('One item, or for a product sold by weight the price per `unit`, as charged'),
        quantity: z.number().positive().describe('Items, or the weight in `unit`'),
        unit: z.enum(WEIGHT_UNITS).nullable(),
      })
      .optional()
      .describe(
        'Replaced: the product sent instead (while the customer is asked, the one offered); on a line missing because the customer declined it or did not answer in time, the product that was offered',
      ),
    approval: z
      .object({
        status: z
          .enum(APPROVAL_STATUSES)
          .describe("'waiting' for the customer's answer until `until`; 'accepted' or 'declined' by them; 'expired': not answered in time"),
        until: IsoInstant.describe('When the customer can no longer answer'),
      })
      .optional()
      .describe(
        'Where the shop asks customers to approve replacements: the customer’s answer to this replacement (POST /api/orders/{id}/replacements/{index}). A declined or expired one leaves the line missing when the pick is completed',
      ),
  })
  .nullable()
  .meta({ id: 'PickedLine' });
export type PickedAnswer = z.infer<typeof PickedAnswer>;

/**
 * A line of an order as it was sent, once the order's pick is completed: its final line, which
 * refunds of chosen lines give back from (POST /api/orders/{id}/refunds, `position` being the
 * line's place), reports count and later changes work on.
 */
export const FinalLineAnswer = z
  .object({
    productId: z.string().describe("The product sent: the line's own, or its replacement"),
    name: z.string(),
    price: Dollars.describe('One item with its options, or for a line sold by weight the price per `unit`, as charged'),
    quantity: z.number().positive().describe('Items, or the weight weighed in `unit`: what a refund of the line names'),
    unit: z.enum(WEIGHT_UNITS).nullable(),
    amount: Dollars.describe('What the line came to, as charged (the price rule of docs/product/picking.md applied)'),
    taxRate: z.number().min(0).max(100).describe("Percent: its product's category's when the pick was completed"),
    refundedQuantity: z.number().min(0).describe('Given back by refunds of chosen lines: items, or the whole weight'),
  })
  .meta({ id: 'FinalLine' });
export type FinalLineAnswer = z.infer<typeof FinalLineAnswer>;

/** What an order answers beside its total once it may be picked, and on a card order what its card holds and was charged. */
export const PickedFiguresAnswer = z.object({
  estimatedTotal: Dollars.describe('The total when the order was placed; `totalAmount` is the final one once it is picked'),
  amountAuthorized: Dollars.nullable().describe(
    'Card orders: what the card holds or held (an order the shop picks: the estimate and the shop’s margin, charged once picked; any other: its total, charged at once); null until the gateway says so, and for cash and UPI',
  ),
  amountCaptured: Dollars.nullable().describe(
    'Card orders: what the card was charged (an order the shop picks: its final amount once picked, up to `amountAuthorized`); null before, and for cash and UPI',
  ),
  authorizedAt: IsoInstant.nullable().describe(
    'Card orders: when the gateway said the card holds `amountAuthorized`; a hold not charged lapses 7 days after (docs/product/picking.md)',
  ),
});

/** POST /api/orders/{id}/replacements/{index}: the customer's answer to the replacement offered on that line. */
export const ReplacementAnswerBody = z.object(
  { accept: z.boolean({ error: APPROVAL_ERRORS.accept }).describe('true: send the replacement; false: leave the line out') },
  { error: APPROVAL_ERRORS.accept },
);
export type ReplacementAnswerBody = z.input<typeof ReplacementAnswerBody>;

/** 409 from POST /api/orders/{id}/pick/complete while replacements wait for the customer: their lines and the minutes left for each. */
export const ApprovalWaitingRefusal = ErrorAnswer.extend({
  data: z.object({ waiting: z.array(z.object({ index: z.int().min(0), minutesLeft: z.int().min(0) })) }),
});
export type ApprovalWaitingRefusal = z.infer<typeof ApprovalWaitingRefusal>;

/** 409 from POST /api/orders/{id}/pick/complete while lines are undecided: their places in the order. */
export const PickOpenRefusal = ErrorAnswer.extend({ data: z.object({ open: z.array(z.int().min(0)) }) });
export type PickOpenRefusal = z.infer<typeof PickOpenRefusal>;
