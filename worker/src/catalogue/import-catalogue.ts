import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { categories, FIRST_LOCATION_ID, foods } from '../../../db/schema/index.ts';
import { CATALOGUE_ERRORS, type CatalogueProblem, checkRow, isUnchanged, type RowProduct } from '../../../domain/catalogue-file.ts';
import type { Food } from '../../../domain/food.ts';
import { FOOD_FORM_ERRORS, saleRuleInput, slugify } from '../../../domain/food-form.ts';
import { saleColumns } from '../menu/create-food.ts';
import { BY_THE_UNIT } from '../../../domain/sale-quantity.ts';
import { toMilli } from '../../../domain/stock.ts';
import { listFoods } from '../menu/list-foods.ts';
import type { Batch } from '../menu/menu-writer.ts';
import { insertRows } from '../orders/insert-rows.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import { setStockStatements, type StockChanger } from '../stock/change-stock.ts';
import { isExternalPicture } from '../../../domain/picture-copy.ts';
import { queueCopyStatements } from '../picture-copies/store.ts';
import { readCatalogueFile } from './read-file.ts';
import { type CategoryPlaces, categoryPlaces } from './category-places.ts';

/** What an import did, or would do on a dry run: rows by outcome, and every problem found. */
export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: CatalogueProblem[];
  /** Pictures given by another site's address, queued to be copied into the shop's store; 0 on a dry run. */
  picturesQueued: number;
}

/** A row as it will be written: its product and whether it is new (with the id it gets) or which it changes. */
interface PlannedRow {
  product: RowProduct;
  /** The product it changes; undefined: a new one. */
  stored: Food | undefined;
  /** The main category its `category` cell names as a path; undefined: a plain name. */
  main: string | undefined;
}

export interface ImportOptions {
  /** False: a dry run, which writes nothing. */
  apply: boolean;
  by: StockChanger;
  now: number;
  /** Converts the file's prices into minor units (the edge's, worker/src/http/amounts.ts). */
  toCents: (price: number) => number;
  /** Whether this runtime copies pictures from other sites (worker/src/picture-copies/): it has a picture store. */
  copyPictures: boolean;
}

/** Rows written per statement: SQLite allows some thirty thousand values in one. */
const ROWS_PER_INSERT = 500;

/**
 * POST /api/admin/catalogue/import: every row checked against the food form's rules and the shop
 * as it is (SKUs unique in the file and in the shop), then either nothing written (a dry run, or
 * any problem) or every row in one batch: new categories, new products, changed products and
 * the stock a row counts, with its line in the stock's history.
 */
export async function importCatalogue(
  db: Database,
  text: string,
  options: ImportOptions,
): Promise<{ report: ImportReport; applied: boolean }> {
  const file = readCatalogueFile(text);
  if (!file.ok) return { report: { created: 0, updated: 0, unchanged: 0, errors: file.problems, picturesQueued: 0 }, applied: false };

  const stored = await listFoods(db);
  const bySku = new Map(stored.filter((food) => food.sku !== null).map((food) => [food.sku!, food]));
  const byId = new Map(stored.map((food) => [food.id, food]));
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, errors: [], picturesQueued: 0 };
  const planned: PlannedRow[] = [];
  const places = await categoryPlaces(db);
  const skuLines = new Map<string, number>();

  for (const { line, cells } of file.rows) {
    const sku = cells.sku?.trim() ?? '';
    const target = bySku.get(sku) ?? (cells.id?.trim() ? byId.get(cells.id.trim()) : undefined);
    const checked = checkRow(cells, target, line);
    const problems = checked.ok ? [] : [...checked.problems];
    const earlier = skuLines.get(sku);
    if (sku !== '' && earlier !== undefined) problems.push({ line, field: 'sku', message: CATALOGUE_ERRORS.repeatedSku(earlier) });
    else if (sku !== '') skuLines.set(sku, line);
    // Matched by its id, the product takes an SKU another product has.
    const holder = bySku.get(sku);
    if (target && holder && holder.id !== target.id) problems.push({ line, field: 'sku', message: FOOD_FORM_ERRORS.skuTaken });
    const main = checked.ok ? checked.main : undefined;
    if (checked.ok && main !== undefined) {
      const path = { main, name: checked.product.category!.trim() };
      const misplaced = places.problemOf(path);
      if (misplaced) problems.push({ line, field: 'category', message: misplaced });
      // Placed now, so a later row of the file sees the categories this one adds.
      else places.place(path);
    }
    if (problems.length > 0 || !checked.ok) {
      report.errors.push(...problems);
      continue;
    }
    if (!target) report.created++;
    else if (isUnchanged(target, checked.product, { row: main, stored: places.mainOf(target.categoryId) })) {
      report.unchanged++;
      continue;
    } else report.updated++;
    planned.push({ product: checked.product, stored: target, main });
  }
  if (report.errors.length > 0 || !options.apply || planned.length === 0) return { report, applied: false };
  const { statements, copies } = await importStatements(db, planned, places, new Set(byId.keys()), options);
  await db.batch([...statements, ...queueCopyStatements(db, copies, options.now)] as Batch);
  report.picturesQueued = copies.length;
  return { report, applied: true };
}

