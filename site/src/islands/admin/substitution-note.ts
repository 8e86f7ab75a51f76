import type { OrderProduct } from '../../../../domain/order.ts';
import { showsSubstitutions } from '../../../../domain/picking/substitution.ts';
import { t } from '../../i18n/t.ts';

/** What staff read of a line's choice: "If out: best match", "If out: Jasmine Rice", "If out: refund". */
export function substitutionNote(choice: OrderProduct['substitution']): string {
  const named =
    choice.mode === 'specific'
      ? (choice.name ?? choice.productId ?? '')
      : choice.mode === 'best_match'
        ? t('substitution.staffBestMatch')
        : t('substitution.staffNone');
  return t('substitution.ifOut', { choice: named });
}

/** Each line's note on an order whose customer chose (showsSubstitutions), none on any other. */
export function orderSubstitutionNotes(lines: readonly OrderProduct[]): ((line: OrderProduct) => string) | undefined {
  return showsSubstitutions(lines) ? (line) => substitutionNote(line.substitution) : undefined;
}
