import type { PickSheetProduct } from '../../../../../domain/contracts/pick-sheet.ts';
import { readLocaleNumber } from '../../../../../domain/locale-number.ts';
import type { OrderProduct } from '../../../../../domain/order.ts';
import { lineQuantityText } from '../../../../../domain/weight-text.ts';
import { t } from '../../../i18n/t.ts';

/** How much a line or a product holds, in the page's language: "3", "1.42 kg". */
export function amountText(quantity: number, unit: PickSheetProduct['unit'], locale: string): string {
  return lineQuantityText({ quantity, unit }, locale);
}

/** What staff decided for a line, as the line says it once decided. */
export function decisionText(line: OrderProduct, locale: string): string {
  const { picked } = line;
  if (!picked) return t('admin-picking.toPick');
  switch (picked.status) {
    case 'picked':
      return t('admin-picking.decidedPicked', { quantity: amountText(picked.quantity, line.unit, locale) });
    case 'replaced':
      return t('admin-picking.decidedReplaced', {
        quantity: picked.product ? amountText(picked.product.quantity, picked.product.unit, locale) : '',
        name: picked.product?.name ?? '',
      });
    case 'missing':
      return t('admin-picking.decidedMissing');
  }
}

/** A quantity or weight typed by staff, in the page's language; a message when it is not a number above 0. */
export function readTypedAmount(text: string, locale: string): { ok: true; value: number } | { ok: false; message: string } {
  const read = readLocaleNumber(text.trim(), locale);
  if (!read.ok || read.value <= 0)
    return { ok: false, message: t('admin-picking.numberNeeded', { example: amountText(1.42, null, locale) }) };
  return read;
}

/** The number already typed for a weight or count, as the field shows it. */
export function typedText(value: number | undefined, locale: string): string {
  return value === undefined ? '' : new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 }).format(value);
}
