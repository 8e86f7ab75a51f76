import type { MessageKey } from './i18n/messages/index.ts';
import type { ChosenOption, OptionGroup } from './menu-options.ts';
import type { Cents } from './money.ts';

/**
 * The rules a customer's choice of options must keep, shared by the dish's page (instant
 * feedback as they add it) and the server (the truth): every chosen option belongs to the dish
 * and is available, each group's minimum and maximum hold, each option is chosen once. Apart
 * from ./menu-options.ts, which the pages that show options load at once: the page asks for
 * these only as its cart button is pressed, the server's messages with them.
 */
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
