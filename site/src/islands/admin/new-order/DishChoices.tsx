import { checkChoices } from '../../../../../domain/option-check.ts';
import { groupRule, type OptionGroup, optionPriceLabel } from '../../../../../domain/menu-options.ts';
import { t, tText } from '../../../i18n/t.ts';

/** What keeps a choice of options from being added, in the page's language, and its group; null when nothing does. */
export function choicesProblem(dish: string, groups: readonly OptionGroup[], chosen: readonly string[]) {
  const check = checkChoices(dish, groups, chosen);
  if (check.ok) return null;
  return {
    groupId: check.groupId ?? groups[0]?.id ?? '',
    message: check.problem ? t(check.problem.key, check.problem.values) : tText(check.message),
  };
}

/**
 * A dish's choices as the counter makes them: each group a row of radio buttons (one of) or
 * checkboxes (several), the arrows moving through a group as the browser's own controls do. Tighter
 * than the storefront's picker (site/src/islands/menu/OptionPicker.tsx), and its own so that the
 * storefront's product page keeps its picker in its first chunk.
 */
export function DishChoices(props: {
  groups: readonly OptionGroup[];
  chosen: readonly string[];
  problem: { groupId: string; message: string } | null;
  onToggle: (groupId: string, optionId: string) => void;
}) {
  const { groups, chosen, problem, onToggle } = props;
  return (
    <div className="space-y-3">
      {groups.map((group) => {
        const single = group.minSelect === 1 && group.maxSelect === 1;
        const failing = problem?.groupId === group.id;
        return (
          <fieldset key={group.id} aria-describedby={failing ? `choices-${group.id}-problem` : undefined}>
            <legend className="text-sm font-bold text-ink">
              {group.name} <span className="font-normal text-ink-muted">— {groupRule(group, t)}</span>
            </legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {group.options.map((option) => (
                <label
                  key={option.id}
                  className={`flex min-h-11 items-center gap-2 rounded-full px-3 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 ${option.isAvailable ? 'cursor-pointer' : 'text-ink-muted'}`}
                >
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`choices-${group.id}`}
                    value={option.id}
                    checked={chosen.includes(option.id)}
                    disabled={!option.isAvailable}
                    onChange={() => onToggle(group.id, option.id)}
                    // Kept clear of the screen's sticky total when the focus brings it into view.
                    className="h-5 w-5 scroll-mb-28 accent-brand-600"
                  />
                  {option.name}
                  <span className="text-sm text-ink-muted">{optionPriceLabel(option, t)}</span>
                </label>
              ))}
            </div>
            {failing && (
              <p id={`choices-${group.id}-problem`} className="mt-1 text-sm font-semibold text-chili-700">
                {problem.message}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
