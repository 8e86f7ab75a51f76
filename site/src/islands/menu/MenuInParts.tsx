import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { ALL_CATEGORIES, menuCategoryPath, sameCategory, type ServedParts } from '../../../../domain/catalogue.ts';
import { filterByCategory, groupByCategory } from '../../../../domain/menu-groups.ts';
import { filterByDiet } from '../../../../domain/diet-filter.ts';
import { MENU_ROW_CLASSES } from '../../../../domain/dish-view.ts';
import type { Food } from '../../../../domain/food.ts';
import {
  CATEGORY_PAGE_SIZE,
  categoryPagePath,
  type OutlineCategory,
  type OutlineEntry,
  ROW_PREVIEW,
  rowOf,
} from '../../../../domain/menu-outline.ts';
import { localePath, t } from '../../i18n/t.ts';
import { $foods } from '../../stores/catalogue.ts';
import { $hitsReading, $reading, readDishes, readMore, readRow } from '../../stores/menu-parts.ts';
import { $category, $dietFilter, $searchHits, $subcategory, selectCategory } from '../../stores/menu-view.ts';
import { DishCard } from './DishCard.tsx';
import { Heading, below, type HeadingLevel } from './Heading.tsx';
import { MenuFilters } from './MenuFilters.tsx';
import { SubcategoryRow } from './SubcategoryRow.tsx';
import { useTakeOverServedMarkup } from './take-over-served.ts';

/**
 * A large catalogue's menu as the island draws it (domain/menu-outline.ts), laid out as the
 * servers write it (worker/src/pages/menu-rows-markup.ts) so nothing moves when it takes over:
 * all categories as rows of their first products, each read as it comes near the screen, or one
 * category's products read on as the customer reaches their end. Drawn by ./MenuBody.tsx.
 */
export function MenuInParts({ parts, sectionHeadingLevel }: { parts: ServedParts; sectionHeadingLevel: HeadingLevel }) {
  const category = useStore($category);
  const subcategory = useStore($subcategory);
  const hits = useStore($searchHits);
  const { outline } = parts;
  const main = category === ALL_CATEGORIES ? undefined : outline.find((candidate) => sameCategory(candidate.name, category));
  const level = below(sectionHeadingLevel);
  useTakeOverServedMarkup(true);
  return (
    <>
      <MenuFilters
        filters={[ALL_CATEGORIES, ...outline.map((entry) => entry.name)]}
        selected={main ? main.name : ALL_CATEGORIES}
        className={MENU_ROW_CLASSES.filters}
      />
      {main && main.subcategories.length > 0 && (
        <SubcategoryRow main={main.name} subcategories={main.subcategories.map((entry) => entry.name)} current={subcategory} />
      )}
      {hits !== null ? (
        <SearchResults
          hits={hits}
          within={main && ((subcategory && main.subcategories.find((entry) => sameCategory(entry.name, subcategory))) || main)}
          level={level}
        />
      ) : main ? (
        <CategoryPages
          main={main}
          entry={(subcategory && main.subcategories.find((entry) => sameCategory(entry.name, subcategory))) || main}
          startedLate={parts.startedLate}
          level={level}
        />
      ) : (
        <div className="space-y-10">
          {outline.map((row) => (
            <Row key={row.id} main={row} outline={outline} level={level} />
          ))}
        </div>
      )}
    </>
  );
}

/** A main category's first products, or the room they will take until they are read. */
function Row({ main, outline, level }: { main: OutlineCategory; outline: readonly OutlineCategory[]; level: HeadingLevel }) {
  const headingId = useId();
  const foods = useStore($foods);
  const diet = useStore($dietFilter);
  const reading = useStore($reading)[main.id];
  const row = rowOf(foods, outline, main);
  const read = row.length >= Math.min(main.count, ROW_PREVIEW);
  const near = useNearScreen<HTMLDivElement>(() => void readRow(main), !read);
  const shown = filterByDiet(row, diet);
  return (
    <section aria-labelledby={headingId} className="menu-category">
      <div className={MENU_ROW_CLASSES.head}>
        <Heading level={level} id={headingId} className="text-xl font-bold text-brand-800">
          {main.name}
        </Heading>
        <a
          href={localePath(menuCategoryPath(main.name))}
          aria-label={t('menu.seeAllOf', { count: main.count, category: main.name })}
          onClick={(event) => openCategory(event, main.name)}
          className={MENU_ROW_CLASSES.seeAll}
        >
          {t('menu.seeAll', { count: main.count })}
        </a>
      </div>
      {read ? (
        <Cards foods={shown} level={below(level)} />
      ) : reading?.failed ? (
        <ReadFailed message={t('menu.readFailed', { category: main.name })} retry={() => void readRow(main)} />
      ) : (
        <div ref={near} className={MENU_ROW_CLASSES.pending} />
      )}
    </section>
  );
}

