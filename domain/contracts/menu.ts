import { z } from 'zod';
import { LocationId } from '../locations/location-form.ts';
import { ALLERGEN_CODES, DIETARY_CODES } from '../allergens.ts';
import { FOOD_FORM_ERRORS, FoodAvailabilityInput, FoodInput } from '../food-form.ts';
import { Count, dataAnswerWithMessage, Dollars } from './envelope.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { StockAnswer } from './stock.ts';
import { SOLD_BY, WEIGHT_UNITS } from '../sale-quantity.ts';
import { MENU_PAGE_MAX, MENU_PAGE_MESSAGES } from '../menu-page.ts';
import { DISHES_BY_ID_MAX, DISHES_BY_ID_MESSAGES, readDishIds } from '../menu-by-ids.ts';
import { CONTENT_UNITS } from '../unit-price.ts';

/**
 * The owner's words in the shop's other languages, by language (what the admin edits); the
 * item's own name and description are the default language's. Sent to admins' reads: the
 * storefront's answers carry the texts of one language instead (`lang`).
 */
export const TranslationsAnswer = z
  .partialRecord(z.enum(LANGUAGES), z.object({ name: z.string().optional(), description: z.string().optional() }))
  .meta({ id: 'Translations', examples: [{ it: { name: 'Pizza margherita', description: 'Pomodoro, mozzarella e basilico' } }] });

/**
 * The language a menu answer's texts are in: the one asked for with `lang` when the shop offers
 * it, else the shop's default. A text with no translation in it is the default language's.
 */
export const AnswerLanguage = z
  .enum(LANGUAGES)
  .describe(
    "The language the texts are in: `lang` when the shop offers it, else the shop's default; an untranslated text falls back to the default's, field by field",
  )
  .meta({ examples: ['it'] });

/** `lang`: the language to answer in ('it', or a region tag such as 'it-IT'); left out or not offered: the shop's default. */
export const LanguageQuery = z
  .string()
  .max(35)
  .optional()
  .describe(
    "The language to answer in; a region tag ('it-IT') counts as its language. Not offered by the shop, unknown or left out: the shop's default",
  )
  .meta({ examples: ['it'] });

/** GET /api/foods/{id}. */
export const FoodQuery = z.object({ lang: LanguageQuery, location: LocationId.optional() });
export type FoodQuery = z.output<typeof FoodQuery>;

/**
 * The menu as callers see it: what /api/foods and /api/options read (bodies and query) and what
 * they answer. The routes validate with these schemas, the OpenAPI document is generated from
 * them, and the site types its calls by them (types only: the food form's own checks, which the
 * browser runs, stay in ../food-form.ts). Types are derived, never written beside them.
 */

/**
 * POST and PUT /api/foods: the food form's fields, with a category by id or by name. Prices are
 * dollars here; worker/src/menu/request.ts reads them into cents.
 */
export const FoodBody = FoodInput.refine((dish) => dish.categoryId !== undefined || dish.category !== undefined, {
  path: ['category'],
  message: FOOD_FORM_ERRORS.categoryRequired,
});
export type FoodBody = z.input<typeof FoodBody>;

/** PATCH /api/foods/{id}/availability and /api/options/{id}/availability: the one-tap sold-out switch. */
export const AvailabilityBody = FoodAvailabilityInput;
export type AvailabilityBody = z.input<typeof AvailabilityBody>;

