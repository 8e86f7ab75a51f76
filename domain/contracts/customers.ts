import { z } from 'zod';
import { CUSTOMER_SEARCH_MESSAGES, customerQuery, isSearchable } from '../counter/customer-search.ts';
import { dataAnswer, IsoInstant } from './envelope.ts';

/**
 * GET /api/admin/customers: the people who ordered before, found by name, phone or e-mail, for the
 * staff taking an order (docs/product/counter-orders.md).
 */

export const CustomerSearchQuery = z.object({
  query: z
    .string({ error: CUSTOMER_SEARCH_MESSAGES.queryShort })
    .max(100, CUSTOMER_SEARCH_MESSAGES.queryShort)
    .refine((typed) => isSearchable(customerQuery(typed)), CUSTOMER_SEARCH_MESSAGES.queryShort)
    .describe('Any part of a name or e-mail, or the digits of a phone number, however it is written'),
});

export const CustomerFound = z
  .object({
    name: z.string(),
    email: z.string().describe('Empty for a customer the shop knows only by phone'),
    phone: z.string(),
    userId: z.string().nullable().describe('Their account; null for a guest'),
    orders: z.int().min(1).describe('Orders they placed at the locations the caller works at'),
    lastOrderAt: IsoInstant,
    lastAddress: z
      .object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() })
      .nullable()
      .describe('Where their latest delivery went; null when they only collected'),
  })
  .meta({ id: 'CustomerFound' });
export type CustomerFound = z.infer<typeof CustomerFound>;

export const CustomersFoundAnswer = dataAnswer(z.array(CustomerFound));
