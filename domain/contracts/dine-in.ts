import { z } from 'zod';
import { PAYMENT_METHODS } from '../order-status.ts';
import { SPLIT_LIMITS } from '../dine-in/tab-figures.ts';
import { DINE_IN_MESSAGES } from '../dine-in/dine-in-messages.ts';
import { dataAnswer, Dollars, IsoInstant } from './envelope.ts';
import { OrderAnswer } from './order-answer.ts';

/**
 * Tables ordering for themselves and their tabs, as callers see them (docs/product/tables.md):
 * the staff's view of a table's open tab and its close, and what a guest's phone at the table
 * reads. Types are derived, never written beside them.
 */

const TabTable = z.object({ id: z.int(), name: z.string(), locationId: z.int() });

/** GET /api/tables/{id}/tab (staff of the table's location). */
export const TabAnswer = z
  .object({
    table: TabTable,
    tab: z
      .object({ id: z.int(), openedAt: IsoInstant })
      .nullable()
      .describe('The open tab; null when the table has none (its next order opens one)'),
    orders: z.array(OrderAnswer).describe('The open tab’s orders, oldest first'),
    total: Dollars.describe('What its orders come to, less refunds; cancelled orders count for nothing'),
    paid: Dollars.describe('What of it is paid already'),
    due: Dollars.describe('What is left to pay'),
  })
  .meta({ id: 'TableTab' });
export type TabAnswer = z.infer<typeof TabAnswer>;
export const TableTabAnswer = dataAnswer(TabAnswer);

/** GET /api/tables/tabs (staff): every table of the caller's locations and its open tab. */
export const TablesAtAGlanceAnswer = dataAnswer(
  z.array(
    z.object({
      table: TabTable.extend({ seats: z.int(), locationName: z.string() }),
      tab: z.object({ id: z.int(), openedAt: IsoInstant }).nullable().describe('The open tab; null when none'),
      orderCount: z.int().min(0).describe("The open tab's orders"),
      total: Dollars,
      paid: Dollars,
      due: Dollars,
    }),
  ),
);
export type TablesAtAGlanceAnswer = z.infer<typeof TablesAtAGlanceAnswer>;

/** POST /api/tables/{id}/tab/close. */
export const CloseTabBody = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how the tab was paid: cash, card or upi.' }),
  split: z
    .object({
      ways: z
        .int({ error: DINE_IN_MESSAGES.splitWays })
        .min(SPLIT_LIMITS.min, { error: DINE_IN_MESSAGES.splitWays })
        .max(SPLIT_LIMITS.max, { error: DINE_IN_MESSAGES.splitWays }),
    })
    .optional()
    .describe('Paid in equal shares: the answer lists them'),
});
export type CloseTabBody = z.input<typeof CloseTabBody>;

export const ClosedTabAnswer = dataAnswer(
  TabAnswer.extend({
    closedAt: IsoInstant,
    paymentMethod: z.enum(PAYMENT_METHODS),
    settled: Dollars.describe('What the guests paid on closing it'),
    shares: z.array(Dollars).describe('The equal shares when split; empty otherwise'),
  }),
);

/** One of the table's orders as the guests' phones show it: no names, no history. */
const TableOrderView = z.object({
  _id: z.string(),
  createdAt: IsoInstant,
  orderStatus: OrderAnswer.shape.orderStatus,
  paymentStatus: OrderAnswer.shape.paymentStatus,
  products: z.array(
    z.object({ name: z.string(), quantity: z.number(), amount: Dollars, options: z.array(z.object({ name: z.string() })) }),
  ),
  totalAmount: Dollars,
  expectedAt: IsoInstant.nullable().describe('When the kitchen said it reaches the table'),
});

/** GET /api/table/{token} (anyone holding the code). */
export const TableViewAnswer = dataAnswer(
  z
    .object({
      table: z.object({ name: z.string() }),
      location: z.object({ id: z.int(), name: z.string() }),
      dineIn: z.object({
        open: z.boolean().describe('Orders can be placed now'),
        message: z.string().nullable().describe('Why not, in the asker’s language'),
        earliest: IsoInstant.nullable().describe('When a round ordered now would reach the table'),
        payAtEnd: z.boolean().describe('Orders join the table’s tab, paid at the end; false: each is paid as it is placed'),
        cardAccepted: z
          .boolean()
          .describe(
            'The shop takes cards: paying with each order, a round may be paid by card as it is sent (GET /api/payments/config says how)',
          ),
      }),
      orders: z
        .array(TableOrderView)
        .describe('Paying at the end: the open tab’s orders; otherwise the table’s orders of the last 3 hours'),
      total: Dollars,
      paid: Dollars,
      due: Dollars,
    })
    .meta({ id: 'TableView' }),
);
export type TableViewAnswer = z.infer<typeof TableViewAnswer>;
