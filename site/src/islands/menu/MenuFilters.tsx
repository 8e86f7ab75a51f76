import { ALL_CATEGORIES, sameCategory } from '../../../../domain/catalogue.ts';
import { MENU_FILTER_CLASSES, MENU_FILTERS_LABEL } from '../../../../domain/dish-view.ts';
import { t } from '../../i18n/t.ts';
import { selectCategory } from '../../stores/menu-view.ts';

/** The menu's filter buttons, All and a category each (menuFilters); the chosen one is pressed (compared ignoring case). */
export function MenuFilters({ filters, selected }: { filters: readonly string[]; selected: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons that wraps; a fieldset's min-inline-size (min-content) would keep it from wrapping on a narrow screen
    <div role="group" aria-label={t(MENU_FILTERS_LABEL)} className="mb-8 flex flex-wrap justify-center gap-2">
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
