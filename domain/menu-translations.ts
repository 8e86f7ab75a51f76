import { z } from 'zod';
import { isLanguage, type Language } from './i18n/languages.ts';
import type { MessageKey } from './i18n/messages/index.ts';

/**
 * The owner's words for a dish, category, option group or option in the shop's other languages:
 * by language, a name and a description, each optional. The untranslated fields (the item's own
 * name and description) are the default language's text; what a language lacks falls back to it,
 * field by field (docs/product/languages.md, "Menu content").
 */
export type TextTranslation = { name?: string; description?: string };
export type Translations = Partial<Record<Language, TextTranslation>>;

/** Message keys (domain/i18n/messages/admin-languages.ts), written in the asker's language. */
export const TRANSLATION_MESSAGES = {
  languageUnknown: 'admin-languages.translationLanguageUnknown',
  invalid: 'admin-languages.translationInvalid',
  dishNameTooLong: 'admin-languages.dishNameTooLong',
  dishDescriptionTooLong: 'admin-languages.dishDescriptionTooLong',
  categoryNameTooLong: 'admin-languages.categoryNameTooLong',
  categoryDescriptionTooLong: 'admin-languages.categoryDescriptionTooLong',
  optionNameTooLong: 'admin-languages.optionNameTooLong',
} as const satisfies Record<string, MessageKey>;

export interface TranslationLimits {
  name: { max: number; message: MessageKey };
  description?: { max: number; message: MessageKey };
}

/**
 * `translations` as a form sends them: shipped languages only, each text within the limit of the
 * field it translates (the forms' own modules give the limits: ./food-form.ts, ./category-form.ts).
 * Blank texts and languages left empty are dropped, so clearing a field
 * brings back the fallback.
 */
export function translationsInput({ name, description }: TranslationLimits) {
  const text = (limit: { max: number; message: MessageKey }) =>
    z.string({ error: TRANSLATION_MESSAGES.invalid }).trim().max(limit.max, limit.message).optional();
  const one = z.object(
    { name: text(name), ...(description ? { description: text(description) } : {}) },
    { error: TRANSLATION_MESSAGES.invalid },
  );
  return z
    .record(z.string(), one, { error: TRANSLATION_MESSAGES.invalid })
    .superRefine((byLanguage, context) => {
      for (const code of Object.keys(byLanguage))
        if (!isLanguage(code)) context.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.languageUnknown, path: [code] });
    })
    .transform((byLanguage): Translations => cleanTranslations(byLanguage as Translations))
    .optional();
}

/** The same translations without blank texts or empty languages. */
export function cleanTranslations(translations: Translations | null | undefined): Translations {
  const clean: Translations = {};
  for (const [code, texts] of Object.entries(translations ?? {})) {
    if (!isLanguage(code) || !texts) continue;
    const kept: TextTranslation = {};
    if (texts.name?.trim()) kept.name = texts.name.trim();
    if (texts.description?.trim()) kept.description = texts.description.trim();
    if (kept.name !== undefined || kept.description !== undefined) clean[code] = kept;
  }
  return clean;
}

/** `{ translations }` when there are some, else nothing: an item without any carries no empty field. */
export function translationsField(translations: Translations | null | undefined): { translations?: Translations } {
  const clean = cleanTranslations(translations);
  return Object.keys(clean).length > 0 ? { translations: clean } : {};
}

/** Anything that has a name, maybe a description, and the owner's translations of them. */
interface Translatable {
  name: string;
  description?: string;
  translations?: Translations | undefined;
}

/**
 * One text in `language`: its translation there, else the default language's translation (the
 * owner may have written one after changing the default), else the item's own text.
 */
function localText(item: Translatable, field: keyof TextTranslation, language: Language, defaultLanguage: Language): string | undefined {
  return item.translations?.[language]?.[field] ?? item.translations?.[defaultLanguage]?.[field];
}

/** The item's name and description in `language`, without its translations (a customer needs only the one). */
function localizeTexts<T extends Translatable>(item: T, language: Language, defaultLanguage: Language): Omit<T, 'translations'> {
  const { translations: _translations, ...rest } = item;
  const localized = { ...rest } as Omit<T, 'translations'> & Translatable;
  localized.name = localText(item, 'name', language, defaultLanguage) ?? item.name;
  if (item.description !== undefined) localized.description = localText(item, 'description', language, defaultLanguage) ?? item.description;
  return localized;
}

