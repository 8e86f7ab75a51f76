import type { CartSubstitution } from '../../../../domain/cart-substitution.ts';
import { t } from '../../i18n/t.ts';

/** A choice as the customer reads it: "Best match", the product's name, "Don't replace — refund it". */
export function substitutionText(choice: CartSubstitution): string {
  if (choice.mode === 'specific') return choice.name;
  return choice.mode === 'best_match' ? t('substitution.bestMatch') : t('substitution.none');
}
