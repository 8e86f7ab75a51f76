import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { SEARCH_PARAM } from '../../../../domain/menu-search.ts';
import { $searchHits } from '../../stores/menu-view.ts';
import { t } from '../../i18n/t.ts';

// The search and its library load when the box is first focused (or with a ?q= address), not before.
const search = (text: string) => void import('./search-actions.ts').then(({ runSearch }) => runSearch(text));
const prepare = () => void import('./search-actions.ts').then(({ prepareSearch }) => prepareSearch());

/**
 * The menu's search box; a ?q= in the address opens the menu already searched. The field is the
 * browser's own (uncontrolled): what was typed before the island woke is searched when it does.
 */
export function MenuSearch() {
  const hits = useStore($searchHits);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    const shared = new URLSearchParams(window.location.search).get(SEARCH_PARAM);
    if (!input.value && shared) input.value = shared;
    if (input.value) search(input.value);
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is missing from browsers still in use (Safari before 17), the role is not
    <div role="search" className="mx-auto mb-4 max-w-xl">
      {/* Visible: a placeholder goes away with the first letter typed, a label stays. */}
      <label htmlFor="menu-search" className="mb-1.5 block px-5 text-sm font-semibold text-ink">
        {t('menu.searchLabel')}
      </label>
      <input
        ref={field}
        id="menu-search"
        type="search"
        maxLength={100}
        placeholder={t('menu.searchPlaceholder')}
        onFocus={prepare}
        onChange={(event) => search(event.currentTarget.value)}
        className="block min-h-12 w-full rounded-full border border-field bg-white px-5 text-base text-ink"
      />
      <p role="status" className="sr-only">
        {hits === null ? '' : t('menu.searchFound', { count: hits.length })}
      </p>
    </div>
  );
}
