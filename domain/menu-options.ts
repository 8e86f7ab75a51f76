import type { FoodOptionGroup } from './food.ts';
import { priceCents } from './contracts/amounts.ts';
import { formatMoney, type Cents } from './money.ts';
import type { MessageKey } from './i18n/messages/index.ts';
import type { Translate } from './i18n/tables.ts';

/**
 * A dish's option groups ("Size — choose 1", "Extras — up to 3") and the rules a customer's
 * choice must keep, shared by the dish dialog (instant feedback, the price as they choose) and
 * the server (the truth): every chosen option belongs to the dish and is available, each group's
 * minimum and maximum hold, each option is chosen once. A line's price is the dish's plus its
 * options', times the quantity.
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

export type ChoiceCheck =
  | { ok: true; chosen: ChosenOption[]; extraCents: Cents }
  | {
      ok: false;
      status: 400 | 409;
      message: string;
      /** The group whose minimum or maximum failed. */
      groupId?: string;
      /** That group's problem as a message the dish page writes in its language. */
      problem?: { key: MessageKey; values: { group: string; count: number } };
    };

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

/**
 * Checks `chosenIds` against a dish's groups. Order of checks: each id once and known to the
 * dish (400, naming it), available (409, naming it), then each group's minimum and maximum (400,
 * naming the group), in the dish's order of groups.
 */
export function checkChoices(dishName: string, groups: readonly OptionGroup[], chosenIds: readonly string[]): ChoiceCheck {
  const byId = new Map<string, ChosenOption>();
  for (const group of groups) for (const option of group.options) byId.set(option.id, { groupId: group.id, option });

  const seen = new Set<string>();
  const chosen: ChosenOption[] = [];
  for (const id of chosenIds) {
    if (seen.has(id)) return { ok: false, status: 400, message: `Choose each option once (${byId.get(id)?.option.name ?? id}).` };
    seen.add(id);
    const found = byId.get(id);
    if (!found) return { ok: false, status: 400, message: `"${id}" is not an option of ${dishName}.` };
    chosen.push(found);
  }
  const soldOut = chosen.find(({ option }) => !option.isAvailable);
  if (soldOut) return { ok: false, status: 409, message: `Sorry, ${soldOut.option.name} (${dishName}) is sold out.` };

  for (const group of groups) {
    const count = chosen.filter((choice) => choice.groupId === group.id).length;
    if (count < group.minSelect) {
      const what = group.minSelect === 1 ? `a ${group.name.toLowerCase()}` : `at least ${group.minSelect} from ${group.name}`;
      return {
        ok: false,
        status: 400,
        message: `Please choose ${what} for ${dishName}.`,
        groupId: group.id,
        problem: { key: 'menu.tooFewChosen', values: { group: group.name, count: group.minSelect } },
      };
    }
    if (count > group.maxSelect)
      return {
        ok: false,
        status: 400,
        message: `Choose at most ${group.maxSelect} from ${group.name} for ${dishName}.`,
        groupId: group.id,
        problem: { key: 'menu.tooManyChosen', values: { group: group.name, count: group.maxSelect } },
      };
  }
  const extraCents = chosen.reduce((sum, { option }) => sum + option.priceCents, 0);
  return { ok: true, chosen, extraCents };
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

/** The choices as a receipt lists them: 'Large 14" (+$2.50), Olives (+$1.00), No pickles'. */
export function describeChoices(options: readonly { name: string; priceCents: Cents }[]): string {
  return options.map((option) => (option.priceCents > 0 ? `${option.name} (+${formatMoney(option.priceCents)})` : option.name)).join(', ');
}

/** A line's name where two lines of one dish must be told apart: 'Pepperoni Pizza (Large 14", Olives)'. */
export function lineLabel(name: string, options: readonly { name: string }[] | undefined): string {
  return options && options.length > 0 ? `${name} (${options.map((option) => option.name).join(', ')})` : name;
}
