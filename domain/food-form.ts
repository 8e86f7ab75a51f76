import { z } from 'zod';
import { ALLERGEN_CODES, DIETARY_CODES } from './allergens.ts';
import { decimalsAllowed, formatWholeMoney, hasWholeCents } from './currency.ts';
import { centsToDollars, dollarsToCents } from './money.ts';
import { readNumberField } from './number-input.ts';
import { TRANSLATION_MESSAGES, translationsInput } from './menu-translations.ts';
import { messageWithValues } from './i18n/message-with-values.ts';
import { StockInput } from './stock.ts';
import { barcodeDigits, isValidGtin } from './barcode.ts';
import { isSingleLine } from './single-line.ts';
import { CONTENT_UNITS } from './unit-price.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { BY_THE_UNIT, type SaleRule, SOLD_BY, WEIGHT_UNITS } from './sale-quantity.ts';
import { hasMilliPrecision, toMilli } from './thousandths.ts';

/**
 * The admin's food form and the body of POST/PUT /api/foods: the island checks it as
 * the owner types, the worker checks it again as the truth. Every text the owner can see lives here.
 */

export const FOOD_NAME_MAX_LENGTH = 100;
export const FOOD_CATEGORY_MAX_LENGTH = 50;
export const FOOD_DESCRIPTION_MAX_LENGTH = 1000;
export const FOOD_IMAGE_MAX_LENGTH = 2048;
export const FOOD_SKU_MAX_LENGTH = 64;
/** Minor units ($10,000, ¥1,000,000): well above any dish, low enough that a slipped key is caught. */
export const FOOD_PRICE_MAX_CENTS = 1_000_000;

