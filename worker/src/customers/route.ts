import { Hono } from 'hono';
import { CustomerSearchQuery, CustomersFoundAnswer } from '../../../domain/contracts/customers.ts';
import { CUSTOMER_SEARCH_MESSAGES } from '../../../domain/counter/customer-search.ts';
import { requireStaff, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readWorkLocations } from '../auth/work-locations.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { findCustomers } from './find-customers.ts';

/** The customers the shop's team finds while taking an order by phone or at the counter. */
export function customerRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>().get(
    '/',
    documented({
      operationId: 'findCustomers',
      summary: 'Find customers who ordered before by name, phone or e-mail (staff and admin)',
      description:
        'One entry per account, or per e-mail for a guest, or per phone for someone known only by phone, newest first, at most 10; only the orders of the locations the caller works at are searched. Each with their latest name, e-mail and phone, how many orders, and where their latest delivery went.',
      tags: ['Admin'],
      access: 'staff',
      parameters: [{ name: 'query', in: 'query', required: true, schema: { type: 'string', minLength: 2, maxLength: 100 } }],
      responses: {
        200: answer('The customers found (none: an empty list)', CustomersFoundAnswer),
        400: failure(`'${CUSTOMER_SEARCH_MESSAGES.queryShort}'`),
      },
    }),
    requireStaff(runtime),
    queryOf(CustomerSearchQuery),
    async (c) => {
      const work = await readWorkLocations(runtime.db, c.get('auth').user.id);
      const found = await findCustomers(runtime.db, c.req.valid('query').query, work);
      return c.json({ success: true as const, data: found }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
