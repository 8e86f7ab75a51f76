import type { MouseEvent } from 'react';
import { menuCategoryPath } from '../../../../domain/catalogue.ts';
import { MENU_FILTER_CLASSES } from '../../../../domain/dish-view.ts';
import { localePath, t } from '../../i18n/t.ts';
import { selectSubcategory } from '../../stores/menu-view.ts';

interface Props {
  main: string;
  subcategories: readonly string[];
  /** The chosen subcategory; null: all of the main category. */
  current: string | null;
}

/**
 * Under the main categories, the chosen one's subcategories as links (all of it first): each is
 * the menu's address at that subcategory, followed here without leaving the page; the current
 * one is marked for screen readers too (aria-current).
 */
export function SubcategoryRow({ main, subcategories, current }: Props) {
  const choose = (event: MouseEvent<HTMLAnchorElement>, subcategory: string | null) => {
    event.preventDefault();
    selectSubcategory(subcategory);
    window.history.replaceState(null, '', event.currentTarget.href);
  };
  const chip = (subcategory: string | null, label: string) => (
    <li key={subcategory ?? ''}>
      <a
        href={localePath(menuCategoryPath(main, subcategory ?? undefined))}
        aria-current={subcategory === current ? 'true' : undefined}
        onClick={(event) => choose(event, subcategory)}
        className={`${MENU_FILTER_CLASSES} inline-flex items-center aria-[current=true]:bg-brand-600 aria-[current=true]:text-white`}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label={t('menu.subcategoriesLabel', { category: main })} className="-mt-4 mb-8">
      <ul className="flex flex-wrap justify-center gap-2">
        {chip(null, t('menu.allOfCategory', { category: main }))}
        {subcategories.map((subcategory) => chip(subcategory, subcategory))}
      </ul>
    </nav>
  );
}
