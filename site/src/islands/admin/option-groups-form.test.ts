import { describe, expect, it } from 'vitest';
import type { FoodOptionGroup } from '../../../../domain/food.ts';
import { FoodInput } from '../../../../domain/food-form.ts';
import { blankGroup, editableGroup, optionGroupsInput } from './option-groups-form.ts';

const EXTRAS: FoodOptionGroup = {
  id: 'pizza-extras',
  name: 'Extras',
  minSelect: 0,
  maxSelect: 3,
  translations: { it: { name: 'Aggiunte' } },
  options: [
    { id: 'olives', name: 'Olives', price: 1, isAvailable: true, translations: { it: { name: 'Olive' }, de: { name: 'Oliven' } } },
    { id: 'mushrooms', name: 'Mushrooms', price: 1, isAvailable: true },
  ],
};

describe('the option groups as the dish form edits them', () => {
  it('keeps the names’ translations of a saved group, and sends them back', () => {
    const [group] = optionGroupsInput([editableGroup(EXTRAS)]);
    expect(group!.translations).toEqual({ it: { name: 'Aggiunte' } });
    expect(group!.options.map((option) => option.translations)).toEqual([{ it: { name: 'Olive' }, de: { name: 'Oliven' } }, {}]);
  });

  it('sends a cleared translation as none, so the saved one is removed', () => {
    const edited = editableGroup(EXTRAS);
    edited.translations = { it: { name: '  ' } };
    expect(optionGroupsInput([edited])[0]!.translations).toEqual({});
  });

  it('starts a new group and its option without translations, which the form’s schema takes', () => {
    const group = { ...blankGroup(), name: 'Crust' };
    group.options[0] = { ...group.options[0]!, name: 'Thin', translations: { fr: { name: 'Fine' } } };
    const checked = FoodInput.safeParse({ name: 'Pizza', category: 'Pizza', price: '9', optionGroups: optionGroupsInput([group]) });
    expect(checked.success && checked.data.optionGroups?.[0]?.options[0]?.translations).toEqual({ fr: { name: 'Fine' } });
  });
});
