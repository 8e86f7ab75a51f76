import type { CategoryAnswer, CategoryWithCountAnswer } from './contracts/categories.ts';

/**
 * The menu's categories as the owner manages them: named, described, pictured, in the owner's
 * order, hidden or shown. Shared by the API (the truth), the admin's screen and the storefront;
 * the shape is the answer of ./contracts/categories.ts, the rules for writing one are
 * ./category-form.ts.
 */
export type Category = CategoryAnswer;

/** A category as GET /api/categories answers it: with how many dishes it holds. */
export type CategoryWithCount = CategoryWithCountAnswer;

/** The ids in the owner's order after moving one to `position` (clamped to the list). */
export function moveCategory(orderedIds: readonly string[], id: string, position: number): string[] {
  const rest = orderedIds.filter((candidate) => candidate !== id);
  const at = Math.max(0, Math.min(position, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The demo shop's six, spelled and ordered as the storefront's filters always were (pasta, which
 * had no filter, last): a new shop starts with them, and the owner renames and reorders at will.
 */
export const SEED_CATEGORIES: readonly Omit<Category, 'position' | 'isHidden' | 'taxRate' | 'parentId'>[] = [
  {
    id: 'pizza',
    name: 'pizza',
    description: 'Stone-baked, from Margherita to BBQ chicken.',
    image: '/images/dishes/margherita-pizza.avif',
  },
  {
    id: 'burger',
    name: 'burger',
    description: 'Halal beef and crispy chicken in toasted buns.',
    image: '/images/dishes/classic-burger.avif',
  },
  { id: 'sushi', name: 'sushi', description: 'Rolls and nigiri, made to order.', image: '/images/dishes/dragon-roll.avif' },
  { id: 'thali', name: 'thali', description: 'A whole meal on one plate.', image: '/images/dishes/veg-thali.avif' },
  { id: 'chicken', name: 'Chicken', description: 'From the tandoor and the grill.', image: '/images/dishes/butter-chicken.avif' },
  { id: 'pasta', name: 'pasta', description: 'Fresh sauces, cooked when you order.', image: '/images/dishes/fettuccine-alfredo.avif' },
];
