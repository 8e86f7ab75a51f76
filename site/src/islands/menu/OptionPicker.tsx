import { isRequired } from '../../../../domain/food.ts';
import { groupRule, optionPriceLabel, type OptionGroup } from '../../../../domain/menu-options.ts';
import { t } from '../../i18n/t.ts';

interface Props {
  /** The dish's groups, in cents as the rules read them (domain/menu-options.ts optionGroupsInCents). */
  groups: readonly OptionGroup[];
  chosen: readonly string[];
  onToggle(groupId: string, optionId: string): void;
  /** The group the last "Add to Cart" found wanting, with what to say (in the page's language). */
  problem: { groupId: string; message: string } | null;
}

export function groupElementId(groupId: string): string {
  return `option-group-${groupId}`;
}

/**
 * The dish's choices: one fieldset per group, named by its legend ("Size — choose 1, required"),
 * radio buttons where exactly one is chosen, checkboxes elsewhere. A sold-out option is shown
 * and cannot be chosen; a full group lets no more be ticked.
 */
export function OptionPicker({ groups, chosen, onToggle, problem }: Props) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => {
        const single = group.minSelect === 1 && group.maxSelect === 1;
        const held = group.options.filter((option) => chosen.includes(option.id)).length;
        const full = !single && held >= group.maxSelect;
        const errorId = `${groupElementId(group.id)}-error`;
        const failing = problem?.groupId === group.id;
        return (
          <fieldset
            key={group.id}
            id={groupElementId(group.id)}
            tabIndex={-1}
            aria-describedby={failing ? errorId : undefined}
            className={`rounded-2xl p-4 ring-1 ${failing ? 'ring-2 ring-chili-700' : 'ring-brand-200'}`}
          >
            <legend className="px-1 font-bold text-ink">
              {group.name} <span className="font-normal text-ink-muted">— {groupRule(group, t)}</span>
              {isRequired(group) && (
                <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                  {t('menu.required')}
                </span>
              )}
            </legend>
            <ul className="mt-2 flex flex-col gap-1">
              {group.options.map((option) => {
                const checked = chosen.includes(option.id);
                return (
                  <li key={option.id}>
                    <label
                      className={`flex min-h-11 items-center gap-3 rounded-xl px-2 ${option.isAvailable ? 'cursor-pointer hover:bg-brand-50' : 'text-ink-muted'}`}
                    >
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={group.id}
                        value={option.id}
                        checked={checked}
                        disabled={!option.isAvailable || (full && !checked)}
                        onChange={() => onToggle(group.id, option.id)}
                        className="h-5 w-5 accent-brand-700"
                      />
                      <span className="flex-1">{option.name}</span>
                      <span className="text-sm font-semibold">{option.isAvailable ? optionPriceLabel(option, t) : t('menu.soldOut')}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {failing && (
              <p id={errorId} className="mt-2 text-sm font-semibold text-chili-700">
                {problem.message}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
