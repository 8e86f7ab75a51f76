import { ALL_CATEGORIES, sameCategory } from '../../../../domain/catalogue.ts';
import { MENU_FILTER_CLASSES, MENU_FILTERS_LABEL } from '../../../../domain/dish-view.ts';
import { useLayoutEffect, useRef } from 'react';
import { t } from '../../i18n/t.ts';
import { selectCategory } from '../../stores/menu-view.ts';

/** The menu's filter buttons, All and a category each (menuFilters); the chosen one is pressed (compared ignoring case). */
export function MenuFilters({
  filters,
  selected,
  className = 'mb-8 flex flex-wrap justify-center gap-2',
}: {
  filters: readonly string[];
  selected: string;
  /** The row's layout: wrapped and centred for a restaurant's few, or a large catalogue's row that scrolls (MENU_ROW_CLASSES.filters). */
  className?: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  // In a row that scrolls, the chosen category is in sight when the menu is drawn (a category's page opens at it).
  useLayoutEffect(() => {
    const box = row.current;
    const pressed = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !pressed || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = pressed.offsetLeft - box.offsetLeft - (box.clientWidth - pressed.offsetWidth) / 2;
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons that wraps; a fieldset's min-inline-size (min-content) would keep it from wrapping on a narrow screen
    <div ref={row} role="group" aria-label={t(MENU_FILTERS_LABEL)} className={className}>
      {filters.map((filter) => {
        const pressed = sameCategory(selected, filter);
        return (
          <button key={filter} type="button" aria-pressed={pressed} onClick={() => selectCategory(filter)} className={MENU_FILTER_CLASSES}>
            {filter === ALL_CATEGORIES ? t('menu.allCategories') : filter}
          </button>
        );
      })}
    </div>
  );
}
