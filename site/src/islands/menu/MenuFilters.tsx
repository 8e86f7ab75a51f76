import { sameCategory } from '../../../../domain/catalogue.ts';
import { selectCategory } from '../../stores/catalogue.ts';

/** The menu's filter buttons, All and a category each (menuFilters); the chosen one is pressed (compared ignoring case). */
export function MenuFilters({ filters, selected }: { filters: readonly string[]; selected: string }) {
  return (
    <div role="group" aria-label="Filter dishes by category" className="mb-8 flex flex-wrap justify-center gap-2">
      {filters.map((filter) => {
        const pressed = sameCategory(selected, filter);
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => selectCategory(filter)}
            className="min-h-11 rounded-full border-2 border-brand-600 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {filter}
          </button>
        );
      })}
    </div>
  );
}
