import type { FoodOptionGroup } from './food.ts';
import { priceCents } from './contracts/amounts.ts';
import { formatMoney, type Cents } from './money.ts';
import type { Translate } from './i18n/tables.ts';

/**
 * A dish's option groups ("Size — choose 1", "Extras — up to 3") and how a choice is made, shared
 * by the dish's page and the server. The rules a choice must keep are in ./option-check.ts, a
 * line's options in words in ./option-lines.ts. A line's price is the dish's plus its options',
 * times the quantity.
 */
export interface MenuOption {
  id: string;
  name: string;
  /** The price change, ≥ 0. */
  priceCents: Cents;
  isAvailable: boolean;
}

export interface OptionGroup {
  id: string;
  name: string;
  minSelect: number;
  maxSelect: number;
  options: readonly MenuOption[];
}

export interface ChosenOption {
  groupId: string;
  option: MenuOption;
}

/** 'Size — choose 1', 'Extras — up to 3', 'Sauce — choose 1 to 2', 'Leave out — optional', written with `t`. */
export function groupRule(group: Pick<OptionGroup, 'minSelect' | 'maxSelect'>, t: Translate): string {
  const { minSelect: min, maxSelect: max } = group;
  if (min === max) return t('menu.ruleExactly', { count: min });
  if (min === 0) return max === 1 ? t('menu.ruleOptional') : t('menu.ruleUpTo', { max });
  return t('menu.ruleBetween', { min, max });
}

/** '+$2.50', or 'free' for an option that costs nothing, written with `t`. */
export function optionPriceLabel(option: Pick<MenuOption, 'priceCents'>, t: Translate): string {
  return option.priceCents > 0 ? t('menu.optionExtra', { price: formatMoney(option.priceCents) }) : t('menu.optionFree');
}

/** Chosen options in the order the dish lists its groups and their options (how a receipt reads). */
export function inMenuOrder<Option extends Pick<MenuOption, 'id'>>(groups: readonly OptionGroup[], chosen: readonly Option[]): Option[] {
  const rank = new Map<string, number>();
  for (const group of groups) for (const option of group.options) rank.set(option.id, rank.size);
  return [...chosen].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** A dish's groups as the API sends them (dollars) → as the rules read them (cents). */
export function optionGroupsInCents(groups: readonly FoodOptionGroup[] | undefined): OptionGroup[] {
  return (groups ?? []).map((group) => ({
    ...group,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      isAvailable: option.isAvailable,
      priceCents: priceCents(option),
    })),
  }));
}

/**
 * The choice after the customer taps an option: a one-of group swaps it for the option held
 * before; a many-of group adds it while under its maximum; a chosen option is let go.
 */
export function toggleChoice(groups: readonly OptionGroup[], chosenIds: readonly string[], groupId: string, optionId: string): string[] {
  const group = groups.find((candidate) => candidate.id === groupId);
  if (!group) return [...chosenIds];
  if (chosenIds.includes(optionId))
    return group.minSelect === 1 && group.maxSelect === 1 ? [...chosenIds] : chosenIds.filter((id) => id !== optionId);
  const inGroup = new Set(group.options.map((option) => option.id));
  const held = chosenIds.filter((id) => inGroup.has(id));
  if (group.maxSelect === 1) return [...chosenIds.filter((id) => !inGroup.has(id)), optionId];
  return held.length >= group.maxSelect ? [...chosenIds] : [...chosenIds, optionId];
}
