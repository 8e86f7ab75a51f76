import { useStore } from '@nanostores/react';
import { useDeferredValue, useId, useMemo } from 'react';
import { ALL_CATEGORIES } from '../../../../domain/catalogue.ts';
import { groupByCategory, menuFilters, subcategoriesOf, type CategoryGroup } from '../../../../domain/menu-groups.ts';
import type { Food } from '../../../../domain/food.ts';
import { $catalogueError, $catalogueLoading, $foods } from '../../stores/catalogue.ts';
import { $menuParts } from '../../stores/menu-parts.ts';
import { $category, $filteredFoods, $subcategory } from '../../stores/menu-view.ts';
import { t } from '../../i18n/t.ts';
import { CategoryCarousel } from './CategoryCarousel.tsx';
import { DishCard } from './DishCard.tsx';
import { Heading, below, type HeadingLevel } from './Heading.tsx';
import { MenuFilters } from './MenuFilters.tsx';
import { MenuInParts } from './MenuInParts.tsx';
import { SubcategoryRow } from './SubcategoryRow.tsx';
import { useIsPhone } from './phone-layout.ts';
import { useTakeOverServedMarkup } from './take-over-served.ts';

/**
 * Explore Our Menu as the island draws it; a large catalogue's in parts (./MenuInParts.tsx). Filters (and a chosen main category's subcategories),
 * then a 3-column grid from md, under a heading per subcategory when there are some, or one
 * carousel per category below it. Loaded and drawn by ./Menu.tsx once the catalogue has started; it takes
 * the place of the menu the server wrote into the page in the commit that draws its own.
 */
export default function MenuBody({ sectionHeadingLevel }: { sectionHeadingLevel: HeadingLevel }) {
  const parts = useStore($menuParts, { ssr: 'initial' });
  return parts ? (
    <MenuInParts parts={parts} sectionHeadingLevel={sectionHeadingLevel} />
  ) : (
    <WholeMenu sectionHeadingLevel={sectionHeadingLevel} />
  );
}

/** A restaurant's menu, every dish of it here. */
function WholeMenu({ sectionHeadingLevel }: { sectionHeadingLevel: HeadingLevel }) {
  // Rendering a whole menu takes a while on a slow phone: deferred, React renders it in small
  // slices between the visitor's taps and scrolls instead of one long task.
  const received = useStore($foods, { ssr: 'initial' });
  const foods = useDeferredValue(received);
  const filtered = useDeferredValue(useStore($filteredFoods));
  const category = useStore($category, { ssr: 'initial' });
  const subcategory = useStore($subcategory, { ssr: 'initial' });
  const subcategories = useMemo(() => (category === ALL_CATEGORIES ? [] : subcategoriesOf(foods, category)), [foods, category]);
  const loading = useStore($catalogueLoading, { ssr: 'initial' });
  const error = useStore($catalogueError, { ssr: 'initial' });
  // Only the layout that fits the screen is rendered; CSS hides the other until JS can tell.
  const isPhone = useIsPhone();

  // Ready once the deferred render has the dishes (or there are none to wait for): taking over
  // earlier would show an empty menu for a moment.
  const ready = foods.length > 0 || (!loading && received.length === 0);
  useTakeOverServedMarkup(ready);

  const itemLevel = below(sectionHeadingLevel);
  // Kept while the deferred list stands: a keystroke's urgent render (the search box, the old
  // list) then skips every card, and the new list renders in slices after the key is painted.
  const dishes = useMemo(
    () =>
      filtered.length === 0 ? (
        <p className="py-12 text-center text-lg text-ink-muted">{t('menu.noDishes')}</p>
      ) : (
        <>
          {isPhone !== true &&
            (subcategories.length > 0 ? (
              <div className="hidden space-y-10 md:block">
                {groupByCategory(filtered).map((group) => (
                  <CategoryGrid key={group.label} group={group} headingLevel={itemLevel} />
                ))}
              </div>
            ) : (
              <div className="hidden gap-6 md:grid md:grid-cols-3">
                {filtered.map((food) => (
                  <DishCard key={food._id} food={food} headingLevel={itemLevel} />
                ))}
              </div>
            ))}
          {isPhone !== false && (
            <div className="space-y-10 md:hidden">
              {groupByCategory(filtered).map((group) => (
                <CategoryCarousel key={carouselKey(group.foods)} group={group} headingLevel={itemLevel} />
              ))}
            </div>
          )}
        </>
      ),
    [filtered, isPhone, itemLevel, subcategories],
  );

  if (!ready) return null;
  if (foods.length === 0 && error !== null) {
    return <p className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-chili-700">{t('menu.loadFailed', { message: error })}</p>;
  }
  return (
    <>
      <MenuFilters filters={menuFilters(foods)} selected={category} />
      {subcategories.length > 0 && <SubcategoryRow main={category} subcategories={subcategories} current={subcategory} />}
      {dishes}
    </>
  );
}

/** A main category's own dishes, or one subcategory's, under its heading (from md). */
function CategoryGrid({ group, headingLevel }: { group: CategoryGroup; headingLevel: HeadingLevel }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="mb-3 flex min-h-11 items-center px-1 text-xl font-bold text-brand-800">
        {group.label}
      </Heading>
      <div className="grid grid-cols-3 gap-6">
        {group.foods.map((food) => (
          <DishCard key={food._id} food={food} headingLevel={below(headingLevel)} />
        ))}
      </div>
    </section>
  );
}

/** Swiper moves slides around; a different set of dishes gets a fresh carousel, not a patched one. */
function carouselKey(foods: readonly Food[]): string {
  return foods.map((food) => food._id).join('|');
}