export const FOOD_FORM_ERRORS = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${FOOD_NAME_MAX_LENGTH} characters.`,
  categoryRequired: 'Category is required.',
  categoryTooLong: `Category must be at most ${FOOD_CATEGORY_MAX_LENGTH} characters.`,
  priceInvalid: 'Price must be a number of at least 0.',
  get priceTooHigh() {
    return `Price must be at most ${formatWholeMoney(FOOD_PRICE_MAX_CENTS)}.`;
  },
  get priceCents() {
    return `Price can have ${decimalsAllowed()}.`;
  },
  imageInvalid: 'Image URL must start with http://, https:// or / (a path on this site).',
  imageTooLong: `Image URL must be at most ${FOOD_IMAGE_MAX_LENGTH} characters.`,
  descriptionTooLong: `Description must be at most ${FOOD_DESCRIPTION_MAX_LENGTH} characters.`,
  availableInvalid: 'Available must be true or false.',
  skuInvalid: `An SKU is at most ${FOOD_SKU_MAX_LENGTH} characters, on one line.`,
  skuTaken: 'Another product already has this SKU.',
  barcodeInvalid: 'A barcode is a GTIN of 8, 12, 13 or 14 digits whose last digit checks the others.',
  contentAmount: 'A pack’s content is a number above 0, with at most three decimals.',
  contentUnit: 'Choose the content’s unit: g, kg, ml, l or item.',
  soldBy: 'Say how it is sold: by the unit or by weight.',
  soldByMissing: 'Send soldBy with the quantities it is sold in.',
  weightUnit: 'Choose the weight its price is per: kg or lb.',
  quantityStep: 'The step is a number above 0, up to 99, with at most three decimals.',
  minQuantity: 'The least one can order is a multiple of the step, up to 99.',
  maxQuantity: 'The most one can order is a multiple of the step, at least the least, up to 99.',
  wholeUnits: 'A product sold by the unit is ordered in whole numbers: a step of 1.',
  wholeStock: 'Stock of a product sold by the unit is a whole number.',
} as const;

export const FOOD_MESSAGES = {
  added: 'Food added successfully',
  updated: 'Food updated successfully',
  deleted: 'Food deleted successfully',
  addFailed: 'Failed to add food',
  updateFailed: 'Failed to update food',
  deleteFailed: 'Failed to delete food',
  confirmDelete: 'Are you sure you want to delete this food item?',
  notFound: 'Dish not found',
  soldOut: (name: string) => messageWithValues('admin-foods.markedSoldOut', { name }),
  backOnSale: (name: string) => messageWithValues('admin-foods.markedBackOnSale', { name }),
  availabilityFailed: 'Failed to change availability',
  optionNotFound: 'Option not found',
  unknownGroup: (id: string) => messageWithValues('admin-foods.unknownGroup', { id }),
} as const;

/** A site path ('/images/…', not '//host') or an absolute http(s) URL: nothing an <img> could abuse. */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What a pack holds: above 0, in thousandths at most (domain/unit-price.ts keeps them so). */
export const ContentAmount = z
  .number({ error: FOOD_FORM_ERRORS.contentAmount })
  .positive(FOOD_FORM_ERRORS.contentAmount)
  .max(1_000_000, FOOD_FORM_ERRORS.contentAmount)
  .refine(hasMilliPrecision, FOOD_FORM_ERRORS.contentAmount);

/** A quantity of the sale rule: above 0, at most the cart's limit, in thousandths at most. */
const quantityField = (message: string) =>
  z.number({ error: message }).positive(message).max(MAX_LINE_QUANTITY, message).refine(hasMilliPrecision, message);

/** A blank text field means none. */
function blankAsNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** The form sends text as typed; blank means "not given", anything else is read in the shop's locale. */
const toNumber = readNumberField();
const blankToNull = readNumberField(null);

const codeList = <Code extends string>(codes: readonly Code[], kind: string) =>
  z
    .array(z.string(), { error: `List ${kind} codes.` })
    .max(codes.length)
    .superRefine((values, context) => {
      const unknown = values.filter((value) => !(codes as readonly string[]).includes(value));
      if (unknown.length > 0)
        context.addIssue({ code: 'custom', message: `Unknown ${kind}: ${unknown.join(', ')}. Use one of ${codes.join(', ')}.` });
    })
    .transform((values) => [...new Set(values)].sort() as Code[]);

/** A dish's allergens and dietary tags as the food form and the API take them: known codes only, each once, sorted. */
export const AllergenList = codeList(ALLERGEN_CODES, 'allergen');
export const DietaryList = codeList(DIETARY_CODES, 'dietary tag');

export const OPTION_NAME_MAX_LENGTH = 60;
export const OPTION_GROUPS_MAX = 10;
export const OPTIONS_PER_GROUP_MAX = 30;
/** Minor units an option may add ($1,000, ¥100,000): a large size or a side, never a slipped key. */
export const OPTION_PRICE_MAX_CENTS = 100_000;

export const OPTION_FORM_ERRORS = {
  groupNameRequired: 'Each option group needs a name.',
  optionNameRequired: 'Each option needs a name.',
  nameTooLong: `Option and group names must be at most ${OPTION_NAME_MAX_LENGTH} characters.`,
  get optionPriceInvalid() {
    return `An option's price change must be a number from 0 to ${centsToDollars(OPTION_PRICE_MAX_CENTS)}, with ${decimalsAllowed()}.`;
  },
  selectInvalid: 'Minimum and maximum must be whole numbers.',
  noOptions: (group: string) => messageWithValues('admin-foods.groupNoOptions', { group }),
  tooManyOptions: (group: string) => messageWithValues('admin-foods.groupTooManyOptions', { group, max: OPTIONS_PER_GROUP_MAX }),
  maxBelowMin: (group: string) => messageWithValues('admin-foods.groupMaxBelowMin', { group }),
  minAboveOptions: (group: string) => messageWithValues('admin-foods.groupMinAboveOptions', { group }),
  repeatedOption: (group: string, option: string) => messageWithValues('admin-foods.groupRepeatedOption', { group, option }),
  repeatedGroup: (group: string) => messageWithValues('admin-foods.repeatedGroup', { group }),
  tooManyGroups: `A dish can have at most ${OPTION_GROUPS_MAX} option groups.`,
} as const;

/** An option's or a group's name in the shop's other languages. */
export const OptionTranslationsInput = translationsInput({
  name: { max: OPTION_NAME_MAX_LENGTH, message: TRANSLATION_MESSAGES.optionNameTooLong },
});

const optionName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(OPTION_NAME_MAX_LENGTH, OPTION_FORM_ERRORS.nameTooLong);

