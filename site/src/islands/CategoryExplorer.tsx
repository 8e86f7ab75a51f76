import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { SERVED_TILES_ID, sameCategory, type CategoryTile } from '../../../domain/catalogue.ts';
import { toggleCategory } from '../../../domain/menu-groups.ts';
import { CATEGORY_ANIMATION_MS } from '../../../domain/constants.ts';
import { $category, selectCategory } from '../stores/menu-view.ts';
import { t } from '../i18n/t.ts';
import { FoodImage } from './menu/FoodImage.tsx';

/**
 * 'static': as pre-rendered, visible (no JS, reduced motion, or already on screen when hydrated).
 * 'waiting': hidden below the fold until it scrolls into view; 'shown': animated in, once.
 */
type Entrance = 'static' | 'waiting' | 'shown';

const ENTRANCE_CLASSES: Record<Entrance, string> = {
  static: '',
  waiting: 'translate-y-8 opacity-0',
  shown: 'translate-y-0 opacity-100 transition-[opacity,translate] ease-out',
};

/**
 * Explore by Category: a tile per category the owner shows, with dishes on the menu (the server
 * writes them into the page, as links, and as data for this island). Pressing one filters the
 * menu through the shared $category, and pressing it again shows every dish; the chosen tile
 * wears a ring.
 */
export default function CategoryExplorer() {
  const selected = useStore($category, { ssr: 'initial' });
  const [categoryTiles, setTiles] = useState<CategoryTile[]>([]);
  const [entrance, listRef] = useEntrance(categoryTiles.length > 0);

  useEffect(() => setTiles(readServedTiles()), []);
  // The server's links give way to the buttons in the same commit.
  useLayoutEffect(() => {
    if (categoryTiles.length > 0) for (const element of document.querySelectorAll('[data-tiles-static]')) element.remove();
  }, [categoryTiles]);

  // Empty, the list still renders (with no height): client:visible watches the island's own
  // elements, and an island with none would never be woken.
  if (categoryTiles.length === 0) return <ul ref={listRef} />;
  return (
    <ul ref={listRef} className="-mx-4 flex snap-x gap-5 overflow-x-auto px-4 pt-3 pb-6">
      {categoryTiles.map((tile, index) => {
        const pressed = sameCategory(selected, tile.name);
        const chipId = `category-tile-${tile.id}`;
        const style: CSSProperties | undefined =
          entrance === 'shown' ? { transitionDuration: `${CATEGORY_ANIMATION_MS}ms`, transitionDelay: `${index * 80}ms` } : undefined;
        return (
          <li key={tile.id} className={`shrink-0 snap-start lg:min-w-0 lg:flex-1 ${ENTRANCE_CLASSES[entrance]}`} style={style}>
            <button
              type="button"
              aria-pressed={pressed}
              aria-describedby={chipId}
              onClick={() => selectCategory(toggleCategory(selected, tile.name))}
              className={`group relative block w-40 rounded-3xl text-start sm:w-48 lg:w-full ${pressed ? 'ring-4 ring-brand-600 ring-offset-2' : ''}`}
            >
              <span className="block overflow-hidden rounded-3xl bg-brand-50 shadow-md">
                <FoodImage
                  src={tile.image}
                  alt=""
                  width={192}
                  height={192}
                  loading="lazy"
                  className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:transition-none"
                />
              </span>
              <span className="mt-3 block px-1 text-center font-semibold text-ink">{tile.name}</span>
              <span
                id={chipId}
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-2 top-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-2xl bg-white/95 px-3 py-2 text-xs font-semibold text-ink opacity-0 shadow transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
              >
                <span className="text-brand-700">{tile.name}</span>
                <span>{t('menu.tileFrom', { price: tile.lowestPrice })}</span>
                <span className="w-full text-brand-700 underline underline-offset-2">{t('menu.viewDetails')}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function readServedTiles(): CategoryTile[] {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(SERVED_TILES_ID)?.textContent ?? '[]');
    return Array.isArray(parsed) ? (parsed as CategoryTile[]) : [];
  } catch {
    return [];
  }
}

/**
 * The tiles rise into view the first time they scroll into sight, over CATEGORY_ANIMATION_MS.
 * They are pre-rendered visible and only hidden by JS when below the fold, so nobody without
 * JS (or who prefers less motion) ever sees an empty row.
 */
function useEntrance(shown: boolean) {
  const [entrance, setEntrance] = useState<Entrance>('static');
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = ref.current;
    if (!shown) return;
    if (!list || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (list.getBoundingClientRect().top < window.innerHeight) return;
    setEntrance('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setEntrance('shown');
      },
      { threshold: 0.15 },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, [shown]);

  return [entrance, ref] as const;
}
