import { startTransition, useEffect } from 'react';
import { ALL_CATEGORIES, SERVED_OUTLINE_ID } from '../../../../domain/catalogue.ts';
import { dietFilterCount } from '../../../../domain/diet-filter.ts';
import { SEARCH_PARAM } from '../../../../domain/menu-search.ts';
import { $cart, addToCart } from '../../stores/cart.ts';
import { $foods, loadCatalogue, loadCatalogueInUse } from '../../stores/catalogue.ts';
import { $category, $dietFilter, $searchHits, $subcategory, selectCategory, selectCategoryFromAddress } from '../../stores/menu-view.ts';
import { firstUse } from './first-interaction.ts';

/**
 * The menu HTML the server wrote into the page (marked `data-menu-static`, docs/decisions/011)
 * stands until the island has a reason to draw its own: drawing every card takes long tasks on
 * a slow phone, which a visitor who only looks need not wait through.
 */

/** Set on the served menu once its buttons work (end-to-end tests wait for it). */
const SERVED_MENU_LIVE = 'data-menu-live';

/**
 * Starts the island's own menu (loadCatalogue) at the visitor's first click, key or scroll, or
 * at once when the page holds what the served menu cannot show: dishes in the cart (their cards
 * say "Remove from Cart"), a remembered diet filter, a search or a chosen category (one the
 * address names too: a dish page's breadcrumb links to /menu?category=…).
 */
export function useStartWhenServedMenuFallsShort(): void {
  useEffect(() => {
    selectCategoryFromAddress(window.location.search);
    // A large catalogue's page is served at the category its address names (domain/menu-outline.ts): showing it is no shortfall.
    const servedAt = document.getElementById(SERVED_OUTLINE_ID) ? `${$category.get()}|${$subcategory.get()}` : `${ALL_CATEGORIES}|null`;
    // At load, nobody waits for these cards: drawn as a transition, they yield to the page and the
    // visitor instead of holding the main thread in one long task.
    const start = () => startTransition(() => void loadCatalogue());
    void firstUse().then(loadCatalogueInUse);
    const fallsShort = () =>
      $cart.get().length > 0 ||
      dietFilterCount($dietFilter.get()) > 0 ||
      $searchHits.get() !== null ||
      `${$category.get()}|${$subcategory.get()}` !== servedAt ||
      Boolean(new URLSearchParams(window.location.search).get(SEARCH_PARAM));
    if (fallsShort()) return start();
    const stops = [$cart, $dietFilter, $searchHits, $category, $subcategory].map((store) =>
      store.listen(() => {
        if (fallsShort()) start();
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
}

/**
 * Until then, the served menu's buttons work: "Add to Cart" (`data-add-dish`) adds its dish and
 * a category filter (`data-menu-filter`) selects its category. A press is a first use, so the
 * island's cards follow at once, drawn from the state these set.
 */
export function useServedMenuControls(): void {
  useEffect(() => {
    const containers = [...document.querySelectorAll<HTMLElement>('[data-menu-static]')];
    for (const container of containers) {
      container.addEventListener('click', pressServedButton);
      container.setAttribute(SERVED_MENU_LIVE, '');
    }
    return () => {
      for (const container of containers) container.removeEventListener('click', pressServedButton);
    };
  }, []);
}

function pressServedButton(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const dishId = target?.closest<HTMLElement>('[data-add-dish]')?.dataset.addDish;
  if (dishId !== undefined) {
    // The served page's own menu data: read at once, no request.
    void loadCatalogue();
    const food = $foods.get().find((candidate) => candidate._id === dishId);
    if (food) addToCart(food);
    return;
  }
  const category = target?.closest<HTMLElement>('[data-menu-filter]')?.dataset.menuFilter;
  if (category !== undefined) selectCategory(category);
}