/** One category's products read so far, under their subcategories' headings, and the way on to the rest. */
function CategoryPages({
  main,
  entry,
  startedLate,
  level,
}: {
  main: OutlineCategory;
  entry: OutlineEntry;
  startedLate: string | null;
  level: HeadingLevel;
}) {
  const foods = useStore($foods);
  const diet = useStore($dietFilter);
  const reading = useStore($reading)[entry.id];
  const more = reading?.after !== null;
  const inCategory = filterByCategory(filterByCategory(foods, main.name), entry === main ? ALL_CATEGORIES : entry.name);
  // Nothing read of it yet beyond a row or a search's hits: its first page is read at once.
  useEffect(() => {
    if (!reading) void readMore(entry);
  }, [entry, reading]);
  const near = useNearScreen<HTMLButtonElement>(
    () => void readMore(entry),
    more && reading !== undefined && !reading.loading && !reading.failed,
  );
  const shown = filterByDiet(inCategory, diet);
  return (
    <>
      {startedLate === entry.id && (
        <p>
          <a href={localePath(categoryPagePath(main.name, entry === main ? undefined : entry.name))} className={MENU_ROW_CLASSES.start}>
            {t('menu.categoryStart', { category: entry.name })}
          </a>
        </p>
      )}
      <div className="space-y-10">
        {groupByCategory(shown).map((group) => (
          <Group key={group.label} label={group.label} foods={group.foods} level={level} />
        ))}
      </div>
      {reading?.failed ? (
        <ReadFailed message={t('menu.readFailed', { category: entry.name })} retry={() => void readMore(entry)} />
      ) : (
        more && (
          <button
            ref={near}
            type="button"
            onClick={() => void readMore(entry)}
            disabled={reading?.loading}
            className={MENU_ROW_CLASSES.more}
          >
            {t('menu.showMoreOf', { category: entry.name })}
          </button>
        )
      )}
      <p role="status" className="sr-only">
        {reading?.loading ? t('menu.readingMore', { category: entry.name }) : ''}
      </p>
    </>
  );
}

/**
 * What the search found (domain/menu-search.ts ranks it; the index covers every product), a page
 * at a time: the products not read yet are asked for by id.
 */
function SearchResults({ hits, within, level }: { hits: readonly string[]; within: OutlineEntry | undefined; level: HeadingLevel }) {
  const foods = useStore($foods);
  const diet = useStore($dietFilter);
  const reading = useStore($hitsReading);
  const [count, setCount] = useState(CATEGORY_PAGE_SIZE);
  const wanted = hits.slice(0, count);
  const byId = new Map(foods.map((food) => [food._id, food]));
  const missing = wanted.filter((id) => !byId.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (missingKey) void readDishes(missingKey.split(','));
  }, [missingKey]);
  const found = wanted.flatMap((id) => byId.get(id) ?? []);
  const shown = filterByDiet(within ? filterByCategory(found, within.name) : found, diet);
  return (
    <>
      {shown.length === 0 && !reading.loading ? (
        <p className="py-12 text-center text-lg text-ink-muted">{t('menu.noDishes')}</p>
      ) : (
        <Cards foods={shown} level={level} />
      )}
      {reading.failed && <ReadFailed message={t('menu.resultsFailed')} retry={() => void readDishes(missing)} />}
      {hits.length > count && (
        <button type="button" onClick={() => setCount(count + CATEGORY_PAGE_SIZE)} className={MENU_ROW_CLASSES.more}>
          {t('menu.moreResults')}
        </button>
      )}
    </>
  );
}

function Group({ label, foods, level }: { label: string; foods: readonly Food[]; level: HeadingLevel }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="menu-category">
      <Heading level={level} id={headingId} className={`${MENU_ROW_CLASSES.head} text-xl font-bold text-brand-800`}>
        {label}
      </Heading>
      <Cards foods={foods} level={below(level)} />
    </section>
  );
}

function Cards({ foods, level }: { foods: readonly Food[]; level: HeadingLevel }) {
  return (
    <ul className="menu-row">
      {foods.map((food) => (
        <li key={food._id} className="menu-row-item">
          <DishCard food={food} headingLevel={level} />
        </li>
      ))}
    </ul>
  );
}

function ReadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 p-6 text-center font-semibold text-chili-700">
      <p>{message}</p>
      <button type="button" onClick={retry} className={MENU_ROW_CLASSES.button}>
        {t('menu.tryAgain')}
      </button>
    </div>
  );
}

/** "See all": the category's own view, at its address, with the menu's top in sight. */
function openCategory(event: MouseEvent<HTMLAnchorElement>, name: string): void {
  event.preventDefault();
  window.history.replaceState(window.history.state, '', event.currentTarget.href);
  selectCategory(name);
  const menu = document.getElementById('menu');
  menu?.scrollIntoView();
  // The link pressed is gone with the rows: the keyboard goes on from the category's own filter.
  requestAnimationFrame(() => menu?.querySelector<HTMLElement>('.menu-filter[aria-pressed="true"]')?.focus());
}

/** Calls `onNear` when the element comes within a screen of the viewport, while `watching`. */
function useNearScreen<Element extends HTMLElement>(onNear: () => void, watching: boolean) {
  const ref = useRef<Element>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);
  return ref;
}