/** GET /api/foods. */
const MenuQueryFields = z.object({
  include: z
    .enum(['hidden'], { error: "include takes 'hidden'." })
    .optional()
    .describe('hidden: dishes of hidden categories too, each with its translations (the admin list)'),
  lang: LanguageQuery,
  location: LocationId.optional().describe('As this location sells them: its sold-out marks and prices (GET /api/locations)'),
  category: z
    .string()
    .max(80)
    .optional()
    .describe("One category's dishes (its id, GET /api/categories); a main category's include its subcategories'"),
  limit: z.coerce
    .number({ error: MENU_PAGE_MESSAGES.limit })
    .int(MENU_PAGE_MESSAGES.limit)
    .min(1, MENU_PAGE_MESSAGES.limit)
    .max(MENU_PAGE_MAX, MENU_PAGE_MESSAGES.limit)
    .optional()
    .describe('At most this many dishes; the next page\'s cursor is in the Next-Cursor header (and Link rel="next")'),
  cursor: z.string().max(80).optional().describe('Where the page before stopped: its Next-Cursor'),
  ids: z
    .string()
    .optional()
    .describe(
      `Only these dishes, by id, separated by commas (at most ${DISHES_BY_ID_MAX}), in the menu's order; an id no dish of the storefront has is left out`,
    )
    .meta({ examples: ['margherita-pizza,butter-chicken'] })
    .transform((text, context) => {
      if (text === undefined) return undefined;
      const ids = readDishIds(text);
      if (!ids) context.addIssue({ code: 'custom', message: DISHES_BY_ID_MESSAGES.ids });
      return ids;
    }),
});
export const MenuQuery = MenuQueryFields.refine(
  (query) =>
    query.ids === undefined ||
    (query.include === undefined && query.category === undefined && query.limit === undefined && query.cursor === undefined),
  { path: ['ids'], error: () => DISHES_BY_ID_MESSAGES.alone },
);
export type MenuQuery = z.output<typeof MenuQuery>;

export const FoodOptionAnswer = z
  .object({
    id: z.string().meta({ examples: ['pizza-size-large'] }),
    name: z.string().meta({ examples: ['Large'] }),
    price: Dollars.describe('What the option adds to the dish, ≥ 0').meta({ examples: [2.5] }),
    isAvailable: z.boolean(),
    translations: TranslationsAnswer.optional().describe('Admins’ reads and writes only'),
  })
  .meta({ id: 'FoodOption' });
export type FoodOptionAnswer = z.infer<typeof FoodOptionAnswer>;

export const FoodOptionGroupAnswer = z
  .object({
    id: z
      .string()
      .describe('The same id on every dish sharing the group')
      .meta({ examples: ['pizza-size'] }),
    name: z.string().meta({ examples: ['Size'] }),
    minSelect: z.int().min(0).describe('Fewest options to choose; 1 or more makes the group required'),
    maxSelect: z.int().min(1).describe('Most options to choose'),
    options: z.array(FoodOptionAnswer),
    translations: TranslationsAnswer.optional().describe('Admins’ reads and writes only'),
  })
  .meta({ id: 'FoodOptionGroup' });
export type FoodOptionGroupAnswer = z.infer<typeof FoodOptionGroupAnswer>;

export const DishRatingAnswer = z
  .object({
    average: z.number().min(1).max(5).describe('The mean of the stars, one decimal'),
    count: z.int().min(0).describe('How many ratings'),
  })
  .meta({ id: 'DishRating' });

