import type { Food, FoodOptionGroup } from '../../../../domain/food.ts';
import { amountText } from '../../../../domain/currency.ts';
import { cleanTranslations, type Translations } from '../../../../domain/menu-translations.ts';

/**
 * The food form's option groups as the owner edits them: text fields kept as typed, each row with
 * a key of its own for React, and the ids of groups and options already saved (so a shared group
 * stays shared and an option keeps its id when renamed), and each name's translations. FoodInput (domain/food-form.ts) checks
 * what they become.
 */
export interface EditableOption {
  key: string;
  id?: string;
  name: string;
  price: string;
  isAvailable: boolean;
  translations: Translations;
}

export interface EditableGroup {
  key: string;
  id?: string;
  name: string;
  minSelect: string;
  maxSelect: string;
  options: EditableOption[];
  translations: Translations;
}

let counter = 0;
const newKey = () => `row-${++counter}`;

export function editableGroups(groups: readonly FoodOptionGroup[] | undefined): EditableGroup[] {
  return (groups ?? []).map(editableGroup);
}

export function editableGroup(group: FoodOptionGroup): EditableGroup {
  return {
    key: newKey(),
    id: group.id,
    name: group.name,
    minSelect: String(group.minSelect),
    maxSelect: String(group.maxSelect),
    translations: group.translations ?? {},
    options: group.options.map((option) => ({
      key: newKey(),
      id: option.id,
      name: option.name,
      price: amountText(option.price),
      isAvailable: option.isAvailable,
      translations: option.translations ?? {},
    })),
  };
}

export function blankOption(): EditableOption {
  return { key: newKey(), name: '', price: '0.00', isAvailable: true, translations: {} };
}

/** A new group starts as "choose 1" from one option to fill in. */
export function blankGroup(): EditableGroup {
  return { key: newKey(), name: '', minSelect: '1', maxSelect: '1', options: [blankOption()], translations: {} };
}

/**
 * The body's `optionGroups`: ids where saved, numbers as typed (the schema reads and checks them).
 * Translations are always sent, so a cleared one is removed.
 */
export function optionGroupsInput(groups: readonly EditableGroup[]) {
  return groups.map((group) => ({
    ...(group.id ? { id: group.id } : {}),
    name: group.name,
    minSelect: group.minSelect,
    maxSelect: group.maxSelect,
    translations: cleanTranslations(group.translations),
    options: group.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name,
      price: option.price,
      isAvailable: option.isAvailable,
      translations: cleanTranslations(option.translations),
    })),
  }));
}

/** Groups other dishes offer that this one does not yet: the owner may share them. Each once, by name. */
export function shareableGroups(foods: readonly Food[], current: readonly EditableGroup[]): FoodOptionGroup[] {
  const taken = new Set(current.flatMap((group) => (group.id ? [group.id] : [])));
  const found = new Map<string, FoodOptionGroup>();
  for (const food of foods)
    for (const group of food.optionGroups ?? []) if (!taken.has(group.id) && !found.has(group.id)) found.set(group.id, group);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The other dishes offering a saved group, by name: who an edit of it also reaches. */
export function otherDishesOffering(foods: readonly Food[], groupId: string | undefined, dishId: string | undefined): string[] {
  if (!groupId) return [];
  return foods
    .filter((food) => food.id !== dishId && (food.optionGroups ?? []).some((group) => group.id === groupId))
    .map((food) => food.name);
}
