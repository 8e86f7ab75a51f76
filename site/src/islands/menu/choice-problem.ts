import type { OptionGroup } from '../../../../domain/menu-options.ts';
import { checkChoices } from '../../../../domain/option-check.ts';
import { t, tText } from '../../i18n/t.ts';

/** What keeps a choice of options from the cart, said in the page's language, and the group to show it at; null when nothing does. */
export function choiceProblem(
  dish: string,
  groups: readonly OptionGroup[],
  chosenIds: readonly string[],
): { groupId: string; message: string } | null {
  const check = checkChoices(dish, groups, chosenIds);
  if (check.ok) return null;
  return {
    groupId: check.groupId ?? groups[0]?.id ?? '',
    message: check.problem ? t(check.problem.key, check.problem.values) : tText(check.message),
  };
}
