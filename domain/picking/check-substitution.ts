import type { CatalogueProduct } from './order-lines.ts';
import { PICK_PROBLEM_MESSAGES } from './picking-messages.ts';
import type { SubstitutionChoice } from './substitution.ts';

/**
 * Whether a line's choice of replacement can be taken as the order is placed (POST /api/orders):
 * a product the customer names must be on sale, of the ordered product's own category (the
 * suggestions the checkout offers), and not that product itself. Null when it can; the message
 * names both products otherwise.
 */
export function substitutionProblem(
  ordered: Pick<CatalogueProduct, 'id' | 'name' | 'categoryId'>,
  choice: SubstitutionChoice,
  products: ReadonlyMap<string, CatalogueProduct>,
): string | null {
  if (choice.mode !== 'specific') return null;
  if (choice.productId === ordered.id) return PICK_PROBLEM_MESSAGES.substitutionSame(ordered.name);
  const named = products.get(choice.productId);
  if (!named) return PICK_PROBLEM_MESSAGES.replacementUnknown(ordered.name);
  if (!named.isAvailable) return PICK_PROBLEM_MESSAGES.replacementOff(ordered.name, named.name);
  if (named.categoryId !== ordered.categoryId) return PICK_PROBLEM_MESSAGES.substitutionOtherCategory(ordered.name, named.name);
  return null;
}
