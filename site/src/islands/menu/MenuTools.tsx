import { DietFilterBar } from './DietFilterBar.tsx';
import { MenuSearch } from './MenuSearch.tsx';

/**
 * Above the menu: the search and the diet filter. An island of its own, woken when the menu
 * comes into view, so the home page's first load carries neither.
 */
export default function MenuTools() {
  return (
    <>
      <MenuSearch />
      <DietFilterBar />
    </>
  );
}
