import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { CustomerFound } from '../../../domain/contracts/customers.ts';
import { CUSTOMERS_FOUND_MAX, customerQuery } from '../../../domain/counter/customer-search.ts';
import type { WorkLocations } from '../auth/work-locations.ts';

interface FoundRow {
  name: string;
  email: string;
  phone: string;
  user_id: string | null;
  orders: number;
  last_order_at: number;
  last_address: string | null;
}

/** A phone as its digits, in SQL: the characters people write numbers with taken out. */
const phoneDigits = (column: SQL) =>
  sql`replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

/**
 * The customers of the orders at `work`'s locations who match `typed`: one per account, or per
 * e-mail (a guest), or per phone (someone the shop knows only by phone), newest first, each with
 * their latest name, e-mail and phone and where their latest delivery went.
 */
export async function findCustomers(db: Database, typed: string, work: WorkLocations): Promise<CustomerFound[]> {
  const query = customerQuery(typed);
  const like = `%${query.text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const matches = sql`(lower("customer_name") like ${like} escape '\\' or lower("customer_email") like ${like} escape '\\'${
    query.digits === null ? sql`` : sql` or ${phoneDigits(sql`"phone"`)} like ${`%${query.digits}%`}`
  })`;
  const within = work === null ? sql`1` : sql`"location_id" in (select "value" from json_each(${JSON.stringify(work)}))`;
  const who = sql`coalesce("user_id", nullif(lower("customer_email"), ''), ${phoneDigits(sql`"phone"`)})`;
  // The people the query matches, then all their orders: each is answered as their latest order
  // names them, with the count of all of them and where the latest delivery went.
  const rows = await db.all<FoundRow>(sql`with "found" as (select distinct ${who} as "who" from "orders" where ${within} and ${matches}),
    "theirs" as (select "customer_name", "customer_email", "phone", "user_id", "created_at", "street", "city", "state", "zip_code", "country",
        ${who} as "who", "rowid" as "row_order" from "orders" where ${within} and ${who} in (select "who" from "found")),
    "ranked" as (select *, row_number() over (partition by "who" order by "created_at" desc, "row_order" desc) as "place",
        count(*) over (partition by "who") as "orders" from "theirs")
    select "customer_name" as "name", "customer_email" as "email", "phone", "user_id", "orders", "created_at" as "last_order_at",
      (select json_array(d."street", d."city", d."state", d."zip_code", d."country") from "theirs" d
         where d."who" = "ranked"."who" and d."street" != '' order by d."created_at" desc, d."row_order" desc limit 1) as "last_address"
    from "ranked" where "place" = 1 order by "created_at" desc, "row_order" desc limit ${CUSTOMERS_FOUND_MAX}`);
  return rows.map((row) => ({
    name: row.name,
    email: row.email,
    phone: row.phone,
    userId: row.user_id,
    orders: row.orders,
    lastOrderAt: new Date(row.last_order_at).toISOString(),
    lastAddress: addressOf(row.last_address),
  }));
}

function addressOf(stored: string | null): CustomerFound['lastAddress'] {
  if (stored === null) return null;
  const [street, city, state, zipCode, country] = JSON.parse(stored) as string[];
  return { street: street ?? '', city: city ?? '', state: state ?? '', zipCode: zipCode ?? '', country: country ?? '' };
}
