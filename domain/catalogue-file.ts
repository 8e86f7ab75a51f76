import { FoodBody } from './contracts/menu.ts';
import { FOOD_FORM_ERRORS, saleRuleInput } from './food-form.ts';
import { CONTENT_UNITS } from './unit-price.ts';
import { type SaleRule, SOLD_BY, WEIGHT_UNITS } from './sale-quantity.ts';
import type { Food } from './food.ts';
import { fieldErrors } from './validation.ts';
import { messageWithValues } from './i18n/message-with-values.ts';
import { readCategoryPath, writeCategoryPath } from './catalogue-category-path.ts';

/**
 * The catalogue as a CSV file: the columns POST /api/admin/catalogue/import reads and
 * GET /api/admin/catalogue/export.csv writes, so that exporting and importing again changes
 * nothing. A row is checked by the food form's own rules (./food-form.ts); these only turn cells
 * into its fields and its messages back into cells.
 */

export const CATALOGUE_IMPORT_MAX_ROWS = 10_000;
/** Lists in a cell (allergens, dietary tags) are separated by this. */
export const LIST_SEPARATOR = '|';

/** Each column: its header, and what it holds, as the template and the documentation say. */
export const CATALOGUE_COLUMNS = [
  {
    name: 'sku',
    about:
      "The product's own code, unique in the shop: the row updates the product with this SKU, or adds one. Required but for a row whose id is a product's",
  },
  { name: 'id', about: "The product's id as exported (matched when no product has the row's SKU); leave it empty for a new product" },
  { name: 'name', about: 'Required for a new product' },
  {
    name: 'category',
    about:
      "The category's name, or a main category and its subcategory (Fruit & Veg > Fruit); a new name adds the category. Required for a new product",
  },
  { name: 'price', about: 'In the shop’s currency, with a point for decimals (4.99). Required for a new product' },
  { name: 'description', about: 'Text, on one or more lines' },
  { name: 'image', about: 'A picture’s address: https://… or a path on this site' },
  { name: 'available', about: 'yes or no (on sale); empty: yes for a new product' },
  { name: 'barcode', about: 'Its GTIN: 8, 12, 13 or 14 digits, check digit right' },
  { name: 'content_amount', about: 'What a pack holds, for its price per kg, l or item (500); empty: none' },
  { name: 'content_unit', about: `The content's unit: ${CONTENT_UNITS.join(', ')}` },
  { name: 'sold_by', about: `How it is sold: ${SOLD_BY.join(' or ')} (by weight, its price is per unit)` },
  { name: 'unit', about: `Sold by weight: the weight its price is per, ${WEIGHT_UNITS.join(' or ')}` },
  { name: 'quantity_step', about: 'Customers order multiples of this (0.25); 1 for a product sold by the unit' },
  { name: 'min_quantity', about: 'The least a customer orders, a multiple of the step' },
  { name: 'max_quantity', about: 'The most a customer orders, a multiple of the step; empty: no limit of its own' },
  { name: 'track_stock', about: 'yes or no: whether orders take from its stock' },
  {
    name: 'stock',
    about: 'How many there are at the first location (a whole number; sold by weight, its weight to three decimals); empty: as it is',
  },
  { name: 'low_stock_at', about: 'At or below this many it is low (a whole number; sold by weight, a weight)' },
  { name: 'allergens', about: `Allergen codes separated by ${LIST_SEPARATOR} (gluten${LIST_SEPARATOR}milk)` },
  { name: 'dietary', about: `Dietary tag codes separated by ${LIST_SEPARATOR} (vegetarian${LIST_SEPARATOR}halal)` },
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]['name'];
export const CATALOGUE_COLUMN_NAMES: readonly CatalogueColumn[] = CATALOGUE_COLUMNS.map((column) => column.name);

export const CATALOGUE_MESSAGES = {
  checked: 'File checked: nothing was written.',
  imported: 'Catalogue imported',
  rejected: 'Nothing was imported: the file has mistakes, listed by line.',
} as const;

export const CATALOGUE_ERRORS = {
  notCsv: 'Send the catalogue as a CSV file (text/csv, UTF-8).',
  empty: 'The file has no header row.',
  tooManyRows: `A file holds at most ${CATALOGUE_IMPORT_MAX_ROWS.toLocaleString('en')} products.`,
  unknownColumn: (column: string) =>
    messageWithValues('answers-catalogue.unknownColumn', { column, columns: CATALOGUE_COLUMN_NAMES.join(', ') }),
  repeatedColumn: (column: string) => messageWithValues('answers-catalogue.repeatedColumn', { column }),
  skuColumn: 'The file needs an sku column: it says which product each row is.',
  skuRequired: 'Give each row its SKU.',
  repeatedSku: (line: number) => messageWithValues('answers-catalogue.repeatedSku', { line }),
  yesOrNo: 'Write yes or no.',
  wholeNumber: 'Write a whole number (12).',
  number: 'Write a number with a point for decimals (4.99).',
  cells: (expected: number, found: number) => messageWithValues('answers-catalogue.cells', { expected, found }),
  unreadable: 'This line cannot be read as CSV (a quote left open?).',
  categoryPath: 'Write a category, or a main category and its subcategory: Fruit & Veg > Fruit.',
} as const;

