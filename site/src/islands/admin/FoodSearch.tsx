import { useState, type KeyboardEvent } from 'react';
import type { Food } from '../../../../domain/food.ts';
import { t } from '../../i18n/t.ts';
import { foodsWithCode } from './food-search.ts';

/** The id of a product's Edit button in Manage Foods, where finding it by its code puts focus. */
export const editButtonId = (food: Pick<Food, 'id'>) => `edit-food-${food.id}`;

const searchInput =
  'mt-1.5 block w-full max-w-md rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted';

/**
 * Manage Foods' search: the list narrows as one types (name, SKU or barcode). A barcode scanner
 * is a keyboard that types the digits and presses Enter: then, when exactly one product has that
 * code, its row comes into view and its Edit button takes focus, and the status line says so.
 */
export function FoodSearch({
  foods,
  search,
  found,
  onSearch,
}: {
  foods: readonly Food[];
  search: string;
  /** How many products the list shows for `search`. */
  found: number;
  onSearch: (search: string) => void;
}) {
  const [announcement, setAnnouncement] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || search.trim() === '') return;
    event.preventDefault();
    const code = search.trim();
    const matches = foodsWithCode(foods, code);
    const [only] = matches;
    if (matches.length !== 1 || !only) {
      setAnnouncement(
        matches.length === 0 ? t('admin-foods.codeNotFound', { code }) : t('admin-foods.codeOnSeveral', { count: matches.length, code }),
      );
      return;
    }
    const edit = document.getElementById(editButtonId(only));
    edit?.scrollIntoView({ block: 'center' });
    edit?.focus();
    setAnnouncement(t('admin-foods.codeFound', { name: only.name }));
  };

  return (
    <div className="mb-4">
      <label htmlFor="food-search" className="block text-sm font-semibold text-ink">
        {t('admin-foods.searchLabel')}
      </label>
      <input
        id="food-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={search}
        onChange={(event) => {
          onSearch(event.currentTarget.value);
          setAnnouncement('');
        }}
        onKeyDown={onKeyDown}
        className={searchInput}
      />
      <p role="status" className="mt-1.5 min-h-5 text-sm text-ink-muted">
        {announcement || (search.trim() === '' ? '' : t('admin-foods.searchCount', { count: found }))}
      </p>
    </div>
  );
}
