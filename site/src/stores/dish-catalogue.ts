import { loadCatalogueFrom, readServedMenu, showServed } from './catalogue.ts';

/**
 * A product's own page: it comes with its product alone (however large the menu), which is asked
 * for again, alone, at the visitor's first tap; a product the page lacks is asked for at once. The
 * whole menu is never loaded here. Apart from ./catalogue.ts, which every shop page loads.
 */
export function loadDish(id: string): Promise<void> {
  return loadCatalogueFrom(() => startDish(id));
}

function startDish(id: string): Promise<void> {
  const served = readServedMenu();
  const dish = served?.filter((food) => food._id === id);
  if (dish?.length) return showServed(dish, (calls) => calls.refreshDish(id));
  // Online, the page came from the server with today's menu: a product it did not find is not
  // there. Offline (the kept page of another product), it is looked for.
  if (served && navigator.onLine) return showServed([], async () => undefined);
  return import('./catalogue-calls.ts').then((calls) => calls.fetchDish(id));
}
