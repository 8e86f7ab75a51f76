import { type ReactNode, useId, useState } from 'react';
import type { Food } from '../../../../domain/food.ts';
import {
  blankGroup,
  blankOption,
  editableGroup,
  otherDishesOffering,
  shareableGroups,
  type EditableGroup,
  type EditableOption,
} from './option-groups-form.ts';
import { currencySymbol } from '../../../../domain/currency.ts';
import { OPTION_NAME_MAX_LENGTH } from '../../../../domain/food-form.ts';
import { FieldError } from '../ui/FieldError.tsx';
import { pageLanguage, t } from '../../i18n/t.ts';
import { tElements } from './t-elements.tsx';
import { ChoiceNamesTranslations } from './ChoiceNamesTranslations.tsx';

const srOnly = (children: ReactNode) => <span className="sr-only">{children}</span>;

interface Props {
  groups: readonly EditableGroup[];
  onChange(groups: EditableGroup[]): void;
  /** Every dish, to offer the groups they have and to say who shares one. */
  foods: readonly Food[];
  dishId: string | undefined;
  /** Messages by their path in the body ('optionGroups', 'optionGroups.0.name', 'optionGroups.0.options.1.price'), each said at its place. */
  errors?: Readonly<Record<string, string>>;
}

const input = 'block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink aria-invalid:border-chili-700';
const smallButton = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold ring-1';

/**
 * The dish's option groups in the food form: each group's name, its minimum and maximum, its
 * options (name, price change, available), their names in the shop's other languages; new groups, or groups other dishes offer, shared.
 */