/** An option as the food form sends it; with the id of an option of that group, it is that option changed. */
export const OptionInput = z.object({
  id: z.string().trim().max(80).optional(),
  name: optionName(OPTION_FORM_ERRORS.optionNameRequired),
  price: z.preprocess(
    toNumber,
    z
      .number({ error: () => OPTION_FORM_ERRORS.optionPriceInvalid })
      .min(0, { error: () => OPTION_FORM_ERRORS.optionPriceInvalid })
      .refine((price) => dollarsToCents(price) <= OPTION_PRICE_MAX_CENTS, { error: () => OPTION_FORM_ERRORS.optionPriceInvalid })
      .refine(hasWholeCents, { error: () => OPTION_FORM_ERRORS.optionPriceInvalid })
      .default(0),
  ),
  isAvailable: z.boolean({ error: FOOD_FORM_ERRORS.availableInvalid }).default(true),
  translations: OptionTranslationsInput,
});
export type OptionInput = z.output<typeof OptionInput>;

const selectCount = z.preprocess(
  toNumber,
  z
    .number({ error: OPTION_FORM_ERRORS.selectInvalid })
    .int(OPTION_FORM_ERRORS.selectInvalid)
    .min(0, OPTION_FORM_ERRORS.selectInvalid)
    .max(OPTIONS_PER_GROUP_MAX, OPTION_FORM_ERRORS.selectInvalid),
);

/**
 * A group as the food form sends it. With the id of an existing group, the dish offers that
 * group and the edit reaches every dish sharing it; without, the group is new.
 */
export const OptionGroupInput = z
  .object({
    id: z.string().trim().max(80).optional(),
    name: optionName(OPTION_FORM_ERRORS.groupNameRequired),
    minSelect: selectCount.default(0),
    maxSelect: selectCount.default(1),
    options: z.array(OptionInput, { error: 'List the options of each group.' }),
    translations: OptionTranslationsInput,
  })
  .superRefine((group, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    if (group.options.length === 0) return issue(OPTION_FORM_ERRORS.noOptions(group.name));
    if (group.options.length > OPTIONS_PER_GROUP_MAX) return issue(OPTION_FORM_ERRORS.tooManyOptions(group.name));
    if (group.maxSelect < 1 || group.maxSelect < group.minSelect) return issue(OPTION_FORM_ERRORS.maxBelowMin(group.name));
    if (group.minSelect > group.options.length) return issue(OPTION_FORM_ERRORS.minAboveOptions(group.name));
    const names = new Set<string>();
    for (const option of group.options) {
      const key = option.name.toLowerCase();
      if (names.has(key)) return issue(OPTION_FORM_ERRORS.repeatedOption(group.name, option.name));
      names.add(key);
    }
  });
export type OptionGroupInput = z.output<typeof OptionGroupInput>;

export const OptionGroupList = z
  .array(OptionGroupInput, { error: 'List the option groups.' })
  .max(OPTION_GROUPS_MAX, OPTION_FORM_ERRORS.tooManyGroups)
  .superRefine((groups, context) => {
    const seen = new Set<string>();
    for (const group of groups) {
      const key = group.id ?? `new:${group.name.toLowerCase()}`;
      if (seen.has(key)) return context.addIssue({ code: 'custom', message: OPTION_FORM_ERRORS.repeatedGroup(group.name) });
      seen.add(key);
    }
  });

/** A dish's name and description in the shop's other languages. */
export const DishTranslationsInput = translationsInput({
  name: { max: FOOD_NAME_MAX_LENGTH, message: TRANSLATION_MESSAGES.dishNameTooLong },
  description: { max: FOOD_DESCRIPTION_MAX_LENGTH, message: TRANSLATION_MESSAGES.dishDescriptionTooLong },
});