export const FoodAnswer = z
  .object({
    _id: z.string().describe('Same value as id'),
    id: z.string().meta({ examples: ['margherita-pizza'] }),
    name: z.string(),
    category: z
      .string()
      .describe("Its category's name (GET /api/categories), compared ignoring case")
      .meta({ examples: ['pizza'] }),
    categoryId: z
      .string()
      .describe("Its category's id")
      .meta({ examples: ['pizza'] }),
    mainCategory: z
      .string()
      .optional()
      .describe('Reads only: the name of the main category its category sits inside; absent when its category is a main one')
      .meta({ examples: ['Fruit & Veg'] }),
    price: Dollars.meta({ examples: [12.99] }),
    image: z
      .string()
      .describe('A path on this site or an http(s) URL')
      .meta({ examples: ['/images/dishes/margherita-pizza.avif'] }),
    description: z.string(),
    isAvailable: z
      .boolean()
      .describe(
        "Whether a customer can order it now: on sale and, when its stock is tracked, in stock. In include=hidden (the admin's list) the owner's on-sale switch alone; `stock` says the rest",
      ),
    stock: StockAnswer,
    sku: z.string().nullable().describe("The shop's own code for it, unique among its products; null: none"),
    barcode: z
      .string()
      .nullable()
      .describe('Its GTIN (8, 12, 13 or 14 digits, check digit verified); null: none')
      .meta({ examples: ['4006381333931'] }),
    content: z
      .object({ amount: z.number().positive(), unit: z.enum(CONTENT_UNITS) })
      .nullable()
      .describe('What a pack holds (500 g, 1.5 l, 6 items); null: not given')
      .meta({ examples: [{ amount: 500, unit: 'g' }] }),
    unitPrice: z
      .object({ amount: Dollars, per: z.enum(['kg', 'l', 'item', 'lb']) })
      .nullable()
      .describe(
        'Answer only: the price per kg, l or item its content makes, rounded half up; for a product sold by weight its price per `unit`; null otherwise',
      )
      .meta({ examples: [{ amount: 5.98, per: 'kg' }] }),
    soldBy: z.enum(SOLD_BY).describe("'weight': ordered by weight (`quantity` may be decimal), `price` is per `unit`"),
    unit: z.enum(WEIGHT_UNITS).nullable().describe('The weight its price is per; null for a product sold by the unit'),
    quantityStep: z.number().positive().describe('Quantities are multiples of this (1 for a product sold by the unit)'),
    minQuantity: z.number().positive().describe('The least a line may hold'),
    maxQuantity: z.number().positive().nullable().describe("The most a line may hold; null: the shop's own limit (99)"),
    allergens: z
      .array(z.enum(ALLERGEN_CODES))
      .describe("The EU's 14 allergens the dish contains, by code")
      .meta({ examples: [['gluten', 'milk']] }),
    dietary: z
      .array(z.enum(DIETARY_CODES))
      .describe('Dietary tags that hold for the dish')
      .meta({ examples: [['vegetarian']] }),
    optionGroups: z.array(FoodOptionGroupAnswer).describe('The choices a customer makes for the dish, in order'),
    taxRate: z.number().min(0).max(100).describe("Its category's tax rate, percent; 0 for none"),
    rating: DishRatingAnswer.nullable().describe('From the stars of verified order reviews not hidden; null below 3 ratings'),
    lang: AnswerLanguage.optional().describe(
      "The language name, description, category and options are in (every read); absent from a write's answer, which is in the default language's text",
    ),
    translations: TranslationsAnswer.optional().describe(
      'The name and description in other languages: in include=hidden (the admin list) and in the answers of writes',
    ),
  })
  .meta({ id: 'Food' });
export type FoodAnswer = z.infer<typeof FoodAnswer>;

/** GET /api/foods: the bare list (no envelope), as the menu has always been sent. */
export const MenuAnswer = z.array(FoodAnswer);
export type MenuAnswer = z.infer<typeof MenuAnswer>;

/**
 * One dish in GET /api/foods/search-index: what the menu's search reads of it (domain/search-document.ts),
 * its fields in a row rather than named, as thousands of them are sent at once.
 */
export const SearchIndexEntry = z
  .tuple([
    z.string().describe('id'),
    z.string().describe('name'),
    z.string().describe("its category's name"),
    z.string().describe('its option groups and options, by name, in one text'),
    z.string().describe('its description, to its last whole word within the first 160 characters'),
  ])
  .meta({
    id: 'SearchIndexEntry',
    examples: [
      ['margherita-pizza', 'Margherita Pizza', 'pizza', 'Extras Extra mozzarella Olives', 'San Marzano tomato, fresh mozzarella…'],
    ],
  });
export type SearchIndexEntry = z.infer<typeof SearchIndexEntry>;

/** GET /api/foods/search-index: every dish of the storefront, in the menu's order. */
export const SearchIndexAnswer = z.array(SearchIndexEntry);
export type SearchIndexAnswer = z.infer<typeof SearchIndexAnswer>;

export const FoodChangedAnswer = dataAnswerWithMessage(FoodAnswer);
export type FoodChangedAnswer = z.infer<typeof FoodChangedAnswer>;

export const OptionAvailabilityAnswer = dataAnswerWithMessage(z.object({ id: z.string(), name: z.string(), isAvailable: z.boolean() }));
export type OptionAvailabilityAnswer = z.infer<typeof OptionAvailabilityAnswer>;

/** POST /api/admin/demo/remove: how much of the demo menu went. */
export const DemoMenuRemovedAnswer = dataAnswerWithMessage(
  z.object({
    dishes: Count.describe('Demo dishes removed'),
    categories: Count.describe("Demo categories removed (one holding an owner's dish stays)"),
    optionGroups: Count.describe("Demo option groups removed (one an owner's dish offers stays)"),
  }),
);
export type DemoMenuRemovedAnswer = z.infer<typeof DemoMenuRemovedAnswer>;