/** One problem of the file, where a person finds it: the line (the header is line 1) and the column. */
export interface CatalogueProblem {
  line: number;
  field: string;
  message: string;
}

/** A row's cells by column (only the file's columns). */
export type CatalogueRow = Partial<Record<CatalogueColumn, string>>;

/** The header's problems: unknown or repeated columns, or no sku column. */
export function headerProblems(header: readonly string[]): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (!(CATALOGUE_COLUMN_NAMES as readonly string[]).includes(column)) {
      problems.push({ line: 1, field: column, message: CATALOGUE_ERRORS.unknownColumn(column) });
    } else if (seen.has(column)) {
      problems.push({ line: 1, field: column, message: CATALOGUE_ERRORS.repeatedColumn(column) });
    }
    seen.add(column);
  }
  if (!seen.has('sku')) problems.push({ line: 1, field: 'sku', message: CATALOGUE_ERRORS.skuColumn });
  return problems;
}

/** The food form's fields of a product as stored, for a row to change. */
export function formOfProduct(food: Food): Record<string, unknown> {
  return {
    name: food.name,
    categoryId: food.categoryId,
    price: food.price,
    image: food.image,
    description: food.description,
    isAvailable: food.isAvailable,
    allergens: food.allergens,
    dietary: food.dietary,
    sku: food.sku,
    barcode: food.barcode,
    content: food.content,
    ...saleFields(food),
    stock: { tracked: food.stock.tracked, lowAt: food.stock.lowAt ?? 0 },
  };
}

/** A product's sale rule as the food form's fields. */
function saleFields(rule: SaleRule): Pick<SaleRule, 'soldBy' | 'unit' | 'quantityStep' | 'minQuantity' | 'maxQuantity'> {
  return {
    soldBy: rule.soldBy,
    unit: rule.unit,
    quantityStep: rule.quantityStep,
    minQuantity: rule.minQuantity,
    maxQuantity: rule.maxQuantity,
  };
}

/** Where the food form's field is in the file. */
const COLUMN_OF_FIELD: Record<string, CatalogueColumn> = {
  name: 'name',
  category: 'category',
  categoryId: 'category',
  price: 'price',
  image: 'image',
  description: 'description',
  isAvailable: 'available',
  barcode: 'barcode',
  sku: 'sku',
  'stock.tracked': 'track_stock',
  'stock.quantity': 'stock',
  'stock.lowAt': 'low_stock_at',
  content: 'content_amount',
  'content.amount': 'content_amount',
  'content.unit': 'content_unit',
  soldBy: 'sold_by',
  unit: 'unit',
  quantityStep: 'quantity_step',
  minQuantity: 'min_quantity',
  maxQuantity: 'max_quantity',
  allergens: 'allergens',
  dietary: 'dietary',
};

/** A row that passes: its product, and the main category its `category` cell names when it is a path. */
export type CheckedRow =
  | { ok: true; product: ReturnType<typeof FoodBody.parse>; main?: string }
  | { ok: false; problems: CatalogueProblem[] };

/**
 * A row as a product: the stored product's fields (none for a new one) with the row's cells
 * over them, checked by the food form's rules. `line` is the row's line in the file.
 */