const FoodFields = z.object({
  name: z
    .string({ error: FOOD_FORM_ERRORS.nameRequired })
    .trim()
    .min(1, FOOD_FORM_ERRORS.nameRequired)
    .max(FOOD_NAME_MAX_LENGTH, FOOD_FORM_ERRORS.nameTooLong),
  /** The category by name; one that does not exist yet is added at the end. Left out when `categoryId` names it. */
  category: z
    .string({ error: FOOD_FORM_ERRORS.categoryRequired })
    .trim()
    .min(1, FOOD_FORM_ERRORS.categoryRequired)
    .max(FOOD_CATEGORY_MAX_LENGTH, FOOD_FORM_ERRORS.categoryTooLong)
    .optional(),
  /** The category by id (GET /api/categories); wins over `category`. */
  categoryId: z.string({ error: FOOD_FORM_ERRORS.categoryRequired }).trim().min(1, FOOD_FORM_ERRORS.categoryRequired).max(80).optional(),
  price: z.preprocess(
    toNumber,
    z
      .number({ error: FOOD_FORM_ERRORS.priceInvalid })
      .min(0, FOOD_FORM_ERRORS.priceInvalid)
      .refine((price) => dollarsToCents(price) <= FOOD_PRICE_MAX_CENTS, { error: () => FOOD_FORM_ERRORS.priceTooHigh })
      .refine(hasWholeCents, { error: () => FOOD_FORM_ERRORS.priceCents }),
  ),
  /** Blank or left out: no picture (the cards show the neutral placeholder, docs/product/pictures.md). */
  image: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: FOOD_FORM_ERRORS.imageInvalid })
      .trim()
      .max(FOOD_IMAGE_MAX_LENGTH, FOOD_FORM_ERRORS.imageTooLong)
      .refine((image) => image === '' || isImageUrl(image), FOOD_FORM_ERRORS.imageInvalid),
  ),
  description: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: FOOD_FORM_ERRORS.descriptionTooLong }).trim().max(FOOD_DESCRIPTION_MAX_LENGTH, FOOD_FORM_ERRORS.descriptionTooLong),
  ),
  isAvailable: z.boolean({ error: FOOD_FORM_ERRORS.availableInvalid }).default(true),
  allergens: AllergenList.default([]),
  dietary: DietaryList.default([]),
  optionGroups: OptionGroupList.default([]),
  translations: DishTranslationsInput,
  /** Left out of a change: the stock stays as it is. */
  stock: StockInput.optional(),
  /** The shop's own code, unique among its products. Left out of a change: as it is; blank or null: none. */
  sku: z
    .preprocess(
      blankAsNull,
      z
        .string({ error: FOOD_FORM_ERRORS.skuInvalid })
        .trim()
        .max(FOOD_SKU_MAX_LENGTH, FOOD_FORM_ERRORS.skuInvalid)
        .refine(isSingleLine, FOOD_FORM_ERRORS.skuInvalid)
        .nullable(),
    )
    .optional(),
  /** What a pack holds (500 g), for its price per kg, l or item. Left out of a change: as it is; null: none. */
  content: z
    .object(
      {
        amount: ContentAmount,
        unit: z.enum(CONTENT_UNITS, { error: FOOD_FORM_ERRORS.contentUnit }),
      },
      { error: FOOD_FORM_ERRORS.contentAmount },
    )
    .nullable()
    .optional(),
  /** By the unit or by weight, with the quantities one may order. Left out of a change: as it is (then none of the four below may come). */
  soldBy: z.enum(SOLD_BY, { error: FOOD_FORM_ERRORS.soldBy }).optional(),
  /** By weight: what its price is per. */
  unit: z.enum(WEIGHT_UNITS, { error: FOOD_FORM_ERRORS.weightUnit }).nullable().optional(),
  quantityStep: z.preprocess(toNumber, quantityField(FOOD_FORM_ERRORS.quantityStep).optional()),
  minQuantity: z.preprocess(toNumber, quantityField(FOOD_FORM_ERRORS.minQuantity).optional()),
  /** Null or blank: no limit of its own. */
  maxQuantity: z.preprocess(blankToNull, quantityField(FOOD_FORM_ERRORS.maxQuantity).nullable().optional()),
  /** Its GTIN, typed with or without spaces and dashes. Left out of a change: as it is; blank or null: none. */
  barcode: z
    .preprocess(
      (value) => (typeof value === 'string' ? blankAsNull(barcodeDigits(value)) : value),
      z.string({ error: FOOD_FORM_ERRORS.barcodeInvalid }).refine(isValidGtin, FOOD_FORM_ERRORS.barcodeInvalid).nullable(),
    )
    .optional(),
});

export const FoodInput = FoodFields.superRefine(checkSaleRule);
export type FoodInput = z.infer<typeof FoodInput>;

/** What a new product sold by weight starts with: steps of a quarter, from a quarter. */
export const WEIGHT_DEFAULTS = { quantityStep: 0.25, minQuantity: 0.25, maxQuantity: null } as const;