/**
 * The batch of an import: categories first (products point at them), then the products, then their
 * stock; and the pictures to copy: each written product's that another site serves.
 */
async function importStatements(
  db: Database,
  planned: readonly PlannedRow[],
  places: CategoryPlaces,
  takenIds: Set<string>,
  options: ImportOptions,
): Promise<{ statements: BatchItem<'sqlite'>[]; copies: { foodId: string; address: string }[] }> {
  const categoryOf = (product: RowProduct, stored: Food | undefined, main: string | undefined): { id: string; name: string } => {
    if (product.categoryId !== undefined) return { id: product.categoryId, name: stored?.category ?? product.categoryId };
    return places.place({ main: main ?? null, name: product.category!.trim() });
  };

  const inserts: (typeof foods.$inferInsert)[] = [];
  const updates: BatchItem<'sqlite'>[] = [];
  const stock: BatchItem<'sqlite'>[] = [];
  const copies: { foodId: string; address: string }[] = [];
  const now = new Date(options.now);
  for (const { product, stored, main } of planned) {
    const category = categoryOf(product, stored, main);
    const values = {
      name: product.name,
      category: category.name,
      categoryId: category.id,
      priceCents: options.toCents(product.price),
      image: product.image,
      description: product.description,
      isAvailable: product.isAvailable,
      allergens: product.allergens,
      dietary: product.dietary,
      stockTracked: product.stock?.tracked ?? false,
      stockLowAtMilli: toMilli(product.stock?.lowAt ?? 0),
      sku: product.sku ?? null,
      barcode: product.barcode ?? null,
      contentAmountMilli: product.content ? toMilli(product.content.amount) : null,
      contentUnit: product.content?.unit ?? null,
      // Every row the same columns, as one insert needs: a new product without a rule is sold by the unit.
      ...saleColumns(saleRuleInput(product) ?? BY_THE_UNIT),
      updatedAt: now,
    };
    const id = stored?.id ?? freeId(slugify(product.name), takenIds);
    if (stored) updates.push(db.update(foods).set(values).where(sql`${foods.id} = ${id}`));
    else inserts.push({ id, ...values, createdAt: now });
    if (options.copyPictures && isExternalPicture(product.image)) copies.push({ foodId: id, address: product.image });
    const quantity = product.stock?.quantity;
    if (product.stock?.tracked && quantity !== undefined && quantity !== null && quantity !== stored?.stock.quantity) {
      stock.push(
        ...setStockStatements(db, {
          foodId: id,
          locationId: FIRST_LOCATION_ID,
          quantityMilli: toMilli(quantity),
          reason: 'count',
          note: '',
          by: options.by,
          now: options.now,
        }),
      );
    }
  }
  const statements: BatchItem<'sqlite'>[] = [];
  const newCategories = places.added();
  if (newCategories.length > 0) statements.push(batchStatement(db, insertRows(categories, [...newCategories])));
  for (let start = 0; start < inserts.length; start += ROWS_PER_INSERT) {
    statements.push(batchStatement(db, insertRows(foods, inserts.slice(start, start + ROWS_PER_INSERT))));
  }
  return { statements: [...statements, ...updates, ...stock], copies };
}

/** `base`, or `base-2`, `base-3`… the first no other row has; taken from then on. */
function freeId(base: string, taken: Set<string>): string {
  let id = base;
  for (let attempt = 2; taken.has(id); attempt++) id = `${base}-${attempt}`;
  taken.add(id);
  return id;
}