export function checkRow(row: CatalogueRow, stored: Food | undefined, line: number): CheckedRow {
  const problems: CatalogueProblem[] = [];
  const problem = (field: CatalogueColumn, message: string) => problems.push({ line, field, message });
  const form: Record<string, unknown> = stored ? formOfProduct(stored) : { stock: { tracked: false } };
  const stock = { ...(form.stock as Record<string, unknown>) };

  const text = (column: CatalogueColumn, field: string) => {
    const cell = row[column];
    if (cell !== undefined) form[field] = cell;
  };
  text('name', 'name');
  text('description', 'description');
  text('image', 'image');
  text('sku', 'sku');
  text('barcode', 'barcode');
  let main: string | undefined;
  if (row.category !== undefined) {
    delete form.categoryId;
    const path = readCategoryPath(row.category);
    if (path === null) problem('category', CATALOGUE_ERRORS.categoryPath);
    form.category = path?.name ?? row.category;
    main = path?.main ?? undefined;
  }
  if (row.price !== undefined) {
    const price = decimal(row.price);
    if (price === undefined) problem('price', CATALOGUE_ERRORS.number);
    else form.price = price;
  }
  const yesNo = (column: CatalogueColumn, apply: (value: boolean) => void) => {
    const cell = row[column]?.trim();
    if (cell === undefined || cell === '') return;
    const value = yesOrNo(cell);
    if (value === null) problem(column, CATALOGUE_ERRORS.yesOrNo);
    else apply(value);
  };
  yesNo('available', (value) => (form.isAvailable = value));
  yesNo('track_stock', (value) => (stock.tracked = value));
  readSaleRule(row, form, problem);
  // Stock of a product sold by weight is a weight; of one sold by the unit, whole items.
  const weighed = form.soldBy === 'weight';
  const quantity = (column: CatalogueColumn, apply: (value: number) => void) => {
    const cell = row[column]?.trim();
    if (cell === undefined || cell === '') return;
    const value = weighed ? decimal(cell) : (wholeNumber(cell) ?? undefined);
    if (value === undefined || value < 0) problem(column, weighed ? CATALOGUE_ERRORS.number : CATALOGUE_ERRORS.wholeNumber);
    else apply(value);
  };
  quantity('stock', (value) => (stock.quantity = value));
  quantity('low_stock_at', (value) => (stock.lowAt = value));
  readContent(row, form, problem);
  if (row.allergens !== undefined) form.allergens = list(row.allergens);
  if (row.dietary !== undefined) form.dietary = list(row.dietary);
  form.stock = stock;

  const parsed = FoodBody.safeParse(form);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
      const column = COLUMN_OF_FIELD[field] ?? COLUMN_OF_FIELD[field.split('.')[0]!] ?? 'name';
      if (!problems.some((known) => known.field === column)) problem(column, message);
    }
  }
  // A product without an SKU (a restaurant's dish) is matched by its exported id instead.
  if (!row.sku?.trim() && !stored) problem('sku', CATALOGUE_ERRORS.skuRequired);
  // The form's own check of the category runs only once its other fields pass: a file's report says it with the rest.
  if (!stored && !row.category?.trim() && !problems.some((known) => known.field === 'category'))
    problem('category', FOOD_FORM_ERRORS.categoryRequired);
  if (problems.length > 0 || !parsed.success)
    return { ok: false, problems: problems.sort((a, b) => columnOrder(a.field) - columnOrder(b.field)) };
  return { ok: true, product: parsed.data, ...(main === undefined ? {} : { main }) };
}

/**
 * A product as a row of the export: every column, as the import reads it back; `main`, the main
 * category of its subcategory, makes the category a path ("Fruit & Veg > Fruit").
 */
export function rowOfProduct(food: Food, main?: string): Record<CatalogueColumn, string> {
  return {
    sku: food.sku ?? '',
    id: food.id,
    name: food.name,
    category: writeCategoryPath(main, food.category),
    price: String(food.price),
    description: food.description,
    image: food.image,
    available: food.isAvailable ? 'yes' : 'no',
    barcode: food.barcode ?? '',
    content_amount: food.content === null ? '' : String(food.content.amount),
    content_unit: food.content?.unit ?? '',
    sold_by: food.soldBy,
    unit: food.unit ?? '',
    quantity_step: String(food.quantityStep),
    min_quantity: String(food.minQuantity),
    max_quantity: food.maxQuantity === null ? '' : String(food.maxQuantity),
    track_stock: food.stock.tracked ? 'yes' : 'no',
    stock: food.stock.tracked ? String(food.stock.quantity ?? 0) : '',
    low_stock_at: food.stock.tracked ? String(food.stock.lowAt ?? 0) : '',
    allergens: food.allergens.join(LIST_SEPARATOR),
    dietary: food.dietary.join(LIST_SEPARATOR),
  };
}

/** The content's two cells: both empty is none; an amount needs its unit and the other way round. */
function readContent(row: CatalogueRow, form: Record<string, unknown>, problem: (field: CatalogueColumn, message: string) => void): void {
  if (row.content_amount === undefined && row.content_unit === undefined) return;
  const current = form.content as { amount: number; unit: string } | null | undefined;
  const amountCell = row.content_amount?.trim() ?? (current ? String(current.amount) : '');
  const unit = row.content_unit?.trim().toLowerCase() ?? current?.unit ?? '';
  if (amountCell === '' && unit === '') {
    form.content = null;
    return;
  }
  const amount = decimal(amountCell);
  if (amount === undefined) problem('content_amount', FOOD_FORM_ERRORS.contentAmount);
  else form.content = { amount, unit };
}