export function OptionGroupsField({ groups, onChange, foods, dishId, errors = {} }: Props) {
  const errorId = useId();
  const error = errors.optionGroups;
  const shareable = shareableGroups(foods, groups);
  const [sharedPick, setSharedPick] = useState('');
  const setGroup = (index: number, next: EditableGroup) => onChange(groups.map((group, at) => (at === index ? next : group)));
  const share = () => {
    const group = shareable.find((candidate) => candidate.id === sharedPick) ?? shareable[0];
    if (group) onChange([...groups, editableGroup(group)]);
    setSharedPick('');
  };

  return (
    <fieldset id="food-optionGroups" tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">
        {tElements('admin-foods.options', {}, { muted: (children) => <span className="font-normal text-ink-muted">{children}</span> })}
      </legend>
      <p className="mt-0.5 text-sm text-ink-muted">{t('admin-foods.optionsHint')}</p>
      {groups.map((group, index) => (
        <GroupEditor
          key={group.key}
          group={group}
          position={index + 1}
          sharedWith={otherDishesOffering(foods, group.id, dishId)}
          errorOf={(path) => errors[path === '' ? `optionGroups.${index}` : `optionGroups.${index}.${path}`]}
          onChange={(next) => setGroup(index, next)}
          onRemove={() => onChange(groups.filter((_, at) => at !== index))}
        />
      ))}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <button
          type="button"
          onClick={() => onChange([...groups, blankGroup()])}
          className={`${smallButton} text-brand-700 ring-brand-200 hover:bg-brand-50`}
        >
          {t('admin-foods.addGroup')}
        </button>
        {shareable.length > 0 && (
          <>
            <label className="text-sm font-semibold text-ink">
              {t('admin-foods.shareGroup')}
              <select
                value={sharedPick || shareable[0]!.id}
                onChange={(event) => setSharedPick(event.currentTarget.value)}
                className={`${input} mt-1 min-h-10`}
              >
                {shareable.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name} ({group.options.map((option) => option.name).join(', ')})
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={share} className={`${smallButton} text-brand-700 ring-brand-200 hover:bg-brand-50`}>
              {t('admin-foods.addSharedGroup')}
            </button>
          </>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function GroupEditor({
  group,
  position,
  sharedWith,
  onChange,
  onRemove,
  errorOf,
}: {
  group: EditableGroup;
  position: number;
  sharedWith: string[];
  onChange(next: EditableGroup): void;
  onRemove(): void;
  /** The message at a path inside this group ('' for the group's own). */
  errorOf(path: string): string | undefined;
}) {
  const headingId = useId();
  const ids = useId();
  /** aria-invalid and aria-describedby for the field at `path`, and its message's element. */
  const checked = (path: string) => {
    const message = errorOf(path);
    const id = `${ids}-${path}`;
    return {
      attributes: message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {},
      message: <FieldError id={id} message={message} />,
    };
  };
  const nameCheck = checked('name');
  const minCheck = checked('minSelect');
  const maxCheck = checked('maxSelect');
  const groupCheck = checked('');
  const label = group.name.trim() || t('admin-foods.groupNumber', { position });
  const set = (field: 'name' | 'minSelect' | 'maxSelect', value: string) => onChange({ ...group, [field]: value });
  const setOption = (index: number, next: EditableOption) =>
    onChange({ ...group, options: group.options.map((option, at) => (at === index ? next : option)) });

  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl p-3 ring-1 ring-brand-200">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {label}
        </h3>
        <button
          type="button"
          aria-label={t('admin-foods.removeGroupLabel', { group: label })}
          onClick={onRemove}
          className={`${smallButton} text-chili-700 ring-red-200 hover:bg-red-50`}
        >
          {t('admin-foods.removeGroup')}
        </button>
      </div>
      {sharedWith.length > 0 && (
        <p className="mt-1 text-sm text-ink-muted">
          {t('admin-foods.sharedWith', { dishes: new Intl.ListFormat(pageLanguage(), { type: 'unit' }).format(sharedWith) })}
        </p>
      )}
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)_6rem_6rem] gap-2">
        <label className="text-sm font-semibold text-ink">
          {t('admin-foods.groupName')}
          <input
            value={group.name}
            maxLength={60}
            {...nameCheck.attributes}
            onChange={(event) => set('name', event.currentTarget.value)}
            className={`${input} mt-1`}
          />
        </label>
        <label className="text-sm font-semibold text-ink">
          {t('admin-foods.atLeast')}
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            {...minCheck.attributes}
            value={group.minSelect}
            onChange={(event) => set('minSelect', event.currentTarget.value)}
            className={`${input} mt-1`}
          />
        </label>
        <label className="text-sm font-semibold text-ink">
          {t('admin-foods.atMost')}
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            {...maxCheck.attributes}
            value={group.maxSelect}
            onChange={(event) => set('maxSelect', event.currentTarget.value)}
            className={`${input} mt-1`}
          />
        </label>
      </div>
      {/* Under the row, each tied to its field by aria-describedby. */}
      {nameCheck.message}
      {minCheck.message}
      {maxCheck.message}
      <ul aria-label={t('admin-foods.optionsOf', { group: label })} className="mt-2 flex flex-col gap-2">
        {group.options.map((option, index) => {
          const name = option.name.trim() || t('admin-foods.optionNumber', { position: index + 1 });
          const optionName = checked(`options.${index}.name`);
          const optionPrice = checked(`options.${index}.price`);
          return (
            <li key={option.key} className="grid grid-cols-[minmax(0,1fr)_6rem_auto_auto] items-center gap-x-2">
              <input
                {...optionName.attributes}
                aria-label={t('admin-foods.optionNameLabel', { position: index + 1, group: label })}
                placeholder={t('admin-foods.optionNamePlaceholder')}
                value={option.name}
                maxLength={60}
                onChange={(event) => setOption(index, { ...option, name: event.currentTarget.value })}
                className={input}
              />
              <input
                {...optionPrice.attributes}
                aria-label={t('admin-foods.priceChange', { option: name, symbol: currencySymbol() })}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                value={option.price}
                onChange={(event) => setOption(index, { ...option, price: event.currentTarget.value })}
                className={input}
              />
              <label className="flex min-h-10 items-center gap-1.5 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={option.isAvailable}
                  onChange={(event) => setOption(index, { ...option, isAvailable: event.currentTarget.checked })}
                  className="h-5 w-5 accent-brand-600"
                />
                {tElements('admin-foods.optionAvailable', { option: name }, { sr: srOnly })}
              </label>
              <button
                type="button"
                aria-label={t('admin-foods.removeOptionLabel', { option: name, group: label })}
                onClick={() => onChange({ ...group, options: group.options.filter((_, at) => at !== index) })}
                className={`${smallButton} text-chili-700 ring-red-200 hover:bg-red-50`}
              >
                {t('admin-foods.remove')}
              </button>
              <div className="col-span-4">
                {optionName.message}
                {optionPrice.message}
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onChange({ ...group, options: [...group.options, blankOption()] })}
        className={`${smallButton} mt-2 text-brand-700 ring-brand-200 hover:bg-brand-50`}
      >
        {tElements('admin-foods.addOption', { group: label }, { sr: srOnly })}
      </button>
      <ChoiceNamesTranslations group={group} maxLength={OPTION_NAME_MAX_LENGTH} onChange={onChange} errorOf={errorOf} />
      {groupCheck.message}
    </section>
  );
}
