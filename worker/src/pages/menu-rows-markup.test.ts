import { describe, expect, it } from 'vitest';
import { aFood } from '../../../tests/factories/food.ts';
import { SERVED_MENU_ID, SERVED_OUTLINE_ID, type ServedParts } from '../../../domain/catalogue.ts';
import type { Category } from '../../../domain/categories.ts';
import type { Food } from '../../../domain/food.ts';
import { CATEGORY_PAGE_SIZE, FILLED_ROWS, ROW_PREVIEW } from '../../../domain/menu-outline.ts';
import { WHOLE_MENU_UP_TO } from '../../../domain/menu-page.ts';
import { DEFAULT_STORE_DETAILS } from '../../../domain/store-details.ts';
import { fillPage } from './fill-page.ts';
import { pageVariant } from './page-policy.ts';

/** A grocer's catalogue just over the size a page carries whole: ten main categories, the first with two subcategories. */
const categories: Category[] = [
  ...Array.from({ length: 10 }, (_, index) => aCategory(`c${index}`, `Aisle ${index}`, index, null)),
  aCategory('fruit', 'Fruit', 10, 'c0'),
  aCategory('veg', 'Veg', 11, 'c0'),
];
const foods: Food[] = Array.from({ length: WHOLE_MENU_UP_TO + 50 }, (_, index) => {
  const aisle = Math.floor(index / 35);
  const sub = aisle === 0 ? (index % 2 === 0 ? 'fruit' : 'veg') : null;
  const inside = categories.find((category) => category.id === (sub ?? `c${aisle}`))!;
  return aFood({
    id: `p${index}`,
    name: `Product ${index}`,
    category: inside.name,
    categoryId: inside.id,
    ...(sub ? { mainCategory: 'Aisle 0' } : {}),
    price: 1 + index / 100,
  });
});

function aCategory(id: string, name: string, position: number, parentId: string | null): Category {
  return { id, name, position, parentId, description: '', image: '', isHidden: false, taxRate: 0 };
}

const MENU_PAGE = '<title>Menu — Doorstep</title><main><div data-menu-static><!--menu-slot:list:1--></div><!--menu-slot:data--></main>';
const serve = (search = '', html = MENU_PAGE, menu = foods) =>
  fillPage(html, { details: DEFAULT_STORE_DETAILS, foods: menu, categories, pathname: '/menu', search });
const cards = (html: string) => [...html.matchAll(/<article aria-labelledby="menu-dish-(p\d+)"/g)].map((match) => match[1]);
const dataOf = (html: string, id: string): unknown =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`))![1]!);

describe("a large catalogue's served menu", () => {
  it('fills the first rows and keeps room for the others, each linking to all of its category', () => {
    const html = serve();
    // Aisle 0 alternates its subcategories: its row is its first six, Fruit's and Veg's alike.
    expect(cards(html)).toEqual([
      ...['p0', 'p1', 'p2', 'p3', 'p4', 'p5'],
      ...['p35', 'p36', 'p37', 'p38', 'p39', 'p40'],
      ...['p70', 'p71', 'p72', 'p73', 'p74', 'p75'],
    ]);
    expect(cards(html)).toHaveLength(FILLED_ROWS * ROW_PREVIEW);
    expect(html.match(/class="menu-row-pending"/g)).toHaveLength(10 - FILLED_ROWS);
    expect(html).toContain('<a href="/menu?category=Aisle+9" aria-label="See all 35 of Aisle 9"');
    // The data carries what the page shows, and the outline of the rest.
    expect((dataOf(html, SERVED_MENU_ID) as Food[]).map((food) => food.id)).toEqual(cards(html));
    const { outline, read, startedLate } = dataOf(html, SERVED_OUTLINE_ID) as ServedParts;
    expect(read).toEqual({ c0: 'p5', c1: 'p40', c2: 'p75' });
    expect(startedLate).toBeNull();
    expect(outline.map((main) => [main.name, main.count])).toEqual(Array.from({ length: 10 }, (_, index) => [`Aisle ${index}`, 35]));
    expect(outline[0]!.subcategories).toEqual([
      { id: 'fruit', name: 'Fruit', count: 18 },
      { id: 'veg', name: 'Veg', count: 17 },
    ]);
  });

  it("serves a category's address as a page of its dishes, with the next page's link", () => {
    const first = serve('?category=Aisle%202');
    expect(cards(first)).toEqual(Array.from({ length: CATEGORY_PAGE_SIZE }, (_, index) => `p${70 + index}`));
    expect(first).toContain('<title>Aisle 2 — Menu — Doorstep</title>');
    expect(first).toContain(`<a href="/menu?category=Aisle+2&amp;after=p93" rel="next"`);
    expect(first).not.toContain('Back to the start of');
    expect(dataOf(first, SERVED_OUTLINE_ID)).toMatchObject({ read: { c2: 'p93' }, startedLate: null });
    const second = serve('?category=Aisle+2&after=p93');
    expect(cards(second)).toEqual(Array.from({ length: 35 - CATEGORY_PAGE_SIZE }, (_, index) => `p${94 + index}`));
    expect(second).not.toContain('rel="next"');
    expect(second).toContain('<a href="/menu?category=Aisle+2" class="mb-6');
    expect(dataOf(second, SERVED_OUTLINE_ID)).toMatchObject({ read: { c2: null }, startedLate: 'c2' });
    // A product no longer in the category starts it again.
    expect(cards(serve('?category=Aisle+2&after=p1'))).toEqual(cards(first));
  });

  it("serves a subcategory's page under its main category's links", () => {
    const html = serve('?category=Aisle+0&sub=Veg');
    expect(cards(html)).toEqual(Array.from({ length: 17 }, (_, index) => `p${index * 2 + 1}`));
    expect(html).toContain('<a href="/menu?category=Aisle+0&amp;sub=Veg" aria-current="true"');
    expect(html).toContain('<title>Veg — Menu — Doorstep</title>');
  });

  it('keeps a restaurant-sized menu whole, and one page per address', () => {
    const small = foods.slice(0, WHOLE_MENU_UP_TO);
    const html = serve('?category=Aisle+2', MENU_PAGE, small);
    expect(cards(html)).toHaveLength(WHOLE_MENU_UP_TO);
    expect(html).not.toContain(SERVED_OUTLINE_ID);
    expect(pageVariant('?category=Aisle+2', small.length)).toBe('');
    expect(pageVariant('?category=Aisle+2', foods.length)).not.toBe(pageVariant('?category=Aisle+3', foods.length));
    expect(pageVariant('?utm_source=mail', foods.length)).toBe('');
  });
});
