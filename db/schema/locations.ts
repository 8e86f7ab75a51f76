import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { foods } from './foods.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';

/**
 * The shop's sites: each with its own address, phone and hand-over rules (hours, closures, pause,
 * delivery and pickup, scheduling, zones, and its time zone within them). The shop as it was
 * before it had several is location 1 (db/migrations/0028_locations.sql), which GET and PUT
 * /api/settings' `fulfilment` read and write; the brand, money and languages stay the shop's.
 */
export const locations = sqliteTable('locations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  street: text('street').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** As JSON (domain/fulfilment/settings.ts); null: the defaults. */
  fulfilment: text('fulfilment'),
  /** When the owner removed it: gone from the shop, kept for its orders and books. */
  closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
  ...timestamps,
});

export const FIRST_LOCATION_ID = 1;
export type LocationRow = typeof locations.$inferSelect;

/** The locations a team member works at; none: all of them. */
export const userLocations = sqliteTable(
  'user_locations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.locationId] })],
);

/**
 * A dish's differences at one location: not sold there, sold out there for now, or
 * another price (cents). No row: as the menu has it.
 */
export const locationMenu = sqliteTable(
  'location_menu',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
    /** Null: the menu's price. */
    priceCents: integer('price_cents'),
    /**
     * Sold out there for now: the desk's one tap, undone by it. Apart from isAvailable, which is
     * the owner's "not sold there", so a desk cannot put back what the owner took off.
     */
    soldOut: integer('sold_out', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.locationId, table.foodId] }),
    check('location_menu_price_not_negative', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
  ],
);
