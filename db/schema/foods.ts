import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Allergen, DietaryTag } from '../../domain/allergens.ts';
import type { Translations } from '../../domain/menu-translations.ts';
import type { SoldBy, WeightUnit } from '../../domain/sale-quantity.ts';
import type { ContentUnit } from '../../domain/unit-price.ts';
import { categories } from './categories.ts';
import { timestamps } from './timestamps.ts';

/** A dish on the menu. Money is integer cents (docs/product/money.md); the API turns it into dollars. */
export const foods = sqliteTable(
  'foods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The category's name, copied (db/schema/categories.ts); `categoryId` is the truth. */
    category: text('category').notNull(),
    categoryId: text('category_id').references(() => categories.id),
    priceCents: integer('price_cents').notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
    /** Codes from domain/allergens.ts, as a JSON array, sorted. */
    allergens: text('allergens', { mode: 'json' }).$type<Allergen[]>().notNull().default(sql`'[]'`),
    /** Dietary tag codes from domain/allergens.ts, as a JSON array, sorted. */
    dietary: text('dietary', { mode: 'json' }).$type<DietaryTag[]>().notNull().default(sql`'[]'`),
    /** The owner's words in the shop's other languages, as JSON (domain/menu-translations.ts); null: none. */
    translations: text('translations', { mode: 'json' }).$type<Translations>(),
    /** Whether orders take from its stock (db/schema/stock.ts) and it sells out at none. */
    stockTracked: integer('stock_tracked', { mode: 'boolean' }).notNull().default(false),
    /** At or below this many (thousandths of its unit) it is low: the Dashboard lists it. */
    stockLowAtMilli: integer('stock_low_at_milli').notNull().default(0),
    /** The shop's own code for it, unique among its products (null: none). */
    sku: text('sku'),
    /** Its GTIN (EAN-8, UPC-A, EAN-13, GTIN-14), check digit verified (domain/barcode.ts); null: none. */
    barcode: text('barcode'),
    /** What a pack holds (thousandths of its unit) and the unit (domain/unit-price.ts); null: no unit price. */
    contentAmountMilli: integer('content_amount_milli'),
    contentUnit: text('content_unit').$type<ContentUnit>(),
    /** By the unit or by weight (domain/sale-quantity.ts); by weight, its price is per `weightUnit`. */
    soldBy: text('sold_by').$type<SoldBy>().notNull().default('unit'),
    weightUnit: text('weight_unit').$type<WeightUnit>(),
    /** The quantities a customer may order, in thousandths: steps from the minimum, up to the maximum (null: none). */
    quantityStepMilli: integer('quantity_step_milli').notNull().default(1000),
    minQuantityMilli: integer('min_quantity_milli').notNull().default(1000),
    maxQuantityMilli: integer('max_quantity_milli'),
    ...timestamps,
  },
  (table) => [
    check('foods_price_cents_not_negative', sql`${table.priceCents} >= 0`),
    index('foods_category_idx').on(table.categoryId),
    uniqueIndex('foods_sku_unique').on(table.sku),
    index('foods_barcode_idx').on(table.barcode),
  ],
);

export type FoodRow = typeof foods.$inferSelect;
export type NewFoodRow = typeof foods.$inferInsert;