/**
 * How it is sold, with the quantities customers order: checked by the food form's rule
 * (saleRuleProblems). A row that changes a product's kind starts from the new kind's quantities
 * where it gives none.
 */
function readSaleRule(row: CatalogueRow, form: Record<string, unknown>, problem: (field: CatalogueColumn, message: string) => void): void {
  const soldBy = row.sold_by?.trim().toLowerCase();
  if (soldBy !== undefined && soldBy !== '' && soldBy !== form.soldBy) {
    form.soldBy = soldBy;
    for (const field of ['unit', 'quantityStep', 'minQuantity', 'maxQuantity']) delete form[field];
  }
  // A new product whose row says not how it is sold takes the form's default: its blank cells say nothing.
  const ruled = form.soldBy !== undefined;
  const unit = row.unit?.trim().toLowerCase();
  if (unit !== undefined && (unit !== '' || ruled)) form.unit = unit === '' ? null : unit;
  const quantity = (column: CatalogueColumn, field: string, blank: null | undefined) => {
    const cell = row[column]?.trim();
    if (cell === undefined) return;
    if (cell === '') {
      if (blank === null && ruled) form[field] = null;
      return;
    }
    const value = decimal(cell);
    if (value === undefined) problem(column, CATALOGUE_ERRORS.number);
    else form[field] = value;
  };
  quantity('quantity_step', 'quantityStep', undefined);
  quantity('min_quantity', 'minQuantity', undefined);
  quantity('max_quantity', 'maxQuantity', null);
  // A product sold by the unit has no weight, whatever its row's unit cell says.
  if (form.soldBy === 'unit') form.unit = null;
}

function columnOrder(field: string): number {
  const at = (CATALOGUE_COLUMN_NAMES as readonly string[]).indexOf(field);
  return at === -1 ? CATALOGUE_COLUMN_NAMES.length : at;
}

/** "4.99" → 4.99; a file's numbers have a point for decimals, whatever the shop's language. */
function decimal(cell: string): number | undefined {
  const trimmed = cell.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

function wholeNumber(cell: string): number | null {
  return /^\d+$/.test(cell) ? Number(cell) : null;
}

function yesOrNo(cell: string): boolean | null {
  const word = cell.toLowerCase();
  if (['yes', 'true', '1', 'y'].includes(word)) return true;
  if (['no', 'false', '0', 'n'].includes(word)) return false;
  return null;
}

function list(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** A checked row's product (the food form's fields). */
export type RowProduct = Extract<CheckedRow, { ok: true }>['product'];

/**
 * Whether a row would leave its stored product as it is. `mains`: the main category the row's
 * path names (none for a plain name, matched at either level) and the stored product's.
 */
export function isUnchanged(stored: Food, product: RowProduct, mains: { row?: string; stored?: string } = {}): boolean {
  const sameMain = mains.row === undefined || mains.row.toLowerCase() === mains.stored?.toLowerCase();
  const category =
    product.categoryId !== undefined
      ? product.categoryId === stored.categoryId
      : product.category?.trim().toLowerCase() === stored.category.toLowerCase() && sameMain;
  const stock = product.stock;
  const sameStock =
    stock === undefined ||
    (stock.tracked === stored.stock.tracked &&
      (!stock.tracked ||
        (stock.lowAt === (stored.stock.lowAt ?? 0) &&
          (stock.quantity === undefined || stock.quantity === null || stock.quantity === stored.stock.quantity))));
  return (
    category &&
    sameStock &&
    product.name === stored.name &&
    product.price === stored.price &&
    product.image === stored.image &&
    product.description === stored.description &&
    product.isAvailable === stored.isAvailable &&
    sameList(product.allergens, stored.allergens) &&
    sameList(product.dietary, stored.dietary) &&
    (product.sku === undefined || product.sku === stored.sku) &&
    (product.barcode === undefined || product.barcode === stored.barcode) &&
    sameSaleRule(product, stored) &&
    (product.content === undefined ||
      (product.content === null
        ? stored.content === null
        : product.content.amount === stored.content?.amount && product.content.unit === stored.content.unit))
  );
}

function sameSaleRule(product: RowProduct, stored: Food): boolean {
  const rule = saleRuleInput(product);
  return (
    rule === undefined ||
    (rule.soldBy === stored.soldBy &&
      rule.unit === stored.unit &&
      rule.quantityStep === stored.quantityStep &&
      rule.minQuantity === stored.minQuantity &&
      rule.maxQuantity === stored.maxQuantity)
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
