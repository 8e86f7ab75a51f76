import { useStore } from '@nanostores/react';
import { lazy, Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { dishIdFromPath } from '../../../../domain/catalogue.ts';
import { type DishView, viewDish } from '../../../../domain/dish-page-view.ts';
import { localePath } from '../../i18n/t.ts';
import { $catalogueError, $catalogueLoading, $foods } from '../../stores/catalogue.ts';
import { loadDish } from '../../stores/dish-catalogue.ts';
import { DishControls } from './DishControls.tsx';
import { takeDishParts } from './dish-parts.ts';
import { findServedProduct, placeInServedProduct, showsAsServed } from './served-product.ts';

// Drawn by the island only where the served product cannot stand: most visits never load it.
const DrawnDish = lazy(() => import('./DrawnDish.tsx'));

/** '/it/dish/margherita' → '/dish/margherita': the address without the page's language prefix. */
function pathInPageLanguage(pathname: string): string {
  const base = localePath('');
  return base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/**
 * A product's page. The server writes the product (docs/decisions/011); the island reads its id
 * from the address, follows the catalogue (fresh price and stock) and adds Close, the badges and
 * the controls for the cart. An id the loaded catalogue lacks ends in 'Dish not found', not an
 * endless spinner.
 */
export default function DishDetail() {
  const [id, setId] = useState<string | null>(null);
  const foods = useStore($foods, { ssr: 'initial' });
  const loading = useStore($catalogueLoading, { ssr: 'initial' });
  const error = useStore($catalogueError, { ssr: 'initial' });
  const view = viewDish({ id, foods, loading, error });

  useEffect(() => {
    const dishId = dishIdFromPath(pathInPageLanguage(window.location.pathname)) ?? '';
    setId(dishId);
    // The served product is read at once, so its updates fall inside the transition: React draws
    // the controls in slices that yield to the visitor, not in one long task while the page loads.
    startTransition(() => void loadDish(dishId));
  }, []);

  return view.kind === 'loading' ? null : <DishPage view={view} />;
}

/**
 * The parts go into the served product while it shows the product as the catalogue has it: the
 * picture and details stay as served. Otherwise the island draws the product (./DrawnDish.tsx)
 * and moves the parts there, the controls keeping the choice made.
 */
function DishPage({ view }: { view: Exclude<DishView, { kind: 'loading' }> }) {
  const [served] = useState(findServedProduct);
  const [parts] = useState(takeDishParts);
  const asServed = served !== null && view.kind === 'dish' && showsAsServed(served, view.food);
  useLayoutEffect(() => {
    if (asServed) placeInServedProduct(served, parts);
  }, [asServed, served, parts]);

  return (
    <>
      {view.kind === 'dish' && createPortal(<DishControls food={view.food} />, parts.controls)}
      {!asServed && (
        <Suspense fallback={null}>
          <DrawnDish view={view} parts={parts} />
        </Suspense>
      )}
    </>
  );
}