interface TranslatableOption extends Translatable {
  id: string;
}
interface TranslatableGroup extends Translatable {
  options: readonly TranslatableOption[];
}

/** An option group and its options in `language`. */
export function localizeOptionGroup<G extends TranslatableGroup>(group: G, language: Language, defaultLanguage: Language) {
  const localized = localizeTexts(group, language, defaultLanguage);
  return {
    ...localized,
    options: group.options.map((option) => localizeTexts(option, language, defaultLanguage)) as Omit<
      G['options'][number],
      'translations'
    >[],
  };
}

interface TranslatableFood extends Translatable {
  description: string;
  optionGroups: readonly TranslatableGroup[];
}

/**
 * A dish in `language`: name, description, option groups and options each in it where the owner
 * translated them, else in the default language; `categoryName` is its category's name in it.
 */
export function localizeFood<F extends TranslatableFood>(food: F, language: Language, defaultLanguage: Language, categoryName?: string) {
  const localized = localizeTexts(food, language, defaultLanguage) as Omit<F, 'translations'> & { category?: string };
  if (categoryName !== undefined) localized.category = categoryName;
  return {
    ...localized,
    optionGroups: food.optionGroups.map((group) => localizeOptionGroup(group, language, defaultLanguage)) as F['optionGroups'],
  };
}

/** A category in `language`. */
export function localizeCategory<C extends Translatable & { description: string }>(
  category: C,
  language: Language,
  defaultLanguage: Language,
): Omit<C, 'translations'> {
  return localizeTexts(category, language, defaultLanguage);
}

/**
 * A whole menu in `language`: dishes carry their category's name in it too, as the storefront
 * groups by that name, and a subcategory's dishes their main category's (`mainCategory`).
 */
export function localizeMenu<
  F extends TranslatableFood & { categoryId: string; mainCategory?: string },
  C extends Translatable & { id: string; description: string; parentId?: string | null },
>(foods: readonly F[], categories: readonly C[], language: Language, defaultLanguage: Language) {
  const localCategories = categories.map((category) => localizeCategory(category, language, defaultLanguage));
  const names = new Map(localCategories.map((category) => [category.id, category.name]));
  const parents = new Map(categories.map((category) => [category.id, category.parentId ?? null]));
  const localize = (food: F) => {
    const local = localizeFood(food, language, defaultLanguage, names.get(food.categoryId));
    const parentId = parents.get(food.categoryId);
    const mainCategory = parentId ? names.get(parentId) : undefined;
    return food.mainCategory === undefined || mainCategory === undefined ? local : { ...local, mainCategory };
  };
  return {
    foods: foods.map(localize),
    categories: localCategories,
  };
}

/**
 * The language an answer is in: the one asked for when the shop offers it (a region tag such as
 * 'it-IT' counts as 'it'), else the shop's default.
 */
export function menuLanguage(asked: string | null | undefined, shop: { default: Language; offered: readonly Language[] }): Language {
  const code = asked?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(code) && shop.offered.includes(code) ? code : shop.default;
}

export interface MissingTranslations {
  language: Language;
  dishes: { id: string; name: string }[];
  categories: { id: string; name: string }[];
  options: { id: string; name: string }[];
}

/**
 * Per offered language but the default, what has no name of its own in it and so shows the
 * default's: dishes, categories, and options and groups (each once, however many dishes share it).
 */
export function missingTranslations(
  foods: readonly (Translatable & { id: string; optionGroups: readonly (TranslatableGroup & { id: string })[] })[],
  categories: readonly (Translatable & { id: string })[],
  shop: { default: Language; offered: readonly Language[] },
): MissingTranslations[] {
  const untranslated = (item: Translatable, language: Language) => !item.translations?.[language]?.name;
  const choices = new Map<string, Translatable & { id: string }>();
  for (const food of foods)
    for (const group of food.optionGroups) {
      choices.set(group.id, group);
      for (const option of group.options) choices.set(option.id, option);
    }
  const named = ({ id, name }: { id: string; name: string }) => ({ id, name });
  return shop.offered
    .filter((language) => language !== shop.default)
    .map((language) => ({
      language,
      dishes: foods.filter((food) => untranslated(food, language)).map(named),
      categories: categories.filter((category) => untranslated(category, language)).map(named),
      options: [...choices.values()].filter((choice) => untranslated(choice, language)).map(named),
    }));
}