/** The sale rule a food form or a body describes, its gaps filled for its kind; undefined when it leaves the rule as it is. */
export function saleRuleInput(
  input: Pick<FoodInput, 'soldBy' | 'unit' | 'quantityStep' | 'minQuantity' | 'maxQuantity'>,
): SaleRule | undefined {
  if (input.soldBy === undefined) return undefined;
  if (input.soldBy === 'unit')
    return {
      ...BY_THE_UNIT,
      quantityStep: input.quantityStep ?? 1,
      minQuantity: input.minQuantity ?? 1,
      maxQuantity: input.maxQuantity ?? null,
    };
  const quantityStep = input.quantityStep ?? WEIGHT_DEFAULTS.quantityStep;
  return {
    soldBy: 'weight',
    unit: input.unit ?? null,
    quantityStep,
    minQuantity: input.minQuantity ?? quantityStep,
    maxQuantity: input.maxQuantity ?? null,
  };
}

/** Where a sale rule goes wrong, as the form's fields name them. */
export function saleRuleProblems(rule: SaleRule): { field: 'unit' | 'quantityStep' | 'minQuantity' | 'maxQuantity'; message: string }[] {
  const problems: { field: 'unit' | 'quantityStep' | 'minQuantity' | 'maxQuantity'; message: string }[] = [];
  const step = toMilli(rule.quantityStep);
  // A step of 0 or less is the step's own problem (its field says so); nothing is off a step that is not one.
  const onStep = (quantity: number) => step <= 0 || toMilli(quantity) % step === 0;
  if (rule.soldBy === 'unit') {
    if (rule.quantityStep !== 1) problems.push({ field: 'quantityStep', message: FOOD_FORM_ERRORS.wholeUnits });
    if (!Number.isInteger(rule.minQuantity)) problems.push({ field: 'minQuantity', message: FOOD_FORM_ERRORS.wholeUnits });
    if (rule.maxQuantity !== null && !Number.isInteger(rule.maxQuantity))
      problems.push({ field: 'maxQuantity', message: FOOD_FORM_ERRORS.wholeUnits });
  } else if (rule.unit === null) problems.push({ field: 'unit', message: FOOD_FORM_ERRORS.weightUnit });
  if (!onStep(rule.minQuantity)) problems.push({ field: 'minQuantity', message: FOOD_FORM_ERRORS.minQuantity });
  if (rule.maxQuantity !== null && (!onStep(rule.maxQuantity) || rule.maxQuantity < rule.minQuantity))
    problems.push({ field: 'maxQuantity', message: FOOD_FORM_ERRORS.maxQuantity });
  return problems;
}

function checkSaleRule(input: z.output<typeof FoodFields>, context: z.RefinementCtx): void {
  const rule = saleRuleInput(input);
  if (rule === undefined) {
    const orphan = (['unit', 'quantityStep', 'minQuantity', 'maxQuantity'] as const).some((field) => input[field] !== undefined);
    if (orphan) context.addIssue({ code: 'custom', path: ['soldBy'], message: FOOD_FORM_ERRORS.soldByMissing });
  } else {
    for (const problem of saleRuleProblems(rule)) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }
  if (rule?.soldBy === 'unit')
    for (const field of fractionalStockFields(input.stock))
      context.addIssue({ code: 'custom', path: ['stock', field], message: FOOD_FORM_ERRORS.wholeStock });
}

/** The stock figures that are not whole: what a product sold by the unit cannot hold. */
export function fractionalStockFields(stock: { quantity?: number | null | undefined; lowAt?: number | null | undefined } | undefined) {
  return (['quantity', 'lowAt'] as const).filter((field) => {
    const value = stock?.[field];
    return typeof value === 'number' && !Number.isInteger(value);
  });
}

/** PATCH /api/foods/{id}/availability: the one-tap "sold out" switch of the admin's dish list. */
export const FoodAvailabilityInput = z.object({ isAvailable: z.boolean({ error: FOOD_FORM_ERRORS.availableInvalid }) });
export type FoodAvailabilityInput = z.infer<typeof FoodAvailabilityInput>;

/** The form's fields in the order they appear (the first invalid one gets focus). */
export const FOOD_FORM_FIELDS = ['name', 'category', 'price', 'sku', 'barcode', 'image', 'description'] as const;
export type FoodFormField = (typeof FOOD_FORM_FIELDS)[number];

/** A dish's id from its name: 'Paneer Tikka!' → 'paneer-tikka'; the server makes it unique. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'dish';
}
